import Foundation
public import SBLayout
public import SBMotion
package import SBPNG
public import SBRender
public import SBScene
internal import SBTimeline

// The drawing glue: a UICollectionView's laid-out elements as SBLayout's attributes, drawn by
// SBRender, animated by SBMotion, listed as `sbrender layout` JSON.

extension RenderRequest {
    /// The request that draws a collection view as it is laid out (after `layoutIfNeeded()`):
    /// its visible elements at its content offset, in a picture of its bounds' size, for
    /// ``/SBRender/Renderer/render(_:)``. (`Renderer().render(view:)` draws a collection view
    /// with this request's defaults.)
    ///
    /// ```swift
    /// let png = try Renderer().render(RenderRequest(collectionView: view, style: FlowCellStyle(), format: .png))
    /// ```
    /// - Parameters:
    ///   - collectionView: the view; it is laid out first if it needs it.
    ///   - items: each item's look, by identity (items are numbered in order at a reload; an
    ///     inserted item takes the next number).
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - background: the colour behind the content: by default the view's `backgroundColor`,
    ///     else the grouped background under a grouped list, else white.
    ///   - style: how each element is drawn: by default `CompositionalCellStyle()` for
    ///     a compositional layout (its cards, and its lists as lists) and `FlowCellStyle()` for any
    ///     other, its cells in the pastel colours of a layout's demo (by identity) when no `items`
    ///     are given, so that no cell is white on white; a cell or reusable view that sets its
    ///     own look (`backgroundColor`, its content view's, its layer's corners, border or shadow)
    ///     is drawn with that look instead.
    ///   - format: PNG, SVG or PDF.
    /// - Throws: ``/SBRender/RenderError`` for a layout that was handed a negative, NaN or
    ///   infinite size, inset or spacing (each also reported as UIKit's exception), a size out of range, an item image that cannot be
    ///   read, or a drawing failure; and, saying what to do, for a call off the main actor (a
    ///   Swift 5 mode test that is not `@MainActor`), which draws nothing.
    @preconcurrency @MainActor
    public init(collectionView: UICollectionView, items: [ItemStyle] = [], scale: Int = 1,
                background: Color? = nil, style: (any CellStyle)? = nil, format: OutputFormat) throws {
        self = try collectionView.renderRequest(items: items, scale: scale, background: background, style: style, format: format)
    }
}

extension Renderer {
    /// Draws a collection view as pixels (the request of
    /// `RenderRequest(collectionView:items:scale:background:style:format:)`), for the snapshot strategies.
    /// - Returns: the picture, the bounds' size times the scale in pixels.
    /// - Throws: as the request does.
    @preconcurrency @MainActor
    package func renderImage(collectionView: UICollectionView, items: [ItemStyle] = [], scale: Int = 1,
                             background: Color? = nil, style: (any CellStyle)? = nil) throws -> RGBAImage {
        try renderImage(collectionView.renderRequest(items: items, scale: scale, background: background, style: style, format: .png))
    }
}

extension UICollectionView {
    /// The visible elements as `sbrender layout` prints them: one JSON object, an element a line,
    /// in report order (UIKit's element kinds for flow headers and footers read `header` and
    /// `footer`, as sbrender names them).
    /// - Parameter all: every element of the layout (`layoutAttributesForElements(in:)` with the
    ///   whole content), not only the visible ones.
    /// - Returns: the report, ending in a newline.
    public func layoutJSON(all: Bool = false) -> String {
        guard MainActorCheck.reportOffMain("-[UICollectionView layoutJSON]", recovery: "returns an empty report") else { return "" }
        layoutIfNeeded()
        let state = drawingState(all: all)
        if all { reportMissingElements(state.elements) }
        return LayoutJSON.report(layout: state.layout, elements: state.elements.sorted(by: LayoutAttributes.reportOrder), time: 0) + "\n"
    }

