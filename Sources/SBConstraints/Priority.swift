/// How much a constraint matters, on UIKit's scale: 1 to 1000, where 1000 is required.
///
/// Priorities are compared lexicographically, as the Cassowary paper's symbolic weights: the
/// solver first makes the error of the highest non-required priority as small as it can, then,
/// without giving any of that back, the next one, and so on. So a constraint of priority 251 wins
/// over any number of constraints of priority 250, however large their errors.
package struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral
{
    /// The value: 1000 or more is required, below is optional.
    package var rawValue: Float

    /// A priority of this value.
    package init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    package init(floatLiteral value: Float) {
        self.init(value)
    }

    package init(integerLiteral value: Int) {
        self.init(Float(value))
    }

    /// 1000: the constraint must hold; adding one that cannot is an error.
    package static let required = Priority(1000)

    /// Whether the constraint must hold (1000 or more).
    package var isRequired: Bool { rawValue >= Priority.required.rawValue }

    package static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

    package var description: String {
        Expression.number(Double(rawValue))
    }
}
