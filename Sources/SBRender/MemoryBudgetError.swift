/// Work refused because it would need more memory than the budget: what, how much, the budget
/// and how to need less. The sentence says to raise the budget without naming how (the command
/// line adds its option and environment variable).
package struct MemoryBudgetError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What needs the memory (`2 jobs drawing 16384x16384-pixel frames`).
    package let what: String
    /// The bytes it needs at its peak (`Int.max` when the estimate saturated).
    package let estimate: Int
    /// The budget, in bytes.
    package let budget: Int
    /// How to need less.
    package let remedy: String

    /// The need in words: `about 4 GiB`, or `more than ...` when the estimate saturated.
    package var needed: String {
        estimate == Int.max ? "more than \(MemoryBudget.describe(Int.max))" : "about \(MemoryBudget.describe(estimate))"
    }

    /// The sentence up to the ways out: what needs how much, more than which budget.
    package var problem: String {
        "\(what) needs \(needed), more than the memory budget of \(MemoryBudget.describe(budget))"
    }

    package var description: String {
        "\(problem); \(remedy), or raise the budget"
    }
}
