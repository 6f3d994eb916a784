import Foundation
import SBTestSupport
import Testing

/// The command line's rough edges (issue 10, items 10 and 13; issue 13, item 15): negative
/// numbers are values, refused numbers say why, `--version`, a mistyped subcommand, help texts.
@Suite("Command line")
struct CommandLineTests {
    /// The repository's root (this file is Tests/SBRenderTests/CommandLineTests.swift).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test("negative and fractional numbers are read as values and refused with the reason", arguments: [
        (["--scale", "-1", "o.png"], "sbrender: The value '-1' is invalid for '--scale <n>': pixels per point are 1, 2 or 3 (the screen scales of iOS devices), got -1"),
        (["--scale", "2.5", "o.png"], "sbrender: The value '2.5' is invalid for '--scale <n>': pixels per point are 1, 2 or 3 (the screen scales of iOS devices), got 2.5"),
        (["--seed", "-1", "o.png"], "sbrender: The value '-1' is invalid for '--seed <n>': a seed is a whole number from 0 to 18446744073709551615, got -1"),
        (["layout", "--sections", "-1"], "sbrender: --sections must be 0 or more, got -1"),
        (["layout", "--items", "-3"], "sbrender: --items must be 0 or more, got -3"),
        (["layout", "--page", "-2"], "sbrender: --page must be 0 or more, got -2"),
        (["layout", "--sections", "2.5"], "sbrender: The value '2.5' is invalid for '--sections <n>': expected a whole number, got 2.5"),
        (["layout", "--rotation", "--editing"], "sbrender: The value '--editing' is invalid for '--rotation <degrees>': '--editing' is an option, not a value (the value is missing)"),
        (["animate", "--animation", "quiver", "--fps", "-1", "o.png"], "sbrender: --fps must be a number above 0 and at most 1000, got -1.0"),
        (["animate", "--animation", "quiver", "--jobs", "-1", "o.png"], "sbrender: --jobs must be 1 to 256, got -1"),
        (["animate", "--animation", "quiver", "--frame-count", "-1", "o.png"], "sbrender: --frame-count must be 1 or more, got -1"),
        (["animate", "--animation", "quiver", "--scale", "-1", "o.png"], "sbrender: The value '-1' is invalid for '--scale <n>': pixels per point are 1, 2 or 3 (the screen scales of iOS devices), got -1"),
        (["animate", "--animation", "quiver", "--loop", "-1", "o.png"], "sbrender: --loop must be 0 (forever) to 65535, got -1"),
        (["diff", "--threshold", "-0.5", "a.png", "b.png"], "sbrender: --threshold must be from 0 to 1, got -0.5"),
    ])
    func refusedNumbers(_ arguments: [String], _ message: String) throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let result = try Tools.run(sb, arguments, in: folder)
        #expect(result.status != 0 && !result.crashed)
        // A parser's error (64) ends with the command's usage and --help hint.
        #expect(result.stderr == message + "\n" || (result.status == 64 && result.stderr.hasPrefix(message + " Usage: sbrender ")
                                                     && result.stderr.hasSuffix(" --help').\n")), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("--rotation -30 and --offset -5,0 are accepted as written with =")
    func negativeValuesAccepted() throws {
        let sb = try Tools.sbrender()
        for (spaced, joined) in [(["--layout", "circle", "--rotation", "-30"], ["--layout", "circle", "--rotation=-30"]),
                                 (["--layout", "punched", "--offset", "-5,0"], ["--layout", "punched", "--offset=-5,0"]),
                                 (["--layout", "flow", "--time", "-0.5"], ["--layout", "flow", "--time=-0.5"])] {
            let a = try Tools.run(sb, ["layout"] + spaced, in: NSTemporaryDirectory())
            let b = try Tools.run(sb, ["layout"] + joined, in: NSTemporaryDirectory())
            #expect(a.status == 0 && b.status == 0, "\(a) \(b)")
            #expect(!a.stdout.isEmpty && a.stdout == b.stdout, "\(spaced)")
        }
        // One item on the circle (centre (384, 512), radius 768 / 3 = 256) starts at angle 0,
        // (640, 512); turned by -30 degrees it sits at 384 + 256 cos 30° = 605.70..., 512 - 256 sin 30° = 384.
        let turned = try Tools.run(sb, ["layout", "--layout", "circle", "--items", "1", "--rotation", "-30"], in: NSTemporaryDirectory())
        #expect(turned.stdout.contains(#""center":{"x":605.70"#) && turned.stdout.contains(#""y":384}"#), "\(turned.stdout)")
    }

    @Test("--version prints the version and exits 0, for the root and every subcommand")
    func version() throws {
        let sb = try Tools.sbrender()
        var seen: Set<String> = []
        for arguments in [["--version"], ["render", "--version"], ["animate", "--version"]] {
            let result = try Tools.run(sb, arguments, in: NSTemporaryDirectory())
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stdout.range(of: #"^[0-9]+\.[0-9]+\.[0-9]+\n$"#, options: .regularExpression) != nil, "\(result.stdout)")
            seen.insert(result.stdout)
        }
        #expect(seen.count == 1)
    }

    @Test("a mistyped subcommand is suggested, not taken as the picture to write", arguments: [
        ("lyout", "layout"), ("anmate", "animate"), ("rendr", "render"), ("dif", "diff"), ("apgn", "apng"),
    ])
    func mistypedSubcommand(_ typed: String, _ meant: String) throws {
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let result = try Tools.run(sb, [typed, "x.png"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr == "sbrender: '\(typed)' is not a command; did you mean 'sbrender \(meant)'? (A picture's name needs an extension: \(typed).png)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        // A picture name is still a picture name.
        #expect(try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "60x60", "lyout.png"], in: folder).status == 0)
    }

    static let commands = ["", "render", "layout", "animate", "apng", "diff", "docs"]

    @Test("help texts: no default said twice, no value list said twice, no sentence broken mid-line", arguments: commands)
    func helpTexts(_ command: String) throws {
        let sb = try Tools.sbrender()
        let result = try Tools.run(sb, (command.isEmpty ? [] : [command]) + ["--help"], in: NSTemporaryDirectory())
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // An option's help is its first line and the indented lines after it.
        var entries: [String] = []
        for line in lines {
            if line.hasPrefix("  -") { entries.append(line) } else if line.hasPrefix("      "), !entries.isEmpty { entries[entries.count - 1] += " " + line }
        }
        for entry in entries {
            let text = entry.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
            #expect(text.components(separatedBy: "(default").count <= 2, "a default said twice: \(text)")
            #expect(!(text.contains("(values:") && text.range(of: #"[a-z]+\|[a-z]+"#, options: .regularExpression) != nil),
                    "the values listed twice: \(text)")
        }
        // A line cut short in the middle of a sentence (a hard line break the help formatter
        // wraps again) leaves a short line followed by one that starts in lower case.
        for (i, line) in lines.enumerated().dropLast() where !line.isEmpty && line.count < 60 && !line.hasPrefix(" ") {
            let next = lines[i + 1]
            #expect(!(next.first?.isLowercase ?? false), "a broken line: \"\(line)\" / \"\(next)\"")
        }
    }

    @Test("every scene file the help texts name exists in the repository")
    func helpSceneFilesExist() throws {
        let sb = try Tools.sbrender()
        var named: [String] = []
        for command in Self.commands {
            let help = try Tools.run(sb, (command.isEmpty ? [] : [command]) + ["--help"], in: NSTemporaryDirectory()).stdout
            let pattern = try NSRegularExpression(pattern: #"--scene (Assets/\S+\.json)"#)
            for m in pattern.matches(in: help, range: NSRange(help.startIndex..., in: help)) {
                if let r = Range(m.range(at: 1), in: help) { named.append(String(help[r])) }
            }
        }
        #expect(named.contains("Assets/scenes/bench.json"))
        for path in named {
            #expect(FileManager.default.fileExists(atPath: Self.root + "/" + path), "\(path) is named in a help text but does not exist")
        }
    }
}
