import FoundationEssentials
import Glibc

/// Messages for the user on standard error.
enum StandardError {
    static func write(_ line: String) {
        writeRaw(line + "\n")
    }

    /// Writes `text` as it is (no newline added), all of it.
    static func writeRaw(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            bytes = bytes.dropFirst(n)
        }
    }
}
