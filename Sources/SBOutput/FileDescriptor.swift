#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open file descriptor: whole writes (retried after a signal), reads, seeks and one close,
/// with the system's words for what failed. The one write loop of sbrender's files, frames,
/// APNGs, standard output and standard error.
package final class FileDescriptor {
    private var fd: Int32
    private let owned: Bool

    /// Takes `fd` over: it is closed when this is let go.
    package init(taking fd: Int32) {
        self.fd = fd
        owned = true
    }

    /// Uses `fd` (standard output, standard error) without ever closing it.
    package init(borrowing fd: Int32) {
        self.fd = fd
        owned = false
    }

    /// Opens `path` for reading; nil when it cannot be opened.
    package init?(readingAt path: String) {
        fd = open(path, O_RDONLY | O_CLOEXEC)
        owned = true
        guard fd >= 0 else { return nil }
    }

    deinit { close() }

    /// Writes all of `bytes`. Throws the system's reason ("No space left on device").
    package func write(_ bytes: [UInt8]) throws(FileDescriptorError) {
        let result: Result<Void, FileDescriptorError> = bytes.withUnsafeBytes { raw in
            do throws(FileDescriptorError) {
                try write(raw)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        try result.get()
    }

    /// Writes all of `bytes`.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileDescriptorError) {
        var done = 0
        while done < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress.map { $0 + done }, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileDescriptorError.current()
            }
            if n == 0 { throw FileDescriptorError(description: "nothing could be written") }
            done += n
        }
    }

    /// Up to `count` bytes from the current position; fewer (or none) at the end of the file.
    package func read(upTo count: Int) throws(FileDescriptorError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress.map { $0 + done }, $0.count - done) }
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
    package func seek(to offset: UInt64) throws(FileDescriptorError) {
        guard lseek(fd, off_t(offset), SEEK_SET) >= 0 else { throw FileDescriptorError.current() }
    }

    /// Closes the descriptor (once, and never a borrowed one); throws when the system reports a
    /// write that failed late.
    package func closeChecked() throws(FileDescriptorError) {
        guard owned, fd >= 0 else { return }
        let result = systemClose(fd)
        fd = -1
        if result != 0 { throw FileDescriptorError.current() }
    }

    /// Closes the descriptor, ignoring any error (after a failure, or when replaced).
    package func close() {
        try? closeChecked()
    }
}

// The C library's calls under names the methods above do not hide (`Glibc.write` would not
// compile on a Mac, where the module is Darwin).
#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
private let systemClose = Glibc.close
#elseif canImport(Musl)
private let systemWrite = Musl.write
private let systemRead = Musl.read
private let systemClose = Musl.close
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
private let systemClose = Darwin.close
#endif
