#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The hidden temporary files a run is writing (`.NAME.sbrender-PID.tmp` beside each output), so
/// that an interruption can remove them and nothing half-written is left behind.
///
/// One instance belongs to one run (the command line makes one and hands it to every writer);
/// writers create, rename and discard their temporaries through it. ``interrupt(then:)`` removes
/// every file still registered and takes the lock for good, so no writer can create or rename a
/// file after it: a group of renames (``commit(_:removing:)``) happens either wholly before an
/// interruption or not at all.
package final class TemporaryFiles: Sendable {
    private struct State {
        var paths: Set<String> = []
        var folders: [String] = []
        var interrupted = false
    }

    private let state = Mutex(State())

    /// An empty registry.
    package init() {}

    /// The registered files that still exist, for tests and messages.
    package var registered: [String] { state.withLock { $0.paths.sorted() } }

    /// Creates `path` exclusively (it must not exist), registers it and returns its open
    /// descriptor (write-only, closed on exec). `permissions` are masked by the umask.
    /// - Throws: ``OutputError`` when the file cannot be created or the run was interrupted.
    package func create(_ path: String, permissions: mode_t = 0o666) throws -> Int32 {
        try state.withLock { s in
            guard !s.interrupted else { throw OutputError("cannot write \(path): the run was interrupted") }
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                throw OutputError("cannot create \(path): \(reason)")
            }
            s.paths.insert(path)
            return fd
        }
    }

    /// Renames temporaries into place and then removes `obsolete` files (those that do not
    /// exist are skipped), as one step with respect to an interruption.
    /// - Throws: ``OutputError`` naming the first rename that fails (the temporaries not yet
    ///   renamed stay registered, for ``discard(_:)``).
    package func commit(_ renames: [(from: String, to: String)], removing obsolete: [String] = []) throws {
        try state.withLock { s in
            guard !s.interrupted else { throw OutputError("the run was interrupted") }
            for (from, to) in renames {
                guard rename(from, to) == 0 else {
                    let reason = String(cString: strerror(errno))
                    throw OutputError("cannot write \(to): \(reason)")
                }
                s.paths.remove(from)
            }
            for path in obsolete { unlink(path) }
        }
    }

    /// Registers a folder the run created, removed by an interruption if it is still empty.
    package func createdFolder(_ path: String) {
        state.withLock { $0.folders.append(path) }
    }

    /// Removes a temporary that will not be used (after a failure, or once copied elsewhere).
    package func discard(_ path: String) {
        state.withLock { s in
            if s.paths.remove(path) != nil { unlink(path) }
        }
    }

    /// Removes every registered temporary (and the folders the run created, if empty), then runs `finish` (which ends the process) without
    /// letting go of the lock: no writer can create or rename anything afterwards.
    package func interrupt(then finish: () -> Never) -> Never {
        state.withLock { s -> Never in
            s.interrupted = true
            for path in s.paths { unlink(path) }
            s.paths = []
            for folder in s.folders.reversed() { rmdir(folder) }
            finish()
        }
    }

    // MARK: leftovers of killed runs

    /// The process id in a temporary name of sbrender's, `.NAME.sbrender-PID.tmp` or
    /// `.NAME.sbrender-PID-N.tmp`; nil for any other name.
    package static func processID(inTemporaryName name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.ranges(of: ".sbrender-").last,
              marker.lowerBound > name.index(after: name.startIndex) else { return nil }
        let tail = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)]
        let parts = tail.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 1 || parts.count == 2,
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// Removes the temporaries a killed run of sbrender (SIGKILL, a power cut) left in `folder`:
    /// only names of sbrender's form whose process is no longer alive, and only those for the
    /// output named `name` when it is given (every one in the folder otherwise).
    /// - Returns: how many files were removed.
    @discardableResult
    package static func removeAbandoned(in folder: String, for name: String? = nil) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return 0 }
        let me = getpid()
        var removed = 0
        for entry in names {
            guard let pid = processID(inTemporaryName: entry), pid != me else { continue }
            if let name, !entry.hasPrefix("." + name + ".sbrender-") { continue }
            // kill(pid, 0) fails with ESRCH only when no such process exists.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            let path = folder + "/" + entry
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }
}
