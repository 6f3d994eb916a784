import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// What XMLParser saw of a document.
final class XMLSummary: NSObject, XMLParserDelegate {
    var root: String?
    var rootAttributes: [String: String] = [:]
    var counts: [String: Int] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        if root == nil {
            root = elementName
            rootAttributes = attributeDict
        }
        counts[elementName, default: 0] += 1
    }

    static func parse(_ bytes: [UInt8]) -> (summary: XMLSummary, ok: Bool, error: String) {
        let parser = XMLParser(data: Data(bytes))
        let summary = XMLSummary()
        parser.delegate = summary
        let ok = parser.parse()
        return (summary, ok, parser.parserError.map { "\($0)" } ?? "")
    }
}

/// SVG and PDF output, read back: the SVG by an XML parser, the PDF by poppler's pdftoppm.
@Suite("SVG and PDF output")
struct VectorOutputTests {
    static let plainScenes: [(String, String)] = [
        ("springboard", Scenes.springboard()),
        ("flow", "{\"layout\": \"flow\"}"),
        ("circle", "{\"layout\": \"circle\"}"),
        ("punched", "{\"layout\": \"punched\"}"),
        ("grid", "{\"layout\": \"grid\"}"),
    ]

    @Test("SVG is well-formed, sized in pixels, text as glyph paths, no raster images",
          arguments: VectorOutputTests.plainScenes.map(\.0))
    func svgWellFormed(name: String) throws {
        let json = try #require(Self.plainScenes.first { $0.0 == name }?.1)
        let svg = try Support.bytes(json, format: .svg)
        let (summary, ok, error) = XMLSummary.parse(svg)
        #expect(ok, "the \(name) SVG is not well-formed XML: \(error)")
        #expect(summary.root == "svg")
        #expect(summary.rootAttributes["width"] == "768px", "width is \(summary.rootAttributes["width"] ?? "missing")")
        #expect(summary.rootAttributes["height"] == "1024px", "height is \(summary.rootAttributes["height"] ?? "missing")")
        #expect(summary.rootAttributes["viewBox"] == "0 0 768 1024")
        #expect((summary.counts["path"] ?? 0) > 0, "no <path> elements")
        #expect(summary.counts["image"] == nil, "a plain scene embeds \(summary.counts["image"] ?? 0) raster image(s)")
        #expect(summary.counts["text"] == nil, "text is drawn as <text>, not as vector glyphs")
    }

    @Test("SVG of the springboard draws its labels as glyph symbols")
    func svgGlyphs() throws {
        let svg = try Support.bytes(Scenes.springboard(), format: .svg)
        let (summary, ok, _) = XMLSummary.parse(svg)
        #expect(ok)
        // 20 labels on page 0, each of several glyphs: glyph outlines are <symbol><path>, placed by <use>.
        #expect((summary.counts["symbol"] ?? 0) >= 20, "\(summary.counts["symbol"] ?? 0) glyph symbols")
        #expect((summary.counts["use"] ?? 0) >= 100, "\(summary.counts["use"] ?? 0) glyphs placed")
    }

    @Test("SVG at scale 2 is 1536 x 2048 pixels")
    func svgScale2() throws {
        let svg = try Support.bytes(Scenes.springboard(scale: 2), format: .svg)
        let (summary, ok, _) = XMLSummary.parse(svg)
        #expect(ok)
        #expect(summary.rootAttributes["width"] == "1536px")
        #expect(summary.rootAttributes["height"] == "2048px")
    }

    @Test("SVG of a scene with an image wallpaper embeds it as an <image>")
    func svgWithImage() throws {
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let svg = try Support.bytes(Scenes.springboard(wallpaper: Support.quoted(blue)), format: .svg)
        let (summary, ok, error) = XMLSummary.parse(svg)
        #expect(ok, "\(error)")
        #expect((summary.counts["image"] ?? 0) >= 1)
    }

    @Test("PDF: header, trailer, page size, same bytes twice")
    func pdfStructure() throws {
        let r = try Renderer()
        let a = try Support.bytes(Scenes.springboard(), format: .pdf, renderer: r)
        let b = try Support.bytes(Scenes.springboard(), format: .pdf, renderer: r)
        #expect(a.starts(with: Array("%PDF-".utf8)), "starts with \(String(decoding: a.prefix(8), as: UTF8.self))")
        var end = a[...]
        while let last = end.last, last == 10 || last == 13 || last == 32 { end = end.dropLast() }
        #expect(end.suffix(5).elementsEqual(Array("%%EOF".utf8)), "does not end with %%EOF")
        let same = a == b
        #expect(same, "two renders of the same scene differ: \(DeterminismTests.firstDifference(a, b))")
        let text = String(decoding: a, as: UTF8.self)
        #expect(text.contains("/MediaBox [ 0 0 768 1024 ]"), "the page is not 768 x 1024 points")
        // A creation date from the clock would make the bytes depend on it: only the fixed one.
        #expect(!text.contains("/CreationDate") || text.contains("/CreationDate (20000101000000Z)"), "the creation date is not the fixed one")
        let two = String(decoding: try Support.bytes(Scenes.springboard(scale: 2), format: .pdf, renderer: r), as: UTF8.self)
        #expect(two.contains("/MediaBox [ 0 0 1536 2048 ]"), "scale 2 is not a 1536 x 2048 page")
    }

