import CDeflate

/// The IDAT chunks of a file, collected and inflated in one call to libdeflate into a buffer of
/// exactly the size the header gives (libdeflate inflates about three times as fast as zlib's
/// streaming `inflate`, and nothing grows or is copied on the way).
///
/// It only answers "this stream gives exactly these bytes" or "no": every failure (corrupt or cut
/// data, too few or too many bytes, data after the stream's end) is left to the streaming zlib
/// inflater, whose errors say what went wrong and in which chunk.
struct PNGWholeStreamInflater: PNGImageDataSink {
    /// The data ranges of the IDAT chunks with data, in file order.
    private(set) var ranges: [Range<Int>] = []
    /// The number of compressed bytes collected.
    private(set) var compressedCount = 0

    mutating func feed(_ bytes: [UInt8], range: Range<Int>, offset: Int) throws(PNGError) {
        guard !range.isEmpty else { return }
        ranges.append(range)
        compressedCount += range.count
    }

    /// At most this many bytes come out of one byte of deflate data: a 258-byte match coded in
    /// two bits (a one-bit length code and a one-bit distance code).
    static let maximumExpansion = 1032

    /// Whether the collected data could possibly inflate to `count` bytes; when not, no buffer of
    /// that size should be allocated for it (a header may claim far more than the data holds).
    func canInflate(to count: Int) -> Bool {
        count <= compressedCount * Self.maximumExpansion
    }

    /// Inflates the collected zlib stream into `output[0 ..< count]`: true when the stream is
    /// valid, gives exactly `count` bytes and ends exactly at the end of the data.
    func inflate(_ bytes: [UInt8], into output: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard canInflate(to: count), let decompressor = libdeflate_alloc_decompressor() else { return false }
        defer { libdeflate_free_decompressor(decompressor) }
        let run = { (input: UnsafeRawPointer, length: Int) -> Bool in
            var consumed = 0, produced = 0
            let result = libdeflate_zlib_decompress_ex(decompressor, input, length, output, count, &consumed, &produced)
            return result == LIBDEFLATE_SUCCESS && consumed == length && produced == count
        }
        if ranges.count == 1, let only = ranges.first {
            return bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress else { return false }
                return run(base + only.lowerBound, only.count)
            }
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(compressedCount)
        for range in ranges { joined += bytes[range] }
        return joined.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return false }
            return run(base, raw.count)
        }
    }
}

