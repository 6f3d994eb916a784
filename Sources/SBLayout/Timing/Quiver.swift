/// The tutorial's quiver animation (Icon startQuivering): a CABasicAnimation of
/// transform.rotation from -2 degrees to +6 degrees over 0.2 s, autoreversing, repeating
/// forever, with a random time offset per icon of (arc4random() % 100) / 100 - 0.50 seconds.
package enum Quiver {
    /// The start angle, -2 degrees, in radians.
    package static let fromAngle = -2.0 * Double.pi / 180
    /// The turning angle, 3 x 2 = +6 degrees, in radians.
    package static let toAngle = 6.0 * Double.pi / 180
    /// One way, seconds.
    package static let duration = 0.2
    /// A full cycle, there and back, seconds.
    package static let period = 0.4

    /// The seeded time offset of an item: one of -0.50, -0.49, ..., +0.49 seconds, the same for
    /// the same seed and identity on every machine.
    package static func offset(seed: UInt64, identity: Int) -> Double {
        var generator = SeededGenerator.forElement(seed: seed, index: identity, stream: 0x51_55_49_56)
        let hundredths = Int(generator.next(below: 100))
        return Double(hundredths - 50) / 100
    }

    /// The rotation in radians at time `t` for an icon with time offset `offset`: a triangle wave
    /// between -2 and +6 degrees (local time (t + offset), wrapped into one 0.4 s period, so an
    /// icon is already moving at t = 0).
    package static func angle(at t: Double, offset: Double) -> Double {
        let local = t + offset
        var p = Math.floatingRemainder(local, period)
        if p < 0 { p += period }
        // Fold values a hair below the period (floating-point wrap) onto 0.
        if p >= period { p = 0 }
        let degrees: Double
        if p < duration {
            degrees = -2 + 8 * p / duration
        } else {
            degrees = 6 - 8 * (p - duration) / duration
        }
        return degrees * Double.pi / 180
    }
}
