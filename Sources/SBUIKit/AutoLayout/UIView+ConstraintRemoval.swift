extension UIView {
    /// Deactivates the constraints installed above this view that refer to it or to a view in
    /// its subtree, as UIKit does when the view leaves its superview (``removeFromSuperview()``,
    /// or being added to another view).
    package func deactivateConstraintsLeavingHierarchy() {
        var ancestor = superview
        while let view = ancestor {
            for c in view.autoLayout.constraints where refersIntoSubtree(c) {
                view.uninstall(c)
            }
            ancestor = view.superview
        }
    }

    private func refersIntoSubtree(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            NSLayoutConstraint.view(of: item)?.isDescendant(of: self) ?? false
        }
    }
}
