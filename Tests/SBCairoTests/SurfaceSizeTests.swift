import Testing
import SBCairo

@Suite struct SurfaceSizeTests {
    @Test func acceptsOrdinaryFrameSizes() throws {
        let surface = try ImageSurface(width: 768, height: 1024)
        #expect(surface.width == 768)
        #expect(surface.height == 1024)
        let image = try surface.makeRGBAImage()
        #expect(image.width == 768 && image.height == 1024)
        #expect(image.probe(400, 500) == .transparent)
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
