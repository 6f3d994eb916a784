import SBLayout
import Testing

/// The cookbook's CircleLayout (seed 001, recipes 10-6 and 10-7): radius min(w, h) / 3 around
/// the view centre, item i of n at 2 pi i / n clockwise from 3 o'clock, items 80 x 80, pinch
/// clamped to 0.5 ... 1.3.
@Suite struct CircleLayoutTests {
    func circle(items: Int = 4, scale: Double = 1, rotation: Double = 0) -> CircleLayout {
        var c = CircleLayout()
        c.scale = scale
        c.rotation = rotation
        return prepared(c, CollectionContent(itemCounts: [items]))
    }

    func center(_ l: CircleLayout, _ item: Int) -> Point {
        l.layoutAttributesForItem(at: ip(0, item))?.center ?? Point(x: .nan, y: .nan)
    }

    @Test func radiusIsAThirdOfTheShorterSide() {
        let l = circle()
        #expect(l.radius == 256)   // 768 / 3
        #expect(l.centerPoint == Point(x: 384, y: 512))
        #expect(l.collectionViewContentSize == Size(width: 768, height: 1024))
    }

    @Test func fourItemsGoClockwiseFromThreeOClock() {
        let l = circle()
        #expect(close(center(l, 0), Point(x: 640, y: 512)))
        #expect(close(center(l, 1), Point(x: 384, y: 768)))   // y grows downwards: clockwise on screen
        #expect(close(center(l, 2), Point(x: 128, y: 512)))
        #expect(close(center(l, 3), Point(x: 384, y: 256)))
        #expect(l.layoutAttributesForItem(at: ip(0, 0))?.frame == Rect(x: 600, y: 472, width: 80, height: 80))
    }

    @Test func pinchIsClamped() {
        let big = circle(scale: 2.0)
        #expect(close(big.scaledRadius, 332.8))   // 1.3 x 256
        #expect(close(center(big, 0), Point(x: 716.8, y: 512)))
        let small = circle(scale: 0.1)
        #expect(small.scaledRadius == 128)   // 0.5 x 256
        #expect(close(center(small, 0), Point(x: 512, y: 512)))
        let inRange = circle(scale: 1.2)
        #expect(close(inRange.scaledRadius, 307.2))
    }

    @Test func rotationAddsToEveryAngle() {
        let l = circle(rotation: degrees(90))
        #expect(close(center(l, 0), Point(x: 384, y: 768)))
        #expect(close(center(l, 1), Point(x: 128, y: 512)))
    }

    @Test func onlySectionZeroIsLaidOut() {
        let l = prepared(CircleLayout(), CollectionContent(itemCounts: [3, 2]))
        #expect(l.layoutAttributesForItem(at: ip(1, 0)) == nil)
        #expect(l.layoutAttributesForAllElements().map(\.indexPath).sorted() == [ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    @Test func noItemsGiveNoElements() {
        let l = circle(items: 0)
        #expect(l.layoutAttributesForAllElements().isEmpty)
        #expect(l.layoutAttributesForItem(at: ip(0, 0)) == nil)
    }

    @Test func insertedItemsStartAtTheCentreTransparent() {
        let l = circle(items: 5)
        let batch = UpdateBatch(inserting: [ip(0, 2)])
        let start = l.initialLayoutAttributesForAppearingItem(at: ip(0, 2), in: batch)
        #expect(start?.center == Point(x: 384, y: 512))
        #expect(start?.alpha == 0)
        #expect(start?.size == Size(width: 80, height: 80))
        // Items the batch does not insert keep UIKit's default.
        #expect(l.initialLayoutAttributesForAppearingItem(at: ip(0, 3), in: batch) == nil)
    }

    @Test func deletedItemsEndAtTheCentreShrunkAndTransparent() {
        let l = circle(items: 4)
        let batch = UpdateBatch(deleting: [ip(0, 1)])
        let end = l.finalLayoutAttributesForDisappearingItem(at: ip(0, 1), in: batch)
        #expect(end?.center == Point(x: 384, y: 512))
        #expect(end?.alpha == 0)
        #expect(end?.transform.m11 == 0.1)
        #expect(end?.transform.m22 == 0.1)
        #expect(l.finalLayoutAttributesForDisappearingItem(at: ip(0, 2), in: batch) == nil)
    }
}
