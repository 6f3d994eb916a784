public import Foundation

/// One side of a compositional element's size (UIKit's `NSCollectionLayoutDimension`).
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind

    /// The fraction or the points.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension) }
    /// An estimated length in points: headless cells do not size themselves, so the estimate is
    /// the length used.
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension) }

    /// Whether this is a fraction of the width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is a fraction of the height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether this is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A copy (dimensions are immutable, so a new object with the same value).
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutDimension(kind: kind, dimension: dimension) }
}

/// A compositional element's width and height (UIKit's `NSCollectionLayoutSize`).
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutSize(widthDimension: widthDimension, heightDimension: heightDimension)
    }
}
