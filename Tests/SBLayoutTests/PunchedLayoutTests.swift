import SBLayout
import Testing

/// The cookbook's PunchedLayout (seed 001, recipes 10-4 and 10-5). The demo: horizontal flow, 20
/// sections of one 251 x 246 item, insets (10, 80, 100, 10), spacing 10, on 768 x 1024.
///
/// Section s occupies 80 + 251 + 10 = 341 pt, so item s has its frame at x = 341 s + 80, y = 10,
/// and its centre at x = 341 s + 205.5. The content is 20 x 341 = 6820 pt wide.
@Suite struct PunchedLayoutTests {
    func demo(offset: Double = 0) -> PunchedLayout {
        var p = prepared(PunchedLayout(), CollectionContent(sections: 20, itemsPerSection: 1))
        p.contentOffset = Point(x: offset, y: 0)
        return p
    }

    func zoom(_ p: PunchedLayout, section: Int) -> Double {
        p.layoutAttributesForItem(at: ip(section, 0))?.transform.m11 ?? .nan
    }

    @Test func demoGeometry() {
        let p = demo()
        #expect(p.frame(0, 0) == Rect(x: 80, y: 10, width: 251, height: 246))
        #expect(p.frame(1, 0) == Rect(x: 421, y: 10, width: 251, height: 246))
        #expect(p.frame(19, 0) == Rect(x: 6559, y: 10, width: 251, height: 246))
        #expect(p.collectionViewContentSize == Size(width: 6820, height: 1024))
        #expect(p.midX == 384)
    }

    @Test func zoomIsOneAtTheCentre() {
        // Item 1's centre (546.5) at the view's middle: offset 546.5 - 384 = 162.5.
        let p = demo(offset: 162.5)
        #expect(zoom(p, section: 1) == 1)
        let t = p.layoutAttributesForItem(at: ip(1, 0))?.transform
        #expect(t == Transform3D.scale(x: 1, y: 1, z: 1))
    }

    @Test func zoomIsCosQuarterPiAtAndPastTheEdges() {
        // At offset 119.5 item 2's centre (887.5) is exactly at the right edge (768).
        let p = demo(offset: 119.5)
        #expect(zoom(p, section: 2) == 0.7071067811865476)
        // At offset 546.5 item 1's centre is exactly at the left edge (0).
        #expect(zoom(demo(offset: 546.5), section: 1) == 0.7071067811865476)
        // Far past the edge it stays at cos(pi/4).
        #expect(zoom(demo(offset: 0), section: 10) == 0.7071067811865476)
        let a = p.layoutAttributesForItem(at: ip(2, 0))
        #expect(a?.transform.m22 == 0.7071067811865476)
        #expect(a?.transform.m33 == 1)
    }

    @Test func zoomHalfWayToTheEdge() {
        // Item 2's centre 192 pt right of the middle: offset 887.5 - 576 = 311.5; cos(pi/8).
        #expect(close(zoom(demo(offset: 311.5), section: 2), 0.9238795325112867, 1e-15))
    }

    @Test func rectQueryAndItemQueryAgree() {
        let p = demo(offset: 311.5)
        for a in p.layoutAttributesForElements(in: p.visibleRect) {
            #expect(a == p.layoutAttributesForItem(at: a.indexPath))
        }
    }

    @Test func snappingPutsTheNearestItemInTheMiddle() {
        let p = demo()
        func target(_ x: Double, _ y: Double = 0) -> Point {
            p.targetContentOffset(forProposedContentOffset: Point(x: x, y: y), withScrollingVelocity: Point(x: 1, y: 0))
        }
        // Proposed 100: centre 484; nearest is item 1 (546.5), 62.5 to the right.
        #expect(target(100) == Point(x: 162.5, y: 0))
        #expect(target(100, 7) == Point(x: 162.5, y: 7))
        // Proposed 1000: centre 1384; nearest is item 3 (1228.5), 155.5 to the left.
        #expect(target(1000) == Point(x: 844.5, y: 0))
        // Proposed 6051 (one short of the end): centre 6435; item 18 (6343.5) is nearest.
        #expect(target(6051) == Point(x: 5959.5, y: 0))
    }

    @Test func snappingKeepsTheProposedOffsetAtTheEdges() {
        let p = demo()
        func target(_ x: Double) -> Point {
            p.targetContentOffset(forProposedContentOffset: Point(x: x, y: 0), withScrollingVelocity: .zero)
        }
        #expect(target(0) == Point(x: 0, y: 0))
        #expect(target(6052) == Point(x: 6052, y: 0))   // contentWidth - width = 6820 - 768
        #expect(target(6100) == Point(x: 6100, y: 0))
        // The point the recipe's view controller re-centres to afterwards.
        #expect(p.recenteredContentOffset(forProposedContentOffset: .zero) == Point(x: 162.5, y: 0))
    }
}
