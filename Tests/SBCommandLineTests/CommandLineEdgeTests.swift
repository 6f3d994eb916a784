import Foundation
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Issue 23, item 8: the command line's rough edges.
@Suite struct CommandLineEdgeTests {
    /// `--layout carousel` said "Please provide one of the following:" and nothing more.
    @Test func anInvalidNameListsTheValidOnesAndTheNearest() throws {
        let carousel = try CLI.run(["--layout", "carousel", "o.png"])
        #expect(carousel.status == 64)
        #expect(carousel.stderrLines == [
            "sbrender: The value 'carousel' is invalid for '--layout <layout>'. Valid values: \(LayoutRegistry.builtIn.namesList). Usage: sbrender render [<options>] <output> (see 'sbrender render --help').",
        ])
        let circl = try CLI.run(["layout", "--layout", "circl"])
        #expect(circl.stderrLines.first?.hasPrefix("sbrender: The value 'circl' is invalid for '--layout <layout>'. Valid values: \(LayoutRegistry.builtIn.namesList). Did you mean 'circle'? Usage: sbrender layout ") == true, "\(circl.stderr)")
        let direction = try CLI.run(["layout", "--direction", "vertcal"])
        #expect(direction.stderrLines.first?.hasPrefix("sbrender: The value 'vertcal' is invalid for '--direction <direction>'. Valid values: vertical, horizontal. Did you mean 'vertical'? Usage: ") == true, "\(direction.stderr)")
        let format = try CLI.run(["--format", "jpeg", "o.png"])
        #expect(format.stderrLines.first?.contains("Valid values: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")). Did you mean 'png'? Usage: ") == true, "\(format.stderr)")
    }

    /// Parser errors end with the usage line and where to read more (on the one line of every error).
    @Test func parserErrorsEndWithTheUsageLine() throws {
        for (arguments, command) in [(["--bogus", "o.png"], "render"), (["layout", "--items"], "layout"), (["diff", "a.png"], "diff")] {
            let run = try CLI.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.status)")
            #expect(run.stderrLines.count == 1, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("sbrender: ") && run.stderr.contains(" Usage: sbrender \(command) ")
                    && run.stderr.hasSuffix(" (see 'sbrender \(command) --help').\n"), "\(arguments): \(run.stderr)")
        }
        #expect(try CLI.run(["--bogus", "o.png"]).stderr
                == "sbrender: Unknown option '--bogus'. Did you mean '--rows'? Usage: sbrender render [<options>] <output> (see 'sbrender render --help').\n")
    }

    /// `sbrender --lay<TAB>` completed nothing: the default command's options and values are
    /// offered before a subcommand is named (bash), and subcommands still are.
    @Test func bashCompletesTheDefaultCommandsOptions() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let script = try CLI.run(["--generate-completion-script", "bash"])
        #expect(script.status == 0)
        // zsh and fish: CompletionScriptTests.
        let dir = NSTemporaryDirectory() + "sbrender-completion-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(script.stdout.utf8).write(to: URL(fileURLWithPath: dir + "/sbrender.bash"))
        func complete(_ words: [String]) throws -> String {
            let line = words.joined(separator: " ")
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let program = """
            source \(dir)/sbrender.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(line)'; COMP_POINT=\(line.utf8.count)
            _sbrender sbrender '\(words.last!)' '\(words[words.count - 2])'
            printf '%s\\n' "${COMPREPLY[@]}"
            """
            try Data(program.utf8).write(to: URL(fileURLWithPath: dir + "/run.sh"))
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/bash")
            p.arguments = [dir + "/run.sh"]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try complete(["sbrender", "--lay"]) == "--layout\n")
        #expect(try complete(["sbrender", "--layout", "ci"]) == "circle\n")
        #expect(try complete(["sbrender", "lay"]) == "layout\n")
        #expect(try complete(["sbrender", "layout", "--dir"]) == "--direction\n")
    }

    /// One table of exit statuses for every command (README, "Errors").
    @Test func exitStatusesFollowOneTable() throws {
        let dir = NSTemporaryDirectory() + "sbrender-status-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"{"layout": "flow", "sections": [{"items": [{"image": "nope.png"}]}]}"#.utf8).write(to: URL(fileURLWithPath: dir + "/m.json"))
        try Data(#"{"layout": "flow", "itemSize": "big"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/bad.json"))
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        try StandardOutputTests.tinyPNG.write(to: URL(fileURLWithPath: dir + "/a.png"))
        let cases: [([String], Int32)] = [
            (["--rotation", "--editing", "o.png"], 64),                      // usage
            (["animate", "--jobs", "0", "--animation", "insert", "o.png"], 64),
            (["--scene", "bad.json", "o.png"], 65),                         // bad data
            (["layout", "--scene", "bad.json"], 65),
            (["diff", "a.png", "bad.png"], 65),
            (["--scene", "m.json", "o.png"], 66),                           // missing input: the image
            (["animate", "--scene", "m.json", "--animation", "insert", "o.png"], 66),
            (["--wallpaper", "nope.png", "o.png"], 66),
            (["--scene", "nope.json", "o.png"], 66),
            (["layout", "--scene", "nope.json"], 66),
            (["diff", "a.png", "nope.png"], 66),
            (["apng", "nothere", "o.png"], 66),
            (["report", "nothere"], 66),
            (["docs", "--check", "nothere"], 66),
            (["--layout", "circle", "no/such/folder/o.png"], 73),           // cannot create output
            (["--layout", "circle", "--size", "40x40", "--format", "png", "/dev/full"], 74),   // input/output error
        ]
        for (arguments, status) in cases {
            let run = try CLI.run(arguments, in: dir)
            #expect(run.status == status, "\(arguments): \(run.status), \(run.stderr)")
            #expect(run.stderrLines.first?.hasPrefix("sbrender: ") == true, "\(arguments): \(run.stderr)")
        }
    }
}
