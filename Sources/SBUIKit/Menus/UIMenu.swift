internal import Foundation

/// A menu of actions and submenus (UIKit's `UIMenu`), shown by a bar button item, a button or a
/// context menu. A headless screen has no open menus: a menu is kept with its item, which is drawn.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// A name that identifies a menu (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier from a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu is shown (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown in its parent menu, between separators, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its children are destructive (drawn in red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child is on at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children shown as a row of images.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The identifier (a unique one when none was given).
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu.
    /// - Parameters:
    ///   - title: the title (shown above the children; empty for none).
    ///   - subtitle: the secondary text.
    ///   - image: the image shown beside the title in a parent menu.
    ///   - identifier: the identifier; a unique one by default.
    ///   - options: how the menu is shown.
    ///   - children: the actions and submenus.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: "sbuikit.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions whose state is `.on`, in order, inline submenus included (UIKit's
    /// `selectedElements`).
    open var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let action = child as? UIAction { return action.state == .on ? [action] : [] }
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) { return menu.selectedElements }
            return []
        }
    }
}
