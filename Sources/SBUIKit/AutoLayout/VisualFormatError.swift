/// A visual format string UIKit cannot parse: what was expected, and where (UIKit's message,
/// with the format and a caret under the place).
package struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in UIKit's words ("Expected a view").
    package let message: String
    /// The format string.
    package let format: String
    /// The character offset the caret points at.
    package let position: Int

    package var description: String {
        "Unable to parse constraint format: \n\(message)\n\(format)\n\(String(repeating: " ", count: position))^"
    }
}
