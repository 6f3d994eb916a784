internal import Foundation
internal import SBLayout
internal import SBRender

/// A view hierarchy as it is to be drawn, taken from the views on the main actor and drawn on
/// any thread: each view's geometry, opacity, layer look, own content and subviews, composited
/// as Core Animation does (see ``draw(on:)``).
struct ViewDrawing: Hashable, Sendable {
    /// The view's bounds (their origin shifts the subviews, as a scroll view's offset does).
    var bounds: Rect
    /// Where the anchor point sits in the superview's bounds coordinates.
    var position: Point
    /// The anchor point, in unit coordinates of the bounds.
    var anchor: Point
    /// The affine part of the layer's transform.
    var transform: Transform2D
    /// The layer's opacity.
    var alpha: Double
    /// The layer's look: background, corners, border, clipping, shadow.
    var layer: ViewLook.Layer
    /// What the view draws itself, with (0, 0) at the bounds' top-left corner.
    var content: [DrawOp]
    /// The visible subviews, back to front (hidden ones and ones at zero opacity left out).
    var subviews: [ViewDrawing]

    /// How nested collection views are drawn: by a renderer at the picture's scale.
    struct Context {
        let renderer: Renderer
        let scale: Int
    }

    /// The drawing of `view` and its visible subviews. With a context, a collection view is
    /// drawn as SBUIKit draws collection views (its layout's look: list rows, separators,
    /// backgrounds, and its cells' own views), as a picture at the context's scale. The
    /// `excluded` subviews of `view` are left out (a list row draws its background itself).
    @MainActor init(_ view: UIView, context: Context? = nil, excluding excluded: Set<ObjectIdentifier> = []) {
        let b = view.bounds
        bounds = Rect(b)
        position = Point(view.layer.position)
        anchor = Point(view.layer.anchorPoint)
        transform = Transform2D(view.transform)
        alpha = Double(max(0, min(1, view.alpha)))
        layer = ViewLook.Layer(view.layer)
        content = view.drawingContent(in: CGRect(origin: .zero, size: b.size))
        if let context, let collectionView = view as? UICollectionView {
            content += Self.collectionViewOps(collectionView, context: context)
            subviews = []
            return
        }
        let ordered = view.subviews.enumerated().sorted { a, c in
            a.element.layer.zPosition != c.element.layer.zPosition ? a.element.layer.zPosition < c.element.layer.zPosition : a.offset < c.offset
        }.map(\.element)
        subviews = ordered.filter { !$0.isHidden && $0.alpha > 0 && Self.hasFiniteGeometry($0) && !excluded.contains(ObjectIdentifier($0)) }
            .map { ViewDrawing($0, context: context) }
    }

    /// A collection view's picture (its visible content at its offset), drawn over its bounds.
    @MainActor private static func collectionViewOps(_ view: UICollectionView, context: Context) -> [DrawOp] {
        guard view.bounds.width >= 1, view.bounds.height >= 1,
              let picture = try? context.renderer.renderImage(collectionView: view, scale: context.scale) else { return [] }
        // Keyed by size: the renderer's surface cache keeps one surface a key and gives it again
        // only for the same pixels (compared at memory speed), so a picture drawn again (the
        // frames of an animation, the preview's redraws) makes no new surface, and a changed one
        // replaces the old instead of adding a surface per picture.
        let key = "sbuikit-collection-view@\(picture.width)x\(picture.height)"
        return [.image(ImageRef(LoadedImage(key: key, image: picture)), Rect(x: 0, y: 0, width: Double(view.bounds.width), height: Double(view.bounds.height)),
                       .scaleToFill)]
    }

    /// Whether a view's geometry can be drawn: a view given `CGRect.null` or an infinite frame
    /// (a rectangle inset past nothing) sits nowhere and shows nothing, as on a device.
    @MainActor static func hasFiniteGeometry(_ view: UIView) -> Bool {
        let b = view.bounds, p = view.layer.position, a = view.layer.anchorPoint, t = view.transform
        return [b.minX, b.minY, b.width, b.height, p.x, p.y, a.x, a.y, t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }

    /// Draws the view in its superview's bounds coordinates: moved to its position, transformed
    /// about its anchor point, then its shadow, background, own content, subviews (clipped to the
    /// rounded bounds when the layer masks to them) and border, all composited at the layer's
    /// opacity as one group.
    func draw(on p: any Painter) {
        guard alpha > 0 else { return }
        p.withSavedState {
            p.translate(x: position.x, y: position.y)
            if transform != .identity {
                p.concatenate(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
            }
            p.translate(x: -anchor.x * bounds.width, y: -anchor.y * bounds.height)
            if alpha < 1 {
                p.withGroup(alpha: alpha) { drawLayer(on: p) }
            } else {
                drawLayer(on: p)
            }
        }
    }

    /// Draws the layer in its own space, (0, 0) at the bounds' top-left corner.
    func drawLayer(on p: any Painter) {
        let local = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        let radius = layer.radius(in: local)
        if let shadow = layer.shadow, layer.background != nil || !content.isEmpty || !subviews.isEmpty {
            p.fillShadow(shadow, under: local, cornerRadius: radius)
        }
        if let background = layer.background {
            p.newPath()
            p.addRect(local, cornerRadius: radius)
            p.setColor(background)
            p.fill(preserve: false)
        }
        p.withSavedState {
            if layer.masksToBounds {
                p.newPath()
                p.addRect(local, cornerRadius: radius)
                p.clip()
            }
            for op in content { op.draw(on: p) }
            if !subviews.isEmpty {
                p.translate(x: -bounds.minX, y: -bounds.minY)
                for s in subviews { s.draw(on: p) }
            }
        }
        if let border = layer.border { p.strokeBorder(border, inside: local, cornerRadius: radius) }
    }
}

