public import Foundation

/// An element of a menu (UIKit's `UIMenuElement`): an action or a submenu, with a title and image.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// The title.
    open var title: String
    /// The secondary text under the title.
    open var subtitle: String?
    /// The image.
    open var image: UIImage?

    /// Whether an element shows as chosen (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Not chosen: nothing shows.
        case off = 0
        /// Chosen: a checkmark shows.
        case on = 1
        /// Partly chosen: a dash shows.
        case mixed = 2
    }

    /// How an element is presented (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Greyed out and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// In red: the element destroys data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element is chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}
