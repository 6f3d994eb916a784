import SBDiff
import SBPNG
import Testing

@Suite("ImageDiff on constructed images")
struct ImageDiffTests {
    @Test("different sizes throw an error naming both sizes")
    func sizeMismatch() {
        let reference = RGBAImage(width: 4, height: 3)
        let actual = RGBAImage(width: 5, height: 2)
        #expect {
            _ = try ImageDiff().compare(reference, actual)
        } throws: { error in
            let text = String(describing: error)
            return error as? ImageDiffError
                == .sizeMismatch(referenceWidth: 4, referenceHeight: 3, actualWidth: 5, actualHeight: 2)
                && text.contains("4x3") && text.contains("5x2")
        }
    }

    @Test("a buffer that does not match its size is an error, not a crash")
    func malformedImage() {
        var broken = RGBAImage(width: 2, height: 2)
        broken.pixels.removeLast()
        #expect(throws: ImageDiffError.malformedImage(role: "actual", width: 2, height: 2, byteCount: 15)) {
            _ = try ImageDiff().compare(RGBAImage(width: 2, height: 2), broken)
        }
    }

    @Test("identical images: nothing differs, the diff image is the faded reference")
    func identical() throws {
        let reference = TestImages.make(width: 6, height: 5) { x, y in (UInt8(x * 40), UInt8(y * 50), 90, 255) }
        // Equal bytes in separate storage, and the very same storage.
        let copy = try #require(RGBAImage(width: 6, height: 5, pixels: reference.pixels.map { $0 }))
        for actual in [copy, reference] {
            let result = try ImageDiff().compare(reference, actual)
            #expect(result.mismatchedPixels == 0)
            #expect(result.antialiasedPixels == 0)
            #expect(result.maxChannelDelta == 0)
            #expect(result.bounds == nil)
            #expect(result.totalPixels == 30)
            #expect(result.ratio == 0)
            // (0, 0, 90, 255): Y = 10.3034007, faded: 255 + (10.30... - 255) * 0.1 = 230.53 -> 230.
            let diff = try #require(result.diffImage)
            #expect(diff.pixel(x: 0, y: 0) == (230, 230, 230, 255))
        }
    }

    @Test("identical images with diffMask give a fully transparent mask")
    func identicalMask() throws {
        let image = TestImages.make(width: 3, height: 3) { _, _ in (10, 20, 30, 255) }
        let result = try ImageDiff(options: ImageDiffOptions(diffMask: true)).compare(image, image)
        #expect(result.diffImage?.pixels == [UInt8](repeating: 0, count: 36))
    }

    @Test("one changed pixel: count 1, its bounds and its channel delta")
    func singlePixel() throws {
        let reference = TestImages.make(width: 8, height: 8) { _, _ in (200, 200, 200, 255) }
        var actual = reference
        actual.pixels[(3 * 8 + 5) * 4] = 20
        let result = try ImageDiff().compare(reference, actual)
        #expect(result.mismatchedPixels == 1)
        #expect(result.bounds == PNGRegion(x: 5, y: 3, width: 1, height: 1))
        #expect(result.maxChannelDelta == 180)
        #expect(result.ratio == 1.0 / 64)
        let diff = try #require(result.diffImage)
        #expect(diff.pixel(x: 5, y: 3) == (255, 0, 0, 255))
        #expect(diff.pixel(x: 0, y: 0) == (249, 249, 249, 255))
        #expect(result.summary == "1 of 64 pixels differs (1.5625%), max channel delta 180, in x 5...5, y 3...3")
        #expect(result.json == #"{"mismatchedPixels":1,"totalPixels":64,"ratio":0.015625,"maxChannelDelta":180,"bounds":{"x":5,"y":3,"width":1,"height":1}}"#)

        let withoutImage = try ImageDiff().compare(reference, actual, drawingDiffImage: false)
        #expect(withoutImage.diffImage == nil)
        #expect(withoutImage.mismatchedPixels == 1)
    }

    @Test("diffColorAlt marks pixels darker in the actual image, diffColor lighter ones")
    func darkerUsesAltColour() throws {
        let reference = TestImages.make(width: 5, height: 5) { _, _ in (128, 128, 128, 255) }
        var actual = reference
        actual.pixels[(1 * 5 + 1) * 4 ..< (1 * 5 + 1) * 4 + 3] = [0, 0, 0]        // darker
        actual.pixels[(3 * 5 + 3) * 4 ..< (3 * 5 + 3) * 4 + 3] = [255, 255, 255]  // lighter
        let options = ImageDiffOptions(diffColorAlt: DiffColor(red: 0, green: 255, blue: 0))
        let result = try ImageDiff(options: options).compare(reference, actual)
        #expect(result.mismatchedPixels == 2)
        #expect(result.bounds == PNGRegion(x: 1, y: 1, width: 3, height: 3))
        #expect(result.maxChannelDelta == 128)
        let diff = try #require(result.diffImage)
        #expect(diff.pixel(x: 1, y: 1) == (0, 255, 0, 255))
        #expect(diff.pixel(x: 3, y: 3) == (255, 0, 0, 255))
    }

    /// A black | white edge at column 4 in the reference; the actual render has the edge half a
    /// pixel over, so column 4 is mid-grey: pure anti-aliasing.
    private static let edge = (
        reference: TestImages.make(width: 8, height: 8) { x, _ in x < 4 ? (0, 0, 0, 255) : (255, 255, 255, 255) },
        actual: TestImages.make(width: 8, height: 8) { x, _ in
            x < 4 ? (0, 0, 0, 255) : x == 4 ? (128, 128, 128, 255) : (255, 255, 255, 255)
        }
    )

    @Test("an anti-aliased edge shift is not counted without includeAA")
    func antialiasingExcused() throws {
        let result = try ImageDiff().compare(Self.edge.reference, Self.edge.actual)
        #expect(result.mismatchedPixels == 0)
        #expect(result.antialiasedPixels == 8)
        #expect(result.bounds == nil)
        #expect(result.maxChannelDelta == 127)
        let diff = try #require(result.diffImage)
        #expect(diff.pixel(x: 4, y: 3) == (255, 255, 0, 255))
        #expect(diff.pixel(x: 3, y: 3) == (229, 229, 229, 255))
        #expect(diff.pixel(x: 5, y: 3) == (255, 255, 255, 255))

        // In a mask anti-aliased pixels are left out.
        let mask = try ImageDiff(options: ImageDiffOptions(diffMask: true)).compare(Self.edge.reference, Self.edge.actual)
        #expect(mask.diffImage?.pixels.allSatisfy { $0 == 0 } == true)
    }

    @Test("the same edge shift counts with includeAA")
    func antialiasingIncluded() throws {
        let result = try ImageDiff(options: ImageDiffOptions(includeAA: true)).compare(Self.edge.reference, Self.edge.actual)
        #expect(result.mismatchedPixels == 8)
        #expect(result.antialiasedPixels == 0)
        #expect(result.bounds == PNGRegion(x: 4, y: 0, width: 1, height: 8))
    }

    @Test("translucent pixels are blended with pixelmatch 7's position-dependent background")
    func translucentBackground() throws {
        // Transparent vs opaque black. Pixel 0 is blended with (48, 48, 48), too close to black
        // for threshold 0.2; every other pixel here gets 207 in green or blue and differs.
        let reference = RGBAImage(width: 16, height: 1)
        let actual = RGBAImage(width: 16, height: 1, fill: (0, 0, 0, 255))
        let result = try ImageDiff(options: ImageDiffOptions(threshold: 0.2)).compare(reference, actual)
        #expect(result.mismatchedPixels == 15)
        #expect(result.bounds == PNGRegion(x: 1, y: 0, width: 15, height: 1))
        #expect(result.maxChannelDelta == 255)
    }

    @Test("fully transparent pixels of different colours are equal, yet the channel delta shows")
    func transparentColoursMatch() throws {
        let reference = RGBAImage(width: 4, height: 4, fill: (255, 0, 0, 0))
        let actual = RGBAImage(width: 4, height: 4, fill: (0, 0, 255, 0))
        let result = try ImageDiff(options: ImageDiffOptions(threshold: 0)).compare(reference, actual)
        #expect(result.mismatchedPixels == 0)
        #expect(result.maxChannelDelta == 255)
        #expect(result.bounds == nil)
    }

    @Test("empty images compare as equal")
    func emptyImages() throws {
        let result = try ImageDiff().compare(RGBAImage(width: 0, height: 7), RGBAImage(width: 0, height: 7))
        #expect(result.mismatchedPixels == 0)
        #expect(result.totalPixels == 0)
        #expect(result.ratio == 0)
        #expect(result.diffImage == RGBAImage(width: 0, height: 7))
    }
}
