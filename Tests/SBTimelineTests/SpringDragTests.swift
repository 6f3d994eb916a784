import SBLayout
import SBTimeline
import Testing

/// The UIKit Dynamics drag's springs: four UIAttachmentBehaviors of frequency 8 and damping 0.6,
/// each with the rest length it had when the drag began.
@Suite struct SpringDragTests {
    @Test func restLengthsAreTheDistancesAtAttachmentTime() {
        // An item centred on the touch: each corner of the 40 x 40 square is 20 sqrt(2) = 28.2843 away.
        let centred = SpringDrag(center: Point(x: 100, y: 100), touch: Point(x: 100, y: 100))
        for l in centred.restLengths { #expect(abs(l - 28.284271247) < 1e-6) }
        // Touched 30 pt left of its centre: corners (-20, -20) ... (20, 20) around the touch give
        // distances sqrt(50^2 + 20^2) = 53.8516 (left corners) and sqrt(10^2 + 20^2) = 22.3607.
        let offset = SpringDrag(center: Point(x: 130, y: 100), touch: Point(x: 100, y: 100))
        #expect(abs(offset.restLengths[0] - 53.851648) < 1e-6)
        #expect(abs(offset.restLengths[1] - 22.360680) < 1e-6)
        #expect(abs(offset.restLengths[2] - 53.851648) < 1e-6)
        #expect(abs(offset.restLengths[3] - 22.360680) < 1e-6)
    }

    /// By hand: for an item centred on the touch the four attachments lie on the diagonals, so a
    /// small motion along x stretches each by x cos 45 and each pulls back along its diagonal:
    /// stiffness 4 k cos^2 45 = 2k and damping 2c per axis, with k = m (2 pi 8)^2, c = 2 m 0.6 (2 pi 8).
    /// So omega0 = sqrt(2) x 16 pi = 71.0861 rad/s, zeta = 2c / (2 m omega0) = sqrt(2) x 0.6 = 0.848528,
    /// omega_d = omega0 sqrt(1 - zeta^2) = 37.6152 rad/s. A step of the touch by d: the item's x is
    /// d (1 - e^(-zeta omega0 t) (cos omega_d t + zeta / sqrt(1 - zeta^2) sin omega_d t)): 0.940116 d at
    /// t = 0.05 s; the peak is at pi / omega_d = 0.083519 s, overshooting by
    /// exp(-pi zeta / sqrt(1 - zeta^2)) = 0.006488 d. (Four zero-length springs summed would have
    /// omega0 = 2 x 16 pi and zeta = 1.2: over-damped, no overshoot at all.)
    @Test func aSmallStepRingsAtSqrt2TimesTheFrequencyJustUnderCriticalDamping() {
        let d = 0.01
        let spring = SpringDrag(center: Point(x: 100, y: 100), touch: Point(x: 100, y: 100))
        var s = SpringDrag.State(position: Point(x: 100, y: 100))
        var peak = 0.0, peakTime = 0.0, at005 = 0.0
        for step in 1...300 {
            s = spring.advance(s, touch: Point(x: 100 + d, y: 100))
            let t = Double(step) * SpringDrag.step
            let x = (s.position.x - 100) / d
            if step == 30 { at005 = x }
            if x > peak { peak = x; peakTime = t }
        }
        #expect(abs(at005 - 0.940116) < 1e-3)
        #expect(abs(peak - 1.006488) < 3e-4)
        #expect(abs(peakTime - 0.083519) < 2 * SpringDrag.step)
        #expect(abs(s.position.y - 100) < 1e-9, "a step along x does not move the item along y")
    }

    @Test func anItemKeepsItsOffsetFromTheTouchAndComesBackToItsSlot() {
        // Item centred at (300, 200), touched at (250, 180): 50 right of and 20 below the touch.
        let spring = SpringDrag(center: Point(x: 300, y: 200), touch: Point(x: 250, y: 180))
        func touch(_ t: Double) -> Point {
            if t < 1 { return Point(x: 250 + 150 * t, y: 180 + 320 * t) }   // to (400, 500) in 1 s
            if t < 8 { return Point(x: 400, y: 500) }                          // held
            return Point(x: 250, y: 180)                                       // released: back to the start
        }
        let held = spring.simulate(from: .init(position: Point(x: 300, y: 200)), until: 7.9, touch: touch)
        #expect(abs(held.position.x - 450) < 0.01 && abs(held.position.y - 520) < 0.01, "\(held.position)")
        let back = spring.simulate(from: .init(position: Point(x: 300, y: 200)), until: 16, touch: touch)
        #expect(abs(back.position.x - 300) < 0.01 && abs(back.position.y - 200) < 0.01, "\(back.position)")
    }
}
