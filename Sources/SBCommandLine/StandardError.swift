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
import SBRender
import SBOutput

/// Messages for the user on standard error.
enum StandardError {
    static func write(_ line: String) {
        writeRaw(line + "\n")
    }

    /// Writes `text` as it is (no newline added), all of it.
    static func writeRaw(_ text: String) {
        try? FileDescriptor(borrowing: STDERR_FILENO).write(Array(text.utf8))
    }
}
