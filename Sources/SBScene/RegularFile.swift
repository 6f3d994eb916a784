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

/// Reads input files (scenes, images) only when they are regular files of a bounded size:
/// a device (`/dev/zero`), a FIFO or a folder is refused before it is opened for reading, so
/// that reading can neither block nor run on forever.
package enum RegularFile {
    /// Why a file was not read: what it is, or what went wrong, as a phrase that follows the
    /// file's name ("is a folder, not a regular file").
    package struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The phrase.
        package var description: String
    }

    /// The folder part of a file path as it was written: "scenes/a.json" gives "scenes",
    /// "a.json" gives "" and "/a.json" gives "/" (trailing and repeated slashes dropped, as
    /// NSString's `deletingLastPathComponent` does).
    package static func folder(of path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return path.hasPrefix("/") ? "/" : "" }
        parts.removeLast()
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : joined
    }

    /// The bytes of the regular file at `path`.
    /// - Parameters:
    ///   - path: the file.
    ///   - maximumBytes: the largest size read; a larger file is refused before it is read.
    /// - Throws: ``Problem`` for a missing or unreadable file, something other than a regular
    ///   file, or a file over `maximumBytes`.
    package static func read(_ path: String, maximumBytes: Int) throws(Problem) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let e = errno
            if e == ENOENT || e == ENOTDIR { throw Problem(description: "does not exist") }
            throw Problem(description: "cannot be read: \(String(cString: strerror(e)))")
        }
        try check(info, maximumBytes: maximumBytes)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Problem(description: "cannot be opened: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        // The file may have been replaced between the two looks: check what was opened.
        guard fstat(fd, &info) == 0 else { throw Problem(description: "cannot be read: \(String(cString: strerror(errno)))") }
        try check(info, maximumBytes: maximumBytes)
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(fd, base + done, buffer.count - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw Problem(description: "cannot be read: \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            done += n
        }
        // A file that shrank while it was read is read as it now is.
        if done < bytes.count { bytes.removeLast(bytes.count - done) }
        return bytes
    }

    private static func check(_ info: stat, maximumBytes: Int) throws(Problem) {
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            guard info.st_size <= maximumBytes else {
                throw Problem(description: "is \(info.st_size) bytes; at most \(maximumBytes) bytes are read")
            }
            return
        case S_IFDIR: kind = "a folder"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFSOCK: kind = "a socket"
        default: kind = "not a plain file"
        }
        throw Problem(description: "is \(kind), not a regular file")
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
