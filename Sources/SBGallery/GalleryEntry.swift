import SBLayout
import SBMotion
import SBScene

/// One section of the documentation gallery: a layout's still picture or a named animation.
package struct GalleryEntry: Sendable, Hashable {
    /// What an entry shows: `layout`, a layout's still picture (PNG and SVG), or `animation`, a
    /// named animation (APNG).
    package enum Kind: String, Sendable, Hashable {
        /// A layout's still picture (PNG and SVG).
        case layout
        /// A named animation (APNG).
        case animation
    }

    /// Whether the entry is a still or an animation.
    package var kind: Kind
    /// The layout drawn (the one an animation starts in).
    package var layout: LayoutName
    /// The animation's name (nil for a still).
    package var animation: String?
    /// transition: the layout it goes to.
    package var to: LayoutName?
    /// A still drawn from a scene of its own rather than the layout's defaults: its name (the
    /// entry's id) and its JSON.
    package var scene: GalleryScene?

    /// The entry's identifier and file name stem: the layout's name, or `layout-animation`
    /// (`-to-target` for a transition), as `sbrender docs --only` takes it.
    package var id: String {
        switch kind {
        case .layout: scene?.name ?? layout.rawValue
        case .animation: "\(layout.rawValue)-\(animation ?? "")" + (to.map { "-to-\($0.rawValue)" } ?? "")
        }
    }

    /// Where the entry's layout comes from, as its registration says
    /// (``/SBLayout/LayoutDefinition/source``), or nil for the layout's name.
    var sourcePhrase: String?

    /// Where the entry's layout comes from (``/SBLayout/LayoutDefinition/source``).
    package var source: String { sourcePhrase ?? layout.rawValue }

    /// The section heading: "Layout: NAME" or "Animation: LAYOUT NAME".
    package var title: String {
        switch kind {
        case .layout: "Layout: \(layout.rawValue)" + (scene.map { " (\($0.title))" } ?? "")
        case .animation: "Animation: \(layout.rawValue) \(animation ?? "")" + (to.map { " to \($0.rawValue)" } ?? "")
        }
    }

    /// Every layout `layouts` registers (sbrender's own by default), then the scenes of
    /// each registration's ``/SBScene/LayoutRegistration/galleryScenes``, then every named animation of each layout, in its registration's
    /// order (a transition goes to the next layout in the list that has one too: a home screen,
    /// which has its own content, has none).
    package static func all(layouts: LayoutRegistry = .builtIn) -> [GalleryEntry] {
        func source(_ name: LayoutName) -> String? { layouts.registration(named: name)?.definition.source }
        var entries = layouts.registrations.map { GalleryEntry(kind: .layout, layout: $0.name, sourcePhrase: $0.definition.source) }
        entries += layouts.registrations.flatMap(\.galleryScenes).map { GalleryEntry(kind: .layout, layout: $0.layout, scene: $0, sourcePhrase: source($0.layout)) }
        let movable = layouts.registrations.filter { $0.animation(named: "transition") != nil }.map(\.name)
        for registration in layouts.registrations {
            for name in registration.animations.map(\.name) {
                let next = name == "transition"
                    ? movable[((movable.firstIndex(of: registration.name) ?? 0) + 1) % movable.count] : nil
                entries.append(GalleryEntry(kind: .animation, layout: registration.name, animation: name, to: next,
                                            sourcePhrase: registration.definition.source))
            }
        }
        return entries
    }
}
