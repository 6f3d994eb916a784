extension RGBAImage {
    /// Wraps samples the caller has already sized as `width * height * 4` bytes.
    init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
