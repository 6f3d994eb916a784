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

/// An artefacts folder read as untrusted input: only regular files, never through a symbolic link
/// that leads out of the folder, never more bytes than a limit, and never blocking on a FIFO or a
/// device.
struct ReportFolder: Sendable {
    /// The folder as given (without a trailing slash), for messages and paths.
    let path: String
    /// The folder with every link resolved: what files must be inside.
    let resolved: String

    /// Why a file was not read.
    enum Refusal: Error, Sendable, Equatable {
        /// There is no such file (not worth a line: a failure may have no diff picture).
        case missing
        /// Present but not used; the phrase says why ("a symbolic link out of the folder").
        case skipped(String)
    }

    /// The folder at `path`.
    /// - Throws: ``FailureArtefactsError`` when it is not a folder.
    init(path: String) throws(FailureArtefactsError) {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        var info = stat()
        guard stat(trimmed, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, let real = ReportFolder.realPath(trimmed) else {
            throw FailureArtefactsError("\(path) is not a folder of failure artefacts; give the folder your tests wrote them to")
        }
        resolved = real
    }

    /// The paths, relative to the folder, of every file whose name ends in `suffix`, in byte
    /// order: those in folders down to `depth` below it, and those deeper, which are named so that
    /// nothing is left out silently (the walk goes as deep as the file system's paths do); links
    /// to folders are not followed.
    func files(endingIn suffix: String, depth: Int) -> (within: [String], tooDeep: [String]) {
        var found: [(path: String, deep: Bool)] = []
        walk("", depth: depth, suffix: suffix, into: &found)
        let sorted = found.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        return (sorted.filter { !$0.deep }.map(\.path), sorted.filter(\.deep).map(\.path))
    }

    private func walk(_ relative: String, depth: Int, suffix: String, into found: inout [(path: String, deep: Bool)]) {
        let folder = relative.isEmpty ? path : path + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let child = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path + "/" + child, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: walk(child, depth: depth - 1, suffix: suffix, into: &found)
            default: if name.hasSuffix(suffix) { found.append((child, depth < 0)) }
            }
        }
    }

    /// The bytes of the file at `relative`, when it is a regular file inside the folder (after
    /// following links) of at most `limit` bytes.
    func contents(_ relative: String, limit: Int) -> Result<[UInt8], Refusal> {
        let full = path + "/" + relative
        var info = stat()
        guard lstat(full, &info) == 0 else { return .failure(.missing) }
        guard let real = ReportFolder.realPath(full) else { return .failure(.skipped("a symbolic link that leads nowhere")) }
        guard real.hasPrefix(resolved == "/" ? "/" : resolved + "/") else {
            return .failure(.skipped("a symbolic link out of the folder"))
        }
        let fd = open(real, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.skipped("cannot be opened: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.skipped("not a regular file")) }
        let size = Int(info.st_size)
        guard size <= limit else {
            return .failure(.skipped("\(size) bytes, above the limit of \(ReportLimits.size(limit))"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + done, size - done) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(.skipped("cannot be read: \(String(cString: strerror(errno)))")) }
            if n == 0 { break }
            done += n
        }
        // A file that shrank while it was read gives what it had.
        bytes.removeSubrange(done...)
        return .success(bytes)
    }

    /// `path` with every link and `..` resolved, or nil when it does not lead to a file.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
