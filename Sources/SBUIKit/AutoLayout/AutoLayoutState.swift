/// What Auto Layout keeps for one view: its installed constraints, layout guides, whether its
/// frame is held by constraints made from its autoresizing mask, content priorities, whether its
/// constraints need updating, and for the root of a laid-out hierarchy the engine that solves it.
@MainActor package final class AutoLayoutState {
    /// `translatesAutoresizingMaskIntoConstraints` (true by default).
    var translatesAutoresizingMask = true
    /// The constraints installed on the view, in the order they were installed.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides the view owns, in the order they were added.
    var guides: [UILayoutGuide] = []
    /// The view's layout margins guide, once asked for.
    var marginsGuide: UILayoutGuide?
    /// The view's safe area guide, once asked for.
    var safeAreaGuide: UILayoutGuide?
    /// The view's readable content guide, once asked for.
    var readableGuide: UILayoutGuide?
    /// Content hugging: horizontal, vertical (250 by default).
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance: horizontal, vertical (750 by default).
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The intrinsic size last measured (and the width a wrapping label was measured at), kept
    /// until `invalidateIntrinsicContentSize()`.
    var intrinsicSize: (width: CGFloat?, size: CGSize)?
    /// Whether `updateConstraints()` is due.
    var needsUpdateConstraints = true
    /// The solver's unknowns for the view's rectangle.
    var variables: LayoutVariables?
    /// The engine of the hierarchy this view is the root of, once it was laid out.
    package var engine: LayoutEngine?

    init() {}
}
