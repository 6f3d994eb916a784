import Foundation
import SBTestSupport
import Testing

/// Issue 23, item 8: zsh's and fish's completion scripts complete the default command's (render's)
/// options and values before a subcommand is named (`sbrender --lay<TAB>`), as bash's does
/// (``CommandLineEdgeTests/bashCompletesTheDefaultCommandsOptions()``), and the subcommands still.
/// Each shell is run for real; `make test` installs both (the Makefile's TEST_DEBS).
@Suite struct CompletionScriptTests {
    /// Lines and the candidates TAB offers after them: the default command's options and values
    /// before a subcommand is named (the first four; the parser's own scripts offered nothing for
    /// the first three), the subcommands, and a subcommand's own options and values.
    static let cases: [(line: String, candidates: [String])] = [
        ("sbrender --lay", ["--layout"]),
        ("sbrender --layout ci", ["circle"]),
        ("sbrender --items 3 --direction h", ["horizontal"]),
        ("sbrender --vers", ["--version"]),
        ("sbrender lay", ["layout"]),
        ("sbrender layout --dir", ["--direction"]),
        ("sbrender layout --layout fl", ["flow"]),
    ]

    /// A scratch folder holding `files`, removed after `body`.
    private func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "sbrender-completion-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        try body(dir)
    }

    /// Runs `shell arguments` (with TERM=dumb: zsh's line editor needs a terminal type) and
    /// returns its standard output; killed after 60 seconds.
    private func output(of shell: String, _ arguments: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: shell)
        p.arguments = arguments
        p.environment = ProcessInfo.processInfo.environment.merging(["TERM": "dumb"]) { $1 }
        p.standardInput = FileHandle.nullDevice
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let pid = p.processIdentifier
        let watchdog = DispatchWorkItem { if p.isRunning { kill(pid, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()
        return String(decoding: data, as: UTF8.self)
    }

    /// The first installed one of `paths`.
    private func installed(_ paths: [String]) -> String? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// zsh, in a pseudo-terminal (zpty): the line is typed, TAB pressed, and every candidate the
    /// completion system adds is printed (compadd wrapped). The markers are printed from split
    /// strings (`"<do""ne>"`), so only the command's output holds them, never the terminal's echo
    /// of the typed command, however the two interleave on a loaded machine (a fresh clone's
    /// parallel suite once waited out the 60 s watchdog in this loop).
    @Test func zshCompletesTheDefaultCommandsOptions() throws {
        guard let zsh = installed(["/usr/bin/zsh", "/bin/zsh"]) else { return }
        let script = try CLI.run(["--generate-completion-script", "zsh"])
        #expect(script.status == 0 && script.stdout.hasPrefix("#compdef sbrender"), "\(script.stdout.prefix(100))")
        let capture = #"""
        zmodload zsh/zpty
        zpty z zsh -f -i
        zpty -w z "PROMPT=''; fpath=($1 \$fpath); autoload -U compinit; compinit -u -D"
        zpty -w z 'compadd () {
          if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return $?; fi
          typeset -a __hits; builtin compadd -A __hits "$@"; local ret=$?
          (( $#__hits )) && print -r -- "<hit>"${^__hits}
          builtin compadd "$@"; return $ret
        }'
        zpty -w z 'unsetopt automenu autolist; setopt nobeep; bindkey "^I" complete-word; print "<rea""dy>"'
        zpty -r z line '*<ready>*'
        zpty -w -n z "$2"$'\t'
        zpty -w z $'\C-u print "<do""ne>"'
        while zpty -r z line; do
          [[ $line == *'<done>'* ]] && break
          [[ $line == *'<hit>'* ]] && print -r -- "${${line##*<hit>}//$'\r'/}"
        done
        zpty -d z
        """#
        try withFolder(["_sbrender": script.stdout, "capture.zsh": capture]) { (dir: String) throws -> Void in
            func complete(_ line: String) throws -> [String] {
                try output(of: zsh, ["-f", dir + "/capture.zsh", dir, line]).split(whereSeparator: \.isNewline).map(String.init)
            }
            for (line, candidates) in Self.cases {
                let completed = try complete(line)
                #expect(completed == candidates, "\(line)")
            }
        }
    }

    /// fish: `complete -C LINE` prints the candidates for the line, one a line with its
    /// description after a tab.
    @Test func fishCompletesTheDefaultCommandsOptions() throws {
        guard let fish = installed(["/usr/bin/fish", "/bin/fish", "/usr/local/bin/fish", "/opt/homebrew/bin/fish"]) else { return }
        let script = try CLI.run(["--generate-completion-script", "fish"])
        #expect(script.status == 0)
        try withFolder(["sbrender.fish": script.stdout]) { (dir: String) throws -> Void in
            func complete(_ line: String) throws -> [String] {
                let text = try output(of: fish, ["--no-config", "-c", "source \(dir)/sbrender.fish; complete -C '\(line)'"])
                return text.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
            }
            for (line, candidates) in Self.cases {
                let completed = try complete(line)
                #expect(completed == candidates, "\(line)")
            }
        }
    }
}
