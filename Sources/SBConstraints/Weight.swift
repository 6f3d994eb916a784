/// A coefficient of the objective: one number for each priority level, compared lexicographically
/// from the highest priority down (the Cassowary paper's symbolic weights).
///
/// Sparse: only the levels with a non-zero number are kept, highest priority first.
struct Weight: Sendable {
    /// (priority, value) pairs, highest priority first, values never (near) zero.
    private(set) var levels: [(priority: Float, value: Double)] = []

    static let zero = Weight()

    /// The weight `value` at `priority`.
    init(_ value: Double, at priority: Float) {
        if abs(value) >= Row.epsilon { levels = [(priority, value)] }
    }

    init() {}

    var isZero: Bool { levels.isEmpty }

    /// The sign of the highest level: -1, 0 or 1.
    var sign: Int {
        if levels.isEmpty { return 0 }
        return levels[0].value < 0 ? -1 : 1
    }

    /// Adds `other * factor`.
    mutating func add(_ other: Weight, times factor: Double) {
        guard !other.levels.isEmpty, factor != 0 else { return }
        var merged: [(priority: Float, value: Double)] = []
        merged.reserveCapacity(levels.count + other.levels.count)
        var i = 0
        var j = 0
        while i < levels.count || j < other.levels.count {
            if j == other.levels.count || (i < levels.count && levels[i].priority > other.levels[j].priority) {
                merged.append(levels[i])
                i += 1
            } else if i == levels.count || other.levels[j].priority > levels[i].priority {
                let value = other.levels[j].value * factor
                if abs(value) >= Row.epsilon { merged.append((other.levels[j].priority, value)) }
                j += 1
            } else {
                let value = levels[i].value + other.levels[j].value * factor
                if abs(value) >= Row.epsilon { merged.append((levels[i].priority, value)) }
                i += 1
                j += 1
            }
        }
        levels = merged
    }

    /// Whether `self / a < other / b` lexicographically, for positive a and b.
    static func ratio(_ lhs: Weight, over a: Double, isLessThan rhs: Weight, over b: Double) -> Bool {
        var difference = Weight()
        difference.add(lhs, times: 1 / a)
        difference.add(rhs, times: -1 / b)
        return difference.sign < 0
    }

    /// The value at one priority level (0 when the level is absent).
    func value(at priority: Float) -> Double {
        levels.first { $0.priority == priority }?.value ?? 0
    }
}
