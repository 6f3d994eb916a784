import Foundation
import SBOutput
import Testing

/// Numbered frames: names, a sequence replacing an earlier one, and a failed run leaving nothing.
@Suite("frame folders")
struct FrameFolderTests {
    @Test("frame names have four digits at least and no other leading zeros")
    func names() {
        #expect(FrameFolder.name(0) == "frame-0000.png")
        #expect(FrameFolder.name(42) == "frame-0042.png")
        #expect(FrameFolder.name(12345) == "frame-12345.png")
        #expect(FrameFolder.number("frame-0042.png") == 42)
        #expect(FrameFolder.number("frame-42.png") == nil)
        #expect(FrameFolder.number("frame-00042.png") == nil)
        #expect(FrameFolder.number("frame-x.png") == nil)
    }

    @Test("3 frames over an earlier run of 5: frames 0-2 are new, 3 and 4 are removed, other files stay")
    func replacesTheEarlierSequence() throws {
        let root = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/frames"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        for n in 0..<5 { #expect(FileManager.default.createFile(atPath: path + "/" + FrameFolder.name(n), contents: Data([0]))) }
        #expect(FileManager.default.createFile(atPath: path + "/notes.txt", contents: Data([0])))
        let folder = FrameFolder(path: path + "/", temporaries: TemporaryFiles())
        try folder.prepare()
        for n in 0..<3 { try folder.write([UInt8(n + 1)], frame: n) }
        // Before the commit the old frames are as they were.
        #expect(AtomicFileTests.bytes(path + "/frame-0000.png") == [0])
        try folder.commit(frameCount: 3)
        #expect(folder.removedFrames == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted()
                == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "notes.txt"])
        #expect(AtomicFileTests.bytes(path + "/frame-0002.png") == [3])
    }

    @Test("an abandoned run removes its frames and the folder it made")
    func abandonLeavesNothing() throws {
        let root = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = FrameFolder(path: root + "/new/frames", temporaries: TemporaryFiles())
        try folder.prepare()
        try folder.write([1], frame: 0)
        folder.abandon()
        #expect(!FileManager.default.fileExists(atPath: root + "/new/frames"))
    }

    @Test("a file in the folder's place is refused")
    func fileRefused() throws {
        let root = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root + "/frames", contents: Data([0])))
        #expect(throws: OutputError("cannot write frames into \(root)/frames: it is a file, not a folder")) {
            try FrameFolder(path: root + "/frames", temporaries: TemporaryFiles()).prepare()
        }
    }

    @Test("two names of one file are the same file; two files are not")
    func identity() throws {
        let root = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FileManager.default.createFile(atPath: root + "/a.png", contents: Data([0])))
        #expect(FileManager.default.createFile(atPath: root + "/b.png", contents: Data([0])))
        #expect(link(root + "/a.png", root + "/hard.png") == 0)
        #expect(FileIdentity.isSameFile(root + "/a.png", root + "/sub/../a.png"))
        #expect(FileIdentity.isSameFile(root + "/a.png", root + "/hard.png"))
        #expect(!FileIdentity.isSameFile(root + "/a.png", root + "/b.png"))
    }
}
