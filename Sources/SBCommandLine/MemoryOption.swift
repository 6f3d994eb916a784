import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBRender

/// `--max-memory SIZE`: the memory budget every command checks its estimate against before the
/// large allocations (default 2 GiB, or SBRENDER_MAX_MEMORY).
struct MemoryOption: ParsableArguments {
    @Option(name: .customLong("max-memory"), help: ArgumentHelp("The most memory to plan for (default 2G, or $SBRENDER_MAX_MEMORY): a size such as 512M, 8G.", valueName: "size"))
    var maxMemory: String?

    /// The budget: the option's, else the environment's, else 2 GiB.
    /// - Throws: a usage error (64) naming the value that is not a size.
    func budget() throws -> MemoryBudget {
        if let maxMemory {
            guard let bytes = MemoryBudget.parse(maxMemory) else {
                throw ValidationError("--max-memory expects a size such as 512M or 8G, got '\(maxMemory)'")
            }
            return MemoryBudget(bytes: bytes)
        }
        if let value = ProcessInfo.processInfo.environment[MemoryBudget.environmentVariable], !value.isEmpty {
            guard let bytes = MemoryBudget.parse(value) else {
                throw ValidationError("\(MemoryBudget.environmentVariable) expects a size such as 512M or 8G, got '\(value)'")
            }
            return MemoryBudget(bytes: bytes)
        }
        return MemoryBudget()
    }

    /// Checks an estimate against the budget.
    /// - Throws: ``CommandError`` (65: the input asks for more than the budget allows).
    func check(_ estimate: Int, what: String, remedy: String) throws {
        do {
            try budget().check(estimate, what: what, remedy: remedy)
        } catch let error as MemoryBudgetError {
            throw CommandError.badData(OptionMessages.memory(error))
        }
    }
}
