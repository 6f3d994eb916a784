import SBLayout

/// A rigid attachment of a ``DynamicsWorld``: two endpoints kept `length` apart.
package struct DynamicsRod: Hashable, Sendable {
    /// One end.
    package var a: DynamicsEndpoint
    /// The other end.
    package var b: DynamicsEndpoint
    /// The distance kept between them, points.
    package var length: Double

    /// A rod of `length` between `a` and `b`.
    package init(_ a: DynamicsEndpoint, _ b: DynamicsEndpoint, length: Double) {
        self.a = a
        self.b = b
        self.length = length
    }

    /// Whether it names bodies of the world and holds finite numbers.
    func isValid(bodyCount: Int) -> Bool {
        a.isValid(bodyCount: bodyCount) && b.isValid(bodyCount: bodyCount) && length.isFinite && length >= 0
    }
}
