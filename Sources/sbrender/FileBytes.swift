import CMalloc
import Glibc

/// Plain POSIX file writes for frame folders, where Foundation's `createFile` costs an fsync, an
/// extra temporary file and a rename for every frame: the frames are written as new files, and
/// one `syncfs` before the renames makes them durable together.
enum FileBytes {
    /// Writes `bytes` into the file at `path`, created (with the umask's permissions) or emptied first;
    /// a symbolic link there is not followed.
    /// Returns nil, or why it failed (strerror's text).
    static func writeNew(_ bytes: [UInt8], to path: String) -> String? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        var failure: String? = nil
        bytes.withUnsafeBytes { raw in
            var done = 0
            while done < raw.count, let base = raw.baseAddress {
                let n = write(fd, base + done, raw.count - done)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                done += n
            }
        }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure != nil { unlink(path) }
        return failure
    }

    /// Flushes the file system that holds `folder` to the disk (one call for a whole sequence).
    static func sync(folder: String) -> String? {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        return syncfs(fd) == 0 ? nil : String(cString: strerror(errno))
    }
}
