/// Settings of `PNGEncoder`.
package struct PNGEncoderOptions: Sendable, Hashable {
    /// RGBA always, or RGB when the image is opaque.
    package var colorMode: PNGColorMode
    /// How each scanline's filter is chosen.
    package var filter: PNGFilterStrategy
    /// The deflate backend and its level.
    package var compressor: PNGCompressor

    /// Any option left out takes its value from `default`.
    package init(colorMode: PNGColorMode = Self.default.colorMode, filter: PNGFilterStrategy = Self.default.filter,
                compressor: PNGCompressor = Self.default.compressor) {
        self.colorMode = colorMode
        self.filter = filter
        self.compressor = compressor
    }

    private init(defaultsColorMode colorMode: PNGColorMode, filter: PNGFilterStrategy, compressor: PNGCompressor) {
        self.colorMode = colorMode
        self.filter = filter
        self.compressor = compressor
    }

    /// RGB when opaque, `automatic` filtering, libdeflate level 6: chosen by measurement.
    ///
    /// Measured with a release build on the project machine (2 shared cores; fastest of 5 runs;
    /// whole `PNGEncoder.encode` call) on a 768 x 1024 benchmark screen: wallpaper@1x.png
    /// (gradient and translucent circles) with 20 rotated, translucent grey rounded icons with
    /// anti-aliased glyph strokes and red delete buttons drawn over it. Opaque, so stored as RGB.
    ///
    /// | filter \ compressor | zlib 1 | zlib 3 | zlib 6 | zlib 9 | libdeflate 1 | libdeflate 4 | libdeflate 6 | libdeflate 8 | libdeflate 12 |
    /// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
    /// | none      | 5.2 ms 171,797 | 5.6 ms 166,766 | 11.9 ms 157,518 | 41.7 ms 151,184 | 3.6 ms 163,173 | 4.5 ms 157,829 | 5.6 ms 155,246 | 17.1 ms 148,718 | 418 ms 141,436 |
    /// | sub       | 6.2 ms 201,224 | 6.7 ms 196,919 | 11.9 ms 186,411 | 103 ms 182,263 | 6.9 ms 189,083 | 5.2 ms 185,345 | 6.1 ms 179,816 | 15.6 ms 179,099 | 722 ms 166,312 |
    /// | up        | 5.6 ms 194,573 | 6.2 ms 188,013 | 16.3 ms 177,210 | 113 ms 171,567 | 5.5 ms 183,812 | 4.9 ms 177,828 | 6.0 ms 172,546 | 16.8 ms 169,562 | 654 ms 158,883 |
    /// | average   | 7.1 ms 223,051 | 7.7 ms 217,001 | 13.8 ms 209,747 | 99.7 ms 205,375 | 6.7 ms 216,817 | 6.1 ms 212,183 | 7.0 ms 204,440 | 17.1 ms 202,050 | 767 ms 189,125 |
    /// | paeth     | 8.9 ms 184,738 | 9.2 ms 177,804 | 18.8 ms 164,755 | 127 ms 160,693 | 13.2 ms 169,830 | 7.9 ms 165,305 | 12.7 ms 159,713 | 24.3 ms 158,341 | 709 ms 146,480 |
    /// | adaptive  | 13.4 ms 181,990 | 14.2 ms 175,215 | 20.1 ms 162,373 | 113 ms 157,805 | 14.2 ms 167,337 | 12.7 ms 162,994 | 13.8 ms 157,477 | 23.7 ms 156,040 | 733 ms 144,601 |
    /// | automatic | 5.5 ms 171,797 | 5.8 ms 166,766 | 12.2 ms 157,518 | 39.5 ms 151,184 | 3.8 ms 163,173 | 4.8 ms 157,829 | **6.0 ms 155,246** | 17.4 ms 148,718 | 419 ms 141,436 |
    ///
    /// zlib 6 with its other strategies: `filtered` 12.3 ms 165,881 (automatic), 20.2 ms 166,174
    /// (adaptive); `rle` 13.1 ms 188,638 (adaptive; unfiltered rows are 1,185,493 bytes, which is
    /// why `automatic` means `adaptive` there). Filtering alone: none 0.4 ms, up 0.4, sub 1.0,
    /// average 1.4, paeth 3.5, adaptive 8.4, automatic 0.7.
    ///
    /// The same screen stored as RGBA (`colorMode: .rgba`): automatic + libdeflate 6 takes 6.9 ms
    /// for 165,098 bytes (adaptive: 17.2 ms, 165,205). At 1536 x 2048 (wallpaper@2x, RGB):
    /// automatic + libdeflate 6 takes 18.9 ms for 341,500 bytes; adaptive 49.6 ms for 335,699;
    /// paeth 30.3 ms for 342,339; libdeflate 4 with automatic 15.7 ms for 349,796.
    /// On a photograph-like 768 x 1024 image (smooth noise) `automatic` equals `adaptive`
    /// (1,198,837 bytes at libdeflate 6) where `none` gives 2,021,676.
    ///
    /// So: libdeflate beats zlib at every size (level 6: 6.0 ms against zlib 6's 12.2 ms, and
    /// smaller); level 8 saves 4 % more for 3 times the time; the filter heuristic `automatic`
    /// is as small as the best fixed filter on rendered screens at the cost of `none`, and as
    /// small as `adaptive` on photographs. The reference floor for this kind of frame was zlib 6
    /// with libpng's adaptive filter (23 ms); the default is about 3.5 times faster and smaller.
    package static let `default` = PNGEncoderOptions(defaultsColorMode: .rgbWhenOpaque, filter: .automatic,
                                                    compressor: .libdeflate(level: 6))
}
