import Foundation
import SBPNG

/// How a strategy that cannot make its snapshot (a scene that cannot be drawn, bytes that are not
/// a PNG) fails once, at once, and at the assert line.
///
/// swift-snapshot-testing waits for a snapshot until its timeout and reports only what its diffing
/// says, at the assert line. So the strategy hands over a placeholder snapshot at once (``empty``:
/// a 0 x 0 picture, or empty text) and leaves its message on the current thread; the diffing,
/// which swift-snapshot-testing calls next on the same thread within the same assertion, takes the
/// message back:
/// - comparing with a reference, it returns the message as the failure, which
///   swift-snapshot-testing reports at the assert line;
/// - recording (no reference, or record mode all or failed), it reports the message itself, at
///   the strategy's call (or the running Swift Testing test), and the file written is
///   ``placeholderData``, a line of text that later comparisons reject until it is recorded again.
enum SnapshotFailureHandOff {
    /// A failure waiting for the diffing.
    struct Pending {
        let message: String
        let location: SnapshotIssue.Location?
    }

    private static let key = "sbrender.SBSnapshotTesting.pendingFailure"

    /// The picture a strategy hands over when it has none.
    static let empty = RGBAImage(width: 0, height: 0)

    /// What is written where a reference is recorded from a strategy that had no snapshot.
    static let placeholderData = Data("sbrender: not a picture: the snapshot could not be made when this was recorded; record it again\n".utf8)

    /// Leaves `message` for the diffing of this assertion.
    static func leave(_ message: String, at location: SnapshotIssue.Location?) {
        Thread.current.threadDictionary[key] = Box(Pending(message: message, location: location))
    }

    /// The failure left by this assertion's strategy, taken (so it is reported once).
    static func take() -> Pending? {
        let dictionary = Thread.current.threadDictionary
        guard let box = dictionary[key] as? Box else { return nil }
        dictionary.removeObject(forKey: key)
        return box.pending
    }

    /// For the record paths: reports the waiting failure where the strategy was called.
    static func reportIfPending() {
        guard let pending = take() else { return }
        SnapshotIssue.record(pending.message, at: pending.location)
    }

    /// A class, so that the thread dictionary holds it as an object.
    private final class Box {
        let pending: Pending
        init(_ pending: Pending) { self.pending = pending }
    }
}
