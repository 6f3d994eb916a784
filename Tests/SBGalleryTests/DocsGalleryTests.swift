import Foundation
import SBGallery
import SBLayout
import SBMotion
import SBPNG
import SBScene
import Testing

/// The documentation gallery: it covers every layout and named animation the core registers, its
/// links and pictures resolve, and its folder keeps what is not sbrender's.
@Suite struct DocsGalleryTests {
    static let small = DocsGallery.Options(canvas: Size(width: 240, height: 320), fps: 5)

    /// The whole gallery at a small size, built once.
    static let files: Result<[String: [UInt8]], any Error> = Result { try DocsGallery(options: small).build() }

    func text(_ name: String) throws -> String {
        let files = try Self.files.get()
        return String(decoding: try #require(files[name], "\(name) is missing"), as: UTF8.self)
    }

    @Test("every registered layout and every named animation has a section and a picture")
    func coversTheRegistry() throws {
        let files = try Self.files.get()
        let md = try text("index.md"), html = try text("index.html")
        for layout in LayoutRegistry.builtIn.names {
            let id = layout.rawValue
            #expect(md.contains("<a id=\"\(id)\"></a>\n## Layout: \(id)\n"), "index.md has no section for the \(id) layout")
            #expect(html.contains("<section id=\"\(id)\">"), "index.html has no section for the \(id) layout")
            #expect(files["layouts/\(id).png"] != nil && files["layouts/\(id).svg"] != nil, "no pictures of \(id)")
            for name in NamedAnimation.names(for: layout) {
                let matches = files.keys.filter { $0.hasPrefix("animations/\(id)-\(name)") && $0.hasSuffix(".png") }
                #expect(matches.count == 1, "\(id) \(name): \(matches.count) animations in the gallery")
                #expect(md.contains("## Animation: \(id) \(name)"), "index.md has no section for \(id) \(name)")
            }
        }
    }

    @Test("every picture is a PNG of the canvas size; animations are APNGs with frames")
    func picturesDecode() throws {
        for (name, bytes) in try Self.files.get() where name.hasSuffix(".png") {
            let image = try PNGDecoder.decode(bytes)
            // A home screen is its device's screen, iPhone 15 Pro's 393 x 852 points.
            let expected = name.contains("homescreen") ? (393, 852) : (240, 320)
            #expect(image.width == expected.0 && image.height == expected.1, "\(name) is \(image.width)x\(image.height)")
            if name.hasPrefix("animations/") {
                #expect(bytes.count > 45 && Array(bytes[37..<41]) == Array("acTL".utf8), "\(name) is not an APNG")
            }
        }
    }

    /// The targets of `](x)` in Markdown, or of `attribute="x"` in HTML.
    static func targets(in text: String, after opener: String, until closer: Character) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let r = rest.range(of: opener) {
            let tail = rest[r.upperBound...]
            guard let end = tail.firstIndex(of: closer) else { break }
            found.append(String(tail[..<end]))
            rest = tail[end...]
        }
        return found
    }

    @Test("every link and image in index.md and index.html resolves")
    func linksResolve() throws {
        let files = try Self.files.get()
        let md = try text("index.md"), html = try text("index.html")
        let mdTargets = Self.targets(in: md, after: "](", until: ")")
        let htmlTargets = Self.targets(in: html, after: "src=\"", until: "\"") + Self.targets(in: html, after: "href=\"", until: "\"")
        #expect(mdTargets.count >= 2 * (LayoutRegistry.builtIn.names.count + 1))
        #expect(htmlTargets.count >= 2 * (LayoutRegistry.builtIn.names.count + 1))
        for (page, targets, anchor) in [("index.md", mdTargets, "<a id=\""), ("index.html", htmlTargets, "id=\"")] {
            let source = page == "index.md" ? md : html
            for target in targets {
                if target.hasPrefix("#") {
                    #expect(source.contains(anchor + target.dropFirst() + "\""), "\(page): no anchor for \(target)")
                } else {
                    #expect(!target.contains("://") && !target.hasPrefix("/"), "\(page): \(target) leaves the gallery")
                    #expect(files[target] != nil, "\(page): \(target) does not exist")
                }
            }
        }
    }

    /// An entry that cannot be drawn is named with its reason, and no command-line flag (the
    /// command line says how to leave it out).
    @Test func anEntryThatCannotBeDrawnIsNamed() throws {
        let gallery = DocsGallery(canvas: Size(width: 1, height: 1), only: ["springboard"])
        let error = try #require(throws: GalleryEntryError.self) { try gallery.build() }
        #expect(error.entry == "springboard")
        #expect(error.description.hasPrefix("gallery entry springboard: canvas.size: "))
        #expect(!error.description.contains("--only") && !error.description.contains("--size"))
    }
}
