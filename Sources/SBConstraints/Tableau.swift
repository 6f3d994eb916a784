/// The simplex tableau: a row for each basic symbol, and for each parametric symbol the basic
/// symbols whose rows hold it (a column index), so that substituting a symbol or finding the
/// rows it bounds costs the size of its column, not the size of the tableau.
struct Tableau: Sendable {
    private(set) var rows: [Symbol: Row] = [:]
    private var columns: [Symbol: Set<Symbol>] = [:]

    subscript(basic: Symbol) -> Row? { rows[basic] }

    /// The basic symbols whose rows hold `symbol`.
    func rowsContaining(_ symbol: Symbol) -> Set<Symbol> { columns[symbol] ?? [] }

    /// Makes `basic` basic with `row`.
    mutating func insert(_ basic: Symbol, _ row: Row) {
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
    }

    /// Takes `basic`'s row out of the tableau.
    @discardableResult
    mutating func remove(_ basic: Symbol) -> Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for symbol in row.cells.keys { removeFromColumn(symbol, basic) }
        return row
    }

    /// Adds `delta` to the constant of `basic`'s row and returns the new constant.
    mutating func addToConstant(_ basic: Symbol, _ delta: Double) -> Double {
        rows[basic]!.constant += delta
        return rows[basic]!.constant
    }

    /// Replaces `symbol` by `row` in every row that holds it; returns those rows' basic symbols.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, by row: Row) -> Set<Symbol> {
        guard let basics = columns.removeValue(forKey: symbol) else { return [] }
        for basic in basics {
            var target = rows.removeValue(forKey: basic)!
            let coefficient = target.coefficient(of: symbol)
            target.remove(symbol)
            target.constant += row.constant * coefficient
            for (other, value) in row.cells {
                let had = target.coefficient(of: other) != 0
                target.insert(other, value * coefficient)
                let has = target.coefficient(of: other) != 0
                if had, !has {
                    removeFromColumn(other, basic)
                } else if has, !had {
                    columns[other, default: []].insert(basic)
                }
            }
            rows[basic] = target
        }
        return basics
    }

    /// Drops `symbol` from every row (sets it to 0 for good).
    mutating func eliminate(_ symbol: Symbol) {
        guard let basics = columns.removeValue(forKey: symbol) else { return }
        for basic in basics { rows[basic]!.remove(symbol) }
    }

    private mutating func removeFromColumn(_ symbol: Symbol, _ basic: Symbol) {
        columns[symbol]?.remove(basic)
        if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }
}
