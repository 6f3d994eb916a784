import Dispatch
import Foundation
import SBUIKit

/// Runs the collection-view strategies' UIKit work on the main actor, where UIKit's views live,
/// without ever trapping: `MainActor.assumeIsolated` kills the test process (SIGILL) when called
/// off the main actor, which is where a test that is not `@MainActor` runs under Swift Testing.
/// Off the main actor the strategies fail instead, saying what to do (``offMainMessage``).
enum SnapshotMainActor {
    /// `body` run on the main actor when this code runs on it; nil (nothing run) elsewhere.
    static func run<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T? {
        guard isOnMainActor else { return nil }
        return try MainActor.assumeIsolated(body)
    }

    /// Whether this code runs on the main actor, asked without a trap: on the main thread, or in a
    /// job of the main dispatch queue, which is the main actor's executor on Linux (Swift Testing
    /// runs a `@MainActor` test's jobs there, on whichever thread drains the queue).
    static var isOnMainActor: Bool { MainActorCheck.isOnMainActor }

    /// The failure of a collection-view snapshot taken off the main actor.
    static let offMainMessage = "a UICollectionView is laid out and drawn on the main actor, as UIKit's views are, and this "
        + "assertion runs on another thread; mark the test (or its suite) @MainActor, or assert inside "
        + "`await MainActor.run { ... }`"
}

