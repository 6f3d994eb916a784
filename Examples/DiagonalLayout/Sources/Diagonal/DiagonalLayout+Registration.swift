import SBCommandLine
import SBLayout
import SBScene
import SBTimeline

/// The diagonal layout as scenes and the command line name it: `"layout": "diagonal"`,
/// `--layout diagonal`; it takes `itemSize`, `lineSpacing` (the spacing between steps) and
/// `inset`, as top-level scene keys, nested (`"diagonal": {"itemSize": "60x60"}`) or options; it
/// has a named animation of its own, `cascade` (`animate --animation cascade`).
extension DiagonalLayout: RegisteredLayout {
    public static let registration = LayoutRegistration(
        LayoutDefinition(
            name: "diagonal",
            source: "Examples/DiagonalLayout, a staircase of items",
            settings: [.itemSize, .lineSpacing, .inset],
            seedItemCounts: { _ in [8] },
            make: { spec in
                var layout = DiagonalLayout()
                if let itemSize = spec.itemSize { layout.itemSize = itemSize }
                if let spacing = spec.lineSpacing { layout.spacing = spacing }
                if let inset = spec.inset { layout.inset = inset }
                return layout
            }),
        // Recipe 10-8's tinted cells labelled "[S0, I3]", on the cookbook's light grey (the
        // registration's defaults, written out).
        defaultStyle: { _ in .grid },
        background: { _ in .lightGray },
        // Its own named animation, and `transition` to and from the other layouts.
        animations: [.cascade, .transition])
}
