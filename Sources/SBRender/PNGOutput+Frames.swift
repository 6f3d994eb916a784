import SBPNG

extension PNGOutput {
    /// Settings for animation frames written as numbered PNGs: the still defaults with libdeflate
    /// level 5 instead of 6.
    ///
    /// On the benchmark sequence (SCENE.md: 60 frames at 768 x 1024, one thread, encoding only)
    /// level 6 took 457 ms for 8,868,055 bytes, level 5 407 ms for 8,904,665 (+0.4 %), level 4
    /// 387 ms for 9,051,755 (+2.1 %); zlib 6 930 ms for 8,996,375. Encoding is about 40 % of
    /// the time `sbrender animate DIR/` spends, so level 5 makes the whole command 5 % faster.
    public static let frameOptions = PNGEncoderOptions(compressor: .libdeflate(level: 5))

    /// One animation frame as a PNG file.
    public static func encodeFrame(_ image: RGBAImage) throws -> [UInt8] {
        do {
            return try PNGEncoder.encode(image, options: frameOptions)
        } catch {
            throw RenderError("cannot encode the PNG: \(error)")
        }
    }
}
