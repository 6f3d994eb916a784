import Foundation
import SBPNG
import SBTestSupport
import Testing

/// `sbrender diff`, `animate` and `docs` end to end, as processes.
@Suite struct CommandTests {
    @Test func diffExitCodesAndJSON() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "200x200", "a.png"], in: folder)
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "200x200", "--rotation", "10", "b.png"], in: folder)
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "100x200", "c.png"], in: folder)
        let same = try Tools.run(sb, ["diff", "--json", "a.png", "a.png"], in: folder)
        #expect(same.status == 0)
        #expect(same.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            == #"{"mismatchedPixels":0,"totalPixels":40000,"ratio":0.0,"maxChannelDelta":0,"bounds":null}"#)
        let different = try Tools.run(sb, ["diff", "--diff", "d.png", "a.png", "b.png"], in: folder)
        #expect(different.status == 1)
        #expect(different.stdout.contains("pixels differ"))
        let diffImage = try PNGDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/d.png"))))
        #expect(diffImage.width == 200 && diffImage.height == 200)
        // Everything differs by at most 100%: a ratio of 1 counts as equal.
        #expect(try Tools.run(sb, ["diff", "--max-ratio", "1", "a.png", "b.png"], in: folder).status == 0)
        let sizes = try Tools.run(sb, ["diff", "a.png", "c.png"], in: folder)
        #expect(sizes.status == 65)  // bad data (README, "Errors")
        #expect(sizes.stderr.contains("200x200") && sizes.stderr.contains("100x200"))
        let missing = try Tools.run(sb, ["diff", "a.png", "nope.png"], in: folder)
        #expect(missing.status == 66)  // missing input
        #expect(missing.stderr.split(separator: "\n").count == 1)
    }

    @Test func animateWritesAnAPNGAndFrames() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        let apng = try Tools.run(sb, ["animate", "--quiet", "--layout", "circle", "--size", "200x200", "--animation", "insert", "a.png"], in: folder)
        #expect(apng.status == 0, "\(apng)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/a.png")))
        #expect(bytes.count > 100)
        // acTL follows IHDR: 8 signature + 25 IHDR bytes, then length 8 and "acTL".
        #expect(Array(bytes[37..<41]) == Array("acTL".utf8))
        let frames = try Tools.run(sb, ["animate", "--quiet", "--layout", "circle", "--size", "200x200", "--animation", "insert", "--jobs", "1", "f1/"], in: folder)
        #expect(frames.status == 0)
        _ = try Tools.run(sb, ["animate", "--quiet", "--layout", "circle", "--size", "200x200", "--animation", "insert", "--jobs", "2", "f2/"], in: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/f1").sorted()
        #expect(names.first == "frame-0000.png")
        for name in names {
            #expect(FileManager.default.contents(atPath: folder + "/f1/" + name) == FileManager.default.contents(atPath: folder + "/f2/" + name),
                    "\(name) differs between --jobs 1 and --jobs 2")
        }
        let bad = try Tools.run(sb, ["animate", "--layout", "circle", "--animation", "wobble", "x.png"], in: folder)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("insert") && bad.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/x.png"))
        let range = try Tools.run(sb, ["animate", "--layout", "circle", "--animation", "insert", "--range", "5..900", "y/"], in: folder)
        #expect(range.status != 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/y"))
    }

    @Test func docsRefusesForeignFilesAndChecks() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/mine/notes.txt", contents: Data("keep".utf8))
        let refused = try Tools.run(sb, ["docs", "--quiet", "--only", "circle", "mine"], in: folder)
        #expect(refused.status != 0)
        #expect(String(data: FileManager.default.contents(atPath: folder + "/mine/notes.txt") ?? Data(), encoding: .utf8) == "keep")
        let made = try Tools.run(sb, ["docs", "--quiet", "--size", "200x300", "--only", "circle,grid", "g"], in: folder)
        #expect(made.status == 0, "\(made)")
        let index = try String(contentsOfFile: folder + "/g/index.md", encoding: .utf8)
        #expect(index.contains("layouts/circle.png") && index.contains("layouts/grid.svg"))
        #expect(try Tools.run(sb, ["docs", "--check", "--quiet", "--size", "200x300", "--only", "circle,grid", "g"], in: folder).status == 0)
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "200x300", "--rotation", "40", "g/layouts/circle.png"], in: folder)
        let stale = try Tools.run(sb, ["docs", "--check", "--quiet", "--size", "200x300", "--only", "circle,grid", "g"], in: folder)
        #expect(stale.status == 1)
        #expect(stale.stderr.contains("layouts/circle.png"))
    }
}
