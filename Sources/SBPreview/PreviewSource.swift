import SBScene

/// One scene the preview shows: a scene file with the command line's options over it, or the
/// command line's options alone (`sbrender preview --layout circle`).
package struct PreviewSource: Sendable {
    /// The scene file as the command line named it; nil for the options alone.
    package var scenePath: String?
    /// The command line's options, as a scene over the file's keys.
    package var overrides: Scene
    /// The command line's options as typed, for the command the page copies (without those
    /// the page sets: `--scale`, `--time`, `--page`, `--editing`).
    package var arguments: [String]
    /// The page's settings to start with (the command line's `--scale`, `--time`, ...).
    package var options: PreviewOptions
    /// The layouts the scene may name, with their named animations (sbrender's own by default;
    /// a package's command adds its own).
    package var layouts: LayoutRegistry

    /// A scene to preview.
    /// - Parameters:
    ///   - scenePath: the scene file, or nil for `overrides` alone.
    ///   - overrides: the command line's options over the file's keys.
    ///   - arguments: those options as typed (`["--layout", "circle"]`).
    ///   - options: the page's settings to start with.
    ///   - layouts: the layouts the scene may name (sbrender's own by default).
    package init(scenePath: String?, overrides: Scene = Scene(), arguments: [String] = [], options: PreviewOptions = PreviewOptions(),
                layouts: LayoutRegistry = .builtIn) {
        self.layouts = layouts
        self.scenePath = scenePath
        self.overrides = overrides
        self.arguments = arguments
        self.options = options
    }

    /// How the page titles the scene: the file's name, or the options.
    package var name: String {
        if let scenePath { return scenePath.split(separator: "/").last.map(String.init) ?? scenePath }
        return arguments.isEmpty ? "springboard demo" : arguments.joined(separator: " ")
    }

    /// The folder image paths are relative to and files are served from: the scene file's.
    package var folder: String {
        guard let scenePath, let slash = scenePath.lastIndex(of: "/") else { return "." }
        return slash == scenePath.startIndex ? "/" : String(scenePath[..<slash])
    }

    /// The `sbrender` command line that writes what the page shows with `options`: the picture,
    /// or with an animation the APNG.
    package func commandLine(options: PreviewOptions) -> String {
        var words = ["sbrender"]
        let animation = options.animation
        if animation != nil { words.append("animate") }
        if let scenePath { words += ["--scene", scenePath] }
        words += arguments
        if let animation, animation != PreviewOptions.timeline { words += ["--animation", animation] }
        words += options.arguments
        words.append(animation == nil ? "out.png" : "animation.png")
        return words.map(PreviewSource.shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds only safe characters, else
    /// in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { u in
            (u.value < 0x80 && (u.properties.isAlphabetic || u.properties.numericType != nil)) || "-_./=:,+@%".unicodeScalars.contains(u)
        }
        if safe && !word.isEmpty { return word }
        return "'" + word.replacing("'", with: "'\\''") + "'"
    }
}
