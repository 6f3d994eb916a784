/// A linear relation between two expressions, with a priority: `lhs relation rhs @ priority`.
///
/// A constraint is a value with identity, as a ``Variable`` is: copies of one constraint are the
/// same constraint (adding it twice is a duplicate), two made separately are different even when
/// they say the same thing.
package struct Constraint: Hashable, Sendable, CustomStringConvertible {
    private final class Identity: Sendable {}

    private let identity = Identity()

    /// The left side minus the right side: the constraint is `expression relation 0`.
    package let expression: Expression
    /// How `expression` compares with 0.
    package let relation: Relation
    /// How much the constraint matters.
    package let priority: Priority
    /// The name messages use for the constraint (empty: its equation).
    package let name: String

    /// The constraint `lhs relation rhs` at `priority`.
    package init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required,
                name: String = "") {
        expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    package static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs.identity === rhs.identity
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(identity))
    }

    package var description: String {
        if !name.isEmpty { return name }
        let equation = "\(expression) \(relation) 0"
        return priority.isRequired ? equation : "\(equation) @\(priority)"
    }
}

// The relation operators make a required constraint: `xl + 10 <= xr`. Give another priority with
// `Constraint(_:_:_:priority:)` or `|` (`x == 100 | 250`).
extension Expression {
    package static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
    package static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
    package static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
    package static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(rhs) }
    package static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(rhs) }
    package static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(rhs) }
    package static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    package static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    package static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
    package static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    package static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    package static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
    package static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(rhs) }
    package static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(rhs) }
    package static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(rhs) }
    package static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    package static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
    // `==` between two variables is their identity (Equatable); write `Expression(a) == b` for a
    // constraint.
}

extension Constraint {
    /// The same relation at another priority: `(x == 100) | 250`.
    package static func | (lhs: Constraint, rhs: Priority) -> Constraint {
        Constraint(lhs.expression, lhs.relation, Expression(), priority: rhs, name: lhs.name)
    }
}
