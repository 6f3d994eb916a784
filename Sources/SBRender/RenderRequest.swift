import SBLayout
import SBPNG
import SBScene

/// What to draw: one picture or an animation's frames (SBMotion's `RenderRequest(animation:)`).
///
/// One picture, fully resolved: the layout prepared with its content, the items' looks, the
/// canvas and scale, the wallpaper, the status bar (and, on the springboard, its page dots), the
/// cell style and the file format. It is made from a scene (`init(plan:format:)`, after
/// `RenderPlan.init(scene:fontFamilies:transitionTarget:layouts:)`) or from Swift values
/// (``init(layout:content:items:canvas:scale:wallpaper:statusBar:style:format:)``), and
/// ``Renderer/render(_:)-(RenderRequest)`` draws both the same way, so that the same values give the same bytes
/// whichever way they came. An animation's request draws its frames, each made by its timeline,
/// through the same renderer: as an APNG from `render(_:)`, frame by frame for `sbrender
/// animate`, the golden suite and the preview.
public struct RenderRequest: Sendable {
    /// The frame drawn: the plan (canvas, scale, wallpaper, status bar, items' looks, the cell
    /// style's name, the moment), the prepared layout and its visible elements, and the cell
    /// style when one is given in Swift.
    package var frame: Frame
    /// PNG, SVG or PDF.
    public var format: OutputFormat
    /// An animation's frames, drawn one after another instead of ``frame`` alone; nil for a
    /// still. ``frame`` is then the first frame.
    package var frames: (any FrameSource)?
    /// How many frames of an animation are drawn at once, each on its own thread with its own
    /// renderer (1 by default); the bytes do not depend on it. A still ignores it.
    public var jobs = 1
    /// The device frame drawn around the picture (the plan's `RenderPlan.deviceFrame`,
    /// a scene's `"frame"`), or nil. The picture is drawn on the device's screen, scaled to
    /// fill it (`DeviceFrameLayout`), and the file grows to the framed picture's size. An
    /// animation's frames take their own plan's (a scene's `"frame"`).
    ///
    /// ```swift
    /// var request = try RenderRequest(layout: CircleLayout(), content: content,
    ///                                 canvas: Size(width: 393, height: 852), scale: 2, format: .png)
    /// request.deviceFrame = DeviceFrame(device: .iPhone15Pro, finish: .blue)
    /// let png = try Renderer().render(request)
    /// ```
    public var deviceFrame: DeviceFrame? {
        get { frame.plan.deviceFrame }
        set { frame.plan.deviceFrame = newValue }
    }

    /// The picture a scene's plan describes: its layout prepared from the plan's spec and
    /// scrolled to its offset or page.
    /// - Throws: ``/SBLayout/LayoutSpecError`` when the plan's layout settings are invalid.
    package init(plan: RenderPlan, format: OutputFormat) throws {
        frame = try Frame(plan: plan)
        self.format = format
    }

    /// The picture a scene describes, as `sbrender --scene` draws it: its layout prepared from the
    /// scene's settings and scrolled to its offset or page, its items, wallpaper, status bar and
    /// device frame.
    ///
    /// ```swift
    /// let scene = try Scene.decode(json)
    /// let png = try Renderer().render(RenderRequest(scene: scene, format: .png))
    /// ```
    /// A scene whose items are the installed fonts (`"items": "fonts"`) lists this machine's
    /// font families, as `sbrender --scene` does.
    /// - Parameters:
    ///   - scene: the scene (``/SBScene/Scene``), decoded with the layouts it may name.
    ///   - format: PNG, SVG or PDF.
    /// - Throws: ``/SBScene/SceneError`` naming the key of a value the scene cannot use, or
    ///   ``/SBLayout/LayoutSpecError`` when its layout settings are invalid.
    public init(scene: Scene, format: OutputFormat) throws {
        try self.init(plan: RenderPlan(scene: scene, fontFamilies: { (try? Renderer())?.fontFamilies() ?? [] }, layouts: scene.layouts), format: format)
    }

