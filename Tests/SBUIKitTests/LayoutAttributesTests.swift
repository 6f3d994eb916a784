import Foundation
import SBUIKit
import Testing

/// A subclass with an extra property, written as UIKit code writes it.
final class TaggedAttributes: UICollectionViewLayoutAttributes {
    var tag = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let c = super.copy(with: zone) as! TaggedAttributes
        c.tag = tag
        return c
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? TaggedAttributes else { return false }
        return MainActor.assumeIsolated { o.tag == tag } && super.isEqual(object)
    }
}

@MainActor @Suite struct LayoutAttributesTests {
    @Test func frameCenterSizeAndTransform() {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        // Centre (10 + 50, 20 + 20) = (60, 40).
        #expect(a.center == CGPoint(x: 60, y: 40) && a.size == CGSize(width: 100, height: 40))
        #expect(a.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        // A transform leaves the frame alone (unlike a UIView's).
        a.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
        #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(a.transform == CGAffineTransform(scaleX: 0.5, y: 0.5))
        // Setting the size keeps the centre: 50 wide around x = 60 starts at 35.
        a.size = CGSize(width: 50, height: 40)
        #expect(a.frame.minX == 35)
        #expect(a.representedElementCategory == .cell && a.representedElementKind == nil)
        let h = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 1))
        #expect(h.representedElementCategory == .supplementaryView && h.representedElementKind == "UICollectionElementKindSectionHeader")
        let d = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        #expect(d.representedElementCategory == .decorationView && d.representedElementKind == "background")
    }

    @Test func subclassCopiesAndCompares() {
        let a = TaggedAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        a.tag = 7
        let b = a.copy() as! TaggedAttributes
        #expect(b !== a && b.tag == 7 && b.frame == a.frame && b.indexPath == a.indexPath)
        #expect(a.isEqual(b))
        b.tag = 8
        #expect(!a.isEqual(b))
        b.tag = 7
        b.alpha = 0.5
        #expect(!a.isEqual(b))
        // Copying a copy made through NSArray keeps the class, as UIKit code does it.
        let copies = [a].map { $0.copy() as! UICollectionViewLayoutAttributes }
        #expect(copies[0] is TaggedAttributes)
    }
}
