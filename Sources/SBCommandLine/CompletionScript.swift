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
/// subcommands' names there. Each shell's script is amended so that, before a subcommand is named,
/// `render`'s options and their values are offered as well (bash: with the subcommands; zsh: for
/// an option in the first word and for every word after one; fish: likewise).
enum CompletionScript {
    /// The shell of `--generate-completion-script SHELL`, when asked for.
    static func shell(in arguments: [String]) -> String? {
        guard let i = arguments.firstIndex(where: { $0 == "--generate-completion-script" || $0.hasPrefix("--generate-completion-script=") }) else { return nil }
        if let equals = arguments[i].firstIndex(of: "=") { return String(arguments[i][arguments[i].index(after: equals)...]) }
        return i + 1 < arguments.count ? arguments[i + 1] : nil
    }

    /// The subcommands' names, as the scripts spell them.
    private static var subcommands: [String] {
        SBRenderCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The parser's script for `shell` (bash, zsh or fish), amended; nil for another shell (the
    /// parser answers that one itself).
    static func script(for shell: String) -> String? {
        switch shell {
        case "bash": bash(SBRenderCommand.completionScript(for: .bash))
        case "zsh": zsh(SBRenderCommand.completionScript(for: .zsh))
        case "fish": fish(SBRenderCommand.completionScript(for: .fish))
        default: nil
        }
    }

    /// Prints the amended script for `shell` and exits (as the parser would).
    static func print(_ script: String) -> Never {
        do {
            try StandardOutputSink.print(script)
        } catch {
            StandardError.write("sbrender: \(error)")
            exit(CommandError.ioError)
        }
        exit(0)
    }

    /// bash: the root's last case offers the subcommands and then runs `render`'s completion on
    /// the words typed so far.
    static func bash(_ script: String) -> String {
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
        return script.replacingFirst(original, with: amended)
    }

    /// zsh: when the first word is an option, or a later word follows one that names no
    /// subcommand, the words are handed to `render`'s function as if `render` had been typed.
    static func zsh(_ script: String) -> String {
        let original = """
            local -i ret=1
            local -ar arg_specs=(
                '--version[Show the version.]'
        """
        let amended = """
            # Before a subcommand is named, an option and what follows are the default command's (render's).
            if [[ "${CURRENT}" -gt 2 && "${words[2]}" != (\(subcommands.joined(separator: "|"))) ]] || [[ "${CURRENT}" -eq 2 && "${PREFIX}" == -* ]]; then
                words[1]=render
                _sbrender_render
                return
            fi

        """ + original
        return script.replacingFirst(original, with: amended)
    }

    /// fish: words after the command that name no subcommand are parsed as `render`'s, and
    /// `render`'s options are offered for the first word too.
    static func fish(_ script: String) -> String {
        let parse = """
            case 'sbrender'
                __sbrender_parse_subcommand 0 'version' 'h/help'
        """
        let parseAmended = """
            case 'sbrender'
                # Before a subcommand is named, the words are the default command's (render's).
                if set -q unparsed_tokens[2]; and not contains -- $unparsed_tokens[2] \(subcommands.joined(separator: " "))
                    set unparsed_tokens $unparsed_tokens[1] render $unparsed_tokens[2..]
                end
                __sbrender_parse_subcommand 0 'version' 'h/help'
        """
        let offer = """
            test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
        """
        let offerAmended = """
            # The first word after the command may be one of the default command's (render's) options too.
            test "$commands" = "$expected_commands" -o \\( "$commands" = 'sbrender' -a "$expected_commands" = 'sbrender render' \\); and return $non_repeating_flags_or_options_absent
        """
        return script.replacingFirst(parse, with: parseAmended).replacingFirst(offer, with: offerAmended)
    }
}
