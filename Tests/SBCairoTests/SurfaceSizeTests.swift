import Testing
import SBCairo
import SBLayout
import SBPNG

@Suite struct SurfaceSizeTests {
    @Test func acceptsOrdinaryFrameSizes() throws {
        let surface = try ImageSurface(width: 768, height: 1024)
        #expect(surface.width == 768)
        #expect(surface.height == 1024)
        let image = try surface.makeRGBAImage()
        #expect(image.width == 768 && image.height == 1024)
        #expect(image.probe(400, 500) == .transparent)
    }

    @Test func populatedSurfaceStartsTransparentAndDrawsTheSamePixels() throws {
        // 123 pixels wide: a stride (492 bytes) that is not a multiple of 64.
        func draw(_ surface: ImageSurface) throws -> RGBAImage {
            let canvas = try Canvas(surface)
            canvas.rectangle(x: 3.5, y: 7.25, width: 60, height: 40)
            try canvas.fill(with: .color(Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.4)))
            canvas.circle(centerX: 80, centerY: 60, radius: 30)
            try canvas.fill(with: .color(Color(red: 1, green: 0, blue: 0)))
            return try surface.makeRGBAImage()
        }
        let populated = try ImageSurface(populatedWidth: 123, height: 97)
        #expect(populated.width == 123 && populated.height == 97)
        #expect(try populated.makeRGBAImage().pixels.allSatisfy { $0 == 0 })
        let ordinary = try ImageSurface(width: 123, height: 97)
        let image = try draw(populated)
        #expect(image == (try draw(ordinary)))
        // The red circle's centre is opaque red. The translucent rectangle: cairo premultiplies
        // in 16 bits and keeps the high byte, red 0.2 · 0.4 · 65535 = 5242.8 -> 5243 >> 8 = 20,
        // green 15728.4 -> 61, blue 26214 -> 102, alpha 102; un-premultiplied 20·255/102 = 50,
        // 61·255/102 = 152.5 -> 153, 255.
        #expect(image.probe(80, 60) == RGBA(255, 0, 0, 255))
        #expect(image.probe(10, 10) == RGBA(50, 153, 255, 102))
        // Its sizes are checked as an ordinary surface's.
        #expect(errorMessage { _ = try ImageSurface(populatedWidth: 0, height: 5) }
            == "invalid surface size 0 x 5: both sides must be at least 1 pixel")
    }

    @Test(arguments: [(0, 10), (10, 0), (-5, 10), (10, -1)])
    func rejectsNonPositiveSizes(width: Int, height: Int) {
        let message = errorMessage { _ = try ImageSurface(width: width, height: height) }
        #expect(message == "invalid surface size \(width) x \(height): both sides must be at least 1 pixel")
    }

    @Test func rejectsOverlongSides() {
        let message = errorMessage { _ = try ImageSurface(width: 16385, height: 10) }
        #expect(message == "invalid surface size 16385 x 10: a side is longer than 16384 pixels")
        let tall = errorMessage { _ = try ImageSurface(width: 1, height: 40000) }
        #expect(tall == "invalid surface size 1 x 40000: a side is longer than 16384 pixels")
    }

    @Test func rejectsBadVectorSizes() {
        let negative = errorMessage { _ = try SVGSurface(width: -3, height: 20) }
        #expect(negative == "invalid surface size -3 x 20: both sides must be finite and positive")
        let notANumber = errorMessage { _ = try PDFSurface(width: .nan, height: 20) }
        #expect(notANumber == "invalid surface size nan x 20: both sides must be finite and positive")
        let huge = errorMessage { _ = try PDFSurface(width: 100, height: 20000) }
        #expect(huge == "invalid surface size 100 x 20000: a side is longer than 16384 points")
    }

    @Test func limitsArePublished() {
        #expect(SurfaceLimits.maximumSide == 16384)
        #expect(SurfaceLimits.maximumPixels == 268_435_456)
    }
}
