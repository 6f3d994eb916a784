import APNGTestSupport
import Foundation
import SBTestSupport
import Testing

/// Every bad input of `sbrender apng`: one line on stderr saying what and where, a non-zero exit,
/// and no output file (nor a temporary one) left behind.
@Suite("sbrender apng: bad input")
struct APNGCommandTests {
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        /// Makes the folder's content; the command runs in the folder.
        var prepare: @Sendable (String, String) throws -> Void
        var arguments: [String]
        /// Every one of these appears in the error line.
        var mentions: [String]
        var description: String { name }
    }

    /// Frames 0..<count of a 40x40 circle render, copied (one render, copied under each name).
    static func frames(_ folder: String, _ names: [String], sb: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let render = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "40x40", "one.png"], in: folder)
        try #require(render.status == 0, "\(render)")
        for name in names { try FileManager.default.copyItem(atPath: folder + "/one.png", toPath: folder + "/" + name) }
        try FileManager.default.removeItem(atPath: folder + "/one.png")
    }

    static let cases: [Case] = [
        Case(name: "missing folder", prepare: { _, _ in }, arguments: ["nope", "out.png"], mentions: ["nope", "no such folder"]),
        Case(name: "a file, not a folder", prepare: { dir, _ in
            _ = FileManager.default.createFile(atPath: dir + "/f", contents: Data("x".utf8))
        }, arguments: ["f", "out.png"], mentions: ["f", "not a folder"]),
        Case(name: "no frames", prepare: { dir, _ in
            try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: dir + "/in/notes.txt", contents: Data("x".utf8))
        }, arguments: ["in", "out.png"], mentions: ["no frames", "frame-0000.png"]),
        Case(name: "a gap", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png", "frame-0001.png", "frame-0003.png"], sb: sb)
        }, arguments: ["in", "out.png"], mentions: ["frame-0002.png", "missing"]),
        Case(name: "no frame 0", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0001.png"], sb: sb)
        }, arguments: ["in", "out.png"], mentions: ["frame-0000.png", "missing", "frame-0001.png"]),
        Case(name: "a frame name written otherwise", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png", "frame-1.png"], sb: sb)
        }, arguments: ["in", "out.png"], mentions: ["frame-1.png", "not a frame name"]),
        Case(name: "mixed sizes", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png", "frame-0001.png"], sb: sb)
            let other = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "40x30", "in/frame-0002.png"], in: dir)
            try #require(other.status == 0)
        }, arguments: ["in", "out.png"], mentions: ["frame-0002.png", "40x30", "40x40"]),
        Case(name: "a corrupt frame after good ones", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png", "frame-0001.png", "frame-0002.png"], sb: sb)
            let good = try Data(contentsOf: URL(fileURLWithPath: dir + "/in/frame-0000.png"))
            try good.prefix(good.count - 20).write(to: URL(fileURLWithPath: dir + "/in/frame-0002.png"))
        }, arguments: ["in", "out.png"], mentions: ["frame-0002.png", "not a usable PNG", "truncated"]),
        Case(name: "not a PNG", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png"], sb: sb)
            _ = FileManager.default.createFile(atPath: dir + "/in/frame-0001.png", contents: Data("GIF89a".utf8))
        }, arguments: ["in", "out.png"], mentions: ["frame-0001.png", "not a usable PNG"]),
        Case(name: "fps 0", prepare: { dir, sb in try frames(dir + "/in", ["frame-0000.png"], sb: sb) },
             arguments: ["--fps", "0", "in", "out.png"], mentions: ["--fps", "0"]),
        Case(name: "negative fps", prepare: { dir, sb in try frames(dir + "/in", ["frame-0000.png"], sb: sb) },
             arguments: ["--fps=-2", "in", "out.png"], mentions: ["--fps", "-2"]),
        Case(name: "fps not finite", prepare: { dir, sb in try frames(dir + "/in", ["frame-0000.png"], sb: sb) },
             arguments: ["--fps", "nan", "in", "out.png"], mentions: ["--fps", "nan"]),
        Case(name: "fps infinite", prepare: { dir, sb in try frames(dir + "/in", ["frame-0000.png"], sb: sb) },
             arguments: ["--fps", "inf", "in", "out.png"], mentions: ["--fps", "inf"]),
        Case(name: "negative loop", prepare: { dir, sb in try frames(dir + "/in", ["frame-0000.png"], sb: sb) },
             arguments: ["--loop=-1", "in", "out.png"], mentions: ["--loop", "-1"]),
        Case(name: "more than 10,000 frames", prepare: { dir, _ in
            try FileManager.default.createDirectory(atPath: dir + "/in", withIntermediateDirectories: true)
            for i in 0...10_000 {
                _ = FileManager.default.createFile(atPath: dir + "/in/" + APNGTests.frameName(i), contents: nil)
            }
        }, arguments: ["in", "out.png"], mentions: ["10001 frames", "10000"]),
        Case(name: "output is a folder", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png"], sb: sb)
            try FileManager.default.createDirectory(atPath: dir + "/out.png", withIntermediateDirectories: true)
        }, arguments: ["in", "out.png"], mentions: ["out.png", "folder"]),
        Case(name: "output is a frame", prepare: { dir, sb in
            try frames(dir + "/in", ["frame-0000.png", "frame-0001.png"], sb: sb)
        }, arguments: ["in", "in/frame-0001.png"], mentions: ["frame-0001.png", "one of the frames"]),
        Case(name: "output folder missing", prepare: { dir, sb in try frames(dir + "/in", ["frame-0000.png"], sb: sb) },
             arguments: ["in", "no/out.png"], mentions: ["no/out.png", "does not exist"]),
    ]

    @Test("one line, non-zero exit, no output", arguments: cases)
    func badInput(_ c: Case) throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        try c.prepare(folder, sb)
        let before = Set(try FileManager.default.subpathsOfDirectory(atPath: folder))
        let result = try Tools.run(sb, ["apng", "--quiet"] + c.arguments, in: folder)
        #expect(result.status != 0 && !result.crashed, "\(c.name): \(result)")
        #expect(result.stderrLines.count == 1, "\(c.name): \(result.stderr)")
        for m in c.mentions {
            #expect(result.stderr.contains(m), "\(c.name): the message does not mention \(m): \(result.stderr)")
        }
        let after = Set(try FileManager.default.subpathsOfDirectory(atPath: folder))
        #expect(after == before, "\(c.name): files appeared or vanished: \(after.symmetricDifference(before).sorted())")
    }

    @Test("files that are not frames are ignored, and --quiet prints nothing")
    func ignoresOtherFiles() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        try Self.frames(folder + "/in", ["frame-0000.png", "frame-0001.png"], sb: sb)
        _ = FileManager.default.createFile(atPath: folder + "/in/notes.txt", contents: Data("x".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/in/.frame-0002.png.sbrender-1.tmp", contents: nil)
        _ = FileManager.default.createFile(atPath: folder + "/in/cover.png", contents: nil)
        let quiet = try Tools.run(sb, ["apng", "--quiet", "in", "out.png"], in: folder)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty, "\(quiet)")
        let decoded = try APNGTestDecoder(try APNGTests.bytes(folder + "/out.png"))
        #expect(decoded.problems.isEmpty && decoded.frames.count == 1 && decoded.frames[0].control.delayNumerator == 2)
        let loud = try Tools.run(sb, ["apng", "in", "again.png"], in: folder)
        #expect(loud.stdout.contains("wrote again.png (2 frames"), "\(loud)")
    }
}
