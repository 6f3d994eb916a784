public import Foundation

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): the title,
/// how large it is drawn, and the bar button items on each side.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// When the navigation bar shows a large title (UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item in the stack (large for the first when the bar prefers large
        /// titles).
        case automatic = 0
        /// Always large (when the bar prefers large titles).
        case always = 1
        /// Never large.
        case never = 2
    }

    /// The title.
    open var title: String?
    /// A view shown in place of the title (nil: the title).
    open var titleView: UIView?
    /// A line of text above the title (kept; not drawn).
    open var prompt: String?
    /// When the title is drawn large.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The items on the leading side.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side, the first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The item the next view controller's back button shows.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden.
    open var hidesBackButton = false

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first (outermost) trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with this title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Required by UIKit's archiving: an item without a title.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Sets the leading items (animation is not drawn headlessly).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing items (animation is not drawn headlessly).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
