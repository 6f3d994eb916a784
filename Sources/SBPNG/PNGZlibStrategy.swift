import CZlib

/// zlib's `strategy` argument to `deflateInit2`.
package enum PNGZlibStrategy: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Z_DEFAULT_STRATEGY.
    case `default`
    /// Z_FILTERED: favours Huffman coding over short matches, meant for filtered image data.
    case filtered
    /// Z_RLE: matches of distance 1 only (run-length), fast.
    case rle
    /// Z_HUFFMAN_ONLY: no matches at all.
    case huffmanOnly

    var zlibValue: Int32 {
        switch self {
        case .default: Z_DEFAULT_STRATEGY
        case .filtered: Z_FILTERED
        case .rle: Z_RLE
        case .huffmanOnly: Z_HUFFMAN_ONLY
        }
    }

    /// The strategy's name: "default", "filtered", "rle" or "huffman-only".
    package var description: String {
        switch self {
        case .default: "default"
        case .filtered: "filtered"
        case .rle: "rle"
        case .huffmanOnly: "huffman-only"
        }
    }
}
