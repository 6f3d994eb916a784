#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the system says about a name before it is read or written: nothing there, or a reason it
/// cannot be looked up at all (a loop of links, a file where a folder should be, no permission).
package enum PathStatus {
    /// True when nothing is at `path` (no such file, or a file where a folder of the path should be).
    package static func isMissing(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// The system's words for why `path` cannot be looked up; nil when it can, or when nothing
    /// is there.
    package static func lookupProblem(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) != 0, errno != ENOENT else { return nil }
        return String(cString: strerror(errno))
    }
}
