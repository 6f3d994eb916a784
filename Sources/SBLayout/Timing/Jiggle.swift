#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Today's home-screen editing wobble ("jiggle mode"): each icon rocks by up to ±1.8 degrees and
/// drifts by up to half a point, on its own phase, deterministic for a seed.
///
/// iOS's jiggle (SpringBoard's icon wobble since iOS 7) rocks each icon by about ±1.5 to 2
/// degrees a little under four times a second, with a slight bob, each icon out of step with
/// its neighbours (measured frame by frame on public screen recordings). Unlike the tutorial's
/// ``Quiver`` (a -2 to +6 degree triangle wave), the motion is smooth: sine waves.
package enum Jiggle {
    /// The largest rotation, 1.8 degrees, in radians.
    package static let amplitude = 1.8 * Double.pi / 180
    /// One rock there and back, seconds (about 3.8 a second).
    package static let period = 0.26
    /// The largest drift, points.
    package static let drift = 0.5
    /// The drift's period, seconds: unlike the rocking's, so the motion does not look mechanical.
    package static let driftPeriod = 0.34

    /// The rotation (radians) and offset (points) at time `t` of the icon with `identity`.
    package static func motion(at t: Double, seed: UInt64, identity: Int) -> (angle: Double, offset: Point) {
        var g = SeededGenerator.forElement(seed: seed, index: identity, stream: 0x4A49_4747)
        let phase = g.nextUnit(), driftPhase = g.nextUnit()
        let angle = amplitude * sin(2 * Double.pi * (t / period + phase))
        let d = 2 * Double.pi * (t / driftPeriod + driftPhase)
        return (angle, Point(x: drift * cos(d), y: drift * sin(d)))
    }
}
