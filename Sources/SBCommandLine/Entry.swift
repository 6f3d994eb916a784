import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBRender
import SBScene
import SBOutput

/// The process entry point: parse, run, and report any error as one line on stderr
/// (``SBRenderCommand/main(layouts:)`` calls it).
enum Entry {
    /// Runs `sbrender` with the process's arguments and `layouts`, and exits with its status.
    static func main(layouts: LayoutRegistry) -> Never {
        MemoryTuning.apply()
        // A reader that goes away (`sbrender layout --all | head`) makes a write fail with EPIPE,
        // reported with the system's words, instead of a SIGPIPE that ends the process unheard.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let first = arguments.first {
            let names = SBRenderCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
            if let meant = CommandSuggestion.suggestion(for: first, commands: names, exists: { FileManager.default.fileExists(atPath: $0) }) {
                StandardError.write("sbrender: '\(first)' is not a command; did you mean 'sbrender \(meant)'? (A picture's name needs an extension: \(first).png)")
                exit(64)
            }
        }
        // A picture's fonts are set up on another core while the arguments and the scene are read.
        let preparation = RenderCommand.isRequested(by: arguments) ? RendererPreparation() : nil
        if let shell = CompletionScript.shell(in: arguments), let script = CompletionScript.script(for: shell) {
            CompletionScript.print(script)
        }
        // Help (`animate --help`) lists the animations of the layouts registered here.
        AnimateCommand.helpLayouts.withLock { $0 = layouts }
        var command: any ParsableCommand
        do {
            // The commonest one-shot lines without swift-argument-parser (RenderShortcut).
            let shortcut: (any ParsableCommand)? = RenderShortcut.command(for: arguments)
            command = try shortcut ?? SBRenderCommand.parseAsRoot(arguments)
        } catch {
            preparation?.finishWork()
            if SBRenderCommand.exitCode(for: error) == .success { SBRenderCommand.exit(withError: error) }
            // A usage error: what is wrong, then the usage line and where to read more.
            StandardError.write(ParseErrorMessage.line(for: error))
            exit(CommandError.usage)
        }
        if let named = command as? any RegistryCommand,
           let unknown = named.layoutNames.first(where: { layouts.registration(named: $0.name) == nil }) {
            preparation?.finishWork()
            StandardError.write(ParseErrorMessage.line(unknownLayout: unknown.name, option: unknown.option, command: type(of: named), layouts: layouts))
            exit(CommandError.usage)
        }
        do {
            if let named = command as? any RegistryCommand {
                try named.run(layouts: layouts, preparation: preparation)
            } else {
                try command.run()
            }
            preparation?.finishWork()
        } catch let code as ExitCode {
            preparation?.finishWork()
            exit(code.rawValue)
        } catch let failure as CommandError {
            preparation?.finishWork()
            StandardError.write("sbrender: \(failure.description)")
            exit(failure.status)
        } catch {
            preparation?.finishWork()
            let code = SBRenderCommand.exitCode(for: error)
            if code == .success {
                SBRenderCommand.exit(withError: error)
            }
            let message = SBRenderCommand.message(for: error)
                .split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "failed"
            StandardError.write("sbrender: \(message)")
            // Errors without a status of their own are about the input (README, "Errors").
            exit(code == .failure ? CommandError.dataError : code.rawValue)
        }
        exit(0)
    }

    /// Ends the process with `status` (standard output's buffer flushed).
    static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #elseif canImport(Darwin)
        Darwin.exit(status)
        #endif
    }
}
