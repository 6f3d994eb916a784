import Foundation

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
        let line = "\r[\(bar)] \(done)/\(total) \(unit)  " + String(format: "%.1f/s  %.1f s left ", rate, left)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\n".utf8))
    }
}
