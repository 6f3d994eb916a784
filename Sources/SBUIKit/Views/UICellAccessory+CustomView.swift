public import Foundation
internal import SBRender

extension UICellAccessory {
    /// Where an accessory goes among the others: its index in the accessories on its side.
    public typealias PositionProvider = @MainActor ([UICellAccessory]) -> Int

    /// How wide an accessory's slot is (UIKit's `UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's width; headlessly the view's own width (*assumption*: UIKit does not
        /// document the number).
        case standard
        /// The view's own width.
        case actual
        /// A fixed width in points.
        case custom(CGFloat)
    }

    /// Which side a custom view goes on (UIKit's `UICellAccessory.Placement`).
    public enum Placement: Sendable {
        /// On the leading side, before the content.
        case leading(displayed: DisplayedState = .always, at: PositionProvider = { _ in 0 })
        /// On the trailing side, after the content.
        case trailing(displayed: DisplayedState = .always, at: PositionProvider = { _ in 0 })

        var isLeading: Bool { if case .leading = self { true } else { false } }
        var displayed: DisplayedState {
            switch self {
            case .leading(let d, _), .trailing(let d, _): d
            }
        }
    }

    /// A view of your own as an accessory (UIKit's `UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// The view shown.
        public var customView: UIView
        /// The side it goes on.
        public var placement: Placement
        /// Whether it is hidden (its slot stays reserved); nil: shown.
        public var isHidden: Bool?
        /// How wide its slot is.
        public var reservedLayoutWidth: LayoutDimension
        /// Its tint colour, or nil for the cell's.
        public var tintColor: UIColor?
        /// Whether it keeps its own frame's size (true), or takes its intrinsic size (false).
        public var maintainsFixedSize: Bool?

        /// A configuration of a view and where it goes.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        /// Equal when they show the same view (by identity) the same way; the position
        /// providers, closures, are not compared.
        public static func == (a: Self, b: Self) -> Bool {
            a.customView === b.customView && a.placement.isLeading == b.placement.isLeading && a.placement.displayed == b.placement.displayed
                && a.isHidden == b.isHidden && a.reservedLayoutWidth == b.reservedLayoutWidth && a.tintColor == b.tintColor
                && a.maintainsFixedSize == b.maintainsFixedSize
        }

        /// Hashes the view's identity and the side.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(customView))
            hasher.combine(placement.isLeading)
        }
    }

    /// A custom view as an accessory, shown as its placement says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(kind: .customView(configuration), displayed: configuration.placement.displayed)
    }
}

extension UICellAccessory.CustomViewConfiguration {
    /// The view's size as placed: its frame's when it keeps a fixed size, else its intrinsic
    /// size where it has one (its frame's on an axis where it has none).
    @MainActor var viewSize: CGSize {
        let frame = customView.bounds.size
        guard maintainsFixedSize != true else { return frame }
        let intrinsic = customView.intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? frame.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? frame.height : intrinsic.height)
    }

    /// The slot's width.
    @MainActor var slotWidth: CGFloat {
        switch reservedLayoutWidth {
        case .standard, .actual: viewSize.width
        case .custom(let w): w.isFinite ? max(0, w) : 0
        }
    }
}

extension UICollectionViewListCell {
    /// The custom-view accessories shown now (always, or in or out of the collection view's
    /// editing mode as they ask), in the order given.
    func shownCustomAccessories(editing: Bool) -> [UICellAccessory.CustomViewConfiguration] {
        accessories.compactMap { a in
            guard a.displayed == .always || (a.displayed == .whenEditing) == editing,
                  case let .customView(c) = a.kind else { return nil }
            return c
        }
    }

    /// Places the custom-view accessories in the cell: leading ones from the list's margin
    /// (after the indentation) toward the content, trailing ones from the trailing margin inward,
    /// inside the drawn accessories, each centred vertically in its slot; views no longer
    /// accessories are removed. Mirrored right to left.
    func layOutCustomAccessories() {
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        let shown = shownCustomAccessories(editing: editing)
        for view in placedAccessoryViews where !shown.contains(where: { $0.customView === view }) {
            view.removeFromSuperview()
        }
        placedAccessoryViews = shown.map(\.customView)
        guard !shown.isEmpty else { return }
        let margin = listContext?.margin ?? 16
        let spacing = CGFloat(ListRowContent.accessorySpacing)
        let drawn = accessories.filter { $0.displayed == .always || ($0.displayed == .whenEditing) == editing }.compactMap(\.listAccessory)
        let drawnWidth = drawn.isEmpty ? 0 : CGFloat(drawn.map(ListRowContent.width(of:)).reduce(0, +)) + spacing * CGFloat(drawn.count)
        var leadingX = bounds.minX + margin + indentation
        var trailingX = bounds.maxX - margin - drawnWidth
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for custom in shown {
            let view = custom.customView, size = custom.viewSize, slot = custom.slotWidth
            let x: CGFloat
            if custom.placement.isLeading {
                x = leadingX + (slot - size.width) / 2
                leadingX += slot + spacing
            } else {
                trailingX -= slot
                x = trailingX + (slot - size.width) / 2
                trailingX -= spacing
            }
            let mirroredX = rtl ? bounds.minX + bounds.maxX - x - size.width : x
            let frame = CGRect(x: mirroredX, y: bounds.minY + (bounds.height - size.height) / 2, width: size.width, height: size.height)
            if view.superview !== self { addSubview(view) }
            if view.frame != frame { view.frame = frame }
            view.isHidden = custom.isHidden ?? false
            if let tint = custom.tintColor { view.tintColor = tint }
        }
    }
}
