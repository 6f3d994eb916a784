/// What a compositional section's content insets are measured from (UIKit's
/// `UIContentInsetsReference`, iOS 14; raw values as UIKit's). See SBLayout's
/// `UIContentInsetsReference` for the rules: the safe area, the layout margins (16 or 20 pt
/// inside the safe area) or the readable content guide (at most 672 pt wide, centred).
public enum UIContentInsetsReference: Int, Hashable, Sendable {
    /// The system's default: a section follows its layout configuration; the configuration
    /// uses the safe area.
    case automatic = 0
    /// No reference: the insets are measured from the collection view's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide.
    case readableContent = 4

}
