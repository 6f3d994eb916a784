/// How a constraint's two sides compare.
package enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// The left side is at most the right side.
    case lessThanOrEqual
    /// The two sides are equal.
    case equal
    /// The left side is at least the right side.
    case greaterThanOrEqual

    package var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
