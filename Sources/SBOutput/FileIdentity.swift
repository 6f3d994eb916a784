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

/// Whether two names are one file, so that a command can refuse to write over what it reads.
package enum FileIdentity {
    /// True when both paths are the same after normalising (`./a.png`, `sub/../a.png`, absolute or
    /// relative), or when both exist and are one file: the same device and inode, which also
    /// catches symbolic and hard links.
    package static func isSameFile(_ a: String, _ b: String) -> Bool {
        if normalised(a) == normalised(b) { return true }
        var x = stat(), y = stat()
        guard stat(a, &x) == 0, stat(b, &y) == 0 else { return false }
        return x.st_dev == y.st_dev && x.st_ino == y.st_ino
    }

    /// `path` made absolute, with `.` and `..` resolved (links are not followed).
    package static func normalised(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
