import Testing
@testable import SBCairo
import SBPNG

@Suite struct RGBAConversionTests {
    /// The native-endian ARGB32 word cairo holds for the pixel at (x, 0).
    private func word(_ surface: ImageSurface, x: Int) throws -> UInt32 {
        let data = try #require(surface.rawPixelData)
        return data.load(fromByteOffset: x * 4, as: UInt32.self)
    }

    @Test func premultipliesOnTheWayIn() throws {
        let pixels: [UInt8] = [
            255, 0, 0, 128,     // half-transparent red
            10, 20, 30, 0,      // fully transparent: colour is lost
            12, 34, 56, 255,    // opaque
            200, 100, 50, 77,
        ]
        let image = try #require(RGBAImage(width: 4, height: 1, pixels: pixels))
        let surface = try ImageSurface(image: image)
        // 255 · 128 / 255 = 128 for red; ARGB word 0x80_80_00_00.
        #expect(try word(surface, x: 0) == 0x8080_0000)
        #expect(try word(surface, x: 1) == 0)
        #expect(try word(surface, x: 2) == 0xff0c_2238)
        // 200 · 77 / 255 = 60.4 → 60 (0x3c); 100 · 77 / 255 = 30.2 → 30 (0x1e); 50 · 77 / 255 = 15.1 → 15.
        #expect(try word(surface, x: 3) == 0x4d3c_1e0f)
    }

    @Test func roundTripsWithinOne() throws {
        let pixels: [UInt8] = [
            255, 0, 0, 128,
            10, 20, 30, 0,
            12, 34, 56, 255,
            200, 100, 50, 77,
            1, 254, 128, 1,
            90, 180, 255, 254,
        ]
        let image = try #require(RGBAImage(width: 3, height: 2, pixels: pixels))
        let back = try ImageSurface(image: image).makeRGBAImage()
        #expect(back.width == 3 && back.height == 2)
        #expect(back.probe(0, 0) == RGBA(255, 0, 0, 128))
        #expect(back.probe(1, 0) == .transparent)
        #expect(back.probe(2, 0) == RGBA(12, 34, 56, 255))
        // Premultiplied (60, 30, 15, 77) comes back as 60·255/77 = 198.7 → 199, 99.4 → 99, 49.7 → 50.
        #expect(back.probe(0, 1) == RGBA(199, 99, 50, 77))
        #expect(back.probe(2, 1) == RGBA(90, 180, 255, 254))
        // Alpha 1 keeps only whether a component was below or above half: 1·1/255 → 0, 254 → 1.
        #expect(back.probe(1, 1) == RGBA(0, 255, 255, 1))
    }

    @Test("opaque rows (byte-swapped whole) and rows with one translucent pixel: literal samples")
    func opaqueRowsAndMixedRows() throws {
        let surface = try ImageSurface(width: 5, height: 2)
        // A fresh surface nothing has drawn on: its buffer is read as written.
        let data = UnsafeMutableRawPointer(mutating: try #require(surface.rawPixelData))
        let stride = surface.stride
        // Row 0 opaque; row 1 the same but one pixel premultiplied (60, 30, 15) at alpha 77.
        let rows: [[UInt32]] = [[0xff0c_2238, 0xff00_80ff, 0xff01_0203, 0xffff_ffff, 0xff00_0000],
                                [0xff0c_2238, 0x4d3c_1e0f, 0xff01_0203, 0xffff_ffff, 0xff00_0000]]
        for (y, row) in rows.enumerated() {
            for (x, word) in row.enumerated() {
                data.storeBytes(of: word, toByteOffset: y * stride + 4 * x, as: UInt32.self)
            }
        }
        let image = try surface.makeRGBAImage()
        let opaque: [UInt8] = [12, 34, 56, 255, 0, 128, 255, 255, 1, 2, 3, 255, 255, 255, 255, 255, 0, 0, 0, 255]
        #expect(Array(image.pixels[0..<20]) == opaque)
        #expect(Array(image.pixels[20..<40]) == [12, 34, 56, 255, 199, 99, 50, 77, 1, 2, 3, 255,
                                                 255, 255, 255, 255, 0, 0, 0, 255])
        // Straight from the surface, serially: the bytes of the RGBA image's file.
        #expect(try surface.pngBytesSerially() == (try PNGEncoder.encode(image)))
        #expect(try surface.pngBytesSerially(options: PNGEncoderOptions(compressor: .libdeflate(level: 1)))
            == (try PNGEncoder.encode(image, options: PNGEncoderOptions(compressor: .libdeflate(level: 1)))))
    }

    @Test func everyOpaqueAndHalfAlphaValueSurvives() throws {
        var pixels: [UInt8] = []
        for alpha in [255, 128] as [UInt8] {
            for v in 0...255 { pixels += [UInt8(v), UInt8(255 - v), UInt8(v / 2), alpha] }
        }
        let image = try #require(RGBAImage(width: 256, height: 2, pixels: pixels))
        let back = try ImageSurface(image: image).makeRGBAImage()
        #expect(Array(back.pixels[0..<1024]) == Array(pixels[0..<1024]))
        for i in stride(from: 1024, to: 2048, by: 4) {
            for k in 0..<3 { #expect(abs(Int(back.pixels[i + k]) - Int(pixels[i + k])) <= 1) }
            #expect(back.pixels[i + 3] == 128)
        }
    }

    @Test func replacePixelsChecksTheSize() throws {
        let surface = try ImageSurface(width: 4, height: 4)
        let message = errorMessage { try surface.replacePixels(with: RGBAImage(width: 3, height: 4)) }
        #expect(message == "invalid argument to replacing the pixels of a 4 x 4 surface: the image is 3 x 4")
    }

    @Test func largeFramesConvert() throws {
        let image = RGBAImage(width: 1536, height: 2048, fill: (170, 20, 200, 200))
        let back = try ImageSurface(image: image).makeRGBAImage()
        #expect(back.probe(1535, 2047).a == 200)
        #expect(back.probe(0, 0) == back.probe(700, 1000))
    }

    @Test func pngBytesHoldTheSurfacesPixels() throws {
        // Opaque rows and translucent ones, and enough rows for three filter strips (128 rows
        // each) and a width whose rows are padded in cairo's buffer (stride a multiple of 4 words).
        var pixels: [UInt8] = []
        for y in 0..<300 {
            for x in 0..<37 {
                let alpha: UInt8 = y < 150 ? 255 : UInt8((x * 7 + y) % 256)
                pixels += [UInt8((x * 7) % 256), UInt8(y % 256), UInt8((x + y) % 256), alpha]
            }
        }
        let image = try #require(RGBAImage(width: 37, height: 300, pixels: pixels))
        let surface = try ImageSurface(image: image)
        let png = try surface.pngBytes()
        #expect(try PNGDecoder.decode(png) == surface.makeRGBAImage())
        #expect(try PNGDecoder.header(of: png).colorType == .truecolorAlpha)
        // The opaque half alone: stored as RGB, the samples exactly as drawn.
        let top = try ImageSurface(image: #require(RGBAImage(width: 37, height: 150, pixels: Array(pixels[0..<(37 * 150 * 4)]))))
        let opaquePNG = try top.pngBytes()
        #expect(try PNGDecoder.header(of: opaquePNG).colorType == .truecolor)
        #expect(try PNGDecoder.decode(opaquePNG).pixels == Array(pixels[0..<(37 * 150 * 4)]))
    }
}
