/// Walks the chunks of a PNG file after its signature, checking each chunk's length against the
/// bytes that remain, its name and its CRC before handing it out.
struct PNGChunkReader: Sendable {
    private let bytes: [UInt8]
    /// Byte position of the next chunk.
    private(set) var position: Int

    /// A reader over `bytes`, starting at `position` (8: just after the signature).
    init(_ bytes: [UInt8], position: Int = 8) {
        self.bytes = bytes
        self.position = position
    }

    /// True when every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next chunk, checked; throws at the end of the file (there should be an IEND first).
    mutating func next() throws(PNGError) -> PNGChunk {
        let offset = position
        let available = bytes.count - offset
        guard available > 0 else { throw .missingEnd(offset: offset) }
        guard available >= 8 else { throw .truncatedChunkHeader(offset: offset, available: available) }
        let declared = PNGBytes.uint32(bytes, at: offset)
        let name = PNGChunkName(rawValue: PNGBytes.uint32(bytes, at: offset + 4))
        guard name.isValid else { throw .invalidChunkName(name, offset: offset) }
        guard declared <= PNGLimits.maximumChunkLength else { throw .chunkTooLong(name, offset: offset, length: declared) }
        let length = Int(declared)
        guard available - 8 >= length + 4 else {
            throw .truncatedChunk(name, offset: offset, length: length, available: available - 8)
        }
        let dataStart = offset + 8
        let dataEnd = dataStart + length
        let stored = PNGBytes.uint32(bytes, at: dataEnd)
        let computed = PNGCRC.checksum(bytes, range: (offset + 4)..<dataEnd)
        guard stored == computed else {
            throw .crcMismatch(name, offset: offset, stored: stored, computed: computed)
        }
        position = dataEnd + 4
        return PNGChunk(name: name, offset: offset, data: dataStart..<dataEnd)
    }
}
