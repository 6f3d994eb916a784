import SBPNG

extension PNGOutput {
    /// Settings for animation frames written as numbered PNGs: the still defaults with libdeflate
    /// level 1 instead of 6.
    ///
    /// Chosen from `sbrender-bench codecs` on the benchmark sequence (SCENE.md: 60 frames at
    /// 768 x 1024; one thread, encoding only; CPU ms, best of 3, on the shared 2-core machine
    /// with a load average near 20; the sum of the 60 files' bytes):
    ///
    /// | filter \ libdeflate level | 1 | 2 | 3 | 4 | 5 | 6 |
    /// | --- | --- | --- | --- | --- | --- | --- |
    /// | automatic | **531 ms 9,427,600** | 877 ms 9,033,625 | 752 ms 9,049,395 | 927 ms 9,051,755 | 964 ms 8,904,665 | 913 ms 8,868,055 |
    /// | none | 404 ms 9,427,600 | 792 ms 9,033,625 | 722 ms 9,049,395 | 709 ms 9,051,755 | 818 ms 8,904,665 | 964 ms 8,868,055 |
    /// | up | 634 ms 10,557,890 | 746 ms 10,169,800 | 824 ms 10,133,105 | 834 ms 10,142,710 | 848 ms 9,864,675 | 926 ms 9,836,370 |
    /// | sub | 864 ms 10,184,770 | 963 ms 9,833,200 | 970 ms 9,830,765 | 956 ms 9,818,640 | 1,061 ms 9,493,045 | 1,143 ms 9,478,670 |
    /// | paeth | 1,142 ms 9,805,265 | 1,031 ms 9,570,730 | 1,016 ms 9,560,425 | 1,159 ms 9,531,510 | 1,212 ms 9,183,970 | 1,373 ms 9,147,925 |
    /// | adaptive | 2,143 ms 9,600,765 | 1,917 ms 9,381,460 | 1,750 ms 9,347,940 | 1,916 ms 9,320,595 | 2,168 ms 9,002,695 | 2,003 ms 8,966,325 |
    ///
    /// Level 1 is 1.8 times as fast as level 5 (the level before) for 5.9 % more bytes, still
    /// under the 9,597,620 bytes of the pycairo peer's 60 files; `automatic` leaves every row of
    /// these frames unfiltered (its bytes equal `none`'s) for the cost of its per-row check,
    /// and keeps photographs (image wallpapers) filtered, where `none` would not.
    package static let frameOptions = PNGEncoderOptions(compressor: .libdeflate(level: 1))

    /// One animation frame as a PNG file.
    package static func encodeFrame(_ image: RGBAImage) throws -> [UInt8] {
        do {
            return try PNGEncoder.encode(image, options: frameOptions)
        } catch {
            throw RenderError("cannot encode the PNG: \(error)")
        }
    }
}
