import SBRender
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's memory budget, the one `sbrender render` and `animate` check (``/SBRender/MemoryBudget``),
/// shared by every drawing of every scene: a drawing whose estimate alone is over the budget is
/// refused with the command line's message; one that fits waits while the drawings under way
/// hold too much of it, so two scenes never draw more than the budget together.
package final class PreviewMemory: Sendable {
    /// The budget.
    package let budget: MemoryBudget
    /// How the message says to raise the budget, after "or raise the budget" (the command line's
    /// ` with --max-memory (or SBRENDER_MAX_MEMORY)`).
    package let raising: String
    private let reserved = Mutex(0)

    /// A budget of `budget`, raised as `raising` says.
    package init(budget: MemoryBudget = MemoryBudget(), raising: String = "") {
        self.budget = budget
        self.raising = raising
    }

    /// A budget of `bytes`, raised as `raising` says.
    package convenience init(bytes: Int, raising: String = "") {
        self.init(budget: MemoryBudget(bytes: bytes), raising: raising)
    }

    /// The bytes the drawings under way hold.
    package var inUse: Int { reserved.withLock { $0 } }

    /// Runs `body` with `estimate` bytes of the budget held.
    /// - Parameters:
    ///   - estimate: the bytes the drawing needs at its peak (``/SBRender/MemoryBudget/drawingBytes(_:jobs:)``).
    ///   - what: what needs them, as the command line says it (`a 320x320-pixel picture`).
    ///   - remedy: how to need less, as the command line says it.
    ///   - abandoned: asked while waiting for other drawings; true gives up (``Abandoned`` is thrown).
    ///   - body: the drawing.
    /// - Throws: ``PreviewFailure`` with the command line's words when `estimate` is over the
    ///   budget, ``Abandoned``, or what `body` throws.
    package func withReservation<T>(_ estimate: Int, what: String, remedy: String, abandoned: () -> Bool = { false },
                                   _ body: () throws -> T) throws -> T {
        do {
            try budget.check(estimate, what: what, remedy: remedy)
        } catch {
            throw PreviewFailure("\(error.problem); \(error.remedy), or raise the budget\(raising)")
        }
        while !reserved.withLock({ held in
            // Alone, a drawing that fits always goes ahead.
            guard held == 0 || MemoryBudget.sum([held, estimate]) <= budget.bytes else { return false }
            held += estimate
            return true
        }) {
            if abandoned() { throw Abandoned() }
            var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
            nanosleep(&pause, nil)
        }
        defer { reserved.withLock { $0 -= estimate } }
        return try body()
    }

    /// Thrown when a drawing waiting for memory is given up.
    package struct Abandoned: Error {}
}
