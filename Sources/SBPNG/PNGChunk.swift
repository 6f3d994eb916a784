/// One chunk found in a PNG file: its name, where it starts, and where its data lies.
struct PNGChunk: Sendable, Hashable {
    /// The chunk type.
    let name: PNGChunkName
    /// Byte position of the chunk's length field in the file.
    let offset: Int
    /// Positions of the chunk's data bytes in the file (between the name and the CRC).
    let data: Range<Int>
}
