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
import SBOutput

/// Standard output through a 64 KiB buffer. Every write is checked: the first that fails (a full
/// disk, a closed pipe) stops the output, and ``finish()`` reports it, so a truncated result is
/// never a success.
struct StandardOutputSink: LayoutJSONSink {
    private var buffer: [UInt8] = []
    private var failure: String?

    init() { buffer.reserveCapacity(1 << 16) }

    mutating func write(_ s: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: s.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func write(utf8 bytes: [UInt8]) {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        defer { buffer.removeAll(keepingCapacity: true) }
        guard failure == nil, !buffer.isEmpty else { return }
        do {
            try FileDescriptor(borrowing: STDOUT_FILENO).write(buffer)
        } catch {
            failure = error.description
        }
    }

    /// Writes what is buffered.
    /// - Throws: ``CommandError`` (74) with the system's reason when any write failed.
    mutating func finish() throws {
        flush()
        if let failure { throw StandardOutputSink.failed(failure) }
    }

    /// Writes one line of results to standard output, unbuffered.
    /// - Throws: ``CommandError`` (74) with the system's reason when the write fails.
    static func print(_ line: String) throws {
        do {
            try FileDescriptor(borrowing: STDOUT_FILENO).write(Array((line + "\n").utf8))
        } catch {
            throw failed(error.description)
        }
    }

    static func failed(_ reason: String) -> CommandError {
        .io("cannot write to standard output: \(reason)")
    }
}
