import Testing
import SBCairo
import SBPNG
import SBLayout

@Suite struct TextLayoutTests {
    static let longLabel = "Photos and Camera Settings with a very long name indeed"

    private func iconLabel(_ text: String, fonts: FontSetup) throws -> TextLayout {
        let layout = try TextLayout(text, font: FontDescriptor(family: "DejaVu Sans", size: 18), fonts: fonts)
        layout.width = 108
        layout.maximumLines = 3
        return layout
    }

    @Test func longLabelWrapsToThreeLinesWithAnEllipsis() throws {
        let layout = try iconLabel(Self.longLabel, fonts: FontSetup())
        #expect(layout.lineCount == 3)
        #expect(layout.isTruncated)
        let lines = layout.lines
        #expect(lines.map(\.text) == ["Photos and ", "Camera ", "Settings with a very long name indeed"])
        // DejaVu Sans at 18 units, in Pango's 1/1024 steps.
        #expect(lines.map(\.extents.width) == [100.3095703125, 70.6376953125, 108])
        #expect(lines.map(\.extents.height) == [20.953125, 20.953125, 20.953125])
        #expect(lines.map(\.baseline) == [16.7080078125, 37.6611328125, 58.6142578125])
        #expect(layout.logicalExtents == Rect(x: 0, y: 0, width: 108, height: 62.859375))
    }

    @Test func withoutALimitTheLabelTakesSixLines() throws {
        let layout = try iconLabel(Self.longLabel, fonts: FontSetup())
        layout.maximumLines = 0
        #expect(layout.lineCount == 6)
        #expect(!layout.isTruncated)
        #expect(layout.lines.map(\.text) == ["Photos and ", "Camera ", "Settings ", "with a very ", "long name ", "indeed"])
    }

    @Test func theLineLimitCountsLinesAcrossParagraphs() throws {
        let layout = try TextLayout("a\nb\r\nc\nd", font: FontDescriptor(family: "sans-serif", size: 12), fonts: FontSetup())
        layout.width = 100
        #expect(layout.lineCount == 4)
        layout.maximumLines = 3
        #expect(layout.lineCount == 3)
        #expect(layout.lines.map(\.text) == ["a\n", "b\n", "c d"])
        layout.maximumLines = 2
        #expect(layout.lines.map(\.text) == ["a\n", "b c d"])
        layout.width = 15
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        layout.maximumLines = 0
        #expect(layout.lineCount == 4)
        #expect(!layout.isTruncated)
        #expect(layout.lines.map(\.text) == ["a", "b", "c", "d"])
    }

    @Test func shortLabelIsOneLine() throws {
        let layout = try iconLabel("Mail", fonts: FontSetup())
        #expect(layout.lineCount == 1)
        #expect(!layout.isTruncated)
        #expect(layout.logicalExtents == Rect(x: 0, y: 0, width: 36.5625, height: 20.953125))
        #expect(layout.firstBaseline == 16.7080078125)
    }

    @Test func alignmentMovesLinesWithinTheWidth() throws {
        let layout = try iconLabel("Mail", fonts: FontSetup())
        layout.alignment = .center
        #expect(layout.lines[0].extents.minX == (108 - 36.5625) / 2)
        layout.alignment = .right
        #expect(layout.lines[0].extents.minX == 108 - 36.5625)
    }

    @Test func wordWrapLetsALongWordOverflow() throws {
        let layout = try TextLayout("Supercalifragilistic", font: FontDescriptor(family: "System", size: 18), fonts: FontSetup())
        layout.width = 60
        layout.wrap = .word
        #expect(layout.lineCount == 1)
        #expect(layout.logicalExtents.width > 60)
        layout.wrap = .wordThenCharacter
        #expect(layout.lineCount > 1)
        #expect(layout.lines.allSatisfy { $0.extents.width <= 60 })
    }

    @Test func sizesAreUserUnits() throws {
        let fonts = try FontSetup()
        let small = try TextLayout("Hg", font: FontDescriptor(family: "DejaVu Sans", size: 10), fonts: fonts)
        let large = try TextLayout("Hg", font: FontDescriptor(family: "DejaVu Sans", size: 20), fonts: fonts)
        #expect(large.logicalExtents.width == 2 * small.logicalExtents.width)
        // DejaVu Sans's line height is 1.1641 em (ascent 0.928 + descent 0.236).
        #expect(abs(small.logicalExtents.height - 11.64) < 0.01)
    }

    private func renderLabel() throws -> RGBAImage {
        let fonts = try FontSetup()
        let surface = try ImageSurface(width: 216, height: 140)
        let canvas = try Canvas(surface)
        try canvas.scale(x: 2, y: 2)
        let layout = try iconLabel(Self.longLabel, fonts: fonts)
        layout.alignment = .center
        try canvas.draw(layout, x: 0, y: 2, color: .black)
        return try surface.makeRGBAImage()
    }

    @Test func twoIndependentRendersAreIdentical() throws {
        let first = try renderLabel()
        let second = try renderLabel()
        #expect(first.inkedPixelCount > 1000)
        #expect(first == second)
    }

    @Test func parallelRendersMatchASerialOne() async throws {
        let reference = try renderLabel()
        let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
            for _ in 0..<4 { group.addTask { try renderLabel() } }
            var all: [RGBAImage] = []
            for try await image in group { all.append(image) }
            return all
        }
        #expect(images.count == 4)
        #expect(images.allSatisfy { $0 == reference })
    }

    @Test func textDrawsInItsColourInsideItsExtents() throws {
        let fonts = try FontSetup()
        let layout = try TextLayout("■", font: FontDescriptor(family: "Helvetica", size: 40), fonts: fonts)
        let surface = try ImageSurface(width: 60, height: 60)
        let canvas = try Canvas(surface)
        try canvas.draw(layout, x: 5, y: 5, color: Color(red: 1, green: 0, blue: 0))
        let image = try surface.makeRGBAImage()
        let ink = layout.inkExtents
        let cx = Int(5 + ink.midX), cy = Int(5 + ink.midY)
        #expect(image.probe(cx, cy) == .red)
        #expect(image.probe(1, 1) == .transparent)
    }

    @Test func aFaceFromTheCatalogueRendersInThatFace() throws {
        let fonts = try FontSetup()
        let bold = try #require(fonts.face(family: "DejaVu Serif", named: "Bold"))
        let regular = try #require(fonts.face(family: "dejavu serif", named: "book"))
        #expect(fonts.face(family: "DejaVu Serif", named: "Black") == nil)
        let boldLayout = try TextLayout("Sample", font: bold.font(size: 20), fonts: fonts)
        let regularLayout = try TextLayout("Sample", font: regular.font(size: 20), fonts: fonts)
        #expect(boldLayout.font.weight == .bold)
        #expect(boldLayout.logicalExtents.width > regularLayout.logicalExtents.width)
        #expect(try fonts.resolvedFontFile(family: bold.family, weight: bold.weight, style: bold.style)
                == "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf")
    }

    @Test func nulCharactersDoNotCutTheText() throws {
        let fonts = try FontSetup()
        let layout = try TextLayout("ab\0cd", font: FontDescriptor(family: "sans-serif", size: 12), fonts: fonts)
        let plain = try TextLayout("ab\u{FFFD}cd", font: FontDescriptor(family: "sans-serif", size: 12), fonts: fonts)
        #expect(layout.logicalExtents == plain.logicalExtents)
    }
}
