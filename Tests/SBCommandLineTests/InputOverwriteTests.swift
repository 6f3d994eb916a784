import Foundation
import SBTestSupport
import Testing

/// Issue 24, item 3: `sbrender --scene s.json --format png s.json` replaced the scene with a
/// picture. No command writes over a file it reads, by name or through a link: one line, exit 73,
/// every file as it was.
@Suite struct InputOverwriteTests {
    static let scene = #"{"layout": "flow", "canvas": {"size": [60, 60]}, "wallpaper": "w.png", "sections": [{"items": [{"image": "icons/a.png"}]}]}"#

    /// A folder with the scene, its wallpaper and an item image.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sbrender-inputs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path + "/icons", withIntermediateDirectories: true)
        try Data(scene.utf8).write(to: URL(fileURLWithPath: path + "/s.json"))
        try StandardOutputTests.tinyPNG.write(to: URL(fileURLWithPath: path + "/w.png"))
        try StandardOutputTests.tinyPNG.write(to: URL(fileURLWithPath: path + "/icons/a.png"))
        return path
    }

    static func contents(_ dir: String) throws -> [String: Data] {
        var all: [String: Data] = [:]
        for name in ["s.json", "w.png", "icons/a.png"] { all[name] = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)) }
        return all
    }

    func refused(_ arguments: [String], in dir: String, mentioning: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try Self.contents(dir)
        let listing = try FileManager.default.subpathsOfDirectory(atPath: dir).sorted()
        let run = try CLI.run(arguments, in: dir, sourceLocation: sourceLocation)
        #expect(run.status == 73, "\(arguments): \(run.status) \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderrLines.count == 1 && run.stderr.hasPrefix("sbrender: refusing to write the output ") && run.stderr.contains(mentioning),
                "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
        #expect(try Self.contents(dir) == before, "an input changed: \(arguments)", sourceLocation: sourceLocation)
        #expect(try FileManager.default.subpathsOfDirectory(atPath: dir).sorted() == listing, sourceLocation: sourceLocation)
    }

    @Test func renderRefusesItsScenesWallpaperAndImages() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try refused(["--scene", "s.json", "--format", "png", "s.json"], in: dir, mentioning: "it is the scene s.json")
        try refused(["--scene", "s.json", "./w.png"], in: dir, mentioning: "it is the scene's wallpaper")
        try refused(["--scene", "s.json", "icons/../icons/a.png"], in: dir, mentioning: "it is the scene's sections[0].items[0].image")
        // Through links: a symbolic link to the scene, a hard link to the wallpaper.
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: "s.json")
        try FileManager.default.linkItem(atPath: dir + "/w.png", toPath: dir + "/hard.png")
        try refused(["--scene", "s.json", "--format", "png", "link.png"], in: dir, mentioning: "(through a link)")
        try refused(["--scene", "s.json", "hard.png"], in: dir, mentioning: "(through a link)")
        // A wallpaper given on the command line.
        try refused(["--layout", "flow", "--wallpaper", "w.png", "w.png"], in: dir, mentioning: "wallpaper")
        // Another name is fine.
        let fine = try CLI.run(["--quiet", "--scene", "s.json", "out.png"], in: dir)
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    @Test func animateRefusesItsInputsAsTheAPNGOrAFrame() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try refused(["animate", "--scene", "s.json", "--animation", "insert", "--frame-count", "2", "s.json"], in: dir, mentioning: "the scene")
        // An item image named like a frame, in the frame folder.
        try FileManager.default.moveItem(atPath: dir + "/icons/a.png", toPath: dir + "/icons/frame-0000.png")
        try Data(Self.scene.replacingOccurrences(of: "icons/a.png", with: "icons/frame-0000.png").utf8).write(to: URL(fileURLWithPath: dir + "/s.json"))
        try FileManager.default.moveItem(atPath: dir + "/icons/frame-0000.png", toPath: dir + "/icons/a.png")
        try FileManager.default.copyItem(atPath: dir + "/icons/a.png", toPath: dir + "/icons/frame-0000.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/icons/frame-0000.png"))
        let run = try CLI.run(["animate", "--scene", "s.json", "--animation", "insert", "--frame-count", "2", "icons/"], in: dir)
        #expect(run.status == 73 && run.stderr.contains("it is the scene's sections[0].items[0].image"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/icons/frame-0000.png")) == before)
    }

    @Test func reportAndAPNGRefuseTheirInputs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        let record = #"{"name":"a","reference":"r","message":"m","actualSize":[1,1]}"#
        try Data(record.utf8).write(to: URL(fileURLWithPath: dir + "/art/a.failure.json"))
        try StandardOutputTests.tinyPNG.write(to: URL(fileURLWithPath: dir + "/art/a.actual.png"))
        for output in ["art/a.failure.json", "art/a.actual.png"] {
            let run = try CLI.run(["report", "--output", output, "art"], in: dir)
            #expect(run.status == 73 && run.stderr.contains("refusing to write the output \(output)"), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/art/a.failure.json")) == Data(record.utf8))

        // An APNG written through a link to one of its frames.
        try FileManager.default.createDirectory(atPath: dir + "/frames", withIntermediateDirectories: true)
        try StandardOutputTests.tinyPNG.write(to: URL(fileURLWithPath: dir + "/frames/frame-0000.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/out.png", withDestinationPath: "frames/frame-0000.png")
        let apng = try CLI.run(["apng", "frames", "out.png"], in: dir)
        #expect(apng.status == 73 && apng.stderr.contains("it is one of the frames"), "\(apng.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/frames/frame-0000.png")) == StandardOutputTests.tinyPNG)
    }
}
