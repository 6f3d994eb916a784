/// A view accessory of a list cell (UIKit's `UICellAccessory`): the disclosure chevron, the
/// checkmark, the detail button and the outline disclosure are drawn; a custom view is placed in
/// the cell, on the side its placement says.
public struct UICellAccessory: Hashable, Sendable {
    /// The kinds SBUIKit draws.
    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, detail
        case outlineDisclosure(OutlineDisclosureOptions)
        case reorder(ReorderOptions)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// Whether it shows in editing mode, out of it, or always.
    public enum DisplayedState: Hashable, Sendable {
        case always, whenEditing, whenNotEditing
    }

    let displayed: DisplayedState

    /// A grey chevron: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
    }

    /// A tinted checkmark: the row is chosen.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// A tinted info button: the row has details. A headless list has no taps, so the handler
    /// is never called.
    public static func detail(displayed: DisplayedState = .always, actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }

    /// How an outline disclosure looks (UIKit's `UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Hashable, Sendable {
        /// Where the chevron sits and how it is tinted (UIKit's
        /// `UICellAccessory.OutlineDisclosureOptions.Style`).
        public enum Style: Hashable, Sendable {
            /// The header style for a cell whose content configuration is a header's, the cell
            /// style otherwise.
            case automatic
            /// On the trailing side, in the tint colour: a section header that expands.
            case header
            /// On the leading side, before the indented content, in grey: a row of a tree.
            case cell
        }

        /// The style.
        public var style: Style
        /// Whether the chevron is hidden (its place stays reserved).
        public var isHidden: Bool?
        /// The chevron's colour, or nil for the style's.
        public var tintColor: UIColor?

        /// Options with a style, and the rest left to it. (UIKit's `reservedLayoutWidth` is not
        /// offered: the chevron's slot is always its own 12 points.)
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// A chevron that expands and collapses the cell's item in a section snapshot: pointing to
    /// the trailing side while the item is collapsed, down while it is expanded. A headless list
    /// has no taps, so the handler is never called (a section snapshot's ``NSDiffableDataSourceSectionSnapshot/expand(_:)``
    /// sets the state instead).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (@MainActor () -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(options), displayed: displayed)
    }

    /// How a reorder grip looks (UIKit's `UICellAccessory.ReorderOptions`).
    public struct ReorderOptions: Hashable, Sendable {
        /// Whether the grip is hidden (its place stays reserved).
        public var isHidden: Bool?
        /// The grip's colour, or nil for the system's grey.
        public var tintColor: UIColor?
        /// Whether a separator is drawn under the grip (UIKit draws it when not set; kept).
        public var showsVerticalSeparator: Bool

        /// Options with the system's look.
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    /// The reorder grip (three grey lines) on the trailing edge, shown in editing mode by
    /// default: the row can be dragged to a new place (see `UICollectionView`'s
    /// `beginInteractiveMovementForItem(at:)` for a headless drag).
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(kind: .reorder(options), displayed: displayed)
    }
}
