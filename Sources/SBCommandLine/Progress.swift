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

/// A progress bar on stderr when it is a terminal: frames done, frames per second, time left.
struct Progress {
    let total: Int
    let enabled: Bool
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    let unit: String

    init(total: Int, quiet: Bool, unit: String = "frames") {
        self.total = total
        self.unit = unit
        enabled = !quiet && isatty(STDERR_FILENO) == 1
        start = clock.now
    }

    func update(done: Int) {
        guard enabled else { return }
        let elapsed = max(1e-6, Double((clock.now - start).components.attoseconds) * 1e-18 + Double((clock.now - start).components.seconds))
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 30
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        let line = "\r[\(bar)] \(done)/\(total) \(unit)  \(Self.tenths(rate))/s  \(Self.tenths(left)) s left "
        StandardError.writeRaw(line)
    }

    func finish() {
        guard enabled else { return }
        StandardError.writeRaw("\n")
    }

    /// `value` with one decimal, as `%.1f` writes it (rounded half away from zero; values here
    /// are never negative).
    static func tenths(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let scaled = (value * 10).rounded(.toNearestOrAwayFromZero)
        guard scaled < 1e15 else { return "\(Int(value))" }
        let whole = Int(scaled) / 10, tenth = Int(scaled) % 10
        return "\(whole).\(tenth)"
    }
}
