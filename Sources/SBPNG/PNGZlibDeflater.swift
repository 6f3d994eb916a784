import CZlib

/// One-shot zlib compression with `deflateInit2` and a single `deflate(Z_FINISH)`.
enum PNGZlibDeflater {
    static func compress(_ data: UnsafeRawBufferPointer, level: Int, strategy: PNGZlibStrategy)
        throws(PNGEncoderError) -> [UInt8] {
        guard data.count <= Int(UInt32.max) / 2 else {
            throw .compressorFailure("\(data.count) bytes are too many for one zlib call")
        }
        // zlib keeps a pointer back to its stream, so the stream lives at a fixed address.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        // Window 2^15, memory level 8: zlib's and libpng's defaults.
        let status = deflateInit2_(stream, Int32(level), Z_DEFLATED, 15, 8, strategy.zlibValue,
                                   ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .compressorFailure("zlib deflateInit2 returned \(status)") }
        defer { deflateEnd(stream) }

        // With all input and deflateBound bytes of space, one Z_FINISH call completes the stream.
        let bound = Int(deflateBound(stream, UInt(data.count)))
        var finalStatus: Int32 = Z_OK
        var empty: UInt8 = 0
        let output = withUnsafeMutablePointer(to: &empty) { emptyPointer in
            [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
                let input = data.baseAddress.map { UnsafeMutableRawPointer(mutating: $0) }
                    ?? UnsafeMutableRawPointer(emptyPointer)
                stream.pointee.next_in = input.assumingMemoryBound(to: UInt8.self)
                stream.pointee.avail_in = UInt32(data.count)
                stream.pointee.next_out = buffer.baseAddress
                stream.pointee.avail_out = UInt32(buffer.count)
                finalStatus = deflate(stream, Z_FINISH)
                count = buffer.count - Int(stream.pointee.avail_out)
                stream.pointee.next_in = nil
                stream.pointee.next_out = nil
            }
        }
        guard finalStatus == Z_STREAM_END else {
            throw .compressorFailure("zlib deflate returned \(finalStatus) instead of finishing the stream")
        }
        return output
    }
}
