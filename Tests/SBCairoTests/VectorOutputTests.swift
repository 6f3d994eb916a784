import Testing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SBCairo
import SBLayout
import SBPNG

@Suite struct VectorOutputTests {
    private func drawScene(on canvas: Canvas, fonts: FontSetup) throws {
        canvas.roundedRectangle(x: 10, y: 10, width: 60, height: 60, cornerRadius: 13.5)
        try canvas.fill(with: .color(Color(hex: 0xff0000)))
        try canvas.withGroup(alpha: 0.7) {
            let label = try TextLayout("Settings", font: FontDescriptor(family: "Helvetica Neue", size: 12), fonts: fonts)
            label.width = 80
            label.alignment = .center
            try canvas.draw(label, x: 0, y: 75, color: .black)
        }
        let image = try ImageSurface(image: RGBAImage(width: 2, height: 2, fill: (0, 0, 255, 255)))
        try canvas.drawImage(image, x: 75, y: 10, width: 20, height: 20, filter: .nearest)
    }

    private func svg() throws -> [UInt8] {
        let surface = try SVGSurface(width: 100, height: 100)
        try drawScene(on: Canvas(surface), fonts: FontSetup())
        return try surface.finish()
    }

    private func pdf() throws -> [UInt8] {
        let surface = try PDFSurface(width: 100, height: 100)
        try drawScene(on: Canvas(surface), fonts: FontSetup())
        return try surface.finish()
    }

    @Test func svgIsWellFormedXMLWithPaths() throws {
        let bytes = try svg()
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(text.contains("width=\"100px\" height=\"100px\" viewBox=\"0 0 100 100\" version=\"1.1\""))
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = collector
        #expect(parser.parse(), "XML error: \(String(describing: parser.parserError))")
        #expect(collector.root == "svg")
        // Glyph outlines and the rounded rectangle are paths with real geometry.
        #expect(collector.pathData.count >= 5)
        #expect(collector.pathData.contains { $0.hasPrefix("M 23.5 10 ") || $0.contains(" C ") })
        #expect(collector.elements.contains("image"))
    }

    @Test func svgBytesDoNotDependOnWhatTheProcessDidBefore() throws {
        let first = try svg()
        // Creating surfaces moves cairo's process-wide surface counter.
        for _ in 0..<7 { _ = try ImageSurface(width: 3, height: 3) }
        let second = try svg()
        #expect(first == second)
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("id=\"surface1\""))
        #expect(text.contains("id=\"image1\""))
    }

    @Test func svgIdentifierNormalizationRenumbersInOrder() {
        let input = ##"<g id="surface24"><use xlink:href="#surface7"/><image id="image99"/><use xlink:href="#surface24"/></g>"##
        let output = String(decoding: SVGIdentifierNormalizer.normalize(Array(input.utf8)), as: UTF8.self)
        #expect(output == ##"<g id="surface1"><use xlink:href="#surface2"/><image id="image1"/><use xlink:href="#surface1"/></g>"##)
    }

    @Test func pdfIsDeterministicAndDated2000() throws {
        let first = try pdf()
        let second = try pdf()
        #expect(first == second)
        #expect(first.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (20000101000000Z)"))
        #expect(text.contains("/ModDate (20000101000000Z)"))
        #expect(text.hasSuffix("%%EOF\n"))
    }

    @Test func finishedDocumentsRefuseMoreDrawing() throws {
        let surface = try SVGSurface(width: 10, height: 10)
        let canvas = try Canvas(surface)
        let bytes = try surface.finish()
        #expect(try surface.finish() == bytes)
        canvas.rectangle(x: 0, y: 0, width: 5, height: 5)
        let message = errorMessage { try canvas.fill(with: .color(.black)) }
        #expect(message?.contains("finished") == true)
    }

    @Test func pdfRendersBackWithTheExpectedColours() throws {
        let tool = "/usr/bin/pdftoppm"
        guard FileManager.default.isExecutableFile(atPath: tool) else { return }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sbcairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("scene.pdf")
        try Data(pdf()).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-r", "72", "-singlefile", input.path, directory.appendingPathComponent("scene").path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let ppm = try PPM(Data(contentsOf: directory.appendingPathComponent("scene.ppm")))
        #expect(ppm.width == 100 && ppm.height == 100)
        #expect(ppm.rgb(40, 40) == [255, 0, 0])     // inside the red rounded square
        #expect(ppm.rgb(85, 20) == [0, 0, 255])     // inside the blue image
        #expect(ppm.rgb(5, 5) == [255, 255, 255])   // page background
    }
}

/// Gathers element names and path data.
private final class ElementCollector: NSObject, XMLParserDelegate {
    var root: String?
    var elements: Set<String> = []
    var pathData: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        if root == nil { root = elementName }
        elements.insert(elementName)
        if elementName == "path", let d = attributeDict["d"] { pathData.append(d) }
    }
}

private struct PPMError: Error {}

/// A binary (P6) PPM as pdftoppm writes it.
private struct PPM {
    let width: Int, height: Int
    let samples: [UInt8]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        var fields: [Int] = []
        var index = 2
        guard bytes.starts(with: Array("P6".utf8)) else { throw PPMError() }
        while fields.count < 3, index < bytes.count {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0a { index += 1 }
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            fields.append(value)
        }
        index += 1
        guard fields.count == 3, index <= bytes.count else { throw PPMError() }
        width = fields[0]
        height = fields[1]
        samples = Array(bytes[index...])
    }

    func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * width + x) * 3
        return Array(samples[i..<i + 3])
    }
}
