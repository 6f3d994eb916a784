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
    ///
    /// The engines above are told up to the nearest island above this view (a cell the
    /// collection view places: see ``LayoutEngine/isIsland(_:)``), whose own engine reads
    /// nothing outside it and which the systems around it read only the frame of; a change of
    /// the island itself (its frame) reaches the systems around it too.
    package func autoLayoutMayHaveChanged() {
        var view: UIView? = self
        while let v = view {
            v.autoLayout.engine?.hierarchyChanged()
            if v !== self, v.autoLayout.engine != nil, LayoutEngine.isIsland(v) { return }
            view = v.superview
        }
    }
}
