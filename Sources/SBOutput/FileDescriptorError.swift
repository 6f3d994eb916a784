#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call's failure, as the system words it.
package struct FileDescriptorError: Error, CustomStringConvertible {
    /// The system's words ("No space left on device").
    package var description: String

    /// The error `errno` holds now.
    static func current() -> FileDescriptorError {
        FileDescriptorError(description: String(cString: strerror(errno)))
    }
}
