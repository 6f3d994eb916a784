/// What a cell shows, as a value the cell draws (UIKit's `UIContentConfiguration`).
public protocol UIContentConfiguration {}

/// A list cell's content as UIKit's standard styles lay it out (`UIListContentConfiguration`):
/// the text, and the secondary text under it (`subtitleCell()`) or on the trailing side
/// (`valueCell()`). SBUIKit draws the text and secondary text of a cell's configuration in a
/// list section with the list look; images and text properties are not available.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The standard styles.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, sidebarCell, header, footer
    }

    let style: Style

    /// Whether it is one of the header configurations (an outline disclosure's automatic style
    /// is the header style then).
    var isHeaderStyle: Bool { style == .header }
    /// Whether it is the value cell style (the secondary text on the trailing side).
    var isValueStyle: Bool { style == .valueCell }
    /// The primary text.
    public var text: String?
    /// The secondary text: under the text, or on the trailing side of a value cell.
    public var secondaryText: String?

    init(_ style: Style) {
        self.style = style
    }

    /// The default cell style: the text alone.
    public static func cell() -> UIListContentConfiguration { .init(.cell) }
    /// The secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(.subtitleCell) }
    /// The secondary text on the trailing side.
    public static func valueCell() -> UIListContentConfiguration { .init(.valueCell) }
    /// A sidebar's cell.
    public static func sidebarCell() -> UIListContentConfiguration { .init(.sidebarCell) }
    /// A sidebar's cell with the secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(.sidebarCell) }
    /// A plain list's header.
    public static func plainHeader() -> UIListContentConfiguration { .init(.header) }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { .init(.footer) }
    /// A grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration { .init(.header) }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { .init(.footer) }
    /// A sidebar's header.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(.header) }
}
