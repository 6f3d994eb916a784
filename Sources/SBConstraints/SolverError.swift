/// What the ``Solver`` refuses, naming the constraint or variable.
package enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The constraint was already added.
    case duplicateConstraint(Constraint)
    /// The constraint is required and contradicts the required constraints already added; the
    /// solver is as it was before the call.
    case unsatisfiableConstraint(Constraint)
    /// The constraint was never added (or was removed).
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable cannot be required: a suggestion must be able to give way.
    case requiredEditVariable(Variable)

    package var description: String {
        switch self {
        case .duplicateConstraint(let c):
            "The constraint \(c) was already added to the solver; remove it first to add it again."
        case .unsatisfiableConstraint(let c):
            "The required constraint \(c) cannot hold together with the required constraints already added; "
                + "give it a priority below 1000 or remove the ones it contradicts."
        case .unknownConstraint(let c):
            "The constraint \(c) is not in the solver; add it before removing it."
        case .duplicateEditVariable(let v):
            "\(v) is already an edit variable; remove it first to add it again."
        case .unknownEditVariable(let v):
            "\(v) is not an edit variable; add it with addEditVariable(_:priority:) before suggesting a value."
        case .requiredEditVariable(let v):
            "The edit variable \(v) cannot be required (priority 1000); give it a priority below 1000."
        }
    }
}
