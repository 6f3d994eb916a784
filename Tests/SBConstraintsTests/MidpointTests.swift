import SBConstraints
import Testing

/// The Cassowary paper's first example (Badros, Borning and Stuckey 2001, section 2): a midpoint
/// between two points on a line, `xm = (xl + xr) / 2`, with `xl + 10 <= xr`, `xr <= 100` and
/// `xl >= 0`, the midpoint dragged with an edit variable.
@Suite struct MidpointTests {
    let xl = Variable("xl"), xm = Variable("xm"), xr = Variable("xr")

    /// The required constraints, weak stays xl = 10 at 250 and xr = 90 at 251 (so the right
    /// point is the stiffer one), and the midpoint an edit variable at 750.
    func solver() throws -> Solver {
        var solver = Solver()
        try solver.add(2 * xm == xl + xr)
        try solver.add(xl + 10 <= Expression(xr))
        try solver.add(xr <= 100)
        try solver.add(xl >= 0)
        try solver.add(Constraint(Expression(xl), .equal, Expression(10), priority: 250))
        try solver.add(Constraint(Expression(xr), .equal, Expression(90), priority: 251))
        try solver.addEditVariable(xm, priority: 750)
        return solver
    }

    func values(_ solver: Solver) -> [Double] {
        [solver.value(of: xl), solver.value(of: xm), solver.value(of: xr)]
    }

    @Test func theMidpointFollowsTheEditAndTheStiffPointStays() throws {
        var solver = try solver()
        // xm = 50: xl + xr = 100, and both stays hold: (10 + 90) / 2 = 50.
        try solver.suggestValue(xm, 50)
        #expect(values(solver) == [10, 50, 90])
        // xm = 60: xl + xr = 120; xr (251) keeps 90, so xl = 120 - 90 = 30 (its 250 stay gives way).
        try solver.suggestValue(xm, 60)
        #expect(values(solver) == [30, 60, 90])
        // xm = 95: xl + xr = 190 with xl + 10 <= xr: 2 xr >= 200, and xr <= 100, so xr = 100,
        // xl = 90.
        try solver.suggestValue(xm, 95)
        #expect(values(solver) == [90, 95, 100])
    }

    @Test func anUnreachableSuggestionGoesAsFarAsTheRequiredConstraintsAllow() throws {
        var solver = try solver()
        try solver.suggestValue(xm, 50)
        // xm = 98 needs xl + xr = 196; xr <= 100 gives xl >= 96 but xl <= xr - 10 <= 90. The
        // closest is xr = 100, xl = 90, xm = (90 + 100) / 2 = 95: an error of 98 - 95 = 3 at 750.
        try solver.suggestValue(xm, 98)
        #expect(values(solver) == [90, 95, 100])
        #expect(solver.errors.first?.priority == 750)
        #expect(solver.errors.first?.error == 3)
        // Back to 20: xl + xr = 40 and xl >= 0, so xr <= 40: xr's stay (251) breaks by 90 - 40 =
        // 50 before xl's (250) gives anything: xl = 0, xr = 40.
        try solver.suggestValue(xm, 20)
        #expect(values(solver) == [0, 20, 40])
    }

    @Test func removingTheEditLetsTheStaysHoldAgain() throws {
        var solver = try solver()
        try solver.suggestValue(xm, 60)
        try solver.removeEditVariable(xm)
        // No edit: xl = 10 and xr = 90 both hold, xm = (10 + 90) / 2 = 50.
        #expect(values(solver) == [10, 50, 90])
        #expect(!solver.hasEditVariable(xm))
        #expect(solver.errors.isEmpty)
    }
}
