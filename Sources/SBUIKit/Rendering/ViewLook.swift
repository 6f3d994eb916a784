internal import Foundation
internal import SBLayout
internal import SBRender
internal import SBScene
#if canImport(QuartzCore)
internal import QuartzCore
#endif

/// What a cell or reusable view sets of its look, read from its layer when it is drawn: the
/// background colour, corners, border, clipping and shadow, and for a cell its content view's.
/// A view that sets none of them has no look, and the caller's `CellStyle` draws it.
struct ViewLook: Hashable, Sendable {
    /// One layer's look.
    struct Layer: Hashable, Sendable {
        /// The background colour, if any.
        var background: Color?
        /// The corner radius of the background, border and clip.
        var cornerRadius: Double
        /// The border's width and colour, when it is drawn.
        var border: ItemCardStyle.Border?
        /// Whether the content is clipped to the rounded bounds.
        var masksToBounds: Bool
        /// The shadow, when it is drawn (an opacity above 0, no clipping).
        var shadow: ItemCardStyle.Shadow?

        /// The look of `layer`.
        @MainActor init(_ layer: CALayer) {
            background = layer.backgroundColor?.sbColor.flatMap { $0.alpha > 0 ? $0 : nil }
            cornerRadius = max(0, Double(layer.cornerRadius))
            let width = Double(layer.borderWidth)
            if width > 0, let color = layer.borderColor?.sbColor, color.alpha > 0 {
                border = ItemCardStyle.Border(width: width, color: color)
            }
            masksToBounds = layer.masksToBounds
            // Core Animation multiplies the shadow colour's alpha by the opacity; a layer that
            // clips to its bounds clips its shadow away.
            let opacity = Double(min(max(layer.shadowOpacity, 0), 1))
            if opacity > 0, !layer.masksToBounds, let color = layer.shadowColor?.sbColor, color.alpha > 0 {
                shadow = ItemCardStyle.Shadow(color: color.withAlpha(multipliedBy: opacity),
                                              offset: Point(x: Double(layer.shadowOffset.width), y: Double(layer.shadowOffset.height)),
                                              radius: max(0, Double(layer.shadowRadius)))
            }
        }

        /// True when the layer draws something.
        var isVisible: Bool { background != nil || border != nil || shadow != nil }

        /// The corner radius used in `bounds`: at most half the shorter side.
        func radius(in bounds: Rect) -> Double {
            min(cornerRadius, min(bounds.width, bounds.height) / 2)
        }
    }

    /// A list cell's row: its accessories and outline chevron, which the caller's style and
    /// ``ViewLookStyle`` draw around the content view the configuration made (``tree``), and
    /// the row's background colour.
    struct Text: Hashable, Sendable {
        var accessories: [ListAccessory]
        /// The list cell's indentation in points (its level x its indentation width).
        var indentation: Double = 0
        /// The cell's outline disclosure, if it shows one.
        var outline: OutlineChevron?
        /// The reorder grip on the trailing edge (its colour; nil: none, or hidden with its place kept).
        var reorder: Color??
        /// A table row's editing control on the leading side, in editing mode.
        var editingControl: TableEditingControl?
        /// The row's fill: the background configuration's colour (or the cell's background
        /// colour), drawn by the list row under the accessories.
        var background: Color?
    }

    /// An outline disclosure's chevron (UICellAccessory.outlineDisclosure).
    struct OutlineChevron: Hashable, Sendable {
        /// True on the trailing side (the header style), false on the leading side (the cell style).
        var trailing: Bool
        /// True while the item is expanded: the chevron points down.
        var expanded: Bool
        /// Hidden: its place is kept, nothing is drawn.
        var hidden: Bool
        var color: Color
    }

    /// The view's own layer.
    var view: Layer
    /// A cell's content view's layer, drawn over the cell's background (clipped when the cell
    /// clips), under the cell's border.
    var content: Layer?
    /// A cell's list content.
    var text: Text?
    /// The view's whole hierarchy (background views, content view, their labels, images and
    /// stack views), when it has subviews that draw: drawn instead of ``view`` and ``content``.
    var tree: ViewDrawing?

    /// How far a list row's separator starts right of the list's automatic start, for a
    /// separator's look.
    var separatorShift: Double?
    /// Whether that separator's leading edge is its right one (a right-to-left layout).
    var separatorLeadsFromRight = false

    /// The look of a list row's separator that starts `separatorShift` points past the list's
    /// automatic start, from the right in a right-to-left layout.
    @MainActor init(separatorShift: Double, fromRight: Bool) {
        view = Layer(CALayer())
        self.separatorShift = separatorShift
        separatorLeadsFromRight = fromRight
    }

