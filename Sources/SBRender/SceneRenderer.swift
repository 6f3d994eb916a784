import SBLayout
import SBScene

/// Draws a frame: the background, every element with its transform, alpha and quiver, and the
/// layout's overlays (page dots, a cell menu), each element drawn by the frame's ``CellStyle``
/// (the scene's `"style"`, by default the look of the document the layout comes from).
package struct SceneRenderer {
    /// Images by path, already decoded.
    package var images: [String: LoadedImage]
    /// Font faces of a family, for the detail view (name, face).
    package var faces: (String) -> [(family: String, face: String)]
    /// False when the canvas already holds the background (a renderer's cached copy).
    package var drawsBackground = true
    /// False when the canvas already holds the wallpaper alone (a prepared picture's): the
    /// status bar is still drawn. Not for a plan with a detail view, which draws over no
    /// wallpaper when it is fully shown.
    package var drawsWallpaper = true

    /// A scene renderer.
    /// - Parameters:
    ///   - images: the decoded images, by path.
    ///   - faces: the faces of a font family, for the detail view.
    package init(images: [String: LoadedImage] = [:], faces: @escaping (String) -> [(family: String, face: String)] = { _ in [] }) {
        self.images = images
        self.faces = faces
    }

    /// Draws `frame` through `painter`, in points (the caller scales for pixels).
    ///
    /// Each visible element is drawn about its centre with its transform, its quiver rotation in
    /// deletion mode (``/SBLayout/Quiver/angle(at:offset:)`` at the frame's time) and its alpha as a
    /// group opacity, in ``Frame/drawingOrder``.
    ///
    /// With a device frame (``/SBScene/RenderPlan/deviceFrame``) the picture is drawn on the
    /// device's screen: the frame's back (background, title, body) first, unless the canvas
    /// already holds the background or the wallpaper, and its camera housing last.
    package func draw(_ frame: Frame, on painter: any Painter) {
        guard let device = frame.plan.deviceFrame, let layout = frame.plan.deviceFrameLayout else {
            return drawScreen(frame, on: painter)
        }
        if drawsBackground && drawsWallpaper { DeviceFrameDrawing.drawBack(device, layout: layout, on: painter) }
        DeviceFrameDrawing.withScreen(device, layout: layout, on: painter) { drawScreen(frame, on: painter) }
        DeviceFrameDrawing.drawFront(device, layout: layout, on: painter)
    }

    /// The picture on the screen: the whole canvas, in its points.
    private func drawScreen(_ frame: Frame, on painter: any Painter) {
        let plan = frame.plan
        let view = plan.collectionViewFrame
        if let detail = plan.detail, frame.detailOpacity >= 1 {
            // The presented view controller's view lies below the status bar, as the app's does.
            DetailView.draw(item: detail, plan: plan, canvas: view, faces: faces, on: painter)
            StatusBarView.draw(plan.statusBar, width: plan.canvasSize.width, on: painter)
            return
        }
        if drawsBackground || plan.detail != nil {
            Self.screenBackground(plan, images: images, wallpaper: drawsWallpaper, on: painter)
        }
        // The collection view's own coordinates: below the status bar, clipped to its bounds
        // (a scroll view clips its content).
        if view.minY != 0 {
            painter.withSavedState {
                painter.addRect(view)
                painter.clip()
                painter.translate(x: view.minX, y: view.minY)
                drawContent(frame, canvas: Rect(origin: .zero, size: view.size), on: painter)
            }
        } else {
            drawContent(frame, canvas: Rect(origin: .zero, size: view.size), on: painter)
        }
        // The cookbook's navigation bar lies over the collection view's superview, above it.
        NavigationBarView.draw(plan, itemCount: frame.layout.content.totalItems, on: painter)
        // The detail view's cross-dissolve (UIModalTransitionStyleCrossDissolve): the view
        // fades in over the layout; the status bar stays.
        if let detail = plan.detail, frame.detailOpacity > 0 {
            painter.withSavedState {
                painter.addRect(view)
                painter.clip()
                painter.withGroup(alpha: frame.detailOpacity) {
                    DetailView.draw(item: detail, plan: plan, canvas: view, faces: faces, on: painter)
                }
            }
        }
    }

    /// What lies behind the content: the wallpaper (the collection view's backgroundView, in its
    /// frame) and the status bar above it.
    /// With a device frame, the frame's back and, on its screen, the wallpaper and status bar
    /// (the frame's own back is left to the caller when `wallpaper` is false: the canvas holds it).
    static func drawBackground(_ plan: RenderPlan, images: [String: LoadedImage], wallpaper: Bool = true, on painter: any Painter) {
        onScreen(plan, back: wallpaper, on: painter) { screenBackground(plan, images: images, wallpaper: wallpaper, on: painter) }
    }

    /// The wallpaper (unless `wallpaper` is false) and the status bar, in the canvas's points.
    private static func screenBackground(_ plan: RenderPlan, images: [String: LoadedImage], wallpaper: Bool, on painter: any Painter) {
        if wallpaper { Backgrounds.draw(plan.wallpaper, background: plan.layoutBackground, canvas: plan.collectionViewFrame, images: images, on: painter) }
        StatusBarView.draw(plan.statusBar, width: plan.canvasSize.width, on: painter)
    }

    /// The wallpaper: the collection view's backgroundView, in its frame; with a device frame,
    /// the frame's back and the wallpaper on its screen. Draws no text.
    static func drawWallpaper(_ plan: RenderPlan, images: [String: LoadedImage], on painter: any Painter) {
        onScreen(plan, back: true, on: painter) {
            Backgrounds.draw(plan.wallpaper, background: plan.layoutBackground, canvas: plan.collectionViewFrame, images: images, on: painter)
        }
    }

    /// Runs `body` in the canvas's points: on the device's screen when the plan has a device
    /// frame (its back drawn first when `back` is true), else as it is.
    private static func onScreen(_ plan: RenderPlan, back: Bool, on painter: any Painter, _ body: () -> Void) {
        guard let device = plan.deviceFrame, let layout = plan.deviceFrameLayout else { return body() }
        if back { DeviceFrameDrawing.drawBack(device, layout: layout, on: painter) }
        DeviceFrameDrawing.withScreen(device, layout: layout, on: painter, body)
    }

    /// The elements and overlays, in the collection view's coordinates (`canvas` is its bounds).
    private func drawContent(_ frame: Frame, canvas: Rect, on painter: any Painter) {
        let plan = frame.plan
        let offset = frame.layout.contentOffset
        let cellStyle = (frame.cellStyle ?? CellStyles.named(plan.cellStyle, layout: frame.layout)).drawing(frame.layout)
        var menuCell: LayoutAttributes?
        let rasterizer = painter as? CairoPainter
        for a in frame.drawingOrder {
            let style = a.category == .cell ? plan.style(forIdentity: a.identity) : nil
            var element = styledElement(a, style: style, plan: plan)
            if a.category == .decorationView(kind: Compositional.ListConfiguration.separatorKind),
               frame.layout.content.contains(a.indexPath) {
                // A list separator belongs to its row (UIKit draws it in the cell, from the
                // text's leading edge): it carries the row's item style and image.
                let row = plan.style(forIdentity: frame.layout.content.identity(at: a.indexPath))
                element.item = row
                element.image = row.image.flatMap { images[$0] }
            }
            if frame.layout is HomeScreenLayout { element.backdrop = images[WallpaperBlur.key] }
            painter.withSavedState {
                painter.translate(x: a.center.x - offset.x, y: a.center.y - offset.y)
                let t = a.transform.affine
                if !a.transform.isIdentity {
                    painter.concatenate(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
                }
                if a.category == .cell && frame.layout.isEditing, let home = frame.layout as? HomeScreenLayout {
                    // Today's jiggle: rocking about the icon's centre (a folder's miniatures
                    // about their folder's), with a slight drift.
                    let (identity, pivot) = home.jiggleAnchor(of: a)
                    let motion = Jiggle.motion(at: frame.time, seed: plan.spec.seed, identity: identity)
                    painter.translate(x: pivot.x + motion.offset.x, y: pivot.y + motion.offset.y)
                    painter.rotate(motion.angle)
                    painter.translate(x: -pivot.x, y: -pivot.y)
                } else if a.category == .cell && frame.layout.isEditing {
                    let quiverOffset = style?.quiverOffset ?? a.quiverOffset
                    painter.rotate(Quiver.angle(at: frame.time, offset: quiverOffset))
                }
                painter.translate(x: -a.size.width / 2, y: -a.size.height / 2)
                let deleteButton = a.category == .cell && element.showsDeleteButton
                // A renderer with a raster cache composites a rasterising style's element from its raster
                // (drawn once per look).
                if let rasterizer, cellStyle.shouldRasterize,
                   rasterizer.drawRasterized(look: { cellStyle.lookKey(for: element) }, deleteButton: deleteButton,
                                             bounds: cellStyle.drawingBounds(for: element), alpha: a.alpha,
                                             draw: { drawElement(element, cellStyle: cellStyle, on: $0) }) {
                    return
                }
                if a.alpha < 1 {
                    // Keep the group's surface to the element's neighbourhood (delete buttons,
                    // badges and reflections reach a little outside the bounds).
                    painter.addRect(cellStyle.drawingBounds(for: element))
                    painter.clip()
                    painter.withGroup(alpha: a.alpha) {
                        drawElement(element, cellStyle: cellStyle, on: painter)
                    }
                } else {
                    drawElement(element, cellStyle: cellStyle, on: painter)
                }
            }
            if style?.showsMenu == true { menuCell = a }
        }
        if plan.registration.offers(.pageDots), let springboard = frame.layout as? SpringboardLayout {
            PageDots.draw(pages: springboard.numberOfPages, current: springboard.currentPage, canvas: canvas, on: painter)
        }
        if let cell = menuCell {
            MenuCallout.draw(over: cell.frame.offsetBy(dx: -offset.x, dy: -offset.y), canvas: canvas, on: painter)
        }
    }

    /// The element as the style receives it: a cell with its item's style and image.
    func styledElement(_ a: LayoutAttributes, style: ItemStyle?, plan: RenderPlan) -> StyledElement {
        var element = StyledElement(attributes: a, seed: plan.spec.seed)
        element.displayScale = Double(plan.scale)
        if a.category == .cell {
            let item = style ?? plan.style(forIdentity: a.identity)
            element.item = item
            element.image = item.image.flatMap { images[$0] }
        }
        return element
    }

    private func drawElement(_ element: StyledElement, cellStyle: any CellStyle, on painter: any Painter) {
        cellStyle.draw(element, on: painter)
        if element.attributes.category == .cell && element.showsDeleteButton {
            cellStyle.drawDeleteButton(element, on: painter)
        }
    }
}