    /// Says why a full listing holds fewer cells than the data source has items, or cells that no
    /// picture can place (a frame, centre or transform that is not finite), so that a
    /// `.layoutAttributes` snapshot of a broken layout fails instead of recording it: the layout's
    /// answer for the first missing item (nil, or its frame) is reported as a failure of the
    /// running test (or on standard error).
    func reportMissingElements(_ elements: [LayoutAttributes]) {
        let layoutName = String(describing: type(of: collectionViewLayout))
        if let broken = elements.first(where: { !($0.frame.origin.x.isFinite && $0.frame.origin.y.isFinite
                                                  && $0.frame.size.width.isFinite && $0.frame.size.height.isFinite) }) {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "\(layoutName) returned attributes whose frame is not finite for the element at "
                                    + "[\(broken.indexPath.section), \(broken.indexPath.item)]: \(broken.frame)",
                                 recovery: "lists it as it is")
        }
        let listed = Set(elements.lazy.filter { $0.category == .cell }.map { [$0.indexPath.section, $0.indexPath.item] })
        let total = (0..<numberOfSections).reduce(0) { $0 + numberOfItems(inSection: $1) }
        guard listed.count < total else { return }
        for section in 0..<numberOfSections {
            for item in 0..<numberOfItems(inSection: section) where !listed.contains([section, item]) {
                let answer = collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))
                let why = answer.map { "its layoutAttributesForItem(at:) frame is \($0.frame)" }
                    ?? "its layoutAttributesForItem(at:) returns nil"
                UIKitException.raise(UIKitException.internalInconsistency,
                                     reason: "\(layoutName) lists \(listed.count) of the \(total) items in layoutAttributesForElements(in:) "
                                        + "over the whole content; the first missing is [\(section), \(item)]: \(why)",
                                     recovery: "lists the elements the layout gave")
                return
            }
        }
    }

    /// The animation of the last ``performBatchUpdates(_:completion:)``: every element from its
    /// start attributes to its end attributes (the layout's appearing and disappearing
    /// attributes, or UIKit's fades), 0.3 s, ease in and out (UIKit's default; an assumption, as
    /// UIKit does not document it). Before any batch update it is the view standing still.
    /// - Parameters:
    ///   - items: each item's look, by identity.
    ///   - scale: pixels per point.
    ///   - background: the colour behind the content: by default the view's `backgroundColor`,
    ///     else the grouped background under a grouped list, else white.
    ///   - style: how each element is drawn (the compositional look for a compositional layout
    ///     and the flow look for any other by default; views that set their own look are drawn
    ///     with it).
    ///   - fps: frames per second.
    /// - Returns: the animation, drawn as a request:
    ///   `Renderer().render(RenderRequest(animation:))` (`RenderRequest(animation:frame:format:)`).
    /// - Throws: ``/SBTimeline/AnimationError`` or ``/SBRender/RenderError`` for values out of range.
    public func updateAnimation(items: [ItemStyle] = [], scale: Int = 1, background: Color? = nil,
                                style: (any CellStyle)? = nil, fps: Double = 30) throws -> LayoutAnimation {
        try MainActorCheck.requireMainActor("-[UICollectionView updateAnimation]")
        layoutIfNeeded()
        let end = drawingState(all: false)
        let pairs = lastUpdateTransitions.map { record in
            (start: record.start.sbAttributes(identity: record.identity), end: record.end.sbAttributes(identity: record.identity))
        }
        let timeline = TransitionTimeline(layout: end.layout, pairs: pairs.isEmpty ? end.elements.map { ($0, $0) } : pairs,
                                          duration: UpdateTransition.defaultDuration)
        let plan = try Renderer.plan(canvas: SBLayout.Size(bounds.size), scale: scale, background: self.background(background),
                                     items: drawingItems(items, style: style, elements: pairs.map(\.start) + end.elements))
        // The items the update deleted keep the looks they had; the others take their new ones.
        let looks = lastUpdateLooks.merging(viewLooks()) { _, new in new }
        return try LayoutAnimation(timeline: timeline, plan: plan, style: resolved(style, looks: looks), fps: fps)
    }

    /// An animated scroll to `contentOffset`, laid out frame by frame as UIKit lays out a
    /// scrolling collection view (each frame's offset asks the layout
    /// `shouldInvalidateLayout(forBoundsChange:)`, so a carousel restyles its items as they
    /// move); ease in and out over `duration`. The view ends at `contentOffset`. A layout driven
    /// by UIKit Dynamics (`UIDynamicAnimator(collectionViewLayout:)`) has its animators advanced
    /// by 1/fps between frames, and the animation goes on after the scroll until they rest (at
    /// most 10 s more).
    /// - Parameters:
    ///   - contentOffset: where the scroll ends.
    ///   - duration: seconds (0.3 by default, an assumption for `setContentOffset(_:animated:)`).
    ///   - items: each item's look, by identity.
    ///   - scale: pixels per point.
    ///   - background: the colour behind the content: by default the view's `backgroundColor`,
    ///     else the grouped background under a grouped list, else white.
    ///   - style: how each element is drawn (the compositional look for a compositional layout
    ///     and the flow look for any other by default; views that set their own look are drawn
    ///     with it).
    ///   - fps: frames per second.
    /// - Returns: the animation.
    /// - Throws: ``/SBTimeline/AnimationError`` or ``/SBRender/RenderError`` for values out of range.
    public func scrollAnimation(to contentOffset: CGPoint, duration: Double = 0.3, items: [ItemStyle] = [], scale: Int = 1,
                                background: Color? = nil, style: (any CellStyle)? = nil, fps: Double = 30) throws -> LayoutAnimation {
        guard duration.isFinite, duration >= 0, duration <= 60, fps.isFinite, fps > 0, fps <= 240 else {
            throw AnimationError("a scroll animation needs a duration of 0 to 60 s and 1 to 240 frames per second (got \(duration) s at \(fps))")
        }
        try MainActorCheck.requireMainActor("-[UICollectionView scrollAnimation]")
        layoutIfNeeded()
        let start = self.contentOffset
        let count = max(1, Int((duration * fps).rounded()))
        var states: [MotionState] = []
        var looks: [ViewLookStyle.Key: ViewLook] = [:]
        func record() {
            layoutIfNeeded()
            let state = drawingState(all: false)
            states.append(MotionState(layout: state.layout, elements: state.elements))
            looks.merge(viewLooks()) { _, new in new }
        }
        for i in 0...count {
            let p = TimingFunction.easeInEaseOut.progress(at: Double(i) / Double(count))
            self.contentOffset = CGPoint(x: start.x + (contentOffset.x - start.x) * p, y: start.y + (contentOffset.y - start.y) * p)
            // A layout's UIKit Dynamics animators advance between frames, after the scroll.
            if i > 0 { advanceDynamics(by: 1 / fps) }
            record()
        }
        // Their springs ring on after the scroll stops: frames until they rest (10 s at most).
        var settling = 0
        while hasRunningDynamics, settling < Int(10 * fps) {
            settling += 1
            advanceDynamics(by: 1 / fps)
            record()
        }
        let plan = try Renderer.plan(canvas: SBLayout.Size(bounds.size), scale: scale, background: self.background(background),
                                     items: drawingItems(items, style: style, elements: states.flatMap(\.elements)))
        return try LayoutAnimation(timeline: RecordedTimeline(states: states, fps: fps), plan: plan, style: resolved(style, looks: looks), fps: fps)
    }

    /// The looks the visible cells and reusable views set of their own (background colour,
    /// corners, border, shadow), by category and index path.
    func viewLooks() -> [ViewLookStyle.Key: ViewLook] {
        var looks: [ViewLookStyle.Key: ViewLook] = [:]
        for (indexPath, cell) in cells {
            looks[.cell(identity: identity(at: indexPath))] = ViewLook(cell)
            // A list row's separators start where its cell says (its text, or its separator guide).
            if let shift = (cell as? UICollectionViewListCell)?.separatorShift, shift.isFinite, shift != 0 {
                let look = ViewLook(separatorShift: Double(shift), fromRight: cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
                for kind in [Compositional.ListConfiguration.separatorKind, Compositional.ListConfiguration.topSeparatorKind] {
                    looks[.view(.decorationView(kind: kind), SBLayout.IndexPath(indexPath))] = look
                }
            }
        }
        // Kinds as the drawn attributes name them (a flow header is SBLayout's `header`).
        for (key, view) in supplementaryViews {
            let kind = ElementKindBridge.sbLayout(key.kind)
            looks[.view(.supplementaryView(kind: kind), SBLayout.IndexPath(key.indexPath))] = ViewLook(view)
        }
        for (key, view) in decorationViews {
            let kind = ElementKindBridge.sbLayout(key.kind)
            looks[.view(.decorationView(kind: kind), SBLayout.IndexPath(key.indexPath))] = ViewLook(view)
        }
        return looks
    }

    /// The view placed for `attributes`, if it is visible.
    func placedView(for attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        switch attributes.representedElementCategory {
        case .cell: return cells[attributes.indexPath]
        case .supplementaryView:
            return supplementaryViews[ReusableViewKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)]
        case .decorationView:
            return decorationViews[ReusableViewKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)]
        }
    }

    /// The request SBRender draws for this view now: its visible elements at its content offset,
    /// in a picture of its bounds' size.
    /// - Throws: ``/SBRender/RenderError`` off the main actor (nothing is laid out: a Swift 5 mode
    ///   caller that is not `@MainActor`), or for a layout that cannot be drawn.
    func renderRequest(items: [ItemStyle], scale: Int, background: Color?, style: (any CellStyle)?,
                       format: OutputFormat) throws -> RenderRequest {
        try MainActorCheck.requireMainActor("-[RenderRequest init(collectionView:)]")
        layoutIfNeeded()
        if let first = collectionViewLayout.preparationProblems.first {
            let more = collectionViewLayout.preparationProblems.count - 1
            throw RenderError("the collection view's layout cannot be drawn: \(first)"
                              + (more > 0 ? " (and \(more) more)" : "") + "; give it finite, non-negative sizes and spacings")
        }
        let state = drawingState(all: false)
        let plan = try Renderer.plan(canvas: SBLayout.Size(bounds.size), scale: scale, background: self.background(background),
                                     items: drawingItems(items, style: style, elements: state.elements))
        var frame = Frame(plan: plan, layout: state.layout, elements: state.elements, time: 0)
        frame.cellStyle = resolved(style, looks: viewLooks())
        return RenderRequest(frame: frame, format: format)
    }

    /// The items' looks to draw `elements` with: `items`; with neither items nor a style given,
    /// a layout's demo look for a layout other than a compositional one (whose look tints its
    /// cards itself): the pastel colour of each cell's identity (``/SBScene/ItemStyle/pastel(seed:identity:)``
    /// at seed 0), so that cells whose views set no look of their own are never white on white.
    func drawingItems(_ items: [ItemStyle], style: (any CellStyle)?, elements: [LayoutAttributes]) -> [ItemStyle] {
        guard items.isEmpty, style == nil, !(collectionViewLayout is UICollectionViewCompositionalLayout) else { return items }
        let last = elements.lazy.filter { $0.category == .cell }.map(\.identity).max() ?? -1
        return (0..<(last + 1)).map { ItemStyle(label: "", color: ItemStyle.pastel(seed: 0, identity: $0)) }
    }

    /// The colour behind the content: `color`, else the view's background colour, else the
    /// layout's: a compositional layout with a grouped list is on the grouped background, as a
    /// UIKit list shows it, any other on white.
    func background(_ color: Color?) -> Color {
        if let color = color ?? backgroundColor?.sbColor { return color }
        guard let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout else { return .white }
        // A section provider's sections are the ones it gave for this view's sections, once laid out.
        layoutIfNeeded()
        let layout = compositional.drawingLayout
        return Color.compositionalBackground((0..<numberOfSections).compactMap { layout.definition(ofSection: $0) })
    }

    /// `style` (by default the compositional look for a compositional layout, the flow look for
    /// any other), except that a ``/SBRender/CompositionalCellStyle`` without a layout draws this
    /// view's compositional layout (its lists as lists), and that the views in `looks` are drawn
    /// with their own look.
    func resolved(_ style: (any CellStyle)?, looks: [ViewLookStyle.Key: ViewLook]) -> any CellStyle {
        let isCompositional = collectionViewLayout is UICollectionViewCompositionalLayout
        var base = style ?? (isCompositional ? CompositionalCellStyle(layout: nil) : FlowCellStyle())
        if let compositional = base as? CompositionalCellStyle, compositional.layout == nil,
           let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
            base = CompositionalCellStyle(layout: layout.drawingLayout)
        }
        return looks.isEmpty ? base : ViewLookStyle(base: base, looks: looks)
    }

    /// The layout and elements to draw or list: a compositional layout's engine (SBRender's
    /// compositional look reads its sections), or the elements recorded as they are.
    func drawingState(all: Bool) -> (layout: any CollectionViewLayout, elements: [LayoutAttributes]) {
        let source: [UICollectionViewLayoutAttributes]
        if all {
            let size = collectionViewLayout.collectionViewContentSize
            source = collectionViewLayout.layoutAttributesForElements(
                in: CGRect(x: -1e9, y: -1e9, width: size.width + 2e9, height: size.height + 2e9)) ?? []
        } else {
            source = visibleLayoutAttributes
        }
        var elements = source.map { $0.sbAttributes(identity: $0.representedElementCategory == .cell ? identity(at: $0.indexPath) : 0) }
        if !all {
            // The views as their data source left them: a cell hidden or faded in its
            // registration handler is drawn so.
            for (i, a) in source.enumerated() {
                guard let view = placedView(for: a) else { continue }
                if view.isHidden { elements[i].isHidden = true }
                elements[i].alpha = Double(view.alpha)
            }
        }
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            return (compositional.drawingLayout, elements)
        }
        var frozen = RecordedLayout(elements: elements, contentSize: SBLayout.Size(contentSize))
        frozen.contentOffset = SBLayout.Point(contentOffset)
        frozen.prepare(content: CollectionContent(itemCounts: (0..<numberOfSections).map { numberOfItems(inSection: $0) }),
                       viewport: SBLayout.Size(bounds.size))
        return (frozen, elements)
    }
}

