public import Foundation
internal import SBLayout

/// Space between a group's items (UIKit's `NSCollectionLayoutSpacing`): an immutable object
/// holding the engine's value (SBLayout's `Compositional.Spacing`).
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The engine's spacing this object stands for.
    let engineValue: Compositional.Spacing

    /// The points: the fixed length, or the flexible spacing's minimum.
    public var spacing: CGFloat {
        switch engineValue {
        case .fixed(let points), .flexible(let points): CGFloat(points)
        }
    }
    /// Whether the spacing is exactly ``spacing``.
    public var isFixedSpacing: Bool { if case .fixed = engineValue { true } else { false } }
    /// Whether the spacing is at least ``spacing``, sharing what the group leaves.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    /// The object for the engine's `value`.
    init(_ value: Compositional.Spacing) {
        engineValue = value
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(.fixed(Double(fixedSpacing))) }
    /// At least `flexibleSpacing` points.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(.flexible(Double(flexibleSpacing))) }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutSpacing(engineValue) }
}

/// Space around an item or nested group in its group (UIKit's `NSCollectionLayoutEdgeSpacing`).
@preconcurrency @MainActor open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
    /// Before the leading edge.
    public let leading: NSCollectionLayoutSpacing?
    /// Above the top edge.
    public let top: NSCollectionLayoutSpacing?
    /// After the trailing edge.
    public let trailing: NSCollectionLayoutSpacing?
    /// Below the bottom edge.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing of these spacings.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
    }
}
