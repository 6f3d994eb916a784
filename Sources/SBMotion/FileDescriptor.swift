#if canImport(Glibc)
import Glibc
#endif

/// An open file descriptor that the APNG writer streams to and reads back from: whole writes
/// (retried after a signal), reads, seeks, and one close (also when let go).
final class FileDescriptor {
    private var fd: Int32

    /// Takes `fd` over.
    init(taking fd: Int32) { self.fd = fd }

    /// Opens `path` for reading; nil when it cannot be opened.
    init?(readingAt path: String) {
        fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
    }

    deinit { close() }

    /// Writes all of `bytes`. Throws the system's reason ("No space left on device").
    func write(_ bytes: [UInt8]) throws(FileDescriptorError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + done }, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileDescriptorError.current()
            }
            done += n
        }
    }

    /// Up to `count` bytes from the current position; fewer (or none) at the end of the file.
    func read(upTo count: Int) throws(FileDescriptorError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress.map { $0 + done }, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileDescriptorError.current()
            }
            if n == 0 { break }
            done += n
        }
        bytes.removeSubrange(done...)
        return bytes
    }

    /// Moves to byte `offset` from the start.
    func seek(to offset: UInt64) throws(FileDescriptorError) {
        guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else { throw FileDescriptorError.current() }
    }

    /// Closes the descriptor (once); throws when the system reports a write that failed late.
    func closeChecked() throws(FileDescriptorError) {
        guard fd >= 0 else { return }
        let result = Glibc.close(fd)
        fd = -1
        if result != 0 { throw FileDescriptorError.current() }
    }

    /// Closes the descriptor, ignoring any error (after a failure, or when replaced).
    func close() {
        try? closeChecked()
    }
}

/// A system call's failure, as the system words it.
struct FileDescriptorError: Error, CustomStringConvertible {
    var description: String

    /// The error `errno` holds now.
    static func current() -> FileDescriptorError {
        FileDescriptorError(description: String(cString: strerror(errno)))
    }
}