extension UICollectionViewLayoutAttributes {
    /// The attributes as SBLayout's value, with the item's identity (its look).
    func sbAttributes(identity: Int) -> LayoutAttributes {
        var a = sbAttributes
        a.identity = identity
        return a
    }
}

/// A UIKit layout's elements as a UIKit collection view laid them out, held for SBRender and
/// SBMotion (which read a layout's offset, size and elements): preparing it records the content
/// and viewport and keeps the elements, which the UIKit layout computed.
struct RecordedLayout: CollectionViewLayout {
    var name = "uikit"
    var contentOffset = SBLayout.Point.zero
    var isEditing = false
    var quiverSeed: UInt64 = 0
    private(set) var content = CollectionContent(itemCounts: [])
    private(set) var viewport = SBLayout.Size.zero
    let collectionViewContentSize: SBLayout.Size
    let elements: [LayoutAttributes]

    init(elements: [LayoutAttributes], contentSize: SBLayout.Size) {
        self.elements = elements
        collectionViewContentSize = contentSize
    }

    mutating func prepare(content: CollectionContent, viewport: SBLayout.Size) {
        self.content = content
        self.viewport = viewport
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        elements.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: SBLayout.IndexPath) -> LayoutAttributes? {
        elements.first { $0.category == .cell && $0.indexPath == indexPath }
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: SBLayout.IndexPath) -> LayoutAttributes? {
        elements.first { $0.category == .supplementaryView(kind: kind) && $0.indexPath == indexPath }
    }
}

/// Elements moving from start to end attributes (a batch update), eased in and out.
struct TransitionTimeline: Timeline {
    let layout: any CollectionViewLayout
    let pairs: [(start: LayoutAttributes, end: LayoutAttributes)]
    let duration: Double

    func state(at time: Double) -> MotionState {
        let t = duration > 0 ? min(1, max(0, time / duration)) : 1
        let p = TimingFunction.easeInEaseOut.progress(at: t)
        let elements = pairs.map { LayoutAttributes.interpolate(from: $0.start, to: $0.end, p) }.filter { $0.alpha > 0 || p < 1 }
        return MotionState(layout: layout, elements: elements)
    }
}

/// States recorded frame by frame (a scroll laid out by the UIKit layout at every offset).
struct RecordedTimeline: Timeline {
    let states: [MotionState]
    let fps: Double

    var duration: Double { Double(max(0, states.count - 1)) / fps }

    func state(at time: Double) -> MotionState {
        let index = min(states.count - 1, max(0, Int((time * fps).rounded())))
        return states[index]
    }
}
