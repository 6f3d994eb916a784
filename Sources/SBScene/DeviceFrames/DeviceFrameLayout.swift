import SBLayout

/// Where everything of a framed picture goes, in points of the framed picture: the padding,
/// the title's box above the device, the body (with the buttons standing out of it), the
/// screen, and how the picture is placed on the screen.
///
/// The picture fills the screen: it is scaled by the larger of the two ratios screen / picture
/// (aspect-fill) and centred, so no screen is left black, as on a real device, and a picture
/// of another shape loses its overflow at the sides or top and bottom. A picture the size of
/// the screen (the default canvas of a framed scene) is drawn one point for one point.
package struct DeviceFrameLayout: Hashable, Sendable {
    /// The device's geometry.
    package let model: DeviceFrameModel
    /// The framed picture, in points.
    package let pictureSize: Size
    /// The body's outline on the picture.
    package let bodyRect: Rect
    /// The screen on the picture.
    package let screenRect: Rect
    /// The title's box (the picture's width less the padding, the title's lines tall), or nil.
    package let titleRect: Rect?
    /// The title's point size: the body's width / 13, rounded.
    package let titleFontSize: Double
    /// The scale the picture is drawn at on the screen.
    package let contentScale: Double
    /// Where the picture's top-left corner lands (it may lie outside the screen).
    package let contentOrigin: Point

    /// The layout of `frame` around a picture of `content` points.
    package init(frame: DeviceFrame, content: Size) {
        let model = DeviceFrameModel.model(for: frame.device)
        self.model = model
        let padding = frame.resolvedPadding
        let body = model.bodySize, depth = model.buttonDepth
        titleFontSize = (body.width / 13).rounded()
        let lines = Double(frame.titleLines.count)
        // Each line 1.25 em (rounded), then a gap of 1 em before the device.
        let titleHeight = lines > 0 ? lines * (titleFontSize * 1.25).rounded() + titleFontSize : 0
        let width = padding + depth + body.width + depth + padding
        pictureSize = Size(width: width, height: padding + titleHeight + depth + body.height + depth + padding)
        titleRect = lines > 0 ? Rect(x: padding, y: padding, width: width - 2 * padding, height: titleHeight - titleFontSize) : nil
        bodyRect = Rect(x: padding + depth, y: padding + titleHeight + depth, width: body.width, height: body.height)
        let screen = model.screenRect.offsetBy(dx: bodyRect.minX, dy: bodyRect.minY)
        screenRect = screen
        let w = max(content.width, 1e-9), h = max(content.height, 1e-9)
        let scale = max(screen.width / w, screen.height / h)
        contentScale = scale
        contentOrigin = Point(x: screen.minX + (screen.width - w * scale) / 2, y: screen.minY + (screen.height - h * scale) / 2)
    }
}
