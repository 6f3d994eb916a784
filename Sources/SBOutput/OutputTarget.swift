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

/// Where an output's bytes go, decided before anything is written.
///
/// - A new name, or an existing **regular file**, is written under a hidden temporary name beside
///   it and renamed into place: a reader never sees a partial file and a failure leaves the old
///   file as it was. A replaced file keeps its permission bits (a 0600 file stays 0600) and,
///   where the process may set them, its owner and group; a new file gets 0666 less the umask.
/// - A **symbolic link** is followed (up to 40 links) and what it points to is written as above;
///   the link itself stays. A link to a name that does not exist creates that file.
/// - A **device, FIFO or socket** is written through, as `cat > /dev/null` would: it is opened for
///   writing (a FIFO waits for its reader) and receives the bytes; it is never replaced.
///   The bytes are complete before the first one is written, so a failure while drawing writes
///   nothing; an error while writing (`/dev/full`: no space left on device) is reported.
/// - **Standard output** (`-` on the command line) is written through the same way.
/// - A folder is refused.
package struct OutputTarget: Sendable, Equatable {
    /// How the bytes reach ``destination``.
    package enum Kind: Sendable, Equatable {
        /// Nothing exists there yet: a temporary beside it, renamed.
        case newFile
        /// A regular file: a temporary beside it with the same permissions, renamed over it.
        case regularFile(permissions: mode_t, owner: uid_t, group: gid_t)
        /// A device, FIFO or socket: opened and written through.
        case special
        /// The process's standard output: written through.
        case standardOutput
    }

    /// The name as given, for messages.
    package let path: String
    /// Where the bytes land: `path` with every symbolic link followed.
    package let destination: String
    /// How they get there.
    package let kind: Kind

    /// The process's standard output.
    package static let standardOutput = OutputTarget(path: "-", destination: "/dev/stdout", kind: .standardOutput)

    private init(path: String, destination: String, kind: Kind) {
        self.path = path
        self.destination = destination
        self.kind = kind
    }

    /// Looks at what is at `path` now.
    /// - Parameters:
    ///   - path: the output's name.
    ///   - folderHint: what to do when the folder is missing (said after "does not exist").
    ///   - fileHint: what to name instead when `path` is a folder.
    /// - Throws: ``OutputError`` when the folder does not exist, `path` is a folder, or a link
    ///   cannot be followed.
    package init(path: String, folderHint: String = "create it first",
                fileHint: String = "give a file name ending in .png, .svg or .pdf") throws {
        var current = path
        var info = stat()
        var links = 0
        while lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
            links += 1
            guard links <= 40 else { throw OutputError("cannot write \(path): too many levels of symbolic links") }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                throw OutputError("cannot write \(path): the symbolic link \(current) cannot be read")
            }
            current = target.hasPrefix("/") ? target : OutputTarget.folder(of: current) + "/" + target
        }
        let exists = lstat(current, &info) == 0
        let folder = OutputTarget.folder(of: current)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory else {
            throw OutputError("cannot write \(path): the folder \(folder) does not exist (\(folderHint))")
        }
        let kind: Kind
        if !exists {
            kind = .newFile
        } else {
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regularFile(permissions: info.st_mode & 0o777, owner: info.st_uid, group: info.st_gid)
            case S_IFDIR: throw OutputError("cannot write \(path): it is a folder; \(fileHint)")
            default: kind = .special
            }
        }
        self.init(path: path, destination: current, kind: kind)
    }

    /// Refuses a target renamed into place whose folder the process may not write (root may
    /// write where the permission bits say otherwise; `access` asks the system, not the bits).
    /// - Throws: ``OutputError`` naming the folder and the system's reason.
    package func requireWritableFolder() throws {
        guard isRenamedIntoPlace else { return }
        let folder = OutputTarget.folder(of: destination)
        guard access(folder, W_OK) == 0 else {
            throw OutputError("cannot write \(path): the folder \(folder) is not writable (\(String(cString: strerror(errno))))")
        }
    }

    /// The folder a name is in (`.` for a bare name).
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a name.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// True when the bytes go to a temporary file that is renamed into place.
    package var isRenamedIntoPlace: Bool {
        switch kind {
        case .newFile, .regularFile: true
        case .special, .standardOutput: false
        }
    }

    /// The hidden temporary for this output, `.NAME.sbrender-PID.tmp` (`suffix` before `.tmp`):
    /// beside the destination when it is renamed into place, else in the system's temporary
    /// folder (the bytes are copied through at the end).
    package func temporaryPath(suffix: String = "") -> String {
        let folder = isRenamedIntoPlace ? OutputTarget.folder(of: destination)
            : (ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp")
        let name = isRenamedIntoPlace ? OutputTarget.name(of: destination) : "output"
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return base + "." + name + ".sbrender-\(getpid())\(suffix).tmp"
    }

    /// Creates the temporary for this output through `temporaries`, with the permissions the
    /// replaced file had, and removes what killed runs left for the same name.
    /// - Returns: the temporary's path and its open descriptor.
    package func createTemporary(_ temporaries: TemporaryFiles, suffix: String = "") throws -> (path: String, descriptor: Int32) {
        let temporary = temporaryPath(suffix: suffix)
        if isRenamedIntoPlace {
            TemporaryFiles.removeAbandoned(in: OutputTarget.folder(of: destination), for: OutputTarget.name(of: destination))
        }
        let fd: Int32
        do {
            fd = try temporaries.create(temporary)
        } catch {
            if isRenamedIntoPlace {
                throw OutputError("cannot write \(path): the folder \(OutputTarget.folder(of: destination)) is not writable")
            }
            throw error
        }
        if case .regularFile(let permissions, let owner, let group) = kind {
            if owner != geteuid() || group != getegid() { _ = fchown(fd, owner, group) }
            _ = fchmod(fd, permissions)
        }
        return (temporary, fd)
    }

    /// Puts a finished temporary in place: renamed over the destination, or copied through to a
    /// device, FIFO or standard output and removed.
    package func commit(temporary: String, _ temporaries: TemporaryFiles) throws {
        if isRenamedIntoPlace {
            do {
                try temporaries.commit([(temporary, destination)])
            } catch {
                temporaries.discard(temporary)
                throw error
            }
            return
        }
        defer { temporaries.discard(temporary) }
        let source = open(temporary, O_RDONLY | O_CLOEXEC)
        guard source >= 0 else { throw OutputError("cannot read back \(temporary): \(String(cString: strerror(errno)))") }
        defer { close(source) }
        let sink = try openThrough()
        defer { if kind != .standardOutput { close(sink) } }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputError("cannot read back \(temporary): \(String(cString: strerror(errno)))")
            }
            if n == 0 { break }
            try buffer.withUnsafeBytes { try writeAll(sink, UnsafeRawBufferPointer(rebasing: $0[0..<n])) }
        }
    }

    /// Writes `bytes` straight to a device, FIFO or standard output.
    package func writeThrough(_ bytes: [UInt8]) throws {
        let sink = try openThrough()
        defer { if kind != .standardOutput { close(sink) } }
        try bytes.withUnsafeBytes { try writeAll(sink, $0) }
    }

    private func openThrough() throws -> Int32 {
        if kind == .standardOutput { return STDOUT_FILENO }
        let fd = open(destination, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else {
            let reason = errno == ENXIO ? "it is a socket or a device without a reader" : String(cString: strerror(errno))
            throw OutputError("cannot write \(path): \(reason)")
        }
        return fd
    }

    private func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            let n = write(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                throw OutputError("cannot write \(path): \(reason)")
            }
            offset += n
        }
    }
}
