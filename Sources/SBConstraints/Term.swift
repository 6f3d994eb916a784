/// A variable times a coefficient: one term of an ``Expression``.
package struct Term: Hashable, Sendable {
    /// The unknown.
    package var variable: Variable
    /// What it is multiplied by.
    package var coefficient: Double

    /// The term `coefficient * variable`.
    package init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
