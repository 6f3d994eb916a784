import Foundation
import SBOutput
import Testing

/// AtomicFile and OutputTarget in-process: what lands where, what is kept, what is refused, and
/// that nothing half-written is left behind.
@Suite("atomic files")
struct AtomicFileTests {
    /// A new empty folder of the system's temporary folder.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sboutput-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func mode(_ path: String, following: Bool = false) -> mode_t {
        var info = stat()
        _ = following ? stat(path, &info) : lstat(path, &info)
        return info.st_mode
    }

    @Test("a new file gets the bytes, and the folder holds nothing else")
    func newFile() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write([1, 2, 3], to: folder + "/a.png")
        #expect(Self.bytes(folder + "/a.png") == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.png"])
    }

    @Test("a replaced file gets the new bytes and keeps its permissions (0600 stays 0600)")
    func replacedFileKeepsPermissions() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.png"
        try AtomicFile.write([9, 9, 9, 9], to: path)
        #expect(chmod(path, 0o600) == 0)
        let target = try OutputTarget(path: path)
        #expect(target.kind == .regularFile(permissions: 0o600, owner: geteuid(), group: getegid()))
        try AtomicFile.write([4, 5], to: target)
        #expect(Self.bytes(path) == [4, 5])
        #expect(Self.mode(path) & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.png"])
    }

    @Test("a missing folder is refused before anything is written, with what to do")
    func missingFolder() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/no/such/a.png"
        #expect(throws: OutputError("cannot write \(path): the folder \(folder)/no/such does not exist (create it first)")) {
            try AtomicFile.write([1], to: path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a folder in the file's place is refused, and stays a folder")
    func folderRefused() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/out.png"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: OutputError("cannot write \(path): it is a folder; give a file name such as a.png")) {
            try OutputTarget(path: path, fileHint: "give a file name such as a.png")
        }
        #expect(Self.mode(path) & S_IFMT == S_IFDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.png"])
    }

    @Test("a symbolic link stays a link; the file it points to gets the bytes")
    func symbolicLink() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try AtomicFile.write([1], to: folder + "/real.png")
        #expect(symlink("real.png", folder + "/link.png") == 0)
        try AtomicFile.write([7, 8], to: folder + "/link.png")
        #expect(Self.mode(folder + "/link.png") & S_IFMT == S_IFLNK)
        #expect(Self.bytes(folder + "/real.png") == [7, 8])
    }

    @Test("a device is written through, never replaced: /dev/full says the disk is full")
    func deviceWrittenThrough() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let target = try OutputTarget(path: "/dev/full")
        #expect(target.kind == .special)
        #expect(!target.isRenamedIntoPlace)
        #expect(throws: OutputError("cannot write /dev/full: No space left on device")) {
            try AtomicFile.write([1, 2, 3], to: target)
        }
        #expect(Self.mode("/dev/full") & S_IFMT == S_IFCHR)
    }

    @Test("a folder the process may not write is refused by requireWritableFolder")
    func readOnlyFolder() throws {
        // root may write anywhere: the refusal cannot be seen there.
        guard geteuid() != 0 else { return }
        let folder = try Self.folder()
        defer {
            chmod(folder, 0o755)
            try? FileManager.default.removeItem(atPath: folder)
        }
        #expect(chmod(folder, 0o555) == 0)
        let target = try OutputTarget(path: folder + "/a.png")
        #expect(throws: OutputError("cannot write \(folder)/a.png: the folder \(folder) is not writable (Permission denied)")) {
            try target.requireWritableFolder()
        }
        #expect(throws: (any Error).self) { try AtomicFile.write([1], to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("standard output is written through and never renamed into place")
    func standardOutputTarget() {
        #expect(OutputTarget.standardOutput.path == "-")
        #expect(!OutputTarget.standardOutput.isRenamedIntoPlace)
    }
}
