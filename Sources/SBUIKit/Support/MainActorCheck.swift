import Dispatch
import Foundation
internal import SBRender

/// Whether code runs on the main actor, asked without a trap. UIKit's views live on the main
/// actor; code in the Swift 5 language mode may still call them from another thread (a test that
/// is not `@MainActor`), and Swift's runtime check inside SBUIKit's closures would then end the
/// whole test process. SBUIKit's layout pass asks first and reports instead (``offMainMessage``).
package enum MainActorCheck {
    /// On the main thread, or in a job of the main dispatch queue, which is the main actor's
    /// executor on Linux (Swift Testing runs a `@MainActor` test's jobs there, on whichever thread
    /// drains the queue).
    package static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Marks the main dispatch queue once, so that its jobs can be told apart (the mark is
    /// Dispatch's, set once and never changed).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether `call` runs on the main actor; off it, reports the call as UIKit's misuse (the
    /// running test's failure, saying what to do; see ``offMainMessage(_:)``) and returns false,
    /// so that the caller does nothing instead of trapping in Swift's runtime isolation check.
    /// - Parameters:
    ///   - call: the call, as UIKit names it (`-[UICollectionView reloadData]`).
    ///   - recovery: what SBUIKit does instead (`does nothing`).
    package static func reportOffMain(_ call: String, recovery: String = "does nothing") -> Bool {
        guard !isOnMainActor else { return true }
        UIKitException.raise(UIKitException.internalInconsistency, reason: offMainMessage(call), recovery: recovery)
        return false
    }

    /// Throws, saying what to do, when `call` runs off the main actor: for the calls that draw,
    /// whose error is the test's one failure.
    /// - Parameter call: the call, as UIKit names it.
    /// - Throws: ``/SBRender/RenderError`` with ``offMainMessage(_:)``.
    package static func requireMainActor(_ call: String) throws {
        guard isOnMainActor else { throw RenderError(offMainMessage(call)) }
    }

    /// What a call off the main actor is told.
    package static func offMainMessage(_ call: String) -> String {
        "\(call) was called off the main thread; UIKit's views are used on the main actor: mark the test (or its suite) "
            + "@MainActor, or call it inside `await MainActor.run { ... }`"
    }
}
