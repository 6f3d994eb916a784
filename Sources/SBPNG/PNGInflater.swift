import CZlib

/// Streaming zlib decompression of the IDAT data into a buffer that grows with the data actually
/// decompressed and never beyond `limit` bytes, so neither a lying IHDR nor a decompression bomb
/// can make it allocate more than the image needs.
struct PNGInflater: ~Copyable {
    /// zlib keeps a pointer back to its stream, so the stream lives at a fixed address.
    private let stream: UnsafeMutablePointer<z_stream>
    private var output: [UInt8] = []
    private var produced = 0
    private var finished = false
    /// The exact number of bytes the image data must decompress to.
    let limit: Int

    init(limit: Int) throws(PNGError) {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let status = inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw .decompressorUnavailable("inflateInit returned \(status)")
        }
        self.stream = stream
        self.limit = limit
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Decompresses the data of one IDAT chunk, `bytes[range]`; `offset` is the chunk's position.
    mutating func feed(_ bytes: [UInt8], range: Range<Int>, offset: Int) throws(PNGError) {
        guard !range.isEmpty else { return }
        if finished { throw .dataAfterImageStream(offset: offset) }
        let failure: PNGError? = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            stream.pointee.next_in = UnsafeMutablePointer(mutating: base + range.lowerBound)
            stream.pointee.avail_in = UInt32(range.count)
            defer {
                stream.pointee.next_in = nil
                stream.pointee.avail_in = 0
            }
            while stream.pointee.avail_in > 0 {
                if finished { return .dataAfterImageStream(offset: offset) }
                if let failure = step(offset: offset) { return failure }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// One call to `inflate`, into the output buffer (grown if needed) or, once the output holds
    /// `limit` bytes, into a scratch buffer that must stay empty.
    private mutating func step(offset: Int) -> PNGError? {
        let status: Int32
        if produced == limit {
            var scratch = [UInt8](repeating: 0, count: 64)
            let stream = self.stream
            let (result, written) = scratch.withUnsafeMutableBufferPointer { out in
                Self.inflate(stream, into: out, from: 0)
            }
            if written > 0 { return .imageDataTooLong(expected: limit) }
            status = result
        } else {
            if produced == output.count {
                let grown = min(limit, max(output.count * 2, 1 << 16))
                output += [UInt8](repeating: 0, count: grown - output.count)
            }
            let start = produced
            let stream = self.stream
            let (result, written) = output.withUnsafeMutableBufferPointer { out in
                Self.inflate(stream, into: out, from: start)
            }
            produced += written
            status = result
        }
        switch status {
        case Z_OK:
            return nil
        case Z_STREAM_END:
            finished = true
            return nil
        case Z_BUF_ERROR:
            // No progress was possible; with input and output space left this means corrupt data.
            return .corruptImageData(offset: offset, detail: "the stream cannot make progress")
        case Z_NEED_DICT:
            return .corruptImageData(offset: offset, detail: "the stream asks for a preset dictionary, which PNG forbids")
        case Z_MEM_ERROR:
            return .decompressorUnavailable("out of memory")
        default:
            return .corruptImageData(offset: offset, detail: zlibMessage(status))
        }
    }

    /// Runs `inflate` once into `out[start...]`; returns zlib's status and the bytes written.
    private static func inflate(_ stream: UnsafeMutablePointer<z_stream>, into out: UnsafeMutableBufferPointer<UInt8>,
                                from start: Int) -> (Int32, Int) {
        guard let base = out.baseAddress else { return (Z_BUF_ERROR, 0) }
        let space = min(out.count - start, Int(UInt32.max))
        stream.pointee.next_out = base + start
        stream.pointee.avail_out = UInt32(space)
        let status = CZlib.inflate(stream, Z_NO_FLUSH)
        let written = space - Int(stream.pointee.avail_out)
        stream.pointee.next_out = nil
        stream.pointee.avail_out = 0
        return (status, written)
    }

    private func zlibMessage(_ status: Int32) -> String {
        if let message = stream.pointee.msg {
            return String(cString: message)
        }
        return "error \(status)"
    }

    /// The decompressed data, once every IDAT chunk has been fed; `offset` is the last IDAT's
    /// position. Throws unless the stream ended and produced exactly `limit` bytes.
    mutating func finish(offset: Int) throws(PNGError) -> [UInt8] {
        if produced < limit {
            throw .imageDataTooShort(expected: limit, actual: produced)
        }
        if !finished {
            throw .corruptImageData(offset: offset, detail: "the stream is cut off before its end marker and checksum")
        }
        var result: [UInt8] = []
        swap(&result, &output)
        return result
    }
}