    @Test("PDF rendered back by pdftoppm at 72 dpi matches the PNG at the probe points")
    func pdfReadBack() throws {
        guard let pdftoppm = Tools.pdftoppm else { return }
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let r = try Renderer()
        let json = Scenes.springboard()
        let pdf = try Support.bytes(json, format: .pdf, renderer: r)
        try Data(pdf).write(to: URL(fileURLWithPath: folder + "/page.pdf"))

        // As PNG (the page size from its header) and as PPM (pixels this test can read itself).
        let png = try Tools.run(pdftoppm, ["-png", "-r", "72", "-singlefile", "page.pdf", "page"], in: folder)
        #expect(png.status == 0, "pdftoppm -png failed: \(png.stderr)")
        let header = try #require(FileManager.default.contents(atPath: folder + "/page.png"), "pdftoppm wrote no page.png")
        let bytes = [UInt8](header)
        try #require(bytes.count > 24 && bytes.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]))
        func be32(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(be32(16) == 768 && be32(20) == 1024, "pdftoppm's page is \(be32(16))x\(be32(20)), not 768x1024")

        let ppm = try Tools.run(pdftoppm, ["-r", "72", "-singlefile", "page.pdf", "page"], in: folder)
        #expect(ppm.status == 0, "pdftoppm failed: \(ppm.stderr)")
        let page = try PPM.read(folder + "/page.ppm")
        #expect(page.width == 768 && page.height == 1024)

        let raster = try r.renderImage(Frame(plan: Support.plan(json)), images: [:])
        let probes: [(Int, Int, String)] = [
            (20, 20, "background"), (59, 68, "delete button red"), (59, 59, "cross centre"),
            (104, 150, "label fill"), (150, 150, "label fill, corner"), (376, 1000, "current page dot"),
            (392, 1000, "other page dot"), (296, 350, "cell 6's label fill"),
        ]
        for (x, y, what) in probes {
            let a = page.rgb(x, y), b = raster.rgba(x, y)
            let d = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
            #expect(d <= 4, "\(what) at (\(x), \(y)): PDF via pdftoppm \(a), PNG \(b)")
        }
        // And the PDF's own colours are the documents' ones.
        expectPixel(page.asImage(), 59, 68, RGBA(255, 0, 0), tolerance: 2, "PDF: delete button red")
        expectPixel(page.asImage(), 104, 150, RGBA(119, 119, 119), tolerance: 2, "PDF: label fill 0.7 x 170")
    }
}

/// A binary PPM (P6, maxval 255), as pdftoppm writes it.
struct PPM {
    var width: Int
    var height: Int
    var samples: [UInt8]

    struct Bad: Error, CustomStringConvertible { var description: String }

    static func read(_ path: String) throws -> PPM {
        guard let data = FileManager.default.contents(atPath: path) else { throw Bad(description: "no file \(path)") }
        let bytes = [UInt8](data)
        var i = 0
        func token() throws -> String {
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 10 || bytes[i] == 13 || bytes[i] == 9 { i += 1 }
            if i < bytes.count, bytes[i] == UInt8(ascii: "#") {
                while i < bytes.count, bytes[i] != 10 { i += 1 }
                return try token()
            }
            let start = i
            while i < bytes.count, !(bytes[i] == 32 || bytes[i] == 10 || bytes[i] == 13 || bytes[i] == 9) { i += 1 }
            guard start < i else { throw Bad(description: "the PPM header ends early") }
            return String(decoding: bytes[start..<i], as: UTF8.self)
        }
        guard try token() == "P6" else { throw Bad(description: "not a binary PPM") }
        guard let w = Int(try token()), let h = Int(try token()), try token() == "255" else { throw Bad(description: "bad PPM header") }
        i += 1
        guard bytes.count - i >= w * h * 3 else { throw Bad(description: "the PPM is short") }
        return PPM(width: w, height: h, samples: Array(bytes[i..<i + w * h * 3]))
    }

    func rgb(_ x: Int, _ y: Int) -> RGBA {
        let k = (y * width + x) * 3
        return RGBA(Int(samples[k]), Int(samples[k + 1]), Int(samples[k + 2]))
    }

    func asImage() -> RGBAImage {
        var px = [UInt8](repeating: 255, count: width * height * 4)
        for j in 0..<(width * height) {
            px[j * 4] = samples[j * 3]; px[j * 4 + 1] = samples[j * 3 + 1]; px[j * 4 + 2] = samples[j * 3 + 2]
        }
        return RGBAImage(width: width, height: height, pixels: px) ?? RGBAImage(width: 0, height: 0)
    }
}
