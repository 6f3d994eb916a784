/// A linear expression: a sum of terms (variables times coefficients) plus a constant.
///
/// Built with the arithmetic operators from variables and numbers:
/// `(left + right) / 2`, `2 * width + 8`, `right - left`. Terms keep the order they were written
/// in (a variable may appear more than once; the solver adds them up). `==`, `<=` and `>=` between
/// expressions make a ``Constraint``, so an expression is not `Equatable`.
package struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written.
    package var terms: [Term]
    /// The constant added to the terms.
    package var constant: Double

    /// The expression `terms + constant`.
    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression made of one variable.
    package init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// The constant expression.
    package init(_ constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value when each variable has the value `value` gives it.
    package func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    package var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text += term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? "\(term.variable)" : "\(Self.number(magnitude))*\(term.variable)"
        }
        if text.isEmpty { return Self.number(constant) }
        if constant != 0 { text += constant < 0 ? " - \(Self.number(-constant))" : " + \(Self.number(constant))" }
        return text
    }

    /// A number without a trailing `.0` when it is whole.
    static func number(_ value: Double) -> String {
        if abs(value) < 1e15, value == Double(Int(value)) { return String(Int(value)) }
        return String(value)
    }

    // MARK: Arithmetic

    package static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    package static func - (lhs: Expression, rhs: Expression) -> Expression {
        lhs + rhs * -1
    }

    package static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    package static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    package static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

    package static prefix func - (operand: Expression) -> Expression { operand * -1 }

    package static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    package static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
    package static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    package static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}

// The operators on variables, so that `xl + xr` and `2 * x` need no conversion.
extension Variable {
    package static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    package static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    package static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    package static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    package static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
    package static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    package static func * (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) * rhs }
    package static func * (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) * lhs }
    package static func / (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) / rhs }
    package static prefix func - (operand: Variable) -> Expression { -Expression(operand) }
    package static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    package static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    package static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    package static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}
