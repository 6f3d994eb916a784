import Foundation
import SBTestSupport
import Testing

/// An interrupted `animate` leaves nothing behind (issue 10, item 6): SIGINT, SIGTERM and SIGHUP
/// remove its hidden temporaries (and a frame folder it created); what SIGKILL leaves is removed
/// by the next run into the same folder.
@Suite("Interrupted runs")
struct InterruptTests {
    /// A child process started with the default action for every signal and none blocked (the
    /// test runner's own children inherit its blocked signals), its output thrown away.
    struct Child {
        let pid: pid_t

        init(_ program: String, _ arguments: [String]) throws {
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t(), defaults = sigset_t()
            sigemptyset(&none)
            sigemptyset(&defaults)
            for s in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, s) }
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
            defer { for p in argv { free(p) } }
            var pid = pid_t()
            let rc = posix_spawn(&pid, program, &actions, &attributes, argv, environ)
            guard rc == 0 else { throw Failure(description: "posix_spawn \(program): \(String(cString: strerror(rc)))") }
            self.pid = pid
        }

        struct Failure: Error, CustomStringConvertible { let description: String }

        /// How the process ended: the signal that ended it, or nil and its exit status. A child
        /// still running after the hang guard is killed and reported as SIGKILL.
        func wait() -> (signal: Int32?, status: Int32) {
            var status: Int32 = 0
            let guardTime = Date().addingTimeInterval(Tools.hangGuard)
            while waitpid(pid, &status, WNOHANG) == 0 {
                if Date() > guardTime { kill(pid, SIGKILL) }
                usleep(20_000)
            }
            let signal = status & 0x7f
            return signal == 0 ? (nil, (status >> 8) & 0xff) : (signal, 0)
        }

        /// Waits until `condition` holds or the process has ended; true when it holds.
        func wait(until condition: () -> Bool) -> Bool {
            let guardTime = Date().addingTimeInterval(Tools.hangGuard)
            while !condition() {
                if kill(pid, 0) != 0 || Date() > guardTime { return false }
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) != 0 { return false }
                usleep(10_000)
            }
            return true
        }
    }

    static func temporaries(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".tmp") }
    }

    /// Many small frames: the run is still drawing when the test interrupts it.
    static let longRun = ["animate", "--quiet", "--layout", "springboard", "--size", "200x260", "--animation", "quiver",
                          "--frame-count", "3000", "--jobs", "2"]

    /// Interrupts `child` once `ready` holds: stopped first, so that the signal arrives while the
    /// run is certainly still writing (it cannot finish between the check and the signal).
    static func interrupt(_ child: Child, with signal: Int32, when ready: () -> Bool) -> (signal: Int32?, status: Int32)? {
        guard child.wait(until: ready) else { return nil }
        kill(child.pid, SIGSTOP)
        kill(child.pid, signal)
        kill(child.pid, SIGCONT)
        return child.wait()
    }

    @Test("SIGINT, SIGTERM and SIGHUP remove the frame folder's temporaries and the folder the run created",
          arguments: [SIGINT, SIGTERM, SIGHUP])
    func frameFolder(_ signal: Int32) throws {
        let sb = try Tools.sbrender()
        let base = try Support.temporaryFolder()
        defer { Support.cleanUp(base) }
        let frames = base + "/frames"
        let child = try Child(sb, Self.longRun + [frames + "/"])
        let ended = Self.interrupt(child, with: signal) { Self.temporaries(in: frames).count >= 3 }
        try #require(ended != nil, "the run ended before it wrote three temporaries")
        #expect(ended?.signal == signal, "the run did not end by the signal: \(String(describing: ended))")
        #expect(!FileManager.default.fileExists(atPath: frames), "left: \((try? FileManager.default.contentsOfDirectory(atPath: frames)) ?? [])")
    }

    @Test("an interrupted frame run into an existing folder leaves the folder as it was")
    func existingFolder() throws {
        let sb = try Tools.sbrender()
        let frames = try Support.temporaryFolder()
        defer { Support.cleanUp(frames) }
        _ = FileManager.default.createFile(atPath: frames + "/notes.txt", contents: Data("mine".utf8))
        _ = FileManager.default.createFile(atPath: frames + "/frame-0000.png", contents: Data("old".utf8))
        let child = try Child(sb, Self.longRun + [frames])
        let ended = Self.interrupt(child, with: SIGTERM) { Self.temporaries(in: frames).count >= 3 }
        try #require(ended != nil)
        #expect(ended?.signal == SIGTERM, "\(String(describing: ended))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted() == ["frame-0000.png", "notes.txt"])
        #expect(FileManager.default.contents(atPath: frames + "/frame-0000.png") == Data("old".utf8))
    }

    @Test("an interrupted APNG leaves neither its temporary nor the file")
    func apng() throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let child = try Child(sb, Self.longRun + [folder + "/long.png"])
        let ended = Self.interrupt(child, with: SIGINT) { !Self.temporaries(in: folder).isEmpty }
        try #require(ended != nil)
        #expect(ended?.signal == SIGINT, "\(String(describing: ended))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("SIGKILL leaves temporaries; the next run into the folder removes them, and only sbrender's of dead processes")
    func killedRunCleanedUpNextTime() throws {
        let sb = try Tools.sbrender()
        let base = try Support.temporaryFolder()
        defer { Support.cleanUp(base) }
        let frames = base + "/frames"
        let child = try Child(sb, Self.longRun + [frames + "/"])
        let ended = Self.interrupt(child, with: SIGKILL) { Self.temporaries(in: frames).count >= 3 }
        try #require(ended != nil)
        #expect(ended?.signal == SIGKILL)
        let left = Self.temporaries(in: frames)
        #expect(left.count >= 3, "SIGKILL cannot be caught, so its temporaries stay: \(left)")
        // A temporary of a live process (this test runner) and a file of someone else's stay.
        let alive = ".frame-0000.png.sbrender-\(getpid()).tmp"
        _ = FileManager.default.createFile(atPath: frames + "/" + alive, contents: Data("busy".utf8))
        _ = FileManager.default.createFile(atPath: frames + "/.editor-swap.tmp", contents: Data("mine".utf8))
        let next = try Tools.run(sb, ["animate", "--quiet", "--layout", "grid", "--size", "80x60", "--animation", "quiver",
                                      "--frame-count", "2", "frames/"], in: base)
        #expect(next.status == 0, "\(next)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
            == [".editor-swap.tmp", alive, "frame-0000.png", "frame-0001.png"].sorted())
    }
}
