/// Where `PNGDecoder`'s chunk walk hands the data of each IDAT chunk: the streaming zlib
/// inflater, or the collector of the libdeflate path.
protocol PNGImageDataSink: ~Copyable {
    /// Takes the data of one IDAT chunk, `bytes[range]`; `offset` is the chunk's position.
    mutating func feed(_ bytes: [UInt8], range: Range<Int>, offset: Int) throws(PNGError)
}

extension PNGInflater: PNGImageDataSink {}
