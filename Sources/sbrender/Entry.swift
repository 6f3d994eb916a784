import ArgumentParser
import Foundation

/// The process entry point: parse, run, and report any error as one line on stderr.
@main
enum Entry {
    static func main() {
        MemoryTuning.apply()
        do {
            var command = try SBRenderCommand.parseAsRoot()
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
