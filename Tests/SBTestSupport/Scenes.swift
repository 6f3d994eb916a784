/// Scenes the tests draw, written out as JSON so that every value is visible.
public enum Scenes {
    /// The tutorial's springboard on a black background ("none": the collection view's own),
    /// without the status bar (the collection view at the canvas's origin),
    /// in deletion mode at t = 0, `count` items in one section. Every item's quiver offset is
    /// 0.05 s, where the triangle wave crosses 0 degrees (-2 + 8 x 0.05 / 0.2 = 0), so the icons
    /// stand upright; `firstOffset` overrides item 0's.
    public static func springboard(scale: Int = 1, count: Int = 32, firstOffset: Double = 0.05, wallpaper: String = "\"none\"",
                                   firstExtra: String = "") -> String {
        var items: [String] = []
        for i in 0..<count {
            items.append(i == 0 ? "{\"quiverOffset\": \(firstOffset)\(firstExtra)}" : "{\"quiverOffset\": 0.05}")
        }
        return """
        {"layout": "springboard", "wallpaper": \(wallpaper), "editing": true, "time": 0, "statusBar": "none",
         "canvas": {"size": [768, 1024], "scale": \(scale)},
         "sections": [{"items": [\(items.joined(separator: ", "))]}]}
        """
    }
}
