/// A variable times a coefficient: one term of an ``Expression``.
public struct Term: Hashable, Sendable {
    /// The unknown.
    public var variable: Variable
    /// What it is multiplied by.
    public var coefficient: Double

    /// The term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
