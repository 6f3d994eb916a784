/// The deflate implementation (and its settings) that compresses the filtered image data into a
/// zlib stream. Both are deterministic: the same input and settings give the same bytes (for a
/// given library version).
package enum PNGCompressor: Sendable, Hashable, CustomStringConvertible {
    /// zlib's `deflate`, level 0 (store) ... 9, with a strategy.
    case zlib(level: Int, strategy: PNGZlibStrategy)
    /// libdeflate's one-shot compressor, level 0 (store) ... 12. Faster than zlib at equal size,
    /// or smaller at equal time.
    case libdeflate(level: Int)

    /// Compresses `data` into a zlib stream (RFC 1950), as IDAT and fdAT chunks carry.
    package func compress(_ data: UnsafeRawBufferPointer) throws(PNGEncoderError) -> [UInt8] {
        switch self {
        case .zlib(let level, let strategy):
            guard (0...9).contains(level) else {
                throw .invalidCompressionLevel(level, backend: "zlib", allowed: 0...9)
            }
            return try PNGZlibDeflater.compress(data, level: level, strategy: strategy)
        case .libdeflate(let level):
            guard (0...12).contains(level) else {
                throw .invalidCompressionLevel(level, backend: "libdeflate", allowed: 0...12)
            }
            return try PNGLibdeflateCompressor.compress(data, level: level)
        }
    }

    /// Compresses `data` into a zlib stream.
    package func compress(_ data: [UInt8]) throws(PNGEncoderError) -> [UInt8] {
        let result: Result<[UInt8], PNGEncoderError> = data.withUnsafeBytes { raw in
            do throws(PNGEncoderError) {
                return .success(try compress(raw))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The backend and level, such as "libdeflate level 12".
    package var description: String {
        switch self {
        case .zlib(let level, let strategy): "zlib level \(level) (\(strategy))"
        case .libdeflate(let level): "libdeflate level \(level)"
        }
    }
}
