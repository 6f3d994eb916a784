import SBDiff
import SBPNG
import Testing

@Suite("PNG bytes in, numbers and a diff picture out")
struct PNGCompareTests {
    @Test("two PNG files compared by their pixels; the diff picture as PNG")
    func pngInAndOut() throws {
        let reference = RGBAImage(width: 4, height: 3, fill: (255, 255, 255, 255))
        var actual = reference
        // One black pixel at (2, 1): the only difference.
        for k in 0..<3 { actual.pixels[(1 * 4 + 2) * 4 + k] = 0 }
        let result = try ImageDiff().compare(referencePNG: try PNGEncoder.encode(reference), actualPNG: try PNGEncoder.encode(actual))
        #expect(result.mismatchedPixels == 1)
        #expect(result.totalPixels == 12)
        #expect(result.maxChannelDelta == 255)
        #expect(result.bounds == PNGRegion(x: 2, y: 1, width: 1, height: 1))
        let diff = try PNGDecoder.decode(try #require(try result.diffPNG()))
        #expect(diff.width == 4 && diff.height == 3)
        #expect(diff.pixel(x: 2, y: 1) == (255, 0, 0, 255))
        #expect(try ImageDiff().compare(referencePNG: try PNGEncoder.encode(reference), actualPNG: try PNGEncoder.encode(reference),
                                        drawingDiffImage: false).diffPNG() == nil)
    }

    @Test("bytes that are not a PNG are an error naming the picture")
    func notAPNG() throws {
        let png = try PNGEncoder.encode(RGBAImage(width: 2, height: 2))
        #expect {
            _ = try ImageDiff().compare(referencePNG: png, actualPNG: [0x89, 0x50, 0x4E])
        } throws: { error in
            guard case let .unreadablePNG(role, _)? = error as? ImageDiffError else { return false }
            return role == "actual"
        }
    }
}
