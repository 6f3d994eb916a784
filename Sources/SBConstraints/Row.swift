/// A row of the tableau: `basic = constant + sum(coefficient * symbol)`, or, for a row being
/// built, the linear form `constant + sum(coefficient * symbol)` that must equal 0.
struct Row: Sendable {
    /// Coefficients closer to 0 than this are dropped.
    static let epsilon = 1.0e-8

    var constant: Double
    private(set) var cells: [Symbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(of symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// The cells' symbols in the solver's order (for choices that must not depend on hashing).
    var sortedSymbols: [Symbol] { cells.keys.sorted() }

    /// Adds `coefficient * symbol`.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Row.epsilon {
            cells[symbol] = nil
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient * row` (its constant too).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells {
            insert(symbol, value * coefficient)
        }
    }

    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    mutating func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Solves `0 = row` for `symbol`, which must be in the row: afterwards the row is
    /// `symbol = constant + cells`.
    mutating func solve(for symbol: Symbol) {
        let factor = -1 / cells[symbol]!
        cells[symbol] = nil
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Re-solves `lhs = row` for `rhs`, which must be in the row.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        if let coefficient = cells.removeValue(forKey: symbol) {
            insert(row, coefficient)
        }
    }
}
