import Foundation

// The fitting size before Auto Layout joins SBUIKit: Auto Layout's
// `systemLayoutSizeFitting(_:)` (SBUIKit/AutoLayout) replaces this file when it lands.

extension UIView {
    /// The size the view needs for `targetSize`: without constraints, its
    /// ``sizeThatFits(_:)``.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }
}
