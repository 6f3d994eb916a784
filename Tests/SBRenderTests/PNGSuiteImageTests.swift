import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// PngSuite images (Willem van Schaik's, in Tests/Fixtures/pngsuite, see PngSuite.LICENSE there)
/// as wallpapers and item images: the valid ones load and draw, the corrupt ones fail cleanly.
@Suite("PngSuite wallpapers and item images")
struct PNGSuiteImageTests {
    /// The corrupt files (PngSuite.corrupt).
    static let corrupt = PngSuite.corrupt
    /// Those whose signature is damaged: the interim loader already says so precisely.
    static let badSignature = ["xcrn0g04", "xlfn0g04", "xs1n0g01", "xs2n0g01", "xs4n0g01", "xs7n0g01"]
    /// Those the interim (cairo) loader reports as "out of memory"; SBPNG's decoder names the fault.
    static let badContents = corrupt.filter { !badSignature.contains($0) }

    static let valid = ["basn0g01", "basn2c08", "basn3p04", "basn4a08", "basn6a16", "basi6a08", "basn6a08", "tbrn2c08", "s01n3p01"]

    // MARK: corrupt

    /// The message a corrupt wallpaper gets from the library (the command prints it after "sbrender: ").
    static func wallpaperError(_ name: String) throws -> String {
        let path = try Support.fixture("pngsuite/\(name).png")
        let plan = try Support.plan("{\"wallpaper\": \(Support.quoted(path))}")
        let r = try Renderer()
        do {
            _ = try r.loadImages(for: plan)
        } catch let e as RenderError {
            return e.description
        }
        Issue.record("\(name) loaded without an error")
        return ""
    }

    static func expectPreciseMessage(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let message = try wallpaperError(name)
        #expect(message.contains("\(name).png"), "the message does not name the file: \(message)", sourceLocation: sourceLocation)
        #expect(!message.lowercased().contains("out of memory"), "\(name): \(message)", sourceLocation: sourceLocation)
        #expect(!message.lowercased().contains("cairo"), "\(name): the message blames cairo: \(message)", sourceLocation: sourceLocation)
        #expect(!message.contains("\n"), "\(name): the message has several lines", sourceLocation: sourceLocation)
    }

    @Test("a PNG with a damaged signature: the message says so", arguments: PNGSuiteImageTests.badSignature)
    func signatureMessage(_ name: String) throws {
        try Self.expectPreciseMessage(name)
        #expect(try Self.wallpaperError(name).contains("signature"))
    }

    @Test("a corrupt PNG's message names the fault, not \"out of memory\"",
          .disabled("waits for SBPNG's decoder: the interim cairo loader says \"out of memory\" for these"),
          arguments: PNGSuiteImageTests.badContents)
    func contentsMessage(_ name: String) throws {
        try Self.expectPreciseMessage(name)
    }

    // MARK: valid

    @Test("a valid PNG draws as wallpaper, as an icon image and as a cell image", arguments: PNGSuiteImageTests.valid)
    func validImage(_ name: String) throws {
        let path = Support.quoted(try Support.fixture("pngsuite/\(name).png"))
        let r = try Renderer()
        let wallpaper = try Support.image(Scenes.springboard(count: 4, wallpaper: path), renderer: r)
        #expect(wallpaper.width == 768 && wallpaper.height == 1024)
        let icon = try Support.image(Scenes.springboard(count: 4, firstExtra: ", \"image\": \(path)"), renderer: r)
        #expect(icon.width == 768)
        let cell = try Support.image("{\"layout\": \"flow\", \"sections\": [{\"items\": [{\"image\": \(path)}, {}]}]}", renderer: r)
        #expect(cell.width == 768)
        for format in [OutputFormat.png, .svg, .pdf] {
            let bytes = try Support.bytes(Scenes.springboard(count: 4, wallpaper: path), format: format, renderer: r)
            #expect(bytes.count > 100, "\(format): \(bytes.count) bytes")
        }
    }

    @Test("a one-pixel blue PNG fills the wallpaper, the icon's label and the cell")
    func onePixelBlue() throws {
        let path = Support.quoted(try Support.fixture("pngsuite/s01n3p01.png"))
        let wallpaper = try Support.image(Scenes.springboard(count: 4, wallpaper: path))
        expectPixel(wallpaper, 5, 5, RGBA(0, 0, 255), "wallpaper")
        expectPixel(wallpaper, 767, 1023, RGBA(0, 0, 255), "wallpaper, far corner")
        // The flow's cell 0, (10, 40)-(60, 90), aspect-filled with the image.
        let cell = try Support.image("{\"layout\": \"flow\", \"sections\": [{\"items\": [{\"image\": \(path)}, {}]}]}")
        expectPixel(cell, 35, 65, RGBA(0, 0, 255), "cell 0 filled with the image")
        expectPixel(cell, 98, 65, RGBA(255, 255, 255), "cell 1 without an image stays white")
        // The icon: the image replaces the grey label (50, 50)-(158, 158), on black.
        let icon = try Support.image(Scenes.springboard(count: 4, firstExtra: ", \"image\": \(path)"))
        let p = icon.rgba(104, 150)
        #expect(p.r <= 2 && p.g <= 2 && p.b >= 170, "the icon's image at (104, 150) is \(p)")
        expectPixel(icon, 49, 104, RGBA(0, 0, 0), "outside the icon's label")
    }

    @Test("an interlaced PNG draws exactly as its non-interlaced twin (basi6a08 = basn6a08)")
    func interlacedTwin() throws {
        let r = try Renderer()
        let a = try Support.image(Scenes.springboard(count: 4, wallpaper: Support.quoted(try Support.fixture("pngsuite/basi6a08.png"))), renderer: r)
        let b = try Support.image(Scenes.springboard(count: 4, wallpaper: Support.quoted(try Support.fixture("pngsuite/basn6a08.png"))), renderer: r)
        let same = a == b
        #expect(same, "the interlaced and non-interlaced pictures draw differently")
    }
}
