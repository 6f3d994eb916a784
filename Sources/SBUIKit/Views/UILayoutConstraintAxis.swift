/// A layout axis: UIKit's `UILayoutConstraintAxis`, which Swift names
/// `NSLayoutConstraint.Axis` (the stack view's ``UIStackView/axis`` is one).
public enum UILayoutConstraintAxis: Int, Hashable, Sendable {
    /// Left to right (leading to trailing).
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
}
