/// The largest images the decoder accepts. Checked against IHDR before anything is allocated, so
/// a 50-byte file claiming a 100000 x 100000 image is refused at once.
public enum PNGLimits {
    /// The longest side, in pixels.
    public static let maximumSide = 16_384
    /// The most pixels in total (2^28, a 16384 x 16384 image; 1 GiB as RGBA8).
    public static let maximumPixels = 1 << 28
}
