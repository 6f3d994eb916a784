import SBLayout

/// A smooth force of a ``DynamicsWorld``, integrated with RK4.
package enum DynamicsForce: Hashable, Sendable {
    /// A uniform acceleration (gravity), points per second squared, whatever the mass.
    case acceleration(body: Int, Point)
    /// A force (a continuous push), in mass x points per second squared, applied at `offset`
    /// from the centre in the body's axes (off the centre it also turns the body).
    case force(body: Int, Point, offset: Point)
    /// A damped spring between two endpoints: rest `length`, natural `frequency` in hertz and
    /// damping ratio `damping`, with stiffness m omega^2 and damping 2 m zeta omega for the
    /// effective mass m (UIKit's attachment, Box2D's soft distance joint).
    case spring(DynamicsEndpoint, DynamicsEndpoint, length: Double, frequency: Double, damping: Double)
    /// A zero-length spring pulling a body's centre to `point` and its rotation back to 0, of
    /// frequency ``snapFrequency`` and damping ratio `damping` (UIKit's snap).
    case snap(body: Int, point: Point, damping: Double)

    /// The frequency of a snap, 2 Hz: UIKit does not document it; an item snapped across the
    /// screen with the default damping 0.5 settles within about half a second, as it looks on iOS.
    package static let snapFrequency = 2.0

    /// Whether it names bodies of the world and holds finite numbers.
    func isValid(bodyCount: Int) -> Bool {
        let bodies = 0..<bodyCount
        switch self {
        case let .acceleration(i, a): return bodies.contains(i) && a.x.isFinite && a.y.isFinite
        case let .force(i, f, offset):
            return bodies.contains(i) && f.x.isFinite && f.y.isFinite && offset.x.isFinite && offset.y.isFinite
        case let .spring(a, b, length, frequency, damping):
            return a.isValid(bodyCount: bodyCount) && b.isValid(bodyCount: bodyCount) && length.isFinite
                && frequency.isFinite && frequency >= 0 && damping.isFinite
        case let .snap(i, p, damping): return bodies.contains(i) && p.x.isFinite && p.y.isFinite && damping.isFinite
        }
    }
}
