internal import Foundation
internal import SBLayout

// Conversions between UIKit's geometry (Foundation's CGFloat-based types) and SBLayout's, for the
// files that drive SBLayout's engines. SBLayout is imported privately so that none of its names
// (its own IndexPath, or its compositional value types named like UIKit's classes) reach a module
// that imports SBUIKit.

extension SBLayout.Size {
    init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
}

extension SBLayout.Point {
    init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
}

extension SBLayout.Rect {
    init(_ r: CGRect) { self.init(x: Double(r.minX), y: Double(r.minY), width: Double(r.width), height: Double(r.height)) }
}

extension SBLayout.EdgeInsets {
    init(_ i: UIEdgeInsets) {
        self.init(top: Double(i.top), left: Double(i.left), bottom: Double(i.bottom), right: Double(i.right))
    }
}

extension SBLayout.IndexPath {
    init(_ i: Foundation.IndexPath) { self.init(item: i.count > 1 ? i[1] : 0, section: i.count > 0 ? i[0] : 0) }
}

extension CGSize {
    init(_ s: SBLayout.Size) { self.init(width: s.width, height: s.height) }
}

extension CGPoint {
    init(_ p: SBLayout.Point) { self.init(x: p.x, y: p.y) }
}

extension CGRect {
    init(_ r: SBLayout.Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}

extension Foundation.IndexPath {
    init(_ i: SBLayout.IndexPath) { self.init(indexes: [i.section, i.item]) }
}

extension CGAffineTransform {
    init(_ t: SBLayout.Transform2D) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
}

extension SBLayout.Transform2D {
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
}

extension CATransform3D {
    init(_ t: SBLayout.Transform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
                  m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
}

extension SBLayout.Transform3D {
    init(_ t: CATransform3D) {
        self.init(m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
                  m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
                  m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
                  m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
    }
}

/// UIKit's element kinds for flow headers and footers, and SBLayout's.
enum ElementKindBridge {
    static func uikit(_ kind: String) -> String {
        switch kind {
        case SBLayout.ElementKind.sectionHeader: UICollectionView.elementKindSectionHeader
        case SBLayout.ElementKind.sectionFooter: UICollectionView.elementKindSectionFooter
        default: kind
        }
    }

    static func sbLayout(_ kind: String) -> String {
        switch kind {
        case UICollectionView.elementKindSectionHeader: SBLayout.ElementKind.sectionHeader
        case UICollectionView.elementKindSectionFooter: SBLayout.ElementKind.sectionFooter
        default: kind
        }
    }
}

extension UICollectionViewLayout {
    /// SBLayout's attributes as a new instance of this layout's attributes class (or of `type`,
    /// that class looked up once for many attributes); with `mapKinds`, SBLayout's header and
    /// footer kinds become UIKit's.
    func makeAttributes(_ a: SBLayout.LayoutAttributes, mapKinds: Bool = true,
                        as type: UICollectionViewLayoutAttributes.Type? = nil) -> UICollectionViewLayoutAttributes {
        let category: UICollectionView.ElementCategory
        switch a.category {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        let r = makeAttributes(category, kind: a.category.kind.map { mapKinds ? ElementKindBridge.uikit($0) : $0 },
                               at: Foundation.IndexPath(a.indexPath), as: type ?? attributesType)
        r.frame = CGRect(a.frame)
        r.transform3D = CATransform3D(a.transform)
        r.alpha = a.alpha
        r.zIndex = a.zIndex
        r.isHidden = a.isHidden
        return r
    }
}

extension UICollectionViewLayoutAttributes {
    /// These attributes as SBLayout's value (what SBRender draws).
    var sbAttributes: SBLayout.LayoutAttributes {
        let category: SBLayout.ElementCategory
        let kind = ElementKindBridge.sbLayout(representedElementKind ?? "")
        switch representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView(kind: kind)
        case .decorationView: category = .decorationView(kind: kind)
        }
        var a = SBLayout.LayoutAttributes(category: category, indexPath: SBLayout.IndexPath(indexPath), frame: SBLayout.Rect(frame))
        a.transform = SBLayout.Transform3D(transform3D)
        a.alpha = Double(alpha)
        a.zIndex = zIndex
        a.isHidden = isHidden
        return a
    }
}
