/// The function the simplex minimises: a ``Weight`` for each non-basic symbol, plus a constant
/// weight (the current total error at each priority level).
struct Objective: Sendable {
    var constant = Weight()
    private(set) var cells: [Symbol: Weight] = [:]

    func weight(of symbol: Symbol) -> Weight { cells[symbol] ?? .zero }

    /// Adds `weight * symbol`.
    mutating func insert(_ symbol: Symbol, _ weight: Weight) {
        var sum = cells[symbol] ?? Weight()
        sum.add(weight, times: 1)
        cells[symbol] = sum.isZero ? nil : sum
    }

    /// Adds `weight * row` (a basic symbol's row, where the symbol itself was weighted).
    mutating func insert(_ row: Row, _ weight: Weight) {
        constant.add(weight, times: row.constant)
        for (symbol, value) in row.cells {
            var sum = cells[symbol] ?? Weight()
            sum.add(weight, times: value)
            cells[symbol] = sum.isZero ? nil : sum
        }
    }

    mutating func remove(_ symbol: Symbol) {
        cells[symbol] = nil
    }

    /// Replaces `symbol` by what `row` says it equals.
    mutating func substitute(_ symbol: Symbol, by row: Row) {
        if let weight = cells.removeValue(forKey: symbol) {
            insert(row, weight)
        }
    }

    /// The symbol to enter the basis: the first, in the solver's order, whose weight is negative
    /// (Bland's rule), never a dummy.
    var enteringSymbol: Symbol? {
        var entering: Symbol?
        for (symbol, weight) in cells where symbol.kind != .dummy && weight.sign < 0 {
            if entering == nil || symbol < entering! { entering = symbol }
        }
        return entering
    }
}
