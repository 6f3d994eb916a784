public import Foundation

/// A cell's or header's background as a value (UIKit's `UIBackgroundConfiguration`): a colour
/// (nil: the view's tint colour), a custom view, corners, insets and a stroke, drawn behind the
/// content as a background view.
///
/// The list styles' colours are UIKit's: `listPlainCell()` on `systemBackground`,
/// `listGroupedCell()` on `secondarySystemGroupedBackground`, headers and footers clear,
/// `listSidebarCell()` clear with corners of 10 (the sidebar insets its rows 10 points); selected or highlighted,
/// a plain or grouped cell turns `systemGray4` and a sidebar cell the tint colour
/// (`updated(for:)`; *assumption* for the grey, from iOS 15-17 lists).
public struct UIBackgroundConfiguration: Hashable, Sendable {
    enum Style: Hashable, Sendable {
        case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell, listHeaderFooter
    }

    let style: Style
    /// A view drawn behind the content, filling the background's frame.
    public var customView: UIView? {
        get { customViewBox?.view }
        set { customViewBox = newValue.map(ViewBox.init) }
    }
    private var customViewBox: ViewBox?
    /// The fill colour; nil draws the view's tint colour.
    public var backgroundColor: UIColor?
    /// A transformation of the fill colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corners of the fill, the stroke and the custom view.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the view's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The stroke's colour (nil: the tint colour).
    public var strokeColor: UIColor?
    /// The stroke's width (0: none).
    public var strokeWidth: CGFloat = 0

    init(_ style: Style, color: UIColor?) {
        self.style = style
        backgroundColor = color
    }

    /// A clear background.
    public static func clear() -> UIBackgroundConfiguration { .init(.clear, color: .clear) }
    /// A plain list's cell: `systemBackground`.
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(.listPlainCell, color: .systemBackground) }
    /// A grouped list's cell: `secondarySystemGroupedBackground`.
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(.listGroupedCell, color: .secondarySystemGroupedBackground) }
    /// A sidebar's cell: clear, a rounded tinted capsule when selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { sidebar(.listSidebarCell) }

    /// A sidebar's cell beside another column: clear, a rounded `systemGray5` capsule when
    /// selected (the selection shows in the column beside it; *assumption* for the grey).
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { sidebar(.listAccompaniedSidebarCell) }

    private static func sidebar(_ style: Style) -> UIBackgroundConfiguration {
        var c = UIBackgroundConfiguration(style, color: .clear)
        c.cornerRadius = 10
        return c
    }
    /// A plain list's header or footer: clear.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(.listHeaderFooter, color: .clear) }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(.listHeaderFooter, color: .clear) }
    /// A sidebar's header: clear.
    public static func listSidebarHeader() -> UIBackgroundConfiguration { .init(.listHeaderFooter, color: .clear) }

    /// The configuration for `state`: a selected or highlighted list cell is `systemGray4`
    /// (plain and grouped) or the tint colour (nil, sidebar); other styles are unchanged.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        var c = self
        guard let cell = state as? UICellConfigurationState, cell.isSelected || cell.isHighlighted else { return c }
        switch style {
        case .listPlainCell, .listGroupedCell: c.backgroundColor = .systemGray4
        case .listSidebarCell: c.backgroundColor = nil
        case .listAccompaniedSidebarCell: c.backgroundColor = .systemGray5
        case .clear, .listHeaderFooter: break
        }
        return c
    }

    /// The fill drawn: ``backgroundColor`` (else `tintColor`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke drawn: ``strokeColor``, else `tintColor`.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        strokeColor ?? tintColor
    }

    /// A view compared by identity, so that the configuration stays a value.
    private final class ViewBox: Hashable, @unchecked Sendable {
        let view: UIView
        init(_ view: UIView) { self.view = view }
        static func == (a: ViewBox, b: ViewBox) -> Bool { a.view === b.view }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
    }
}
