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

/// Whether an output path names the same file as an input, so that writing it would destroy the
/// input.
enum OutputPath {
    /// True when both paths are the same after normalising (`./a.png`, `sub/../a.png`, absolute or
    /// relative), or when both exist and are one file: the same device and inode, which also
    /// catches symbolic and hard links.
    static func isSameFile(_ output: String, _ input: String) -> Bool {
        if normalised(output) == normalised(input) { return true }
        var a = stat(), b = stat()
        guard stat(output, &a) == 0, stat(input, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    static func normalised(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
