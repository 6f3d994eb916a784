import SBConstraints
import Testing

/// Many random systems, built up and torn down: every required constraint in the solver holds
/// after every step, and the same calls give the same values.
@Suite struct SolverConsistencyTests {
    /// A seeded generator (SplitMix64), so the systems are the same on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(next() % UInt64(range.count))
        }
    }

    func holds(_ c: Constraint, _ solver: Solver) -> Bool {
        let v = solver.value(of: c.expression)
        switch c.relation {
        case .equal: return abs(v) < 1e-6
        case .lessThanOrEqual: return v < 1e-6
        case .greaterThanOrEqual: return v > -1e-6
        }
    }

    func run(seed: UInt64) -> [Double] {
        var random = Generator(state: seed)
        let variables = (0..<8).map { Variable("v\($0)") }
        var solver = Solver()
        var added: [Constraint] = []
        for step in 0..<120 {
            if !added.isEmpty, random.int(0...3) == 0 {
                let c = added.remove(at: random.int(0...(added.count - 1)))
                #expect(throws: Never.self) { try solver.remove(c) }
            } else {
                let a = variables[random.int(0...7)], b = variables[random.int(0...7)]
                let lhs = Double(random.int(1...3)) * a - Double(random.int(0...2)) * b
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(0...2)]
                let priority: Priority = random.int(0...2) == 0 ? .required : Priority(Float(random.int(1...999)))
                let c = Constraint(lhs, relation, Expression(Double(random.int(-50...50))), priority: priority)
                do {
                    try solver.add(c)
                    added.append(c)
                } catch {
                    #expect(error == .unsatisfiableConstraint(c), "step \(step)")
                }
            }
            for c in added where c.priority.isRequired {
                #expect(holds(c, solver), "step \(step): \(c)")
            }
        }
        return variables.map { solver.value(of: $0) }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64]) func requiredConstraintsAlwaysHold(seed: UInt64) {
        #expect(run(seed: seed) == run(seed: seed))
    }
}
