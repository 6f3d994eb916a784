public import Foundation

/// Space between a group's items (UIKit's `NSCollectionLayoutSpacing`).
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    /// The points: the fixed length, or the flexible spacing's minimum.
    public let spacing: CGFloat
    /// Whether the spacing is exactly ``spacing``.
    public let isFixedSpacing: Bool
    /// Whether the spacing is at least ``spacing``, sharing what the group leaves.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true) }
    /// At least `flexibleSpacing` points.
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false) }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutSpacing(spacing: spacing, fixed: isFixedSpacing) }
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
