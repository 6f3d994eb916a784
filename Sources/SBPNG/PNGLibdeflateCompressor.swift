import CDeflate

/// One-shot zlib-format compression with libdeflate.
enum PNGLibdeflateCompressor {
    static func compress(_ data: UnsafeRawBufferPointer, level: Int) throws(PNGEncoderError) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            throw .compressorFailure("libdeflate could not allocate a level \(level) compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        var empty: UInt8 = 0
        let output = withUnsafePointer(to: &empty) { emptyPointer in
            [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                // libdeflate reads nothing when the length is 0, but wants a valid pointer.
                let input = data.baseAddress ?? UnsafeRawPointer(emptyPointer)
                count = libdeflate_zlib_compress(compressor, input, data.count, buffer.baseAddress, buffer.count)
            }
        }
        guard !output.isEmpty else { throw .compressorFailure("libdeflate's output did not fit its own bound") }
        return output
    }
}
