/// An unknown of a linear system: a view's edge, a width, a guide's position.
///
/// A variable is a value with identity: copies of one variable are the same unknown, and two
/// variables made separately are different unknowns even when their names agree. The name is only
/// for messages.
package struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity the copies share (a class instance compared by reference, never by address
    /// order, so nothing depends on where it lives in memory).
    private final class Identity: Sendable {}

    private let identity = Identity()

    /// The name messages use for the variable, such as `"label.minX"`.
    package let name: String

    /// A new unknown.
    /// - Parameter name: the name messages use for it.
    package init(_ name: String = "") {
        self.name = name
    }

    package static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs.identity === rhs.identity
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    package var description: String { name.isEmpty ? "v" : name }
}
