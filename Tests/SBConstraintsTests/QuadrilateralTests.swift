import SBConstraints
import Testing

/// The Cassowary paper's quadrilateral (section 2): four corners, the midpoints of the sides
/// (which always form a parallelogram), corners kept 20 apart so the figure cannot turn inside
/// out, weak stays on the corners, one corner dragged with an edit.
@Suite struct QuadrilateralTests {
    struct Point {
        let x: Variable, y: Variable
        init(_ name: String) {
            x = Variable("\(name).x")
            y = Variable("\(name).y")
        }
    }

    let corners = (0..<4).map { Point("p\($0)") }
    let midpoints = (0..<4).map { Point("m\($0)") }

    /// Corners at (10, 10), (10, 200), (200, 200), (200, 10), held by stays at 250; everything
    /// inside 0...500; corner 0 an edit variable at 750 in x and y.
    func solver() throws -> Solver {
        var solver = Solver()
        let start: [(Double, Double)] = [(10, 10), (10, 200), (200, 200), (200, 10)]
        for (point, (x, y)) in zip(corners, start) {
            try solver.add(Constraint(Expression(point.x), .equal, Expression(x), priority: 250))
            try solver.add(Constraint(Expression(point.y), .equal, Expression(y), priority: 250))
        }
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4], m = midpoints[i]
            try solver.add(2 * m.x == a.x + b.x)
            try solver.add(2 * m.y == a.y + b.y)
        }
        for point in corners + midpoints {
            for v in [point.x, point.y] {
                try solver.add(v >= 0)
                try solver.add(v <= 500)
            }
        }
        let (p0, p1, p2, p3) = (corners[0], corners[1], corners[2], corners[3])
        try solver.add(p0.x + 20 <= Expression(p2.x))
        try solver.add(p0.x + 20 <= Expression(p3.x))
        try solver.add(p1.x + 20 <= Expression(p2.x))
        try solver.add(p1.x + 20 <= Expression(p3.x))
        try solver.add(p0.y + 20 <= Expression(p1.y))
        try solver.add(p0.y + 20 <= Expression(p2.y))
        try solver.add(p3.y + 20 <= Expression(p1.y))
        try solver.add(p3.y + 20 <= Expression(p2.y))
        try solver.addEditVariable(p0.x, priority: 750)
        try solver.addEditVariable(p0.y, priority: 750)
        return solver
    }

    func values(_ solver: Solver, _ points: [Point]) -> [[Double]] {
        points.map { [solver.value(of: $0.x), solver.value(of: $0.y)] }
    }

    @Test func theStartingFigure() throws {
        var solver = try solver()
        try solver.suggestValue(corners[0].x, 10)
        try solver.suggestValue(corners[0].y, 10)
        #expect(values(solver, corners) == [[10, 10], [10, 200], [200, 200], [200, 10]])
        // Midpoints of (10,10)-(10,200), (10,200)-(200,200), (200,200)-(200,10), (200,10)-(10,10).
        #expect(values(solver, midpoints) == [[10, 105], [105, 200], [200, 105], [105, 10]])
    }

    @Test func draggingACornerMovesOnlyItsSides() throws {
        var solver = try solver()
        try solver.suggestValue(corners[0].x, 50)
        try solver.suggestValue(corners[0].y, 50)
        #expect(values(solver, corners) == [[50, 50], [10, 200], [200, 200], [200, 10]])
        // m0 = ((50 + 10) / 2, (50 + 200) / 2), m3 = ((200 + 50) / 2, (10 + 50) / 2).
        #expect(values(solver, midpoints) == [[30, 125], [105, 200], [200, 105], [125, 30]])
    }

    @Test func draggingPastTheOthersPushesThemTheLeastItCan() throws {
        var solver = try solver()
        try solver.suggestValue(corners[0].x, 250)
        try solver.suggestValue(corners[0].y, 250)
        // p0 at (250, 250) (750 beats the stays at 250): p2.x and p3.x >= 250 + 20 = 270,
        // p1.y and p2.y >= 270; each stay breaks by the least, 270 - 200 = 70.
        #expect(values(solver, corners) == [[250, 250], [10, 270], [270, 270], [270, 10]])
        // m0 = ((250 + 10) / 2, (250 + 270) / 2), m1 = ((10 + 270) / 2, 270),
        // m2 = (270, (270 + 10) / 2), m3 = ((270 + 250) / 2, (10 + 250) / 2).
        #expect(values(solver, midpoints) == [[130, 260], [140, 270], [270, 140], [260, 130]])
        // Still a parallelogram: m1 - m0 = m2 - m3 = (10, 10).
    }
}
