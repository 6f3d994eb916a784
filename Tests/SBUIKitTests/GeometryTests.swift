import Foundation
import SBUIKit
import Testing

/// UIKit's and CoreGraphics' geometry additions, with values worked by hand.
@Suite struct GeometryTests {
    @Test func indexPathItemSectionRow() {
        var p = IndexPath(item: 3, section: 1)
        #expect(p.section == 1 && p.item == 3 && p.row == 3)
        #expect(p == IndexPath(indexes: [1, 3]))
        p.item = 4
        #expect(p == IndexPath(row: 4, section: 1))
        // Index paths sort by section, then item.
        #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
    }

    @Test func insetByEdgeInsets() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50)
        // x 10 + 5 = 15, y 20 + 1 = 21, width 100 - 5 - 7 = 88, height 50 - 1 - 3 = 46.
        #expect(r.inset(by: UIEdgeInsets(top: 1, left: 5, bottom: 3, right: 7)) == CGRect(x: 15, y: 21, width: 88, height: 46))
        // Insets wider than the rectangle leave nothing: CGRect.null.
        #expect(r.inset(by: UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 60)).isNull)
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        let (slice, rest) = r.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == CGRect(x: 10, y: 20, width: 30, height: 50) && rest == CGRect(x: 40, y: 20, width: 70, height: 50))
    }

    @Test func affineTransforms() {
        // Scale by 2, then translate by (10, 0): (1, 1) -> (2, 2) -> (12, 2).
        let t = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        // translatedBy applies the translation first: (1, 1) -> (11, 1) -> (22, 2).
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 2))
        // A quarter turn maps (1, 0) to (0, 1) (clockwise on a y-down screen).
        let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
        // The inverse of x -> 2x + 10 is x -> (x - 10) / 2: (12, 2) -> (1, 1).
        #expect(CGPoint(x: 12, y: 2).applying(t.inverted()) == CGPoint(x: 1, y: 1))
        // A 10 x 20 rectangle at the origin scaled by 2 is 20 x 40.
        #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(scaleX: 2, y: 2)) == CGRect(x: 0, y: 0, width: 20, height: 40))
    }

    @Test func transform3D() {
        let s = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(s.m11 == 0.5 && s.m22 == 0.5 && s.m33 == 1 && s.m44 == 1)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity) && !CATransform3DIsIdentity(s))
        // Rotation about z by 90 degrees: m11 = cos = 0, m12 = sin = 1, m21 = -1, m22 = 0.
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(r.m11) < 1e-12 && abs(r.m12 - 1) < 1e-12 && abs(r.m21 + 1) < 1e-12 && abs(r.m22) < 1e-12)
        // Translate then scale: CATransform3DScale applies the scale first, so the translation
        // stays (10, 20) and m11 = 2.
        let ts = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 2, 1)
        #expect(ts.m11 == 2 && ts.m41 == 10 && ts.m42 == 20)
        // Concat(a, b) is a then b: scaling by 2 then translating by 10 puts 10 in m41.
        let c = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
        #expect(c.m11 == 2 && c.m41 == 10)
        // The inverse of scale 2 + translate 10 is scale 0.5 + translate -5.
        let i = CATransform3DInvert(c)
        #expect(i.m11 == 0.5 && i.m41 == -5)
        #expect(CATransform3DIsAffine(c))
        #expect(CATransform3DGetAffineTransform(c) == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func singularTransformsInvertToThemselves() {
        // A scale by 0 in x has determinant 0 (a d - b c = 0 * 2 - 0): no inverse, so
        // CoreGraphics and Core Animation give the transform back unchanged.
        let flat = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 3, y: 4)
        #expect(flat.inverted() == flat)
        let flat3D = CATransform3DTranslate(CATransform3DMakeScale(1, 0, 1), 3, 4, 0)
        #expect(CATransform3DInvert(flat3D) == flat3D)
        // A rotation's inverse turns back: a quarter turn after its inverse maps (1, 0) to itself.
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        let back = CGPoint(x: 1, y: 0).applying(quarter.concatenating(quarter.inverted()))
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y) < 1e-12)
    }

    @Test func traitCollections() {
        let t = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2)])
        #expect(t.horizontalSizeClass == .regular && t.displayScale == 2 && t.verticalSizeClass == .unspecified)
        #expect(t.containsTraits(in: UITraitCollection(horizontalSizeClass: .regular)))
        #expect(!t.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
    }
}
