import ArgumentParser
@testable import SBCommandLine
import Testing

/// Issue 36, item 3: the one-shot lines read without swift-argument-parser give the command the
/// parser gives, and every other line is left to the parser.
@Suite struct RenderShortcutTests {
    static let shortcutLines: [[String]] = [
        ["out.png"],
        ["render", "out.png"],
        ["--quiet", "--scene", "Assets/scenes/bench.json", "out.png"],
        ["render", "--quiet", "--scene", "Assets/scenes/bench.json", "out.png"],
        ["--scene", "a.json", "--scale", "2", "--quiet", "o.png"],
        ["o.png", "--scale", "3", "--quiet"],
        ["--layout", "circle", "o.svg"],
        ["--layout", "carousel", "o.png"],
        ["--scale", "1", "--layout", "homescreen", "--scene", "b.json", "pictures/o.pdf"],
        ["--scene", "render", "o.png"],
    ]

    /// The same command, option for option: an option the shortcut left unset would read
    /// "Option(*definition*)" here (and trap when run).
    @Test(arguments: shortcutLines)
    func theShortcutGivesTheParsersCommand(_ line: [String]) throws {
        let shortcut = try #require(RenderShortcut.command(for: line))
        let parsed = try #require(try SBRenderCommand.parseAsRoot(line) as? RenderCommand)
        #expect(String(describing: shortcut) == String(describing: parsed))
        #expect(!String(describing: shortcut).contains("*definition*"), "\(shortcut)")
    }

    static let parserLines: [[String]] = [
        [],
        ["--help"],
        ["render", "--help"],
        ["layout"],
        ["help"],
        ["--quiet", "render"],
        ["o.png", "p.png"],
        ["-"],
        ["--scene", "-", "o.png"],
        ["--scene=a.json", "o.png"],
        ["--scene", "o.png"],
        ["--scene", "", "o.png"],
        ["", "o.png"],
        ["--scale", "4", "o.png"],
        ["--scale", "-1", "o.png"],
        ["--scale", "2", "--scale", "2", "o.png"],
        ["--quiet", "--quiet", "o.png"],
        ["--layout", "flow", "--layout", "grid", "o.png"],
        ["--format", "svg", "o.png"],
        ["--", "o.png"],
        ["-q", "o.png"],
        ["o.png", "--editing"],
    ]

    @Test(arguments: parserLines)
    func otherLinesAreLeftToTheParser(_ line: [String]) {
        #expect(RenderShortcut.command(for: line) == nil)
    }
}
