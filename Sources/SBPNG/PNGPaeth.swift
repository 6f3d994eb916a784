/// The Paeth predictor of PNG filter type 4 (PNG 1.2, section 6.6).
enum PNGPaeth {
    /// Whichever of left (a), above (b) and upper-left (c) is closest to a + b - c, ties in that order.
    @inline(__always)
    static func predict(left a: UInt8, above b: UInt8, upperLeft c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
