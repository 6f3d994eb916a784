import SBLayout

/// What is drawn behind the content, fixed while the content scrolls.
public enum Wallpaper: Hashable, Sendable {
    /// A wallpaper sbrender draws itself.
    case builtin(BuiltinWallpaper)
    /// A PNG file, fitted to the collection view's bounds by `contentMode` (UIImageView's
    /// default, scaleToFill, stretches it, as the tutorial's backgroundView does).
    case image(path: String, contentMode: ContentMode = .scaleToFill)
    /// The document's own background for the layout (the cookbook's light grey, black for
    /// PunchedLayout, ...).
    case layoutBackground
    /// One colour (a user's own layout drawn with `RenderRequest(layout:...)`).
    case color(Color)
}

/// The built-in wallpapers, drawn as vectors so they look right at any size.
public enum BuiltinWallpaper: String, Hashable, Sendable, CaseIterable {
    /// A dusk gradient, #1d2b64 to #f8cdda, with twelve soft white circles (the benchmark scene's).
    case dusk
    /// Deep blue water with light from the top.
    case ocean
    /// A dark graphite radial gradient.
    case graphite
    /// Soft light blooms of violet, pink and blue (the home screen's default in light appearance).
    case bloom
    /// Deep blue and violet blooms on near black (the home screen's default in dark appearance).
    case nightfall
}
