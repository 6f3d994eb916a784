/// The contents of a valid IHDR chunk: size, colour type, bit depth and interlacing.
package struct PNGHeader: Sendable, Hashable {
    /// Width in pixels (1 ... `PNGLimits.maximumSide`).
    package let width: Int
    /// Height in pixels (1 ... `PNGLimits.maximumSide`).
    package let height: Int
    /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16, as allowed by `colorType`.
    package let bitDepth: Int
    /// How the samples of a pixel are laid out.
    package let colorType: PNGColorType
    /// True for Adam7 interlacing.
    package let interlaced: Bool

    /// Builds a header, checking it as the decoder checks IHDR. `offset` is only used in errors.
    package init(width: Int, height: Int, bitDepth: Int, colorType: PNGColorType, interlaced: Bool,
                offset: Int = 8) throws(PNGError) {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw .invalidDimensions(width: width, height: height, offset: offset)
        }
        guard width <= PNGLimits.maximumSide, height <= PNGLimits.maximumSide,
              width * height <= PNGLimits.maximumPixels else {
            throw .imageTooLarge(width: width, height: height)
        }
        guard colorType.allowedBitDepths.contains(bitDepth) else {
            throw .invalidBitDepth(bitDepth, colorType: colorType.rawValue, offset: offset)
        }
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.interlaced = interlaced
    }

    /// Parses the 13 data bytes of IHDR. `offset` is the chunk's position, for error messages.
    init(ihdr data: ArraySlice<UInt8>, offset: Int) throws(PNGError) {
        guard data.count == 13 else {
            throw .invalidChunkLength(.IHDR, offset: offset, length: data.count, expected: 13)
        }
        let base = data.startIndex
        let width = PNGBytes.uint32(data, at: base)
        let height = PNGBytes.uint32(data, at: base + 4)
        let depth = Int(data[base + 8])
        let type = data[base + 9]
        let compression = data[base + 10]
        let filter = data[base + 11]
        let interlace = data[base + 12]
        guard let colorType = PNGColorType(rawValue: type) else {
            throw .invalidColorType(type, offset: offset)
        }
        guard compression == 0 else { throw .unknownCompressionMethod(compression, offset: offset) }
        guard filter == 0 else { throw .unknownFilterMethod(filter, offset: offset) }
        guard interlace <= 1 else { throw .unknownInterlaceMethod(interlace, offset: offset) }
        try self.init(width: Int(width), height: Int(height), bitDepth: depth, colorType: colorType,
                      interlaced: interlace == 1, offset: offset)
    }

    /// Bits per pixel in the image data.
    var bitsPerPixel: Int { bitDepth * colorType.channels }

    /// The filter unit: bytes per complete pixel, rounded up to 1 (PNG 1.2, section 6.3).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes of one scanline of `pixels` pixels, without its filter-type byte.
    func rowBytes(pixels: Int) -> Int {
        (pixels * bitsPerPixel + 7) / 8
    }

    /// The reduced images stored in the data: one for a plain image, up to seven for Adam7
    /// (passes with no pixels are left out, as in the file).
    var passes: [PNGPass] {
        if !interlaced {
            return [PNGPass(number: 0, xStart: 0, yStart: 0, xStep: 1, yStep: 1, width: width, height: height)]
        }
        return PNGPass.adam7(width: width, height: height)
    }

    /// Bytes the decompressed image data must hold: every scanline of every pass with its filter
    /// byte.
    var expectedDataSize: Int {
        passes.reduce(0) { $0 + $1.height * (1 + rowBytes(pixels: $1.width)) }
    }
}
