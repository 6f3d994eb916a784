import SBLayout

/// What is drawn over or around a device's screen at its top (and bottom): the camera housing.
/// Rectangles and points are in the body's coordinates (the body's top-left corner is 0, 0).
package enum DeviceCutout: Hashable, Sendable {
    /// The Dynamic Island: a black pill over the screen, the front camera at its right end.
    case dynamicIsland(pill: Rect)
    /// The notch: the black bezel reaching down into the screen, `width` x `height` points,
    /// centred, its lower corners rounded by `bottomRadius` and met by the screen's top edge in
    /// fillets of `earRadius`; the front camera right of its centre at `camera`.
    case notch(width: Double, height: Double, bottomRadius: Double, earRadius: Double, camera: Point)
    /// The iPhone SE's bezels: the earpiece slit and the front camera above the screen, the Home
    /// button below it.
    case homeButton(earpiece: Rect, camera: Point, homeButtonCenter: Point, homeButtonRadius: Double)
    /// An iPad's front camera, a small lens in the top bezel.
    case bezelCamera(center: Point)
}
