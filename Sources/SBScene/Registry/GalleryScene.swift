import SBLayout

/// A docs gallery still drawn from a scene of its own, to show a feature the layout's defaults
/// do not; a layout's registration lists its own (``LayoutRegistration/galleryScenes``). Its canvas
/// is the gallery's, as every entry's.
public struct GalleryScene: Sendable, Hashable {
    /// The entry's id and file name stem, e.g. `compositional-badges`.
    public var name: String
    /// What the scene shows, for the entry's title.
    public var title: String
    /// The scene's layout.
    public var layout: LayoutName
    /// The scene's keys after `layout` and `canvas`, as JSON object members.
    public var keys: String

    /// A scene entry.
    public init(name: String, title: String, layout: LayoutName, keys: String) {
        self.name = name
        self.title = title
        self.layout = layout
        self.keys = keys
    }
}
