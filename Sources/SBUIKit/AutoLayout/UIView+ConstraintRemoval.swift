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

    /// Tells the engine of the hierarchy's root that something it reads may have changed (every
    /// such change marks a view for layout), so the next layout pass brings it up to date; the
    /// other layout passes of the same round find it current and cost nothing.
    package func autoLayoutMayHaveChanged() {
        var root = self
        while let s = root.superview { root = s }
        root.autoLayout.engine?.hierarchyChanged()
    }
}