    /// A picture of any layout (sbrender's or your own ``/SBLayout/CollectionViewLayout``) with
    /// any cell style, from Swift values.
    /// - Parameters:
    ///   - layout: the layout, configured (content offset, editing); it is prepared here for
    ///     `content` in the collection view: the canvas below the status bar.
    ///   - content: the sections and items.
    ///   - items: each item's look, by identity (item i of the whole collection is `items[i]`);
    ///     items beyond the list are white cells without a label.
    ///   - canvas: the picture's size, in points.
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - wallpaper: what is drawn behind the content (a colour, a built-in wallpaper or a PNG
    ///     file; ``/SBScene/Wallpaper/layoutBackground`` is the flow document's grey).
    ///   - statusBar: the status bar across the top of the canvas.
    ///   - style: how each element is drawn (the flow document's look by default). A style that
    ///     needs the layout's state gets it from the renderer (``CellStyle/drawing(_:)``).
    ///   - format: PNG, SVG or PDF.
    /// - Throws: ``RenderError`` for a canvas or scale out of range, or a canvas no taller than
    ///   the status bar.
    public init(layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [], canvas: Size, scale: Int = 1,
                wallpaper: Wallpaper = .color(.white), statusBar: StatusBar = .none, style: (any CellStyle)? = nil,
                format: OutputFormat) throws {
        var plan = try Renderer.plan(canvas: canvas, scale: scale, items: items)
        plan.wallpaper = wallpaper
        plan.statusBar = statusBar
        let view = plan.collectionViewFrame.size
        guard view.height >= RenderPlan.minimumCanvasSide else {
            throw RenderError("the canvas (\(NumberText.size(canvas.width, canvas.height)) points) must be taller than the \(Int(statusBar.height))-point status bar")
        }
        plan.spec.viewport = view
        if case .image(let path, _) = wallpaper { plan.imageKeyPaths[path] = plan.imageKeyPaths[path] ?? "wallpaper" }
        var prepared = layout
        prepared.prepare(content: content, viewport: view)
        frame = Frame(plan: plan, prepared: prepared)
        frame.cellStyle = style ?? FlowCellStyle()
        self.format = format
    }

    /// An animation: every frame of `frames`, drawn by ``Renderer/render(_:)-(RenderRequest)`` as
    /// an APNG (`format` must be PNG) and frame by frame by ``Renderer/renderFrames(_:range:renderers:consume:)``.
    /// - Parameters:
    ///   - frames: the frames (SBMotion's `FrameSequence`: a timeline sampled at a frame rate).
    ///   - format: PNG (an APNG).
    package init(frames: some FrameSource, format: OutputFormat = .png) {
        frame = frames.frame(0)
        self.frames = frames
        self.format = format
    }

    /// A picture of a frame made elsewhere (SBUIKit's views and collection views as they are laid
    /// out): its images are the ones its plan names.
    /// - Parameters:
    ///   - frame: the frame.
    ///   - format: PNG, SVG or PDF.
    package init(frame: Frame, format: OutputFormat) {
        self.frame = frame
        self.format = format
    }
}

extension Renderer {
    /// Draws a picture: its images loaded, drawn and encoded. Scenes, layouts of your own, the
    /// command line, the preview, the snapshot strategies and SBUIKit's views all end here: the
    /// one way to draw a still. An animation's request (SBMotion's `RenderRequest(animation:)`)
    /// gives its frames as one APNG file, drawn on ``RenderRequest/jobs`` threads.
    ///
    /// ```swift
    /// let png = try Renderer().render(RenderRequest(plan: RenderPlan(scene: scene), format: .png))
    /// let own = try Renderer().render(RenderRequest(layout: MyLayout(), content: CollectionContent(sections: 1, itemsPerSection: 20),
    ///                                               canvas: Size(width: 390, height: 844), style: MyCellStyle(), format: .png))
    /// ```
    /// - Returns: the file's bytes.
    /// - Throws: ``RenderError`` for an image that cannot be read, a surface that cannot be made
    ///   or a drawing failure, or an animation asked for in SVG or PDF; for an animation, SBPNG's
    ///   APNG error when its frame rate cannot be written exactly.
    public func render(_ request: RenderRequest) throws -> [UInt8] {
        if request.frames != nil { return try renderAPNG(request) }
        var picture = try PreparedPicture(request)
        try picture.drawWallpaper()
        return try render(picture)
    }

    /// Draws a picture as pixels, whatever its format says: the request's images loaded and its
    /// frame drawn, `plan.pixelWidth` x `plan.pixelHeight` (the snapshot strategies' pictures).
    /// - Throws: ``RenderError`` as ``render(_:)-(RenderRequest)`` does.
    package func renderImage(_ request: RenderRequest) throws -> RGBAImage {
        try renderImage(request.frame, images: loadImages(for: request.frame.plan))
    }

    /// The colour a layout's document draws behind its content (a scene's `"wallpaper": "none"`):
    /// the cookbook's light grey, black for the punched layout and the springboard, the grouped
    /// background of a compositional layout with inset-grouped lists, ... as the layout's
    /// registration says (``/SBScene/LayoutRegistration/background(for:)``).
    /// - Parameters:
    ///   - spec: the layout and its settings.
    ///   - layouts: where the layout is registered (sbrender's own layouts by default).
    /// - Returns: the colour; a layout `layouts` does not hold gets a registration's default,
    ///   the cookbook's light grey.
    public static func documentBackground(of spec: LayoutSpec, layouts: LayoutRegistry = .builtIn) -> Color {
        (layouts.registration(named: spec.layout) ?? LayoutRegistration(spec.definition)).background(for: spec)
    }
}
