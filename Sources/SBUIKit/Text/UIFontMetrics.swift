public import Foundation

/// Scales fonts and values for the reader's content size (UIKit's `UIFontMetrics`): a font made
/// for the Large category grows or shrinks by the ratio of the text style's size at another
/// category to its size at Large.
public struct UIFontMetrics: Sendable {
    /// The text style whose sizes give the ratio.
    let textStyle: UIFont.TextStyle

    /// Metrics for a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics for body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The ratio of the style's size at `category` to its size at Large.
    func ratio(_ category: UIContentSizeCategory) -> CGFloat {
        textStyle.size(for: category) / textStyle.size(for: .large)
    }

    /// `font` scaled for the default category (Large): unchanged.
    public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the category of `traitCollection` (Large when nil): its size times the
    /// style's size there over its size at Large.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * ratio(traitCollection?.preferredContentSizeCategory ?? .large))
    }

    /// `font` scaled as ``scaledFont(for:compatibleWith:)``, at most `maximumPointSize`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return maximumPointSize > 0 && scaled.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : scaled
    }

    /// A value (a spacing, a height) scaled as a font would be.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection? = nil) -> CGFloat {
        value * ratio(traitCollection?.preferredContentSizeCategory ?? .large)
    }
}