    /// The look of `view`, or nil when it sets nothing of its own.
    @MainActor init?(_ view: UIView) {
        self.view = Layer(view.layer)
        var excluded: Set<ObjectIdentifier> = []
        if let cell = view as? UICollectionViewCell {
            cell.updateConfigurationIfNeeded()
            cell.layoutIfNeeded()
            let content = Layer(cell.contentView.layer)
            self.content = content.isVisible ? content : nil
            // A list cell of a list section is a list row: the row draws the background and
            // the accessories, the cell's views (the configuration's content view) the content.
            // A list cell with nothing of its own (no content, the list's default background)
            // is left to the caller's style, which draws the row from its item.
            let blank = cell.configuredContentView == nil && cell.contentView.subviews.isEmpty && cell.backgroundIsListDefault
                && cell.backgroundView == nil && cell.selectedBackgroundView == nil
            if blank, let background = cell.configuredBackgroundView { excluded.insert(ObjectIdentifier(background)) }
            if cell is UICollectionViewListCell, cell.listContext != nil, !blank {
                let listCell = cell as? UICollectionViewListCell
                // The accessories shown always, and those of the collection view's editing mode.
                let editing = (cell.superview as? UICollectionView)?.isEditing ?? false
                let shown = listCell?.accessories.filter { $0.displayed == .always || ($0.displayed == .whenEditing) == editing } ?? []
                var row = Text(accessories: shown.compactMap(\.listAccessory), indentation: Double(listCell?.indentation ?? 0))
                // A plain fill (no corners, stroke or custom view) is the row's; any other is
                // drawn as a view over it.
                if let background = cell.configuredBackgroundView {
                    if background.layer.cornerRadius == 0, background.layer.borderWidth == 0, background.subviews.isEmpty {
                        row.background = background.backgroundColor?.resolvedColor(with: cell.traitCollection).sbColor
                        excluded.insert(ObjectIdentifier(background))
                    }
                } else {
                    row.background = self.view.background
                }
                self.view.background = nil
                if let listCell, let options = shown.lazy.compactMap({ a -> UICellAccessory.OutlineDisclosureOptions? in
                    if case let .outlineDisclosure(o) = a.kind { o } else { nil }
                }).first, let trailing = listCell.outlineChevronIsTrailing {
                    // Header chevrons in the tint colour, cell chevrons in tertiary-label grey
                    // (*assumption*, from iOS 14-17 sidebars and outlines).
                    let color = options.tintColor ?? (trailing ? listCell.tintColor ?? UIColor.systemBlue : UIColor.tertiaryLabel)
                    row.outline = OutlineChevron(trailing: trailing, expanded: listCell.isOutlineExpanded, hidden: options.isHidden ?? false,
                                                 color: color.resolvedColor(with: listCell.traitCollection).sbColor)
                }
                if let listCell, let options = shown.lazy.compactMap({ a -> UICellAccessory.ReorderOptions? in
                    if case let .reorder(o) = a.kind { o } else { nil }
                }).first {
                    let color = (options.tintColor ?? TableEditingControl.gripColor).resolvedColor(with: listCell.traitCollection).sbColor
                    row.reorder = .some(options.isHidden == true ? nil : color)
                }
                if let tableRow = cell as? TableRowCell, tableRow.editingControl != .none {
                    row.editingControl = TableEditingControl(style: tableRow.editingControl, indents: tableRow.indentsForEditingControl)
                }
                text = row
            }
        }
        if Self.hasDrawnSubviews(view, excluding: excluded), ViewDrawing.hasFiniteGeometry(view) {
            var drawing = ViewDrawing(view, excluding: excluded)
            if text != nil { drawing.layer.background = nil }
            tree = drawing
        }
        guard self.view.isVisible || content != nil || text != nil || tree != nil else { return nil }
    }

    /// Whether `view` has subviews that draw beyond a cell's empty content view (the
    /// `excluded` ones left out).
    @MainActor private static func hasDrawnSubviews(_ view: UIView, excluding excluded: Set<ObjectIdentifier>) -> Bool {
        let cell = view as? UICollectionViewCell
        return view.subviews.contains { s in
            guard !s.isHidden, !excluded.contains(ObjectIdentifier(s)) else { return false }
            if let cell, s === cell.contentView { return !s.subviews.isEmpty }
            return true
        }
    }

    /// `item` as a list row whose content the cell's views draw: the row's background colour
    /// and accessories, no text; `item` when the cell is not such a row.
    func item(_ item: ItemStyle?) -> ItemStyle? {
        guard let text else { return item }
        var styled = item ?? ItemStyle(label: "", color: .clear)
        styled.color = text.background ?? .clear
        styled.listContentIsDrawnByView = true
        styled.subtitle = nil
        styled.value = nil
        styled.accessories = text.accessories
        return styled
    }

    /// Draws the look in `bounds`, as Core Animation composites the layers: the shadow, the
    /// background, the content view (clipped when the view masks to its bounds), then the border.
    func draw(in bounds: Rect, on p: any Painter) {
        if let tree {
            tree.drawLayer(on: p)
            return
        }
        let radius = view.radius(in: bounds)
        // Core Animation casts the shadow of what the layer shows: its background's shape, or
        // without one its content view's.
        if let shadow = view.shadow, view.background != nil || content?.background != nil {
            let shape = view.background != nil ? radius : content?.radius(in: bounds) ?? radius
            p.fillShadow(shadow, under: bounds, cornerRadius: shape)
        }
        if let background = view.background {
            Self.fill(bounds, radius: radius, color: background, on: p)
        }
        if let content {
            p.withSavedState {
                if view.masksToBounds {
                    p.addRect(bounds, cornerRadius: radius)
                    p.clip()
                }
                let inner = content.radius(in: bounds)
                if let shadow = content.shadow, content.background != nil {
                    p.fillShadow(shadow, under: bounds, cornerRadius: inner)
                }
                if let background = content.background {
                    Self.fill(bounds, radius: inner, color: background, on: p)
                }
                if let border = content.border { p.strokeBorder(border, inside: bounds, cornerRadius: inner) }
            }
        }
        // Core Animation's border: inside the bounds, following the corners, over the content.
        if let border = view.border { p.strokeBorder(border, inside: bounds, cornerRadius: radius) }
    }

    /// What the drawing in `bounds` reaches: the bounds and the shadows.
    func reach(in bounds: Rect) -> Rect {
        [view.shadow, content?.shadow].compactMap { $0 }.reduce(bounds) { r, s in
            r.union(bounds.offsetBy(dx: s.offset.x, dy: s.offset.y).insetBy(dx: -s.radius, dy: -s.radius))
        }
    }

    private static func fill(_ r: Rect, radius: Double, color: Color, on p: any Painter) {
        p.addRect(r, cornerRadius: radius)
        p.setColor(color)
        p.fill(preserve: false)
    }
}
