import SBLayout
import Testing

/// CATransform3D semantics: row vectors, p' = p . M, translation in m41 / m42, and
/// CATransform3DConcat(a, b) = a first, then b.
@Suite struct Transform3DTests {
    @Test func rotationTurnsClockwiseOnScreen() {
        // y grows downwards, so +90 deg takes the x axis onto the y axis.
        let r = Transform3D.rotation(z: degrees(90))
        #expect(close(r.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 1), 1e-15))
        #expect(close(r.apply(to: Point(x: 0, y: 1)), Point(x: -1, y: 0), 1e-15))
        #expect(close(r.m12, 1, 1e-15) && close(r.m21, -1, 1e-15))
    }

    @Test func rotationsCompose() {
        let a = Transform3D.rotation(z: 0.3).concatenating(.rotation(z: 0.5))
        #expect(close(a, .rotation(z: 0.8)))
        let full = Transform3D.rotation(z: degrees(90)).concatenating(.rotation(z: degrees(270)))
        #expect(close(full, .identity))
        #expect(close(Transform3D.rotation(z: 0.7).rotatedBy(z: -0.7), .identity))
    }

    @Test func concatenationAppliesTheLeftOperandFirst() {
        let t = Transform3D.translation(x: 10, y: 0)
        let s = Transform3D.scale(x: 2, y: 2)
        // Translate then scale: (1, 1) -> (11, 1) -> (22, 2).
        #expect(t.concatenating(s).apply(to: Point(x: 1, y: 1)) == Point(x: 22, y: 2))
        // Scale then translate: (1, 1) -> (2, 2) -> (12, 2).
        #expect(s.concatenating(t).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        #expect(s.concatenating(t).m41 == 10)
        #expect(t.concatenating(s).m41 == 20)
    }

    @Test func theInPlaceOperationsApplyTheNewStepFirst() {
        // CATransform3DScale(t, ...) = CATransform3DConcat(scale, t).
        let t = Transform3D.translation(x: 10, y: 0)
        #expect(t.scaledBy(x: 2, y: 2).apply(to: Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        #expect(t.translatedBy(x: 5, y: 1).apply(to: Point(x: 1, y: 1)) == Point(x: 16, y: 2))
        let rt = t.rotatedBy(z: degrees(90)).apply(to: Point(x: 1, y: 0))
        #expect(close(rt, Point(x: 10, y: 1), 1e-14))
    }

    @Test func entriesRoundTrip() {
        let e: [Double] = (1...16).map(Double.init)
        let t = Transform3D(entries: e)
        #expect(t?.entries == e)
        #expect(t?.m41 == 13 && t?.m14 == 4)
        #expect(Transform3D(entries: [1, 2]) == nil)
        #expect(Transform3D.identity.isIdentity)
        #expect(!Transform3D.scale(x: 0.1, y: 0.1).isIdentity)
    }

    @Test func perspectiveDivides() {
        var t = Transform3D.identity
        t.m14 = 1   // w = x + 1
        #expect(t.apply(to: Point(x: 1, y: 4)) == Point(x: 0.5, y: 2))
    }

    @Test func decomposition() {
        let t = Transform3D.scale(x: 2, y: 3).concatenating(.rotation(z: 0.5)).concatenating(.translation(x: 7, y: -4))
        let d = t.decomposed
        #expect(close(d.rotation, 0.5, 1e-12))
        #expect(close(d.scale.width, 2, 1e-12) && close(d.scale.height, 3, 1e-12))
        #expect(d.translation == Point(x: 7, y: -4))
    }

    @Test func interpolation() {
        let shrink = Transform3D.scale(x: 0.1, y: 0.1)
        #expect(Transform3D.interpolate(from: .identity, to: shrink, 0) == .identity)
        #expect(close(Transform3D.interpolate(from: .identity, to: shrink, 1), shrink))
        let half = Transform3D.interpolate(from: .identity, to: shrink, 0.5)
        #expect(close(half.m11, 0.55) && close(half.m22, 0.55))

        let moved = Transform3D.interpolate(from: .translation(x: 10, y: 20), to: .translation(x: 30, y: 40), 0.25)
        #expect(close(moved, .translation(x: 15, y: 25)))

        // The rotation goes the shorter way: 0 to 270 deg passes through -45 deg, not +135 deg.
        let turn = Transform3D.interpolate(from: .identity, to: .rotation(z: degrees(270)), 0.5)
        #expect(close(turn, .rotation(z: degrees(-45))))
        let quarter = Transform3D.interpolate(from: .rotation(z: degrees(10)), to: .rotation(z: degrees(50)), 0.25)
        #expect(close(quarter, .rotation(z: degrees(20))))
    }

    @Test func attributesApplyTheirTransformAboutTheCentre() {
        var a = LayoutAttributes.cell(ip(0, 0), frame: Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(a.center == Point(x: 50, y: 25))
        #expect(a.transformedBounds == Rect(x: 0, y: 0, width: 100, height: 50))
        a.transform = .scale(x: 0.5, y: 0.5)
        #expect(a.transformedBounds == Rect(x: 25, y: 12.5, width: 50, height: 25))
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 50))   // the frame stays untransformed
        a.transform = .rotation(z: degrees(90))
        #expect(close(a.transformedBounds, Rect(x: 25, y: -25, width: 50, height: 100)))
    }

    @Test func attributesReportTheFrameTheyWereGivenExactly() {
        // Regression: with the centre stored, this frame came back at x = 986.0000000000001, so a
        // rectangle query that tested the layout's frame disagreed with the frame it reported.
        let f = Rect(x: 986, y: 140.198, width: 230.6615, height: 114.01)
        #expect(LayoutAttributes.cell(ip(0, 0), frame: f).frame == f)
    }

    @Test func settingTheSizeKeepsTheCentre() {
        var a = LayoutAttributes.cell(ip(0, 0), frame: Rect(x: 10, y: 20, width: 100, height: 50))
        a.size = Size(width: 80, height: 80)
        #expect(a.center == Point(x: 60, y: 45))
        #expect(a.frame == Rect(x: 20, y: 5, width: 80, height: 80))
        a.center = Point(x: 0, y: 0)
        #expect(a.frame == Rect(x: -40, y: -40, width: 80, height: 80))
        a.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(a.center == Point(x: 2.5, y: 4) && a.size == Size(width: 3, height: 4))
    }

    @Test func attributesInterpolate() {
        var a = LayoutAttributes.cell(ip(0, 0), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        a.alpha = 0
        var b = a
        b.center = Point(x: 105, y: 5)
        b.alpha = 1
        b.zIndex = 3
        let mid = LayoutAttributes.interpolate(from: a, to: b, 0.5)
        #expect(mid.center == Point(x: 55, y: 5))
        #expect(mid.alpha == 0.5)
        #expect(mid.zIndex == 0)   // discrete values switch at the end
        #expect(LayoutAttributes.interpolate(from: a, to: b, 1) == b)
        #expect(LayoutAttributes.interpolate(from: a, to: b, 0) == a)
    }
}
