import Foundation

extension UILabel: BaselineLayoutProviding {
    /// The first baseline one ascender below the top, the last one descender above the bottom,
    /// as for a label as tall as its text (the usual case under Auto Layout, where the label
    /// hugs its text).
    package var baselineOffsets: (firstFromTop: CGFloat, lastFromBottom: CGFloat) {
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        return (font.ascender, -font.descender)
    }

    /// Whether the label's height depends on the width Auto Layout gives it: several lines
    /// wrapped at its own width (no ``preferredMaxLayoutWidth``).
    var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }
}

extension UIStackView {
    /// Whether the stack is a column whose height depends on its width: a vertical stack with an
    /// arranged label that wraps at its own width (or such a column) among its shown views.
    var wrapsAtLayoutWidth: Bool {
        axis == .vertical && arrangedSubviews.contains { view in
            !view.isHidden && ((view as? UILabel)?.wrapsAtLayoutWidth ?? (view as? UIStackView)?.wrapsAtLayoutWidth ?? false)
        }
    }
}
