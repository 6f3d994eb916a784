import Foundation
import SBTestSupport
import Testing

/// Issue 24, item 5: messages that named no key, no file, or the wrong cause.
@Suite struct MessageTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sbrender-messages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func oneLine(_ arguments: [String], in dir: String, is expected: String, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try CLI.run(arguments, in: dir, sourceLocation: sourceLocation)
        #expect(run.status == status, "\(arguments): \(run.status) \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderrLines == ["sbrender: " + expected], sourceLocation: sourceLocation)
    }

    @Test func aFractionalCountNamesItsKey() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = #"{"layout": "compositional", "compositional": {"sections": [{"list": {"appearance": "plain"}, "itemCount": 0.5}]}}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: dir + "/c.json"))
        // The value 0.5 starts at column 107 of the one line.
        let expected = "scene c.json: compositional.sections[0].itemCount at line 1, column 107: expected a whole number of items from 0 to 10000000, got 0.5"
        try oneLine(["--scene", "c.json", "o.png"], in: dir, is: expected, status: 65)
        try oneLine(["layout", "--scene", "c.json"], in: dir, is: expected, status: 65)
        let group = #"{"layout": "compositional", "compositional": {"sections": [{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}], "count": 1.5}, "itemCount": 3}]}}"#
        try Data(group.utf8).write(to: URL(fileURLWithPath: dir + "/g.json"))
        let run = try CLI.run(["layout", "--scene", "g.json"], in: dir)
        // The value 1.5 starts at column 264.
        #expect(run.stderr.contains("compositional.sections[0].group.count at line 1, column 264: expected a whole number of items from 1 to"), "\(run.stderr)")
    }

    @Test func animateNamesTheSceneFile() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"{"canvas": {"size": [9000, 9000], "scale": 2}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/big.json"))
        let run = try CLI.run(["animate", "--scene", "big.json", "--animation", "quiver", "o.png"], in: dir)
        #expect(run.status == 65)
        // The size's '[' at column 21.
        #expect(run.stderr.hasPrefix("sbrender: scene big.json: canvas.size at line 1, column 21: "), "\(run.stderr)")
    }

    @Test func docsSaysTheRealCause() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/loop", withDestinationPath: "loop")
        try oneLine(["docs", "loop"], in: dir, is: "cannot use loop as the gallery's folder: Too many levels of symbolic links", status: 73)
        // A record that cannot be read is reported, not ignored (--check listed every animation as missing).
        try FileManager.default.createDirectory(atPath: dir + "/gallery", withIntermediateDirectories: true)
        try Data("garbage\n".utf8).write(to: URL(fileURLWithPath: dir + "/gallery/.sbrender-docs"))
        try oneLine(["docs", "--check", "gallery"], in: dir,
                    is: "gallery/.sbrender-docs is not a gallery record (no options line in it); regenerate the gallery with `sbrender docs gallery`, or give --size, --fps or --only",
                    status: 65)
    }
}
