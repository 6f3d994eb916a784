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
import SBLayout
import SBRender

/// Standard output through a 64 KiB buffer.
struct StandardOutputSink: LayoutJSONSink {
    private var buffer: [UInt8] = []

    init() { buffer.reserveCapacity(1 << 16) }

    mutating func write(_ s: String) {
        buffer.append(contentsOf: s.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        // Standard output closed: nothing more to say.
        try? FileDescriptor(borrowing: STDOUT_FILENO).write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }
}
