import APNGTestSupport
import Foundation
import SBGallery
import SBLayout
import SBPNG
import SBTestSupport
import Testing

/// Every animation of the docs gallery gives the frames of the `sbrender animate` command line
/// printed beside it: both go through the one animation catalogue (NamedAnimation.frames).
@Suite struct GalleryCommandAgreementTests {
    static let options = DocsGallery.Options(canvas: Size(width: 240, height: 320), fps: 5)

    /// The command line an entry's section prints, from index.md's ```sh block.
    static func printedCommand(in markdown: String, id: String) throws -> [String] {
        let section = try #require(markdown.range(of: "<a id=\"\(id)\"></a>"), "no section \(id)")
        let rest = markdown[section.upperBound...]
        let open = try #require(rest.range(of: "```sh\n"))
        let close = try #require(rest[open.upperBound...].range(of: "\n```"))
        return rest[open.upperBound..<close.lowerBound].split(separator: " ").map(String.init)
    }

    @Test("every gallery animation gives the same frames as the command it prints",
          arguments: GalleryEntry.all().filter { $0.kind == .animation }.map(\.id))
    func galleryAndCommandAgree(id: String) throws {
        var options = Self.options
        options.only = [id]
        let files = try DocsGallery(options: options).build()
        let markdown = String(decoding: try #require(files["index.md"]), as: UTF8.self)
        let command = try Self.printedCommand(in: markdown, id: id)
        #expect(command.first == "sbrender" && command.dropFirst().first == "animate" && command.last == "\(id).png", "\(command)")
        let folder = NSTemporaryDirectory() + "sbrender-gallery-agreement-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try Tools.run(try Tools.sbrender(), Array(command.dropFirst()), in: folder)
        #expect(result.status == 0, "\(result)")
        let fromCommand = try APNGTestDecoder(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/\(id).png"))))
        let fromGallery = try APNGTestDecoder(try #require(files["animations/\(id).png"]))
        #expect(fromGallery.frames.count == fromCommand.frames.count, "\(id): \(fromGallery.frames.count) frames in the gallery, \(fromCommand.frames.count) from its command")
        for (i, (a, b)) in zip(fromGallery.frames, fromCommand.frames).enumerated() {
            #expect(a.composited == b.composited, "\(id): frame \(i) differs")
            #expect(a.control.delay == b.control.delay, "\(id): frame \(i)'s delay differs")
        }
    }

    /// Issue 39: the gallery printed `sbrender --scene compositional-badges.json` where no such
    /// file was. Each scene entry's command, run in a folder holding the gallery's files, draws
    /// the gallery's picture.
    @Test("every gallery scene's command runs in the gallery's folder and draws its picture",
          arguments: GalleryEntry.all().filter { $0.kind == .layout && $0.scene != nil }.map(\.id))
    func sceneCommandsRunAsPrinted(id: String) throws {
        var options = Self.options
        options.only = [id]
        let files = try DocsGallery(options: options).build()
        let markdown = String(decoding: try #require(files["index.md"]), as: UTF8.self)
        let command = try Self.printedCommand(in: markdown, id: id)
        let folder = NSTemporaryDirectory() + "sbrender-gallery-scenes-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, bytes) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let result = try Tools.run(try Tools.sbrender(), Array(command.dropFirst()), in: folder)
        #expect(result.status == 0, "\(command): \(result)")
        let drawn = try Data(contentsOf: URL(fileURLWithPath: folder + "/\(id).png"))
        #expect(Array(drawn) == files["layouts/\(id).png"], "\(id): the command's picture differs from the gallery's")
    }

    /// The disagreement: the gallery's springboard detail was one still frame with no
    /// detail view. The tutorial's detail view cross-dissolves in over the first visible item.
    @Test func theGallerysDetailAnimationEndsOnTheDetailView() throws {
        var options = Self.options
        options.only = ["springboard-detail"]
        let files = try DocsGallery(options: options).build()
        let apng = try APNGTestDecoder(try #require(files["animations/springboard-detail.png"]))
        let first = try #require(apng.frames.first?.composited), last = try #require(apng.frames.last?.composited)
        #expect(apng.frames.count > 1)
        #expect(first != last, "the detail view never appears")
    }
}
