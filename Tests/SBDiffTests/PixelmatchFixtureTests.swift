import Foundation
import SBDiff
import SBPNG
import Testing

/// One comparison from pixelmatch 7.1.0's own test suite (fixtures in Fixtures/pixelmatch, ISC
/// licence alongside). Bounds and largest sample difference were worked out independently from
/// the fixtures: the extent of the difference-coloured pixels in pixelmatch's expected diff image,
/// and the largest byte difference between the two inputs.
struct PixelmatchCase: Sendable, CustomTestStringConvertible {
    let first: String
    let second: String
    let options: ImageDiffOptions
    let mismatches: Int
    let expectedDiff: String
    let bounds: PNGRegion?
    let maxChannelDelta: Int

    var testDescription: String { "\(first) vs \(second) -> \(expectedDiff)" }
}

@Suite("pixelmatch 7.1.0 fixtures")
struct PixelmatchFixtureTests {
    static let cases: [PixelmatchCase] = [
        PixelmatchCase(first: "1a", second: "1b", options: ImageDiffOptions(threshold: 0.05),
                       mismatches: 143, expectedDiff: "1diff",
                       bounds: PNGRegion(x: 228, y: 40, width: 270, height: 104), maxChannelDelta: 255),
        PixelmatchCase(first: "1a", second: "1b", options: ImageDiffOptions(),
                       mismatches: 106, expectedDiff: "1diffdefaultthreshold",
                       bounds: PNGRegion(x: 420, y: 103, width: 33, height: 41), maxChannelDelta: 255),
        PixelmatchCase(first: "1a", second: "1b", options: ImageDiffOptions(threshold: 0.05, includeAA: false, diffMask: true),
                       mismatches: 143, expectedDiff: "1diffmask",
                       bounds: PNGRegion(x: 228, y: 40, width: 270, height: 104), maxChannelDelta: 255),
        PixelmatchCase(first: "1a", second: "1a", options: ImageDiffOptions(threshold: 0, diffMask: true),
                       mismatches: 0, expectedDiff: "1emptydiffmask", bounds: nil, maxChannelDelta: 0),
        PixelmatchCase(first: "2a", second: "2b",
                       options: ImageDiffOptions(threshold: 0.05, alpha: 0.5,
                                                 aaColor: DiffColor(red: 0, green: 192, blue: 0),
                                                 diffColor: DiffColor(red: 255, green: 0, blue: 255)),
                       mismatches: 12437, expectedDiff: "2diff",
                       bounds: PNGRegion(x: 0, y: 0, width: 256, height: 256), maxChannelDelta: 202),
        PixelmatchCase(first: "3a", second: "3b", options: ImageDiffOptions(threshold: 0.05),
                       mismatches: 212, expectedDiff: "3diff",
                       bounds: PNGRegion(x: 287, y: 64, width: 144, height: 63), maxChannelDelta: 228),
        PixelmatchCase(first: "4a", second: "4b", options: ImageDiffOptions(threshold: 0.05),
                       mismatches: 36049, expectedDiff: "4diff",
                       bounds: PNGRegion(x: 0, y: 1, width: 438, height: 411), maxChannelDelta: 203),
        PixelmatchCase(first: "5a", second: "5b", options: ImageDiffOptions(threshold: 0.05),
                       mismatches: 6, expectedDiff: "5diff",
                       bounds: PNGRegion(x: 51, y: 51, width: 10, height: 10), maxChannelDelta: 255),
        PixelmatchCase(first: "6a", second: "6b", options: ImageDiffOptions(threshold: 0.05),
                       mismatches: 51, expectedDiff: "6diff",
                       bounds: PNGRegion(x: 18, y: 0, width: 238, height: 223), maxChannelDelta: 255),
        PixelmatchCase(first: "6a", second: "6a", options: ImageDiffOptions(threshold: 0),
                       mismatches: 0, expectedDiff: "6empty", bounds: nil, maxChannelDelta: 0),
        PixelmatchCase(first: "7a", second: "7b",
                       options: ImageDiffOptions(diffColorAlt: DiffColor(red: 0, green: 255, blue: 0)),
                       mismatches: 2448, expectedDiff: "7diff",
                       bounds: PNGRegion(x: 155, y: 190, width: 342, height: 46), maxChannelDelta: 162),
        PixelmatchCase(first: "8a", second: "5b", options: ImageDiffOptions(threshold: 0.05),
                       mismatches: 32896, expectedDiff: "8diff",
                       bounds: PNGRegion(x: 0, y: 0, width: 256, height: 256), maxChannelDelta: 255),
    ]

    @Test("mismatch count, diff image, bounds and channel delta", arguments: cases)
    func matchesPixelmatch(_ testCase: PixelmatchCase) throws {
        let first = try Self.fixture(testCase.first)
        // A separate decode, so that comparing an image with itself does not share storage.
        let second = try Self.fixture(testCase.second)
        let expectedDiff = try Self.fixture(testCase.expectedDiff)
        let diff = ImageDiff(options: testCase.options)

        let result = try diff.compare(first, second)
        #expect(result.mismatchedPixels == testCase.mismatches)
        #expect(result.totalPixels == first.width * first.height)
        #expect(result.bounds == testCase.bounds)
        #expect(result.maxChannelDelta == testCase.maxChannelDelta)

        let image = try #require(result.diffImage)
        #expect(image.width == expectedDiff.width && image.height == expectedDiff.height)
        let wrong = Self.differingPixels(image, expectedDiff)
        #expect(wrong.count == 0, "\(wrong.count) diff-image pixels differ from \(testCase.expectedDiff).png, first at \(wrong.first.map { "x \($0.x), y \($0.y)" } ?? "-")")

        let countOnly = try diff.compare(first, second, drawingDiffImage: false)
        #expect(countOnly.mismatchedPixels == testCase.mismatches)
        #expect(countOnly.diffImage == nil)
    }

    /// Positions of pixels whose four samples differ (all pixels when the sizes differ).
    private static func differingPixels(_ image: RGBAImage, _ expected: RGBAImage) -> [(x: Int, y: Int)] {
        guard image.width == expected.width, image.height == expected.height else {
            return [(0, 0)]
        }
        var positions: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) != expected.pixel(x: x, y: y) {
                positions.append((x, y))
            }
        }
        return positions
    }

    private static func fixture(_ name: String) throws -> RGBAImage {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "png",
                                                 subdirectory: "Fixtures/pixelmatch"))
        return try PNGDecoder.decode([UInt8](Data(contentsOf: url)))
    }
}
