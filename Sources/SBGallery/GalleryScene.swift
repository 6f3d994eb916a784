import SBLayout

/// A gallery still drawn from a scene of its own, to show a feature the layout's defaults do not.
/// Its canvas is the gallery's, as every entry's.
public struct GalleryScene: Sendable, Hashable {
    /// The entry's id and file name stem, e.g. `compositional-badges`.
    public var name: String
    /// What the scene shows, for the entry's title.
    public var title: String
    /// The scene's layout.
    public var layout: LayoutName
    /// The scene's keys after `layout` and `canvas`, as JSON object members.
    public var keys: String

    /// The gallery's scenes, in order.
    public static let all: [GalleryScene] = [badges]

    /// Badges anchored to items (NSCollectionLayoutSupplementaryItem): the keys of
    /// Assets/scenes/compositional-badges.json but its canvas.
    public static let badges = GalleryScene(name: "compositional-badges", title: "badges", layout: .compositional, keys: #"""
    "compositional": {"sections": [{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.3333}}, "items": [{"size": {"width": {"fractionalWidth": 0.3333}, "height": {"fractionalHeight": 1}}, "contentInsets": [12, 12, 12, 12], "supplementaryItems": [{"kind": "badge", "size": {"width": {"absolute": 24}, "height": {"absolute": 24}}, "anchor": {"edges": ["top", "trailing"], "fractionalOffset": [0.5, -0.5]}}]}]}, "contentInsets": [4, 8, 8, 8], "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}, "itemCount": 9}, {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 72}}, "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "contentInsets": [6, 6, 6, 6], "supplementaryItems": [{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["bottom", "trailing"], "absoluteOffset": [-6, -6]}}]}]}, "contentInsets": [4, 10, 8, 10], "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}, "itemCount": 4}]}
    """#)
}
