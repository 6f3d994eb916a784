/// A place in a scene file: its line and its column, both counted from 1 (a column counts
/// characters, not bytes), as an editor shows them.
package struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in characters.
    package var column: Int

    /// The place at `line` and `column`.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The place of byte `offset` in the UTF-8 text `bytes`.
    package init(offset: Int, in bytes: [UInt8]) {
        var line = 1, column = 1
        for k in 0..<min(offset, bytes.count) {
            if bytes[k] == 0x0A { line += 1; column = 1 } else if bytes[k] & 0xC0 != 0x80 { column += 1 }
        }
        self.init(line: line, column: column)
    }

    /// `line L, column C`.
    package var description: String { "line \(line), column \(column)" }
}
