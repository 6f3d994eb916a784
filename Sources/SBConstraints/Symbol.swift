/// A column of the solver's tableau: a variable of the user's or one the solver made.
///
/// Symbols are ordered by the order the solver made them, which is how it breaks every tie when
/// it chooses a pivot (Bland's rule): the same constraints added in the same order give the same
/// pivots and the same values, and the simplex cannot cycle.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable {
        /// A user's variable (unrestricted in sign).
        case external
        /// The slack of an inequality (>= 0); also the artificial variable of phase one.
        case slack
        /// The error of an optional constraint (>= 0), weighted in the objective.
        case error
        /// The marker of a required equality: always 0, never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    // The id alone identifies a symbol.
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
