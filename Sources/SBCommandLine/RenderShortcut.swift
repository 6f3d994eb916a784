import ArgumentParser
import SBLayout
import SBScene

/// The commonest one-shot command lines, read without swift-argument-parser: `[render]
/// [--quiet] [--scene FILE] [--scale N] [--layout NAME] OUTPUT`, each option at most once and in
/// any order, every value a separate word that does not start with `-`.
///
/// swift-argument-parser reads a command line four times over (two completion-script checks, the
/// root command, then `render`), reflecting each command's properties; with the Swift runtime's
/// type and conformance look-ups that is 26 M instructions on the main thread, a sixth of a one
/// shot's. This makes the same ``RenderCommand``, every other option at its default, with no
/// reflection. Anything else it does not read (another option, `--scale=2`, a value the parser
/// would refuse, `-` for standard input or output, help): `nil`, and the parser reads the line
/// as before, so every message and status stays the parser's. `RenderShortcutTests` checks that
/// each line read here gives the same command as the parser.
enum RenderShortcut {
    /// The names the parser reads as commands rather than as an output.
    static var commandNames: [String] {
        SBRenderCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The `render` command `arguments` (without the program's name) ask for, or nil when they
    /// are not one of the lines read here.
    static func command(for arguments: [String]) -> RenderCommand? {
        var words = arguments[...]
        if words.first == RenderCommand.configuration.commandName { words = words.dropFirst() }
        var quiet = false
        var scene: String?
        var scale: Int?
        var layout: LayoutName?
        var output: String?
        while let word = words.popFirst() {
            if word == "--quiet" {
                guard !quiet else { return nil }
                quiet = true
                continue
            }
            guard !word.isEmpty, !word.hasPrefix("-") else {
                if ["--scene", "--scale", "--layout"].contains(word), let value = words.popFirst(), !value.isEmpty, !value.hasPrefix("-") {
                    switch word {
                    case "--scene" where scene == nil: scene = value
                    case "--scale" where scale == nil:
                        guard let v = try? ArgumentValues.scale(value) else { return nil }
                        scale = v
                    case "--layout" where layout == nil: layout = LayoutName(rawValue: value)
                    default: return nil
                    }
                    continue
                }
                return nil
            }
            // A command's name as the output is left to the parser (`sbrender --quiet render`).
            guard output == nil, !RenderShortcut.commandNames.contains(word) else { return nil }
            output = word
        }
        guard let output else { return nil }
        var command = RenderCommand()
        command.options = LayoutOptions.unset(layout: layout)
        command.source = SceneOptions.unset(scene: scene, scale: scale)
        command.frameOptions = FrameOptions.unset()
        command.format = nil
        command.detail = nil
        command.quiet = quiet
        command.memory = MemoryOption.unset()
        command.output = output
        return command
    }
}

extension SceneOptions {
    /// The options with no option given but `--scene` and `--scale`.
    static func unset(scene: String?, scale: Int?) -> SceneOptions {
        var o = SceneOptions()
        o.scene = scene
        o.wallpaper = nil
        o.scale = scale
        o.statusBar = nil
        o.navigationBar = nil
        return o
    }
}

extension FrameOptions {
    /// No frame option given.
    static func unset() -> FrameOptions {
        var frame = FrameOptions()
        frame.frame = nil
        frame.frameColor = nil
        frame.frameTitle = nil
        frame.frameBackground = nil
        frame.framePadding = nil
        return frame
    }
}

extension MemoryOption {
    /// No `--max-memory`.
    static func unset() -> MemoryOption {
        var o = MemoryOption()
        o.maxMemory = nil
        return o
    }
}
