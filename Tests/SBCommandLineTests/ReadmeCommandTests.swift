import Foundation
import SBTestSupport
import Testing

/// The README's examples as a reader types them: every `sbrender` command of its `sh` blocks
/// succeeds, and each error its "Errors" section shows is the line sbrender prints.
@Suite struct ReadmeCommandTests {
    /// The repository: three folders above this file (`Tests/SBCommandLineTests/`).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The README's lines.
    static let readme: [String] = ((try? String(contentsOfFile: root + "/README.md", encoding: .utf8)) ?? "")
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)

    /// The lines of the code blocks whose opening fence says `language` (empty: none), from
    /// `lines` (the whole README by default).
    static func blocks(_ language: String, in lines: ArraySlice<String> = readme[...], first: Bool = false) -> [String] {
        var inside = false, taken = false, found: [String] = []
        for line in lines {
            if line.hasPrefix("```") {
                if inside && taken && first { break }
                if inside { inside = false } else { inside = true; taken = line.dropFirst(3) == language }
            } else if inside && taken {
                found.append(line)
            }
        }
        return found
    }

    /// The `sbrender` commands of the `sh` blocks, without their comments. Left out: `preview`
    /// (a server that runs until it is stopped), `diff` (of the reader's own pictures) and `docs`
    /// (the whole gallery, which `make test` checks with `docs --check`).
    static let commands: [String] = blocks("sh").compactMap { line in
        let command = (line.range(of: "  #").map { String(line[..<$0.lowerBound]) } ?? line).trimmingCharacters(in: .whitespaces)
        guard command.hasPrefix("sbrender ") else { return nil }
        let subcommand = command.split(separator: " ").dropFirst().first ?? ""
        return ["preview", "diff", "docs"].contains(subcommand) ? nil : command
    }

    /// Makes sure the examples were found: a README whose blocks the parser misses must fail.
    @Test func theExamplesAreFound() {
        #expect(Self.commands.count >= 20, "\(Self.commands)")
        #expect(Self.commands.contains("sbrender --layout circle out.png"))
        #expect(Self.commands.contains("sbrender animate --layout circle --animation insert insert.png"))
        #expect(Self.commands.contains("sbrender --layout circle --scale 2 - | gzip > circle.png.gz"))
    }

    /// Each command exits 0 with nothing on standard error, in a folder of its own; files the
    /// README names from the repository (`Assets/...`, `Examples/...`) are read from it.
    @Test(arguments: commands)
    func runs(_ command: String) throws {
        let scratch = try ScratchFolder("readme")
        // `sbrender ... - | gzip > FILE`: the picture goes to standard output.
        let piped = command.contains(" | ")
        let words = command.components(separatedBy: " | ")[0].split(separator: " ").dropFirst().map { word in
            word.hasPrefix("Assets/") || word.hasPrefix("Examples/") ? Self.root + "/" + word : String(word)
        }
        let picture = scratch.path + "/stdout.png"
        if piped { #expect(FileManager.default.createFile(atPath: picture, contents: nil)) }
        let run = try CLI.run(words, in: scratch.path, standardOutput: piped ? picture : nil)
        #expect(run.status == 0 && !run.crashed && run.stderr.isEmpty, "\(command): \(run)")
        if piped {
            // The PNG signature: 89 50 4E 47 0D 0A 1A 0A.
            let bytes = try Data(contentsOf: URL(fileURLWithPath: picture))
            #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "\(command)")
        } else if words.first != "layout" {
            let written = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
            #expect(!written.isEmpty, "\(command) wrote nothing")
        }
    }

    /// The "Errors" section's example: each `$ sbrender ...` and the one line it prints. Its scene
    /// `s.json` names a folder as an item's image, as the message says.
    @Test func theErrorsAreTheLinesPrinted() throws {
        let scratch = try ScratchFolder("readme-errors")
        try FileManager.default.createDirectory(atPath: scratch.path + "/icons/b.png", withIntermediateDirectories: true)
        try Data(#"{"sections": [{"items": [{"label": "a"}, {"image": "icons/b.png"}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: scratch.path + "/s.json"))
        let section = Self.readme.firstIndex(of: "## Errors") ?? Self.readme.endIndex
        let lines = Self.blocks("", in: Self.readme[section...], first: true)
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("$ sbrender ") && index + 1 < lines.count {
            let arguments = line.dropFirst("$ sbrender ".count).split(separator: " ").map(String.init)
            let run = try CLI.run(arguments, in: scratch.path)
            #expect(run.status != 0 && !run.crashed, "\(line): \(run)")
            #expect(run.stderr == lines[index + 1] + "\n", "\(line)")
            checked += 1
        }
        #expect(checked == 6)
        // Nothing written beside the scene and its folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["icons", "s.json"])
    }
}
