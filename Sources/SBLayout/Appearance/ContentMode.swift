/// How an image fills its box (UIView.ContentMode's scaling cases, as scene files spell them): for item images
/// (`contentMode`), for the wallpaper (`wallpaperContentMode`) and for images drawn on a Cairo canvas.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// Stretched to the box (UIView.ContentMode.scaleToFill).
    case scaleToFill
    /// Scaled to fit inside the box, keeping its aspect ratio, centred (scaleAspectFit).
    case aspectFit
    /// Scaled to cover the box, keeping its aspect ratio, cropped, centred (scaleAspectFill).
    case aspectFill
}
