/// Why a scene could not be drawn, as `sbrender` says it on stderr (without the `sbrender: `
/// prefix), with the key path and the line split out for the page to show.
package struct PreviewFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The whole message: `scene s.json: sections[0].items[3].size: expected [width, height]`.
    package var description: String
    /// The JSON path the message names (`sections[0].items[3].size`), if any.
    package var keyPath: String?
    /// The line of the scene file the message names, if any.
    package var line: Int?
    /// The files the scene names when it got as far as naming them (an image that is missing,
    /// say): they are watched while the error shows, so that creating or mending one draws again.
    package var files: [String] = []

    /// A failure with `description`, at `keyPath`; the line is read from the message (`line 3`).
    package init(_ description: String, keyPath: String? = nil) {
        self.description = description
        self.keyPath = keyPath.flatMap { $0.isEmpty ? nil : $0 }
        line = PreviewFailure.line(in: description)
    }

    /// The number after the first `line ` in `text`.
    static func line(in text: String) -> Int? {
        guard let range = text.firstRange(of: "line ") else { return nil }
        let digits = text[range.upperBound...].prefix(while: \.isNumber)
        return Int(digits)
    }
}
