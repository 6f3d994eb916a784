#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call's failure, as the system words it.
public struct FileDescriptorError: Error, CustomStringConvertible {
    /// The system's words ("No space left on device").
    public var description: String

    /// The error `errno` holds now.
    static func current() -> FileDescriptorError {
        FileDescriptorError(description: String(cString: strerror(errno)))
    }
}
