/// How lines sit across a text box (NSTextAlignment's left, center and right): the one text
/// alignment of every module (scene styles, the renderer's text style and the Cairo text layout).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Flush left.
    case left
    /// Centred.
    case center
    /// Flush right.
    case right
}
