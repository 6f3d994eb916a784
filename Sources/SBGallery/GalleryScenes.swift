import SBLayout

/// The scenes the documentation gallery shows besides the layouts' seed demos: features a demo
/// does not show. Each is drawn at the gallery's canvas size.
public enum GalleryScenes {
    /// One scene: its id (the gallery entry's), layout and JSON without its canvas.
    public struct Scene: Sendable, Hashable {
        /// The entry's id and file name stem.
        public var id: String
        /// The scene's layout.
        public var layout: LayoutName
        /// The scene's keys other than `canvas`, as JSON members (no braces).
        public var members: String

        /// The scene as a file holds it, with the gallery's canvas.
        public func json(canvas: Size) -> String {
            "{\"canvas\": {\"size\": [\(DocsGallery.number(canvas.width)), \(DocsGallery.number(canvas.height))]},\n" + members + "}"
        }
    }

    /// A Settings-style list whose rows size themselves to their text (two-line labels, subtitles,
    /// values and accessories), and cards that grow to their subtitles.
    public static let selfSizing = Scene(id: "compositional-self-sizing", layout: .compositional, members: """
     "layout": "compositional",
     "compositional": {"interSectionSpacing": 0, "sections": [
      {"list": {"appearance": "insetGrouped", "headerMode": "supplementary"}, "itemCount": 4},
      {"list": {"appearance": "insetGrouped", "headerMode": "supplementary", "footerMode": "supplementary"}, "itemCount": 3},
      {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 80}},
                 "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"estimated": 80}}, "contentInsets": [0, 8, 0, 8]}]},
       "interGroupSpacing": 16, "contentInsets": [24, 8, 24, 8], "itemCount": 2}]},
     "sections": [
      {"items": [{"label": "Wi-Fi", "value": "Home"}, {"label": "Bluetooth", "value": "On"},
                 {"label": "Personal Hotspot", "subtitle": "Share this iPhone's internet connection with nearby devices, even when they are not signed in to your account."},
                 {"label": "Airplane Mode", "accessories": []}]},
      {"items": [{"label": "Show notification previews on the lock screen when the iPhone is locked", "accessories": ["checkmark"]},
                 {"label": "Announce Notifications", "subtitle": "Siri reads out notifications", "accessories": ["detail", "disclosureIndicator"]},
                 {"label": "Scheduled Summary", "value": "Off"}]},
      {"items": [{"label": "Self-sizing", "subtitle": "This card measures its text and grows."}, {"label": "Short", "subtitle": "One line."}]}]

    """)

    /// Every scene of the gallery, in order.
    public static let all: [Scene] = [selfSizing]
}
