/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
/// constraint solving algorithm", ACM TOCHI 8(4), 2001): linear equalities and inequalities, each
/// required or optional at a priority, solved by the simplex method on a tableau kept between
/// calls, so that adding or removing one constraint, or suggesting a new value for an edit
/// variable, costs a few pivots rather than a new solve.
///
/// Optional constraints are satisfied as well as the priorities allow: the solver minimises the
/// errors of the highest priority first, and never gives any of that up for a lower priority
/// (lexicographic weights), so 251 beats 250 whatever the sizes of the errors.
///
/// The solver is a value: a copy is an independent solver. It is deterministic: pivots are chosen
/// by the order in which variables and constraints were first seen (Bland's rule), never by
/// hashing, so the same calls in the same order give the same values.
package struct Solver: Sendable {
    /// What the solver keeps for a constraint: the symbols it added to its row, so it can find the
    /// row again and take it out.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
        var priority: Priority
    }

    struct EditInfo: Sendable {
        var constraint: Constraint
        var tag: Tag
        var constant: Double
    }

    private var nextID = 0
    private var constraints: [Constraint: Tag] = [:]
    private var variables: [Variable: Symbol] = [:]
    private var rows = Tableau()
    private var edits: [Variable: EditInfo] = [:]
    private var objective = Objective()
    private var artificial: Objective?
    private var infeasibleRows: Set<Symbol> = []

    /// An empty solver.
    package init() {}

    // MARK: Constraints

    /// Whether `constraint` was added and not removed.
    package func contains(_ constraint: Constraint) -> Bool { constraints[constraint] != nil }

    /// The number of constraints in the solver (edit variables' constraints included).
    package var constraintCount: Int { constraints.count }

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if it is already in the solver,
    ///   ``SolverError/unsatisfiableConstraint(_:)`` if it is required and contradicts the
    ///   required constraints already added. After an error the solver is unchanged.
    package mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard constraints[constraint] == nil else { throw .duplicateConstraint(constraint) }
        var (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil, row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Nothing changed but new symbols for new variables, which stay unconstrained.
            guard abs(row.constant) < Row.epsilon else { throw .unsatisfiableConstraint(constraint) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, by: row)
            rows.insert(subject, row)
        } else {
            // Only a required constraint gets here (an optional one always has an error symbol to
            // solve for), so the objective is unchanged. Phase one pivots the whole tableau; if the
            // constraint proves unsatisfiable the solver goes back to this copy (copy on write:
            // nothing is copied unless this path is taken).
            let saved = self
            guard addWithArtificialVariable(row) else {
                self = saved
                throw .unsatisfiableConstraint(constraint)
            }
        }
        constraints[constraint] = tag
        optimize()
    }

    /// Adds constraints one by one (stopping at the first error, with those before it added).
    package mutating func add(_ constraints: [Constraint]) throws(SolverError) {
        for constraint in constraints { try add(constraint) }
    }

    /// Removes a constraint and re-solves.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if it is not in the solver.
    package mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
        if let edited = edits.first(where: { $0.value.constraint == constraint })?.key { edits[edited] = nil }
        // Take the errors out of the objective before pivoting, or the substitutions below would
        // carry them into it again.
        removeErrorEffects(tag)
        if rows.remove(tag.marker) == nil {
            // The marker is not basic: pivot it into the basis, then drop its row.
            if let leaving = markerLeavingSymbol(tag.marker), var row = rows.remove(leaving) {
                row.solve(for: leaving, tag.marker)
                substitute(tag.marker, by: row)
            }
        }
        optimize()
    }

    // MARK: Edit variables

    /// Whether `variable` is an edit variable.
    package func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Makes `variable` an edit variable: a variable whose value is suggested with
    /// ``suggestValue(_:_:)``, held by an optional constraint `variable == suggestion` at
    /// `priority`. Its first suggestion is 0.
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``, or
    ///   ``SolverError/requiredEditVariable(_:)`` for a required priority.
    package mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, Expression(), priority: priority,
                                    name: "edit(\(variable)) @\(priority)")
        try add(constraint)
        edits[variable] = EditInfo(constraint: constraint, tag: constraints[constraint]!, constant: 0)
    }

    /// Removes an edit variable and its constraint.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    package mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let info = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex (the tableau
    /// stays optimal; only its feasibility is restored).
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    package mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var info = edits[variable] else { throw .unknownEditVariable(variable) }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info
        defer { dualOptimize() }
        // The edit row is `variable - suggestion = errorPlus - errorMinus`.
        if rows[info.tag.marker] != nil {
            if rows.addToConstant(info.tag.marker, -delta) < 0 { infeasibleRows.insert(info.tag.marker) }
            return
        }
        if let other = info.tag.other, rows[other] != nil {
            if rows.addToConstant(other, delta) < 0 { infeasibleRows.insert(other) }
            return
        }
        for symbol in rows.rowsContaining(info.tag.marker) {
            let coefficient = rows[symbol]!.coefficient(of: info.tag.marker)
            if rows.addToConstant(symbol, delta * coefficient) < 0, symbol.kind != .external {
                infeasibleRows.insert(symbol)
            }
        }
    }

    // MARK: Values

    /// The value the solution gives `variable` (0 for a variable the solver has not seen).
    package func value(of variable: Variable) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        let value = rows[symbol]?.constant ?? 0
        // No -0 in answers.
        return value == 0 ? 0 : value
    }

    /// The value of an expression under the current solution.
    package func value(of expression: Expression) -> Double {
        expression.value { value(of: $0) }
    }

    /// The error left on each non-required priority level, highest first: the sum of the
    /// optional constraints' errors at that priority (how far each is from holding), only the
    /// levels where some constraint does not hold.
    package var errors: [(priority: Priority, error: Double)] {
        var sums: [Priority: Double] = [:]
        for tag in constraints.values {
            for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
                let error = rows[symbol]?.constant ?? 0
                if abs(error) >= Row.epsilon { sums[tag.priority, default: 0] += error }
            }
        }
        return sums.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
    }

    // MARK: The tableau

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    /// The constraint's row, with the basic variables substituted, and its slack, error or dummy
    /// symbols; its constant made non-negative.
    private mutating func makeRow(for constraint: Constraint) -> (Row, Tag) {
        var row = Row(constant: constraint.expression.constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let priority = constraint.priority
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0 is expression + slack = 0 with slack >= 0.
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            if priority.isRequired {
                tag = Tag(marker: slack, other: nil, priority: priority)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, Weight(1, at: priority.rawValue))
                tag = Tag(marker: slack, other: error, priority: priority)
            }
        case .equal:
            if priority.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, priority: priority)
            } else {
                // expression = errorPlus - errorMinus.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, Weight(1, at: priority.rawValue))
                objective.insert(minus, Weight(1, at: priority.rawValue))
                tag = Tag(marker: plus, other: minus, priority: priority)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: an external variable (the first made), else a new
    /// slack or error symbol with a negative coefficient (so the row stays feasible); nil if
    /// none fits and phase one is needed.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for candidate in [tag.marker, tag.other].compactMap({ $0 })
        where candidate.kind == .slack || candidate.kind == .error {
            if row.coefficient(of: candidate) < 0 { return candidate }
        }
        return nil
    }

    /// Phase one: adds the row with an artificial variable and minimises it; the row is
    /// satisfiable if the artificial variable can reach 0.
    private mutating func addWithArtificialVariable(_ row: Row) -> Bool {
        let art = makeSymbol(.slack)
        rows.insert(art, row)
        var artificialObjective = Objective()
        artificialObjective.insert(row, Weight(1, at: .infinity))
        artificial = artificialObjective
        optimize(artificialPhase: true)
        let success = (artificial?.constant.levels.first.map { abs($0.value) } ?? 0) < Row.epsilon
        artificial = nil
        if var artRow = rows.remove(art) {
            if artRow.cells.isEmpty { return success }
            guard let entering = artRow.sortedSymbols.first(where: { $0.kind == .slack || $0.kind == .error }) else {
                return false
            }
            artRow.solve(for: art, entering)
            substitute(entering, by: artRow)
            rows.insert(entering, artRow)
        }
        rows.eliminate(art)
        objective.remove(art)
        return success
    }

    /// Substitutes `row` for `symbol` everywhere, noting rows made infeasible.
    private mutating func substitute(_ symbol: Symbol, by row: Row) {
        for basic in rows.substitute(symbol, by: row) where basic.kind != .external {
            if rows[basic]!.constant < 0 { infeasibleRows.insert(basic) }
        }
        objective.substitute(symbol, by: row)
        artificial?.substitute(symbol, by: row)
    }

    /// The primal simplex on the objective (or phase one's artificial objective).
    private mutating func optimize(artificialPhase: Bool = false) {
        while true {
            guard let entering = (artificialPhase ? artificial : objective)?.enteringSymbol else { return }
            // The leaving row: the smallest ratio -constant / coefficient among rows where the
            // entering symbol has a negative coefficient (ties: the first basic symbol made).
            var best: (symbol: Symbol, ratio: Double)?
            for basic in rows.rowsContaining(entering) where basic.kind != .external {
                let row = rows[basic]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best == nil || ratio < best!.ratio || (ratio == best!.ratio && basic < best!.symbol) {
                    best = (basic, ratio)
                }
            }
            // Unbounded: cannot happen with non-negative errors; stop rather than trap.
            guard let leaving = best?.symbol, var row = rows.remove(leaving) else { return }
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            rows.insert(entering, row)
        }
    }

    /// The dual simplex: restores feasibility after suggested values, keeping optimality.
    private mutating func dualOptimize() {
        while let leaving = infeasibleRows.min() {
            infeasibleRows.remove(leaving)
            guard var row = rows[leaving], row.constant < 0, abs(row.constant) >= Row.epsilon else { continue }
            // The entering symbol: the smallest ratio objective weight / coefficient among the
            // row's positive coefficients (ties: the first symbol made).
            var best: (symbol: Symbol, coefficient: Double)?
            for symbol in row.sortedSymbols where symbol.kind != .dummy {
                let coefficient = row.coefficient(of: symbol)
                guard coefficient > 0 else { continue }
                if let current = best {
                    if Weight.ratio(objective.weight(of: symbol), over: coefficient,
                                    isLessThan: objective.weight(of: current.symbol), over: current.coefficient) {
                        best = (symbol, coefficient)
                    }
                } else {
                    best = (symbol, coefficient)
                }
            }
            guard let entering = best?.symbol else { continue }
            rows.remove(leaving)
            row.solve(for: leaving, entering)
            substitute(entering, by: row)
            rows.insert(entering, row)
        }
    }

    private mutating func removeErrorEffects(_ tag: Tag) {
        for marker in [tag.marker, tag.other].compactMap({ $0 }) where marker.kind == .error {
            let weight = Weight(-1, at: tag.priority.rawValue)
            if let row = rows[marker] {
                objective.insert(row, weight)
            } else {
                objective.insert(marker, weight)
            }
        }
    }

    /// The row to pivot a constraint's marker into when removing it: the most restrictive row
    /// where the marker has a negative coefficient, else a positive one, else an external row.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var first: (Symbol, Double)?
        var second: (Symbol, Double)?
        var third: Symbol?
        for basic in rows.rowsContaining(marker).sorted() {
            let row = rows[basic]!
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if basic.kind == .external {
                if third == nil { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if first == nil || r < first!.1 { first = (basic, r) }
            } else {
                let r = row.constant / c
                if second == nil || r < second!.1 { second = (basic, r) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
