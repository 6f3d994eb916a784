/// A font weight by UIFont.Weight's names, as scene files spell them.
public enum TextWeight: String, Hashable, Sendable, CaseIterable {
    /// UIFont.Weight.ultraLight (200).
    case ultraLight
    /// UIFont.Weight.thin (100).
    case thin
    /// UIFont.Weight.light (300).
    case light
    /// UIFont.Weight.regular (400).
    case regular
    /// UIFont.Weight.medium (500).
    case medium
    /// UIFont.Weight.semibold (600).
    case semibold
    /// UIFont.Weight.bold (700).
    case bold
    /// UIFont.Weight.heavy (800).
    case heavy
    /// UIFont.Weight.black (900).
    case black

    /// The weight on the CSS / OpenType scale (400 regular, 700 bold).
    public var value: Int {
        switch self {
        case .thin: 100
        case .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
