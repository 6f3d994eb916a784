import SBConstraints
import Testing

@Suite struct SolverTests {
    @Test func requiredConstraintsDetermineTheValues() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x + y == 30)
        try solver.add(x - y == 10)
        // x + y = 30, x - y = 10: x = 40 / 2 = 20, y = 30 - 20 = 10.
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 10)
        #expect(solver.value(of: 2 * x + y - 5) == 45)  // 2 x 20 + 10 - 5
    }

    @Test func aContradictoryRequiredEqualityIsRefusedByNameAndChangesNothing() throws {
        let x = Variable("x")
        var solver = Solver()
        try solver.add(Expression(x) == 10)
        let second = Constraint(Expression(x), .equal, Expression(20), name: "x == 20")
        #expect(throws: SolverError.unsatisfiableConstraint(second)) { try solver.add(second) }
        #expect(solver.value(of: x) == 10)
        #expect(!solver.contains(second))
        #expect(solver.constraintCount == 1)
        #expect(SolverError.unsatisfiableConstraint(second).description.contains("x == 20"))
    }

    @Test func aContradictoryRequiredInequalityIsRefusedAndTheSolverIsAsBefore() throws {
        let x = Variable("x"), y = Variable("y")
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y >= x + 5)
        try solver.add(Constraint(Expression(y), .equal, Expression(40), priority: 500))
        let bad = y <= 12  // y >= x + 5 >= 15
        #expect(throws: SolverError.unsatisfiableConstraint(bad)) { try solver.add(bad) }
        #expect(solver.value(of: y) == 40)
        // The solver still works: x <= y - 5 and x at most 30 with x pulled to 100 at 250.
        try solver.add(Constraint(Expression(x), .equal, Expression(100), priority: 250))
        #expect(solver.value(of: x) == 35)  // 40 - 5
        try solver.add(y <= 20)
        // y: 40 wanted at 500 but at most 20; x <= 20 - 5 = 15.
        #expect(solver.value(of: y) == 20)
        #expect(solver.value(of: x) == 15)
    }

    @Test func duplicatesAndUnknownsAreErrors() throws {
        let x = Variable("x")
        var solver = Solver()
        let c = x >= 1
        try solver.add(c)
        #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
        let other = x >= 1  // the same equation, another constraint
        try solver.add(other)
        try solver.remove(c)
        #expect(throws: SolverError.unknownConstraint(c)) { try solver.remove(c) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try solver.suggestValue(x, 3) }
        #expect(throws: SolverError.requiredEditVariable(x)) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: 999)
        #expect(throws: SolverError.duplicateEditVariable(x)) { try solver.addEditVariable(x, priority: 500) }
        try solver.suggestValue(x, -5)
        #expect(solver.value(of: x) == 1)  // other: x >= 1 is required
    }

    @Test func removingAConstraintReleasesWhatItHeld() throws {
        let x = Variable("x")
        var solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.add(Constraint(Expression(x), .equal, Expression(5), priority: 250))
        #expect(solver.value(of: x) == 10)
        try solver.remove(floor)
        #expect(solver.value(of: x) == 5)
        try solver.add(floor)
        #expect(solver.value(of: x) == 10)
        // Removing an optional constraint too: x is then free (0 is where the solver leaves it).
        let pull = Constraint(Expression(x), .equal, Expression(30), priority: 300)
        try solver.add(pull)
        #expect(solver.value(of: x) == 30)
        try solver.remove(pull)
        #expect(solver.value(of: x) == 10)
    }

    @Test func aHigherPriorityBeatsAnyAmountOfLowerPriorityError() throws {
        let x = Variable("x")
        var solver = Solver()
        // Ten constraints at 250 want x = 1000 (a total error of 10 x 1000 = 10000 if x = 0); one
        // at 251 wants x = 0 (an error of 1000 otherwise). Weighted sums would pick 1000; UIKit's
        // priorities pick 0.
        for _ in 0..<10 {
            try solver.add(Constraint(Expression(x), .equal, Expression(1000), priority: 250))
        }
        try solver.add(Constraint(Expression(x), .equal, Expression(0), priority: 251))
        #expect(solver.value(of: x) == 0)
        // And 999 over a thousand-fold error at 998.
        let y = Variable("y")
        try solver.add(Constraint(Expression(y), .greaterThanOrEqual, Expression(1), priority: 999))
        try solver.add(Constraint(Expression(y), .lessThanOrEqual, Expression(-1000), priority: 998))
        #expect(solver.value(of: y) == 1)
    }

    @Test func equalPrioritiesShareTheError() throws {
        // Two 500 constraints pulling apart, a 250 one breaking the tie: x = 10 and x = 20 at 500
        // cost 10 together wherever x is between them; x = 12 at 250 picks 12.
        let x = Variable("x")
        var solver = Solver()
        try solver.add(Constraint(Expression(x), .equal, Expression(10), priority: 500))
        try solver.add(Constraint(Expression(x), .equal, Expression(20), priority: 500))
        try solver.add(Constraint(Expression(x), .equal, Expression(12), priority: 250))
        #expect(solver.value(of: x) == 12)
        #expect(solver.errors.map(\.error) == [10])  // |12 - 10| + |12 - 20| at 500, 0 at 250
    }

    @Test func tiesGoToTheFirstVariable() throws {
        // x + y = 10 with x, y >= 0 and nothing else: any split is a solution. The first row is
        // solved for x (x = 10 - y); x >= 0 then reads 10 - y >= 0 and is solved for y, its slack
        // left at 0: x = 0, y = 10, every time.
        for _ in 0..<3 {
            let x = Variable("x"), y = Variable("y")
            var solver = Solver()
            try solver.add(x + y == 10)
            try solver.add(x >= 0)
            try solver.add(y >= 0)
            #expect(solver.value(of: x) == 0)
            #expect(solver.value(of: y) == 10)
        }
    }

    @Test func inequalitiesAtAPriority() throws {
        let w = Variable("w")
        var solver = Solver()
        // A 100 pt wide box that would rather be at most 80 (750) and at least 90 (250): 80.
        try solver.add(Constraint(Expression(w), .equal, Expression(100), priority: 50))
        try solver.add(Constraint(Expression(w), .lessThanOrEqual, Expression(80), priority: 750))
        try solver.add(Constraint(Expression(w), .greaterThanOrEqual, Expression(90), priority: 250))
        #expect(solver.value(of: w) == 80)
    }

    @Test func descriptions() {
        let x = Variable("x"), y = Variable("y")
        #expect((2 * x - y + 3).description == "2*x - y + 3")
        #expect((x <= 100).description == "x - 100 <= 0")
        #expect(((Expression(x) == y) | 250).description == "x - y == 0 @250")
    }
}
