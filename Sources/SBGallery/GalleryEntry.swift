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
        /// A scene's still picture (PNG and SVG): a feature the seed demos do not show
        /// (``GalleryScenes``).
        case scene
    }

    /// Whether the entry is a still or an animation.
    public var kind: Kind
    /// The layout drawn (the one an animation starts in).
    public var layout: LayoutName
    /// The animation's name (nil for a still).
    public var animation: String?
    /// transition: the layout it goes to.
    public var to: LayoutName?
    /// A scene entry's name (its id), from ``GalleryScenes``.
    public var scene: String?

    /// The entry's identifier and file name stem: the layout's name, or `layout-animation`
    /// (`-to-target` for a transition), as `sbrender docs --only` takes it.
    public var id: String {
        switch kind {
        case .layout: layout.rawValue
        case .animation: "\(layout.rawValue)-\(animation ?? "")" + (to.map { "-to-\($0.rawValue)" } ?? "")
        case .scene: scene ?? layout.rawValue
        }
    }

    /// The section heading: "Layout: NAME" or "Animation: LAYOUT NAME".
    public var title: String {
        switch kind {
        case .layout: "Layout: \(layout.rawValue)"
        case .animation: "Animation: \(layout.rawValue) \(animation ?? "")" + (to.map { " to \($0.rawValue)" } ?? "")
        case .scene: "Scene: \(scene ?? layout.rawValue)"
        }
    }

    /// Every layout the core registers, then the scenes of ``GalleryScenes``, then every named
    /// animation of each layout (a transition goes to the next layout in the list).
    public static func all() -> [GalleryEntry] {
        var entries = LayoutName.allCases.map { GalleryEntry(kind: .layout, layout: $0) }
        entries += GalleryScenes.all.map { GalleryEntry(kind: .scene, layout: $0.layout, scene: $0.id) }
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
