public import Foundation

/// One cell of a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`): its frame, relative
/// to the group's origin, and its stacking order. A custom group's item provider returns these,
/// one per section item, in order.
@preconcurrency @MainActor public final class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    /// The cell's frame, relative to the group's origin.
    public let frame: CGRect
    /// The cell's stacking order.
    public let zIndex: Int

    /// A custom item at `frame` with zIndex 0.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// A custom item at `frame` with stacking order `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    /// Custom items never change, so the copy is the item itself.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The closure a custom group asks for its items (UIKit's
/// `NSCollectionLayoutGroupCustomItemProvider`). It receives the environment of the group's
/// container: its content size is the group's size, its insets the group's contentInsets.
public typealias NSCollectionLayoutGroupCustomItemProvider = @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
