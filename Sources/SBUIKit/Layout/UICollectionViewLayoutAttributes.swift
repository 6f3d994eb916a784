public import Foundation

extension UICollectionView {
    /// Whether attributes describe a cell, a supplementary view or a decoration view (UIKit's
    /// `UICollectionView.ElementCategory`).
    public enum ElementCategory: UInt, Sendable {
        /// A cell, one per item.
        case cell = 0
        /// A supplementary view, such as a section header, identified by its kind.
        case supplementaryView = 1
        /// A decoration view, owned by the layout, identified by its kind.
        case decorationView = 2
    }
}

/// Everything a layout says about one element of a collection view (UIKit's
/// `UICollectionViewLayoutAttributes`): a reference type, copied with `copy()`.
///
/// As in UIKit the attributes keep a ``center`` and a ``size``; ``frame`` is derived from them
/// and does not change when ``transform3D`` or ``transform`` is set. A subclass with extra
/// properties overrides ``copy(with:)`` and ``isEqual(_:)`` (calling super) and is named by its
/// layout's ``UICollectionViewLayout/layoutAttributesClass``.
///
/// `isEqual(_:)` and `hash` are NSObject's, which are not isolated to the main actor, as with
/// UIKit in Swift 6: they read the attributes through `MainActor.assumeIsolated`, so call them on
/// the main actor.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The centre, in the collection view's content coordinates.
    open var center = CGPoint.zero
    /// The untransformed size; setting it keeps the centre.
    open var size = CGSize.zero
    /// The 3D transform about the centre. Identity by default.
    open var transform3D = CATransform3DIdentity
    /// The opacity, 0 to 1. 1 by default.
    open var alpha: CGFloat = 1
    /// The stacking order: higher values are drawn above lower ones. 0 by default.
    open var zIndex = 0
    /// Whether the element is not shown. False by default.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    public internal(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    public internal(set) var representedElementKind: String?

    /// The untransformed frame; setting it sets the centre and the size.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The bounds: the origin at zero and the size; setting it sets the size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// The affine part of ``transform3D``; setting it replaces the 3D transform with this one.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

    /// Attributes of a cell at the origin, of zero size, at index path [0, 0].
    public required override init() {
        super.init()
    }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values. Subclasses call super and copy their own
    /// properties onto the result.
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.center = center
        c.size = size
        c.transform3D = transform3D
        c.alpha = alpha
        c.zIndex = zIndex
        c.isHidden = isHidden
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        return c
    }

    /// Equal when `object` is attributes with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UICollectionViewLayoutAttributes else { return false }
        guard MainActorCheck.reportOffMain("-[UICollectionViewLayoutAttributes isEqual:]",
                                           recovery: "compares identity only") else { return o === self }
        return MainActor.assumeIsolated {
            o.center == center && o.size == size && o.transform3D == transform3D && o.alpha == alpha
                && o.zIndex == zIndex && o.isHidden == isHidden && o.indexPath == indexPath
                && o.representedElementCategory == representedElementCategory
                && o.representedElementKind == representedElementKind
        }
    }

    /// A hash of the element's identity (category, kind, index path).
    open override var hash: Int {
        guard MainActorCheck.reportOffMain("-[UICollectionViewLayoutAttributes hash]",
                                           recovery: "hashes identity only") else { return ObjectIdentifier(self).hashValue }
        return MainActor.assumeIsolated {
            var h = Hasher()
            h.combine(representedElementCategory)
            h.combine(representedElementKind)
            h.combine(indexPath)
            return h.finalize()
        }
    }

    /// The element, its index path and frame, as UIKit prints attributes.
    open override var description: String {
        // Off the main actor the attributes' state cannot be read safely: the class name alone.
        guard MainActorCheck.isOnMainActor else { return "<\(type(of: self))>" }
        return MainActor.assumeIsolated {
            let kind = representedElementKind.map { "; kind = \($0)" } ?? ""
            return "<\(type(of: self)): index path: (\(indexPath))\(kind); frame = \(frame)>"
        }
    }
}
