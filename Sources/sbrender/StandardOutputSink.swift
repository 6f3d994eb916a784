import FoundationEssentials
import Glibc
import SBLayout

/// Standard output through a 64 KiB buffer.
struct StandardOutputSink: LayoutJSONSink {
    private var buffer: [UInt8] = []

    init() { buffer.reserveCapacity(1 << 16) }

    mutating func write(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        buffer.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var done = 0
            while done < raw.count {
                let n = Glibc.write(STDOUT_FILENO, base + done, raw.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }   // standard output closed: nothing more to say
                done += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
