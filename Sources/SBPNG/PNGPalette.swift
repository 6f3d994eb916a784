/// The colours of an indexed image: PLTE entries with the alphas of tRNS, as an RGBA table.
struct PNGPalette: Sendable, Hashable {
    /// Number of PLTE entries.
    let count: Int
    /// 256 RGBA entries; those past `count` are unused (indices there are errors).
    private(set) var table: [UInt8]

    /// Reads a PLTE chunk's data. `bitDepth` limits the entries an indexed image may have.
    init(plte data: ArraySlice<UInt8>, offset: Int, colorType: PNGColorType, bitDepth: Int) throws(PNGError) {
        let maximum = colorType == .indexed ? min(256, 1 << bitDepth) : 256
        guard data.count % 3 == 0, (1...maximum).contains(data.count / 3) else {
            throw .invalidPaletteLength(data.count, offset: offset, bitDepth: colorType == .indexed ? bitDepth : 8)
        }
        count = data.count / 3
        var table = [UInt8](repeating: 0, count: 256 * 4)
        for entry in 0..<count {
            let source = data.startIndex + entry * 3
            table[entry * 4] = data[source]
            table[entry * 4 + 1] = data[source + 1]
            table[entry * 4 + 2] = data[source + 2]
            table[entry * 4 + 3] = 255
        }
        self.table = table
    }

    /// Applies a tRNS chunk: one alpha per palette entry, for the first entries.
    mutating func applyTransparency(_ data: ArraySlice<UInt8>, offset: Int) throws(PNGError) {
        guard data.count <= count else {
            throw .invalidTransparency(offset: offset, reason: "it holds \(data.count) alpha values but the "
                                       + "palette has only \(count) entries")
        }
        for (entry, alpha) in data.enumerated() {
            table[entry * 4 + 3] = alpha
        }
    }
}
