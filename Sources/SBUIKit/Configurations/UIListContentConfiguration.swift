public import Foundation

/// A list row's or header's content as UIKit's standard styles lay it out
/// (`UIListContentConfiguration`): an image, the text, and the secondary text under it or on the
/// trailing side, with their fonts, colours and paddings. Its content view is a
/// ``UIListContentView``, which lays out a `UIImageView` and two `UILabel`s with Auto Layout and
/// draws them as labels draw (the system font in Inter).
///
/// The factory styles' defaults are UIKit's at the Large content size on an iPhone: `cell()` the
/// body style (17 pt) in `label`, its secondary text the subheadline style (15 pt) in
/// `secondaryLabel`; `subtitleCell()` the same stacked; `valueCell()` the secondary text in the
/// body style in `secondaryLabel` on the trailing side; sidebar cells tint their image and turn
/// white when selected; headers the headline style (17 pt semibold), grouped headers and
/// footers the footnote style (13 pt) in `secondaryLabel`. Margins of 11 above and below a row
/// and 16 (20 from 414 wide, the list's margin) on its sides, 3 between the text and the
/// secondary text, images in a 29-point slot 15 before the text (24 and 12 in a sidebar):
/// *assumptions* measured from iOS 15-17 screenshots (the same metrics SBRender's lists use).
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// The standard styles.
    enum Style: Hashable, Sendable {
        case cell, subtitleCell, valueCell, value2Cell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarHeader, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader

        var isHeader: Bool {
            switch self {
            case .plainHeader, .groupedHeader, .sidebarHeader, .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader: true
            default: false
            }
        }
        var isFooter: Bool { self == .plainFooter || self == .groupedFooter }
        var isSidebar: Bool {
            switch self {
            case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }
    }

    /// How a text is drawn (UIKit's `UIListContentConfiguration.TextProperties`).
    public struct TextProperties: Hashable, Sendable {
        /// How the text is aligned (UIKit's `TextProperties.TextAlignment`).
        public enum TextAlignment: Int, Hashable, Sendable {
            /// The language's natural side.
            case natural
            /// Centred.
            case center
            /// Justified.
            case justified
        }

        /// A change of case applied before drawing (UIKit's `TextProperties.TextTransform`).
        public enum TextTransform: Int, Hashable, Sendable {
            /// The text as given.
            case none
            /// Every word capitalised.
            case capitalized
            /// Lower case.
            case lowercase
            /// Upper case.
            case uppercase

            func apply(_ s: String) -> String {
                switch self {
                case .none: s
                case .capitalized: s.capitalized
                case .lowercase: s.lowercased()
                case .uppercase: s.uppercased()
                }
            }
        }

        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// A transformation of ``color``.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment = TextAlignment.natural
        /// How a long line breaks or truncates.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// The most lines drawn (0: as many as needed).
        public var numberOfLines = 0
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = true
        /// A change of case.
        public var transform = TextTransform.none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour drawn: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }
    }

    /// How the image is drawn (UIKit's `UIListContentConfiguration.ImageProperties`).
    public struct ImageProperties: Hashable, Sendable {
        /// The size that stands for the style's own value in ``reservedLayoutSize``.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration symbols are drawn with.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The tint of a template image or symbol (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// A transformation of the tint.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The corners of the image.
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (`maximumSize`; zero: no limit), keeping its
        /// aspect ratio; and the room kept for it (`reservedLayoutSize`): at least this wide and
        /// tall, the image centred in it (``standardDimension``: the style's 29-point slot; 24
        /// in a sidebar).
        public var maximumSize = CGSize.zero, reservedLayoutSize = CGSize.zero

        /// The tint drawn: ``tintColor`` (else `tintColor`) through ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }
    }

    let style: Style

    /// Whether it is one of the header configurations (an outline disclosure's automatic style
    /// is the header style then).
    var isHeaderStyle: Bool { style.isHeader }
    /// Whether it is the value cell style (the secondary text on the trailing side).
    var isValueStyle: Bool { style == .valueCell || style == .value2Cell }

    /// The image, before the text.
    public var image: UIImage?
    /// The primary text.
    public var text: String?
    /// The secondary text: under the text, or on the trailing side of a value cell.
    public var secondaryText: String?
    /// The texts with attributes (`attributedText` replaces ``text``, `secondaryAttributedText`
    /// ``secondaryText``).
    public var attributedText: NSAttributedString?, secondaryAttributedText: NSAttributedString?
    /// How the image is drawn.
    public var imageProperties = ImageProperties()
    /// How the text is drawn.
    public var textProperties: TextProperties
    /// How the secondary text is drawn.
    public var secondaryTextProperties: TextProperties
    /// The axes along which the content keeps at least its superview's layout margins (the
    /// list's margins on the sides, by default).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the text and the secondary text sit side by side when they fit.
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The gap between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The gap between side-by-side texts (`textToSecondaryTextHorizontalPadding`) and between
    /// the text and the secondary text under it (`textToSecondaryTextVerticalPadding`).
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8, textToSecondaryTextVerticalPadding: CGFloat = 3

    init(_ style: Style) {
        self.style = style
        let body = UIFont.preferredFont(forTextStyle: .body)
        let subheadline = UIFont.preferredFont(forTextStyle: .subheadline)
        let footnote = UIFont.preferredFont(forTextStyle: .footnote)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        textProperties = TextProperties(font: body, color: .label)
        secondaryTextProperties = TextProperties(font: subheadline, color: .secondaryLabel)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        prefersSideBySideTextAndSecondaryText = style == .valueCell || style == .value2Cell
        imageToTextPadding = style.isSidebar ? 12 : 15
        imageProperties.reservedLayoutSize = CGSize(width: ImageProperties.standardDimension, height: 0)
        switch style {
        case .valueCell:
            secondaryTextProperties = TextProperties(font: body, color: .secondaryLabel)
            textProperties.numberOfLines = 1
            secondaryTextProperties.numberOfLines = 1
        case .value2Cell:
            // UITableViewCell's `.value2`: the text in the subheadline style (15 pt) in the
            // secondary label colour, right-aligned in a fixed column; the secondary text in the
            // body style in the label colour after it (*assumption*, from iOS 15-17 screens).
            textProperties = TextProperties(font: subheadline, color: .secondaryLabel)
            textProperties.numberOfLines = 1
            secondaryTextProperties = TextProperties(font: body, color: .label)
            textToSecondaryTextHorizontalPadding = 6
        case .plainHeader, .sidebarHeader:
            textProperties = TextProperties(font: headline, color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        case .prominentInsetGroupedHeader:
            textProperties = TextProperties(font: UIFont.systemFont(ofSize: 20, weight: .bold), color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .extraProminentInsetGroupedHeader:
            // The title 2 style (22 pt), bold: *assumption*, one step above the prominent
            // header's title 3 (UIKit documents the style, not its font).
            textProperties = TextProperties(font: UIFont.systemFont(ofSize: 22, weight: .bold), color: .label)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16)
        case .groupedHeader:
            textProperties = TextProperties(font: footnote, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        case .plainFooter, .groupedFooter:
            textProperties = TextProperties(font: footnote, color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16)
        default:
            break
        }
        if style.isSidebar {
            imageProperties.tintColor = nil
        }
    }

    /// The default cell style: an image and the text (a secondary text goes under it).
    public static func cell() -> UIListContentConfiguration { .init(.cell) }
    /// The secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration { .init(.subtitleCell) }
    /// The secondary text on the trailing side, in the body style.
    public static func valueCell() -> UIListContentConfiguration { .init(.valueCell) }
    /// A sidebar's cell.
    public static func sidebarCell() -> UIListContentConfiguration { .init(.sidebarCell) }
    /// A sidebar's cell with the secondary text under the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(.sidebarSubtitleCell) }
    /// A sidebar's cell beside another column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(.accompaniedSidebarCell) }
    /// A sidebar's subtitle cell beside another column: the secondary text under the text.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(.accompaniedSidebarSubtitleCell) }
    /// A plain list's header.
    public static func plainHeader() -> UIListContentConfiguration { .init(.plainHeader) }
    /// A plain list's footer.
    public static func plainFooter() -> UIListContentConfiguration { .init(.plainFooter) }
    /// A grouped list's header.
    public static func groupedHeader() -> UIListContentConfiguration { .init(.groupedHeader) }
    /// A grouped list's footer.
    public static func groupedFooter() -> UIListContentConfiguration { .init(.groupedFooter) }
    /// A sidebar's header.
    public static func sidebarHeader() -> UIListContentConfiguration { .init(.sidebarHeader) }
    /// An inset grouped list's prominent header (the title 3 style, bold).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { .init(.prominentInsetGroupedHeader) }
    /// An inset grouped list's extra-prominent header (the title 2 style, bold).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { .init(.extraProminentInsetGroupedHeader) }

    /// A ``UIListContentView`` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a selected or highlighted sidebar cell's text, secondary
    /// text and image turn white (on its tinted background, UIKit's `listSidebarCell()`); a
    /// disabled cell's texts are drawn in `tertiaryLabel` grey. Other states change nothing.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var c = self
        guard let cell = state as? UICellConfigurationState else { return c }
        if style.isSidebar, cell.isSelected || cell.isHighlighted {
            c.textProperties.color = .white
            c.secondaryTextProperties.color = .white
            c.imageProperties.tintColor = .white
        }
        if cell.isDisabled {
            c.textProperties.color = .tertiaryLabel
            c.secondaryTextProperties.color = .tertiaryLabel
        }
        return c
    }

    /// The image slot's standard width: 29, or 24 in a sidebar.
    var standardImageWidth: CGFloat { style.isSidebar ? 24 : 29 }
    /// The minimum height of a row of this style: 44 for cells, none for headers and footers
    /// (HIG "Layout": 44-point rows).
    var minimumHeight: CGFloat { style.isHeader || style.isFooter ? 0 : 44 }
}
