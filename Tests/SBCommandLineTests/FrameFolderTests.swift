import Foundation
import SBTestSupport
import Testing

/// A frame folder holds one sequence (issue 10, item 7): a run into a folder with an earlier run's
/// frames removes those numbered past its own last frame, so `sbrender apng` never assembles a mix.
@Suite("Frame folders")
struct FrameFolderTests {
    static func name(_ n: Int) -> String { "frame-" + String(format: "%04d", n) + ".png" }

    /// A folder with 200 frames of an "earlier run" (their bytes say "old N") and files of the user's.
    static func folderWithOldRun() throws -> String {
        let folder = try Support.temporaryFolder()
        for n in 0..<200 {
            _ = FileManager.default.createFile(atPath: folder + "/" + name(n), contents: Data("old \(n)".utf8))
        }
        for other in ["notes.txt", "cover.png", "frame-0300.png.bak"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + other, contents: Data("mine".utf8))
        }
        return folder
    }

    static let quiver = ["animate", "--layout", "grid", "--size", "80x60", "--animation", "quiver"]

    @Test("--frame-count 10 over 200 old frames: frames 0-9 are new, 10-199 are removed, other files stay; apng assembles 10")
    func shorterRunReplacesTheSequence() throws {
        let sb = try Tools.sbrender()
        let folder = try Self.folderWithOldRun()
        defer { Support.cleanUp(folder) }
        let run = try Tools.run(sb, Self.quiver + ["--frame-count", "10", folder], in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "wrote 10 frames to \(folder) (removed 190 frames of an earlier run past frame 9)\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ((0..<10).map(Self.name) + ["cover.png", "frame-0300.png.bak", "notes.txt"]).sorted())
        for n in 0..<10 {
            let bytes = FileManager.default.contents(atPath: folder + "/" + Self.name(n)).map { [UInt8]($0) }
            #expect(bytes?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true, "\(Self.name(n)) is not the new frame")
        }
        let out = try Support.temporaryFolder()
        defer { Support.cleanUp(out) }
        let apng = try Tools.run(sb, ["apng", folder, "anim.png"], in: out)
        #expect(apng.stdout.hasPrefix("wrote anim.png (10 frames, "), "\(apng)")
        #expect(apng.status == 0, "\(apng)")
    }

    @Test("--range keeps the same sequence's other frames (a split render) and removes only those past its end")
    func rangeKeepsTheOtherParts() throws {
        let sb = try Tools.sbrender()
        let folder = try Self.folderWithOldRun()
        defer { Support.cleanUp(folder) }
        let run = try Tools.run(sb, Self.quiver + ["--quiet", "--frame-count", "20", "--range", "0..9", folder], in: folder)
        #expect(run.status == 0, "\(run)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
        #expect(frames == (0..<20).map(Self.name))
        // Frames 10 to 19 are the other part's (here: the old run's, untouched).
        #expect(FileManager.default.contents(atPath: folder + "/" + Self.name(15)) == Data("old 15".utf8))
        #expect(FileManager.default.contents(atPath: folder + "/" + Self.name(3)) != Data("old 3".utf8))
    }

    @Test("a failing run leaves the old sequence whole")
    func failureKeepsTheOldRun() throws {
        let sb = try Tools.sbrender()
        let folder = try Self.folderWithOldRun()
        defer { Support.cleanUp(folder) }
        let run = try Tools.run(sb, Self.quiver + ["--frame-count", "10", "--range", "5..900", folder], in: folder)
        #expect(run.status != 0)
        for n in 0..<200 {
            #expect(FileManager.default.contents(atPath: folder + "/" + Self.name(n)) == Data("old \(n)".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 203)
    }
}
