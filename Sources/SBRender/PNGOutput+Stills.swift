import SBPNG

extension PNGOutput {
    /// Settings for a still picture (`sbrender ... out.png`): those of animation frames
    /// (`frameOptions`, libdeflate level 1), compressed in chunks on every core
    /// (`PNGEncoder.encode(_: PNGPixelRows, options:)`).
    ///
    /// Chosen from `sbrender-bench codecs` on the benchmark scene's still at 1536 x 2048 (one
    /// thread, encoding only; CPU ms, best of 3, on the shared 2-core machine; bytes of the one
    /// file; the pycairo peer's file is 333,069 bytes):
    ///
    /// | filter \ libdeflate level | 1 | 2 | 3 | 4 | 5 | 6 |
    /// | --- | --- | --- | --- | --- | --- | --- |
    /// | automatic | **25 ms 331,334** | 39 ms 325,906 | 39 ms 324,456 | 38 ms 324,569 | 39 ms 316,718 | 43 ms 316,304 |
    /// | none | 22 ms 331,334 | 34 ms 325,906 | 36 ms 324,456 | 36 ms 324,569 | 38 ms 316,718 | 42 ms 316,304 |
    /// | paeth | 58 ms 349,391 | 57 ms 342,661 | 63 ms 341,744 | 57 ms 339,896 | 60 ms 327,282 | 62 ms 325,362 |
    /// | adaptive | 101 ms 339,066 | 100 ms 332,804 | 101 ms 331,625 | 102 ms 330,037 | 103 ms 317,233 | 105 ms 317,580 |
    ///
    /// Level 1 takes 0.58 of level 6's time for 4.8 % more bytes; the eight chunks add 642 bytes
    /// (331,976, still under pycairo's 333,069; at 768 x 1024, 153,504 against pycairo's
    /// 155,527). The whole process at 2x: 728 to 564 million instructions (callgrind).
    package static let stillOptions = frameOptions
}
