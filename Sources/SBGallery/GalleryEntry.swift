import SBLayout
import SBMotion

/// One section of the documentation gallery: a layout's still picture or a named animation.
public struct GalleryEntry: Sendable, Hashable {
    /// What an entry shows: `layout`, a layout's still picture (PNG and SVG), or `animation`, a
    /// named animation (APNG).
    public enum Kind: String, Sendable, Hashable {
        /// A layout's still picture (PNG and SVG).
        case layout
        /// A named animation (APNG).
        case animation
    }

    /// Whether the entry is a still or an animation.
    public var kind: Kind
    /// The layout drawn (the one an animation starts in).
    public var layout: LayoutName
    /// The animation's name (nil for a still).
    public var animation: String?
    /// transition: the layout it goes to.
    public var to: LayoutName?
    /// A still drawn from a scene of its own rather than the layout's defaults: its name (the
    /// entry's id) and its JSON.
    public var scene: GalleryScene?

    /// The entry's identifier and file name stem: the layout's name, or `layout-animation`
    /// (`-to-target` for a transition), as `sbrender docs --only` takes it.
    public var id: String {
        switch kind {
        case .layout: scene?.name ?? layout.rawValue
        case .animation: "\(layout.rawValue)-\(animation ?? "")" + (to.map { "-to-\($0.rawValue)" } ?? "")
        }
    }

    /// Where the entry's layout comes from (``/SBLayout/LayoutDefinition/source``).
    public var source: String { LayoutDefinition.builtIn(named: layout)?.source ?? layout.rawValue }

    /// The section heading: "Layout: NAME" or "Animation: LAYOUT NAME".
    public var title: String {
        switch kind {
        case .layout: "Layout: \(layout.rawValue)" + (scene.map { " (\($0.title))" } ?? "")
        case .animation: "Animation: \(layout.rawValue) \(animation ?? "")" + (to.map { " to \($0.rawValue)" } ?? "")
        }
    }

    /// Every layout the core registers, then the scenes of ``GalleryScene/all``, then every named
    /// animation of each layout (a transition goes to the next layout in the list).
    public static func all() -> [GalleryEntry] {
        var entries = LayoutName.allCases.map { GalleryEntry(kind: .layout, layout: $0) }
        entries += GalleryScene.all.map { GalleryEntry(kind: .layout, layout: $0.layout, scene: $0) }
        for layout in LayoutName.allCases {
            for name in NamedAnimation.names(for: layout) {
                // Transitions go between the collection layouts (a home screen has its own content).
                let cases = LayoutName.allCases.filter { $0 != .homescreen }
                let next = name == "transition" ? cases[((cases.firstIndex(of: layout) ?? 0) + 1) % cases.count] : nil
                entries.append(GalleryEntry(kind: .animation, layout: layout, animation: name, to: next))
            }
        }
        return entries
    }
}
