import SBDiff
import SBPNG
import Testing

@Suite("Diff reports and the side-by-side artefact")
struct ReportTests {
    private let typical = ImageDiffResult(
        mismatchedPixels: 12, antialiasedPixels: 3, totalPixels: 3_145_728, maxChannelDelta: 214,
        bounds: PNGRegion(x: 100, y: 200, width: 44, height: 44), diffImage: nil)

    @Test("summary line")
    func summary() {
        #expect(typical.summary == "12 of 3145728 pixels differ (0.0004%), max channel delta 214, in x 100...143, y 200...243")
        let none = ImageDiffResult(mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: 64,
                                   maxChannelDelta: 3, bounds: nil, diffImage: nil)
        #expect(none.summary == "0 of 64 pixels differ (0.0000%), max channel delta 3")
        let tiny = ImageDiffResult(mismatchedPixels: 1, antialiasedPixels: 0, totalPixels: 3_145_728,
                                   maxChannelDelta: 9, bounds: PNGRegion(x: 7, y: 8, width: 1, height: 1), diffImage: nil)
        #expect(tiny.summary == "1 of 3145728 pixels differs (<0.0001%), max channel delta 9, in x 7...7, y 8...8")
        let all = ImageDiffResult(mismatchedPixels: 4, antialiasedPixels: 0, totalPixels: 4,
                                  maxChannelDelta: 255, bounds: PNGRegion(x: 0, y: 0, width: 2, height: 2), diffImage: nil)
        #expect(all.summary == "4 of 4 pixels differ (100.0000%), max channel delta 255, in x 0...1, y 0...1")
    }

    @Test("JSON object with fixed key order")
    func json() {
        #expect(typical.json == #"{"mismatchedPixels":12,"totalPixels":3145728,"ratio":3.814697265625e-06,"maxChannelDelta":214,"bounds":{"x":100,"y":200,"width":44,"height":44}}"#)
        let none = ImageDiffResult(mismatchedPixels: 0, antialiasedPixels: 0, totalPixels: 64,
                                   maxChannelDelta: 0, bounds: nil, diffImage: nil)
        #expect(none.json == #"{"mismatchedPixels":0,"totalPixels":64,"ratio":0.0,"maxChannelDelta":0,"bounds":null}"#)
    }

    @Test("side by side: panels top-aligned with gaps")
    func sideBySide() throws {
        let reference = RGBAImage(width: 2, height: 2, fill: (255, 0, 0, 255))
        let actual = RGBAImage(width: 3, height: 1, fill: (0, 255, 0, 255))
        let diff = RGBAImage(width: 1, height: 2, fill: (0, 0, 255, 255))
        let sheet = SideBySideComposer(gap: 1).compose(reference: reference, actual: actual, diff: diff)
        #expect(sheet.width == 2 + 1 + 3 + 1 + 1)
        #expect(sheet.height == 2)
        let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255]
        let blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        #expect(TestImages.pixels(of: sheet) == [
            red, red, clear, green, green, green, clear, blue,
            red, red, clear, clear, clear, clear, clear, blue,
        ])

        let grey = SideBySideComposer(gap: 2, background: DiffColor(red: 9, green: 9, blue: 9))
            .compose(reference: reference, actual: actual, diff: nil)
        #expect(grey.width == 7)
        #expect(grey.pixel(x: 2, y: 0) == (9, 9, 9, 255))
        #expect(grey.pixel(x: 4, y: 1) == (9, 9, 9, 255))
        #expect(grey.pixel(x: 4, y: 0) == (0, 255, 0, 255))
    }

    @Test("side by side on white: a grey line down the middle of each gap tells white panels apart")
    func separatorLine() {
        let white = RGBAImage(width: 3, height: 2, fill: (255, 255, 255, 255))
        let sheet = SideBySideComposer(background: DiffColor(red: 255, green: 255, blue: 255)).compose([white, white, white])
        // 3 + 8 + 3 + 8 + 3 columns; the lines at 3 + 8 / 2 = 7 and 3 + 8 + 3 + 4 = 18.
        #expect(sheet.width == 25)
        for y in 0..<2 {
            for x in 0..<25 {
                let expected: (UInt8, UInt8, UInt8, UInt8) = x == 7 || x == 18 ? (128, 128, 128, 255) : (255, 255, 255, 255)
                #expect(sheet.pixel(x: x, y: y) == expected, "x \(x), y \(y)")
            }
        }
        // No line where asked for none, nor in gaps under 5 columns (it would touch the panels).
        #expect(SideBySideComposer(separator: nil).compose([white, white]).pixel(x: 7, y: 0) == (0, 0, 0, 0))
        #expect(SideBySideComposer(gap: 4).compose([white, white]).pixel(x: 5, y: 0) == (0, 0, 0, 0))
    }
}
