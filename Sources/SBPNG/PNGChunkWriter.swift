/// Builds a PNG (or APNG) file chunk by chunk: each chunk gets its length and CRC.
package struct PNGChunkWriter: Sendable {
    /// The file so far.
    package private(set) var bytes: [UInt8]

    /// An empty file that starts with the 8-byte PNG signature; `reservingCapacity` avoids
    /// regrowing when the final size is roughly known.
    package init(reservingCapacity capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(max(capacity, 64))
        bytes.append(contentsOf: PNGSignature.bytes)
    }

    /// Appends one chunk: length, name, `data`, CRC of name and data.
    package mutating func append(_ name: PNGChunkName, _ data: some Collection<UInt8>) throws(PNGEncoderError) {
        guard data.count <= PNGLimits.maximumChunkLength else { throw .chunkTooLong(name, length: data.count) }
        PNGBytes.append(UInt32(data.count), to: &bytes)
        let nameStart = bytes.count
        PNGBytes.append(name.rawValue, to: &bytes)
        bytes.append(contentsOf: data)
        let crc = PNGCRC.checksum(bytes, range: nameStart..<bytes.count)
        PNGBytes.append(crc, to: &bytes)
    }

    /// Appends IHDR for `header` (compression 0, filter method 0).
    package mutating func appendHeader(_ header: PNGHeader) throws(PNGEncoderError) {
        var data: [UInt8] = []
        data.reserveCapacity(13)
        PNGBytes.append(UInt32(header.width), to: &data)
        PNGBytes.append(UInt32(header.height), to: &data)
        data.append(contentsOf: [UInt8(header.bitDepth), header.colorType.rawValue, 0, 0, header.interlaced ? 1 : 0])
        try append(.IHDR, data)
    }

    /// Appends a zlib stream as consecutive IDAT chunks of at most `maximumChunkLength` data
    /// bytes (an empty stream still gets one chunk).
    package mutating func appendImageData(_ stream: [UInt8], maximumChunkLength: Int = PNGLimits.maximumChunkLength)
        throws(PNGEncoderError) {
        let piece = max(1, min(maximumChunkLength, PNGLimits.maximumChunkLength))
        var start = 0
        repeat {
            let end = min(stream.count, start + piece)
            try append(.IDAT, stream[start..<end])
            start = end
        } while start < stream.count
    }

    /// Appends a zlib stream as APNG fdAT chunks: each holds the next sequence number (taken from
    /// `sequenceNumber`, which is advanced) followed by at most `maximumChunkLength - 4` bytes of
    /// the stream.
    package mutating func appendFrameData(_ stream: [UInt8], sequenceNumber: inout UInt32,
                                         maximumChunkLength: Int = PNGLimits.maximumChunkLength) throws(PNGEncoderError) {
        let piece = max(1, min(maximumChunkLength, PNGLimits.maximumChunkLength) - 4)
        var start = 0
        repeat {
            let end = min(stream.count, start + piece)
            var data: [UInt8] = []
            data.reserveCapacity(4 + end - start)
            PNGBytes.append(sequenceNumber, to: &data)
            data.append(contentsOf: stream[start..<end])
            try append(.fdAT, data)
            sequenceNumber &+= 1
            start = end
        } while start < stream.count
    }

    /// Appends the empty IEND chunk.
    package mutating func appendEnd() throws(PNGEncoderError) {
        try append(.IEND, EmptyCollection<UInt8>())
    }
}
