import Foundation
import SBTestSupport
import Testing

/// What sbrender does with what is already at an output path (issue 10, item 5): a device, FIFO
/// or symbolic link is written through and never replaced; a regular file is replaced by a rename
/// and keeps its permissions; `-` is standard output (refused on a terminal) and `--scene -`
/// standard input.
@Suite("Output files")
struct OutputFileTests {
    /// The file type bits of what is at `path` (not following a link), or nil.
    static func type(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    static func permissions(_ path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o777
    }

    static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    static let small = ["--quiet", "--layout", "circle", "--size", "120x90"]

    @Test("a device is written through, never replaced: /dev/full reports a full disk and stays a device",
          arguments: [["--format", "png"], ["animate", "--animation", "insert", "--frame-count", "2"]])
    func device(_ extra: [String]) throws {
        let sb = try Tools.sbrender()
        try #require(Self.type("/dev/full") == S_IFCHR, "this machine has no /dev/full device")
        let arguments = extra.first == "animate" ? ["animate"] + Self.small + Array(extra.dropFirst()) : Self.small + extra
        // An APNG for a device is staged in $TMPDIR: a folder of this test's own.
        let staging = try Support.temporaryFolder()
        defer { Support.cleanUp(staging) }
        let result = try Tools.run(sb, arguments + ["/dev/full"], in: staging, environment: ["TMPDIR": staging])
        // 74: an input/output error (README, "Errors").
        #expect(result.status == 74, "\(result)")
        #expect(result.stderr == "sbrender: cannot write /dev/full: No space left on device\n")
        #expect(Self.type("/dev/full") == S_IFCHR, "/dev/full is no longer a character device")
        // Nothing was left behind by the APNG's staging file.
        #expect(try FileManager.default.contentsOfDirectory(atPath: staging).isEmpty)
    }

    @Test("a FIFO receives the picture and stays a FIFO", arguments: ["render", "animate"])
    func fifo(_ command: String) throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let fifo = folder + "/pipe.png"
        try #require(mkfifo(fifo, 0o644) == 0)
        let arguments = command == "animate" ? ["animate"] + Self.small + ["--animation", "insert", "--frame-count", "3"] : Self.small
        // A reader, as `cat pipe.png > copy` would be.
        let received = ReceivedBytes()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            received.set(FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile())
            done.signal()
        }
        let result = try Tools.run(sb, arguments + [fifo], in: folder)
        // Should sbrender have failed before opening the FIFO, this releases the reader.
        let release = open(fifo, O_WRONLY | O_NONBLOCK)
        if release >= 0 { close(release) }
        done.wait()
        #expect(result.status == 0, "\(result)")
        #expect(Self.type(fifo) == S_IFIFO, "the FIFO was replaced")
        let expected = try Tools.run(sb, arguments + ["file.png"], in: folder)
        #expect(expected.status == 0, "\(expected)")
        let got = received.get().map { [UInt8]($0) }
        #expect(got?.starts(with: Self.png) == true)
        #expect(got == Self.bytes(folder + "/file.png"), "the FIFO got other bytes than a file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["file.png", "pipe.png"])
    }

    @Test("a symbolic link stays a link; the file it points to gets the picture and keeps its permissions",
          arguments: ["render", "animate"])
    func symlink(_ command: String) throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/real/target.png", contents: Data("old".utf8))
        try #require(chmod(folder + "/real/target.png", 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "real/target.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.png", withDestinationPath: "real/missing.png")
        let arguments = command == "animate" ? ["animate"] + Self.small + ["--animation", "insert", "--frame-count", "3"] : Self.small
        #expect(try Tools.run(sb, arguments + ["link.png"], in: folder).status == 0)
        #expect(Self.type(folder + "/link.png") == S_IFLNK, "the link was replaced by a file")
        #expect(Self.bytes(folder + "/real/target.png")?.starts(with: Self.png) == true)
        #expect(Self.permissions(folder + "/real/target.png") == 0o600)
        // A link to a name that does not exist yet creates that file, as `echo > dangling.png` does.
        #expect(try Tools.run(sb, arguments + ["dangling.png"], in: folder).status == 0)
        #expect(Self.type(folder + "/dangling.png") == S_IFLNK)
        #expect(Self.bytes(folder + "/real/missing.png")?.starts(with: Self.png) == true)
        // Nothing else was left beside the targets.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real").sorted() == ["missing.png", "target.png"])
    }

    @Test("a replaced file keeps its permissions (0600 stays 0600, 0640 stays 0640)",
          arguments: [("render", mode_t(0o600)), ("animate", mode_t(0o640)), ("render", mode_t(0o444))])
    func permissionsKept(_ command: String, _ mode: mode_t) throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        _ = FileManager.default.createFile(atPath: folder + "/out.png", contents: Data("old".utf8))
        try #require(chmod(folder + "/out.png", mode) == 0)
        let arguments = command == "animate" ? ["animate"] + Self.small + ["--animation", "insert", "--frame-count", "3"] : Self.small
        let result = try Tools.run(sb, arguments + ["out.png"], in: folder)
        #expect(result.status == 0, "\(result)")
        #expect(Self.bytes(folder + "/out.png")?.starts(with: Self.png) == true)
        #expect(Self.permissions(folder + "/out.png") == mode)
    }

    @Test("a new file gets 0666 less the umask (0644 under the usual 022)")
    func newFileMode() throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let mask = umask(0o022)
        umask(mask)
        #expect(try Tools.run(sb, Self.small + ["new.png"], in: folder).status == 0)
        #expect(Self.permissions(folder + "/new.png") == 0o666 & ~mask)
    }

    @Test("- writes the picture (or the APNG) to standard output, and nothing else")
    func standardOutput() throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        for arguments in [["--layout", "circle", "--size", "120x90"], ["animate", "--layout", "circle", "--size", "120x90", "--animation", "insert", "--frame-count", "3"]] {
            let piped = try Tools.run(sb, arguments + ["-"], in: folder)
            #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped)")
            #expect(try Tools.run(sb, arguments + ["--quiet", "file.png"], in: folder).status == 0)
            #expect([UInt8](piped.stdoutData) == Self.bytes(folder + "/file.png"), "\(arguments)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file.png"], "\(arguments): a file named - was written")
            try FileManager.default.removeItem(atPath: folder + "/file.png")
        }
        // --format picks SVG for standard output too.
        let svg = try Tools.run(sb, ["--layout", "circle", "--size", "120x90", "--format", "svg", "-"], in: folder)
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<?xml"), "\(svg)")
    }

    @Test("- is refused when standard output is a terminal")
    func terminalRefused() throws {
        let sb = try Tools.sbrender()
        // Python's pty module gives the child a pseudo-terminal as standard output.
        let python = try #require(Tools.optional("python3", candidates: ["/usr/bin/python3", "/usr/local/bin/python3"]))
        let script = "import pty, subprocess, sys; m, s = pty.openpty(); "
            + "r = subprocess.run(sys.argv[1:], stdout=s, stderr=subprocess.PIPE); "
            + "sys.stderr.write(r.stderr.decode()); sys.exit(r.returncode)"
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let result = try Tools.run(python, ["-c", script, sb, "--layout", "circle", "--size", "120x90", "-"], in: folder)
        #expect(result.status != 0)
        #expect(result.stderr == "sbrender: refusing to write a picture to a terminal; redirect standard output to a file or a program (sbrender ... - > out.png), or give a file name\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("--scene - reads the scene from standard input; its errors say so")
    func sceneFromStandardInput() throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let scene = #"{"layout": "grid", "canvas": {"size": [200, 150]}, "sections": 2, "items": 3}"#
        try Data(scene.utf8).write(to: URL(fileURLWithPath: folder + "/scene.json"))
        let piped = try Tools.run(sb, ["--quiet", "--scene", "-", "piped.png"], in: folder, standardInput: folder + "/scene.json")
        #expect(piped.status == 0, "\(piped)")
        #expect(try Tools.run(sb, ["--quiet", "--scene", "scene.json", "file.png"], in: folder).status == 0)
        #expect(Self.bytes(folder + "/piped.png") == Self.bytes(folder + "/file.png"))
        #expect(Self.bytes(folder + "/piped.png")?.starts(with: Self.png) == true)

        try Data(#"{"layout": "grid", "sections": [{"count": "three"}]}"#.utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
        let bad = try Tools.run(sb, ["--quiet", "--scene", "-", "bad.png"], in: folder, standardInput: folder + "/bad.json")
        #expect(bad.status != 0)
        // Read once, yet placed: "three" starts at column 43.
        #expect(bad.stderr.hasPrefix("sbrender: scene on standard input: sections[0].count at line 1, column 43: "), "\(bad)")
        #expect(bad.stderrLines.count == 1)
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"))

        let empty = try Tools.run(sb, ["--quiet", "--scene", "-", "empty.png"], in: folder)
        #expect(empty.stderr.hasPrefix("sbrender: scene on standard input: the file is empty"), "\(empty)")
    }

    @Test("what a killed run left beside an output is removed by the next run into the same name; other names stay")
    func leftoversOfAKilledRender() throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        // No process has the id pid_max: ids run from 1 to pid_max - 1.
        let limit = try #require(FileManager.default.contents(atPath: "/proc/sys/kernel/pid_max")
            .flatMap { Int(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) })
        let dead = ".out.png.sbrender-\(limit).tmp", deadAPNG = ".out.png.sbrender-\(limit)-2.tmp"
        let alive = ".out.png.sbrender-\(getpid()).tmp", other = ".other.png.sbrender-\(limit).tmp"
        for name in [dead, deadAPNG, alive, other, ".out.png.mine.tmp"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data("partial".utf8))
        }
        #expect(try Tools.run(sb, Self.small + ["out.png"], in: folder).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == [alive, ".out.png.mine.tmp", other, "out.png"].sorted())
    }
}

/// Bytes handed over from a reader thread.
final class ReceivedBytes: @unchecked Sendable {
    private var data: Data?
    private let lock = NSLock()
    func set(_ d: Data?) { lock.withLock { data = d } }
    func get() -> Data? { lock.withLock { data } }
}
