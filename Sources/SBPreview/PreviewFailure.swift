import SBScene

/// Why a scene could not be drawn, as `sbrender` says it on stderr (without the `sbrender: `
/// prefix), with the key path, the line and the column split out for the page to show.
package struct PreviewFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole message: `scene s.json: sections[0].items[3].size: expected [width, height]`.
    package var description: String
    /// The JSON path the message names (`sections[0].items[3].size`), if any.
    package var keyPath: String?
    /// The line of the scene file the message names, if any.
    package var line: Int?
    /// The column (in characters, from 1) of the scene file the message names, if any.
    package var column: Int?
    /// The files the scene names when it got as far as naming them (an image that is missing,
    /// say): they are watched while the error shows, so that creating or mending one draws again.
    package var files: [String] = []

    /// A failure with `description`, at `keyPath`, whose place in the scene file is `position`
    /// (for a syntax error, whose message ends `at line L, column C`, it is read from the message).
    package init(_ description: String, keyPath: String? = nil, position: SourcePosition? = nil) {
        self.description = description
        self.keyPath = keyPath.flatMap { $0.isEmpty ? nil : $0 }
        let place = position ?? PreviewFailure.position(in: description)
        line = place?.line
        column = place?.column
    }

    /// A failure of the scene at `scenePath` (nil: the command line's options alone) found after
    /// it loaded (by its plan, its layout or its drawing): `error`, worded as `sbrender` words it
    /// (`scene s.json: KEY at line L, column C: MESSAGE`), its key found in the file again.
    package init(scenePath: String?, _ error: SceneError) {
        guard let scenePath else {
            self.init(error.description, keyPath: error.path)
            return
        }
        let located = error.located(inFile: scenePath)
        self.init("scene \(scenePath): \(located.locatedDescription)", keyPath: error.path, position: located.position)
    }

    /// The place a syntax error's message names (`... at line 3, column 7`).
    static func position(in text: String) -> SourcePosition? {
        guard let range = text.firstRange(of: " at line ") else { return nil }
        let rest = text[range.upperBound...]
        guard let line = Int(rest.prefix(while: \.isNumber)) else { return nil }
        let after = rest.drop(while: \.isNumber)
        guard after.hasPrefix(", column "), let column = Int(after.dropFirst(", column ".count).prefix(while: \.isNumber)) else {
            return SourcePosition(line: line, column: 1)
        }
        return SourcePosition(line: line, column: column)
    }
}
