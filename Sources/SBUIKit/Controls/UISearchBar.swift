public import Foundation
internal import SBLayout
internal import SBRender

/// What a search bar tells its delegate (UIKit's `UISearchBarDelegate`; every method optional).
@preconcurrency @MainActor public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// A headless `UISearchBar`, drawn still as iOS 13 and later draw the minimal style: a 36-point
/// rounded field (radius 10, the grey fill) 10 points from the bar's sides, with a magnifier
/// stand-in and the text or the grey placeholder in 17-point type; 56 points tall.
@preconcurrency @MainActor open class UISearchBar: UIView {
    /// The bar's look (UIKit's `UISearchBar.Style`).
    public enum Style: UInt, Sendable {
        /// The minimal look.
        case `default` = 0
        /// A bar background (drawn as minimal).
        case prominent = 1
        /// No background.
        case minimal = 2
    }

    /// The text.
    open var text: String? {
        didSet { if text != oldValue { delegate?.searchBar(self, textDidChange: text ?? "") } }
    }
    /// The placeholder shown without text ("Search" when nil, as iOS's).
    open var placeholder: String?
    /// A line above the bar (kept; not drawn).
    open var prompt: String?
    /// The look.
    open var searchBarStyle = Style.default
    /// Whether a Cancel button shows after the field.
    open var showsCancelButton = false
    /// The delegate.
    open weak var delegate: (any UISearchBarDelegate)?

    /// A search bar with this frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Required by UIKit's archiving: an empty search bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// No intrinsic width; 56 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
    /// The width offered, 56 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 56) }

    override func drawingContent(in rect: CGRect) -> [DrawOp] {
        var ops: [DrawOp] = []
        let cancelWidth: Double = showsCancelButton ? 70 : 0
        let field = Rect(x: Double(rect.minX) + 10, y: Double(rect.midY) - 18, width: max(0, Double(rect.width) - 20 - cancelWidth), height: 36)
        // The field's fill: iOS's tertiary system fill, (118, 118, 128) at 12% opacity.
        ops.append(.fill(field, radius: 10, Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)))
        let grey = drawn(.secondaryLabel)
        ops += DrawOp.symbolStandIn(named: "magnifyingglass", in: (Rect(x: field.minX + 6, y: field.midY - 10, width: 20, height: 20), .scaleToFill), color: grey)
        let shown = (text ?? "").isEmpty ? (placeholder ?? "Search") : text ?? ""
        let style = TextStyle(font: UIFont.systemFont(ofSize: 17).request, color: (text ?? "").isEmpty ? grey : drawn(.label), alignment: .left,
                              maximumLines: 1, centeredVertically: true, lineBreakMode: .byTruncatingTail)
        ops.append(.text(shown, Rect(x: field.minX + 30, y: field.minY, width: max(0, field.width - 36), height: field.height), style))
        if showsCancelButton {
            let cancel = TextStyle(font: UIFont.systemFont(ofSize: 17).request, color: drawn(tintColor), alignment: .right, maximumLines: 1)
            ops.append(.text("Cancel", Rect(x: field.maxX, y: field.minY, width: cancelWidth - 10, height: field.height), cancel))
        }
        return ops
    }
}
