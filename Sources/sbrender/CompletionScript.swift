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

/// Shell completion scripts that also complete the default command's options and values
/// (`sbrender --lay<TAB>`): swift-argument-parser's script for the root command offers only the
/// subcommands' names there. The bash script is amended so that, before a subcommand is named,
/// `render`'s options and their values are offered as well.
enum CompletionScript {
    /// The shell of `--generate-completion-script SHELL`, when asked for.
    static func shell(in arguments: [String]) -> String? {
        guard let i = arguments.firstIndex(where: { $0 == "--generate-completion-script" || $0.hasPrefix("--generate-completion-script=") }) else { return nil }
        if let equals = arguments[i].firstIndex(of: "=") { return String(arguments[i][arguments[i].index(after: equals)...]) }
        return i + 1 < arguments.count ? arguments[i + 1] : nil
    }

    /// Prints the bash script, amended, and exits (as the parser would); zsh's and fish's are
    /// the parser's own.
    static func printBash() -> Never {
        var script = SBRenderCommand.completionScript(for: .bash)
        let subcommands = SBRenderCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        let original = """
            *)
                # Offer subcommand completions
                COMPREPLY+=($(compgen -W '\(subcommands.joined(separator: " "))' -- "${cur}"))
                ;;
        """
        let amended = """
            *)
                # Offer subcommand completions, and the default command's options and values
                COMPREPLY+=($(compgen -W '\(subcommands.joined(separator: " "))' -- "${cur}"))
                unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
                _sbrender_render
                ;;
        """
        if script.contains(original) { script = script.replacingFirst(original, with: amended) }
        do {
            try StandardOutputSink.print(script)
        } catch {
            StandardError.write("sbrender: \(error)")
            exit(CommandError.ioError)
        }
        exit(0)
    }
}
