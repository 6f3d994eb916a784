import ArgumentParser
import Foundation

/// The process entry point: parse, run, and report any error as one line on stderr.
@main
enum Entry {
    static func main() {
        MemoryTuning.apply()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first {
            let names = SBRenderCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if let meant = CommandSuggestion.suggestion(for: first, commands: names, exists: { FileManager.default.fileExists(atPath: $0) }) {
                StandardError.write("sbrender: '\(first)' is not a command; did you mean 'sbrender \(meant)'? (A picture's name needs an extension: \(first).png)")
                Foundation.exit(64)
            }
        }
        do {
            var command = try SBRenderCommand.parseAsRoot(arguments)
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = SBRenderCommand.exitCode(for: error)
            if code == .success {
                SBRenderCommand.exit(withError: error)
            }
            let message = SBRenderCommand.message(for: error)
                .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "failed"
            StandardError.write("sbrender: \(message)")
            Foundation.exit(code == .failure ? 1 : code.rawValue)
        }
    }
}
