import Foundation
import SBTestSupport
import Testing

/// Images a scene names, through the command line: relative to the scene file, regular files only.
@Suite("Image inputs")
struct ImageInputTests {
    /// Issue 10, item 14: an item image next to the scene file is found from another folder.
    @Test func imagePathsAreRelativeToTheSceneFile() throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/scenes/icons", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try Support.fixture("pngsuite/basn2c08.png"), toPath: folder + "/scenes/icons/a.png")
        try FileManager.default.copyItem(atPath: try Support.fixture("pngsuite/basn2c08.png"), toPath: folder + "/scenes/w.png")
        try Data(#"{"layout": "flow", "canvas": {"size": [200, 200]}, "wallpaper": "w.png", "sections": [{"items": [{"image": "icons/a.png"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/scenes/s.json"))
        let result = try Tools.run(sbrender, ["--scene", "scenes/s.json", "--quiet", "out.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/out.png"))
    }

    /// Issue 10, item 10: a FIFO named as an image is refused without being opened (opening it
    /// would wait for a writer for ever), naming the scene key.
    @Test func aFIFOAsAnImageIsRefusedAtOnce() throws {
        let sbrender = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        #expect(mkfifo(folder + "/f.png", 0o600) == 0)
        try Data(#"{"sections": [{"items": [{}, {"image": "f.png"}]}]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
        let result = try Tools.run(sbrender, ["--scene", "s.json", "out.png"], in: folder, timeLimit: 120)
        #expect(!result.timedOut, "reading the FIFO blocked")
        #expect(result.status != 0)
        #expect(result.stderr == "sbrender: sections[0].items[1].image: cannot read the image f.png: it is a FIFO (named pipe), not a regular file\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.png"))
    }
}
