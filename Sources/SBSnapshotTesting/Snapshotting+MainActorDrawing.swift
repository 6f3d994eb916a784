import SBDiff
import SBPNG
import SnapshotTesting

extension Snapshotting where Format == RGBAImage, Value: Sendable {
    /// A picture strategy for a UIKit value (a collection view, a view, a view controller: main-actor
    /// classes, so `Sendable`): the
    /// value is drawn on the main actor, where UIKit's views live, and compared as
    /// swift-snapshot-testing compares images. A value that cannot be drawn fails once at the
    /// assertion, saying what could not be drawn and why; off the main actor the assertion fails
    /// saying what to do (``SnapshotMainActor``), never trapping.
    /// - Parameters:
    ///   - comparison: how the pictures are compared.
    ///   - location: the assertion, for failures and the pictures' names.
    ///   - what: what is drawn, for the failure ("the view controller").
    ///   - draw: draws the value, on the main actor.
    static func drawnOnMainActor(_ comparison: SnapshotComparison, location: SnapshotIssue.Location, what: String,
                                 draw: @escaping @MainActor (Value) throws -> RGBAImage) -> Snapshotting {
        Snapshotting<RGBAImage, RGBAImage>.image(comparison, location: location)
            .asyncPullback { (value: Value) in
                let drawn: Result<RGBAImage, any Error>? = SnapshotMainActor.run { Result { try draw(value) } }
                switch drawn {
                case let .success(image)?: return Async(value: image)
                case let .failure(error)?: return SnapshotRendering.failed("\(what) cannot be drawn: \(error)", at: location)
                case nil: return SnapshotRendering.failed(SnapshotMainActor.offMainMessage, at: location)
                }
            }
    }
}
