/// The largest images the decoder accepts, checked against IHDR before anything is allocated (so
/// a 50-byte file claiming a 100000 x 100000 image is refused at once), and the longest chunk PNG
/// allows.
package enum PNGLimits {
    /// The longest side, in pixels.
    package static let maximumSide = 16_384
    /// The most pixels in total (2^28, a 16384 x 16384 image; 1 GiB as RGBA8).
    package static let maximumPixels = 1 << 28
    /// The most data bytes one chunk may hold, 2^31 - 1 (PNG 1.2, section 5.3): what the encoder
    /// writes at most and the decoder reads at most.
    package static let maximumChunkLength = Int(Int32.max)
}
