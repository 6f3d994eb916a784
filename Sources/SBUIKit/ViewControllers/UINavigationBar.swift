public import Foundation
internal import SBLayout
internal import SBRender

/// A headless `UINavigationBar` as iOS 15 and later draw it at the top of a scroll view: the
/// inline bar is 44 points (the title centred in semibold 17-point type, bar button items in
/// the tint colour at the 16- or 20-point margins); a large-title bar adds 52 points below it
/// with the title in bold 34-point type at the leading margin. Like iOS 15's scroll-edge
/// appearance it has no background of its own (a ``barTintColor`` fills it).
@preconcurrency @MainActor open class UINavigationBar: UIView {
    /// Whether titles are drawn large (the first view controller's, unless its navigation item
    /// says otherwise).
    open var prefersLargeTitles = false { didSet { superview?.setNeedsLayout() } }
    /// The bar's colour (nil: the system background).
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (kept).
    open var isTranslucent = true
    /// The items shown: the bar shows the last (the top view controller's).
    public internal(set) var items: [UINavigationItem]?
    /// The item in the back position (the one before the top), whose title the back button shows.
    open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?[(items?.count ?? 2) - 2] : nil }
    /// The top item.
    open var topItem: UINavigationItem? { items?.last }

    /// The inline bar's height: 44 points.
    nonisolated static let inlineHeight: CGFloat = 44
    /// The large title's extra height: 52 points.
    nonisolated static let largeTitleHeight: CGFloat = 52

    /// Whether the top item's title is drawn large.
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, let top = items.last else { return false }
        switch top.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic:
            // As the item before it: the first item is large.
            for item in items.dropLast().reversed() {
                if item.largeTitleDisplayMode == .never { return false }
                if item.largeTitleDisplayMode == .always { return true }
            }
            return true
        }
    }

    /// The bar's height: 44, or 96 with a large title.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.inlineHeight + (showsLargeTitle ? Self.largeTitleHeight : 0))
    }

    /// The offered width, the bar's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        let label = drawn(.label)
        var ops: [DrawOp] = []
        // iOS 15's scroll-edge appearance, which a bar over content at its top (or over a view
        // without a scroll view) shows: no background and no hairline, the view's own background
        // showing through. A bar tint colour fills the bar and the status bar's area above it.
        if let tint = barTintColor {
            let top = Double(convert(CGPoint.zero, to: nil).y)
            ops.append(.fill(Rect(x: 0, y: -top, width: Double(rect.width), height: Double(rect.height) + top), radius: 0, drawn(tint)))
        }
        let large = showsLargeTitle
        guard let item = topItem else { return ops }
        let width = Double(rect.width)
        let margin: Double = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let tint = drawn(tintColor)
        let buttonFont = UIFont.systemFont(ofSize: 17).request
        let measurer = TextMeasuring.shared
        var leadingEnd = margin, trailingStart = width - margin
        func place(_ items: [UIBarButtonItem], leading: Bool) {
            for b in items {
                let style = TextStyle(font: b.style == .done ? UIFont.systemFont(ofSize: 17, weight: .semibold).request : buttonFont,
                                      color: b.isEnabled ? (b.tintColor.map(drawn) ?? tint) : drawn(.systemGray3), alignment: .left, maximumLines: 1)
                let w: Double
                if let title = b.title, b.image == nil {
                    w = (measurer?.size(of: title, style: style, width: nil).width ?? 0) + 1
                } else {
                    w = 24
                }
                // Placed left to right, then mirrored in a right-to-left layout.
                let ltrX = leading ? leadingEnd : trailingStart - w
                let x = rtl ? width - ltrX - w : ltrX
                let box = Rect(x: x, y: 0, width: w, height: Double(Self.inlineHeight))
                if let title = b.title, b.image == nil {
                    ops.append(.text(title, box, style))
                } else if let image = b.image {
                    ops += image.drawOps(in: CGRect(x: box.minX, y: box.midY - 12, width: 24, height: 24), contentMode: .scaleAspectFit,
                                         tint: (b.tintColor ?? tintColor).resolvedColor(with: traitCollection))
                }
                if leading { leadingEnd += w + 8 } else { trailingStart -= w + 8 }
            }
        }
        if let back = backItem, !item.hidesBackButton, item.leftBarButtonItems == nil {
            // The back button: a chevron stand-in and the previous title ("Back" when it has none).
            let title = back.backBarButtonItem?.title ?? back.title ?? "Back"
            let chevronX = rtl ? width - 8 - 12 : 8.0
            ops.append(.line(from: Point(x: chevronX + (rtl ? 2 : 10), y: 12), to: Point(x: chevronX + (rtl ? 10 : 2), y: 22), width: 3, tint))
            ops.append(.line(from: Point(x: chevronX + (rtl ? 10 : 2), y: 22), to: Point(x: chevronX + (rtl ? 2 : 10), y: 32), width: 3, tint))
            let style = TextStyle(font: buttonFont, color: tint, alignment: rtl ? .right : .left, maximumLines: 1)
            let w = min((measurer?.size(of: title, style: style, width: nil).width ?? 0) + 1, width / 3)
            ops.append(.text(title, Rect(x: rtl ? width - 26 - w : 26, y: 0, width: w, height: Double(Self.inlineHeight)), style))
            leadingEnd = 26 + w + 8
        }
        place(item.leftBarButtonItems ?? [], leading: true)
        place(item.rightBarButtonItems ?? [], leading: false)
        let title = item.title ?? ""
        if large {
            let style = TextStyle(font: UIFont.systemFont(ofSize: 34, weight: .bold).request, color: label, alignment: rtl ? .right : .left, maximumLines: 1)
            ops.append(.text(title, Rect(x: margin, y: Double(Self.inlineHeight), width: width - 2 * margin,
                                         height: Double(Self.largeTitleHeight)), style))
        } else if !title.isEmpty {
            // Centred on the bar, clear of the buttons by 8 points.
            let half = min(width / 2 - leadingEnd, trailingStart - width / 2)
            if half > 0 {
                let style = TextStyle(font: UIFont.systemFont(ofSize: 17, weight: .semibold).request, color: label, alignment: .center, maximumLines: 1)
                ops.append(.text(title, Rect(x: width / 2 - half, y: 0, width: 2 * half, height: Double(Self.inlineHeight)), style))
            }
        }
        return ops
    }
}
