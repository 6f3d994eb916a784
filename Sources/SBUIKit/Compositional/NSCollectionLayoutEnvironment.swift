public import Foundation

/// The container a section is laid out in (UIKit's `NSCollectionLayoutContainer`).
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size: the collection view's bounds.
    var contentSize: CGSize { get }
    /// The size inside ``contentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in force.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows of the collection view (UIKit's
/// `NSCollectionLayoutEnvironment`).
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment a ``UICollectionViewCompositionalLayout`` hands its section provider.
@MainActor final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection
    var container: any NSCollectionLayoutContainer { self }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.traitCollection = traitCollection
        super.init()
    }
}

/// An element a section's ``NSCollectionLayoutSection/visibleItemsInvalidationHandler`` may
/// restyle (UIKit's `NSCollectionLayoutVisibleItem`). Changes to it change the element's
/// attributes in this layout pass.
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    /// The opacity.
    var alpha: CGFloat { get set }
    /// The stacking order.
    var zIndex: Int { get set }
    /// Whether it is hidden.
    var isHidden: Bool { get set }
    /// Its centre.
    var center: CGPoint { get set }
    /// Its affine transform.
    var transform: CGAffineTransform { get set }
    /// Its 3D transform.
    var transform3D: CATransform3D { get set }
    /// A name for debugging.
    var name: String { get }
    /// Its index path.
    var indexPath: IndexPath { get }
    /// Its frame: in the section's own scrolling coordinates for an orthogonal section, in the
    /// collection view's content coordinates otherwise.
    var frame: CGRect { get }
    /// Its bounds.
    var bounds: CGRect { get }
    /// Cell, supplementary or decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// Its kind, for a supplementary or decoration view.
    var representedElementKind: String? { get }
}

/// A visible item backed by the attributes it changes.
@MainActor final class VisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    /// What is added to the attributes' centre to give the visible item's (the orthogonal offset).
    let shift: CGPoint

    init(_ attributes: UICollectionViewLayoutAttributes, shift: CGPoint) {
        self.attributes = attributes
        self.shift = shift
        super.init()
    }

    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y) }
        set { attributes.center = CGPoint(x: newValue.x - shift.x, y: newValue.y - shift.y) }
    }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath)" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: shift.x, dy: shift.y) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
