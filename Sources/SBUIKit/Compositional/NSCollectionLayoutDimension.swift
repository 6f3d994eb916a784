public import Foundation
internal import SBLayout

/// One side of a compositional element's size (UIKit's `NSCollectionLayoutDimension`): an
/// immutable object holding the engine's value (SBLayout's `Compositional.Dimension`).
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    /// The engine's dimension this object stands for.
    let engineValue: Compositional.Dimension

    /// The fraction or the points.
    public var dimension: CGFloat { CGFloat(engineValue.value) }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth(Double(fractionalWidth))) }
    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight(Double(fractionalHeight))) }
    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute(Double(absoluteDimension))) }
    /// An estimated length in points: headless cells do not size themselves, so the estimate is
    /// the length used.
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated(Double(estimatedDimension))) }

    /// Whether this is a fraction of the width.
    public var isFractionalWidth: Bool { if case .fractionalWidth = engineValue { true } else { false } }
    /// Whether this is a fraction of the height.
    public var isFractionalHeight: Bool { if case .fractionalHeight = engineValue { true } else { false } }
    /// Whether this is a length in points.
    public var isAbsolute: Bool { if case .absolute = engineValue { true } else { false } }
    /// Whether this is an estimate.
    public var isEstimated: Bool { engineValue.isEstimated }

    /// The object for the engine's `value`.
    init(_ value: Compositional.Dimension) {
        engineValue = value
        super.init()
    }

    /// A copy (dimensions are immutable, so a new object with the same value).
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutDimension(engineValue) }
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
