import SBCairo
import SBLayout
import SBScene

/// What a plan's background depends on. The surface's pixel size follows from the canvas, the
/// scale and the device frame.
struct BackgroundKey: Hashable {
    var wallpaper: Wallpaper
    var background: Color
    var canvasSize: Size
    var scale: Int
    var statusBar: StatusBar
    var deviceFrame: DeviceFrame?

    init(_ plan: RenderPlan) {
        wallpaper = plan.wallpaper
        background = plan.layoutBackground
        canvasSize = plan.canvasSize
        scale = plan.scale
        statusBar = plan.statusBar
        deviceFrame = plan.deviceFrame
    }
}

extension Renderer {
    /// The plan's background alone, drawn as `draw` draws it first on a frame (same surface size
    /// and scale, from a transparent start), so a copy of it is exactly that start of the frame.
    func background(for plan: RenderPlan, images: [String: LoadedImage]) throws -> ImageSurface {
        let key = BackgroundKey(plan)
        if let cached = cachedBackgroundSurface(for: key) { return cached }
        let surface = try ImageSurface(width: plan.pixelWidth, height: plan.pixelHeight)
        let canvas = try Canvas(surface)
        try canvas.scale(x: Double(plan.scale), y: Double(plan.scale))
        let painter = CairoPainter(canvas: canvas, fonts: fonts, surfaces: surfaces)
        SceneRenderer.drawBackground(plan, images: images, on: painter)
        if let error = painter.firstError { throw RenderError("drawing the background failed: \(error)") }
        try canvas.checkStatus("drawing the background")
        storeBackground(surface, for: key)
        return surface
    }
}
