import SBLayout

/// The compositional layout's own docs gallery scenes (``LayoutRegistration/galleryScenes``).
extension GalleryScene {
    /// Badges anchored to items (NSCollectionLayoutSupplementaryItem): the keys of
    /// Assets/scenes/compositional-badges.json but its canvas.
    public static let compositionalBadges = GalleryScene(name: "compositional-badges", title: "badges", layout: .compositional, keys: #"""
    "compositional": {"sections": [{"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 0.3333}}, "items": [{"size": {"width": {"fractionalWidth": 0.3333}, "height": {"fractionalHeight": 1}}, "contentInsets": [12, 12, 12, 12], "supplementaryItems": [{"kind": "badge", "size": {"width": {"absolute": 24}, "height": {"absolute": 24}}, "anchor": {"edges": ["top", "trailing"], "fractionalOffset": [0.5, -0.5]}}]}]}, "contentInsets": [4, 8, 8, 8], "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}, "itemCount": 9}, {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 72}}, "items": [{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1}}, "contentInsets": [6, 6, 6, 6], "supplementaryItems": [{"kind": "badge", "size": {"width": {"absolute": 20}, "height": {"absolute": 20}}, "anchor": {"edges": ["bottom", "trailing"], "absoluteOffset": [-6, -6]}}]}]}, "contentInsets": [4, 10, 8, 10], "header": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 44}}}, "itemCount": 4}]}
    """#)

    /// A Settings-style list whose rows size themselves to their text (two-line labels, subtitles,
    /// values and accessories), and cards that grow to their subtitles: the keys of
    /// Assets/scenes/compositional-self-sizing.json but its canvas.
    public static let compositionalSelfSizing = GalleryScene(name: "compositional-self-sizing", title: "self-sizing", layout: .compositional, keys: #"""
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

    """#)
}
