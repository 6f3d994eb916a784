public import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title, an image or a
/// system item, drawn in the bar's tint colour.
@preconcurrency @MainActor open class UIBarButtonItem: NSObject {
    /// How an item's title is drawn (UIKit's `UIBarButtonItem.Style`).
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Bordered (drawn as plain since iOS 7).
        case bordered = 1
        /// Semibold, for the item that ends a task.
        case done = 2
    }

    /// The built-in items (UIKit's `UIBarButtonItem.SystemItem`).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo, pageCurl, close

        /// The title a text item shows in English; nil for the items drawn as a symbol or space.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }
    }

    /// The title.
    open var title: String?
    /// The image (drawn in the tint colour).
    open var image: UIImage?
    /// The style.
    open var style = Style.plain
    /// The target of ``action``.
    open weak var target: AnyObject?
    /// The selector name called on the target when tapped (kept; nothing is tapped headlessly).
    open var action: Selector?
    /// The action run when the item is tapped.
    open var primaryAction: UIAction?
    /// The colour of the title or image (nil: the bar's tint).
    open var tintColor: UIColor?
    /// Whether the item is enabled (a disabled item is drawn grey).
    open var isEnabled = true
    /// The system item it was made from, if any.
    public private(set) var systemItem: SystemItem?
    /// A custom view shown in place of the title or image.
    open var customView: UIView?
    /// The menu the item shows when tapped (or long-pressed, with a primary action). A menu is
    /// not drawn headlessly: the item is.
    open var menu: UIMenu?

    /// An empty item.
    public override init() {
        super.init()
    }

    /// Required by UIKit's archiving: an empty item.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// An item with a title.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// An item with an image.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// A system item: text items (Done, Cancel, Edit, Save...) show their English title, Done
    /// in the done style; the others show a neutral symbol stand-in.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done ? .done : .plain
        if systemItem.title == nil, systemItem != .flexibleSpace, systemItem != .fixedSpace {
            self.image = UIImage(systemName: "\(systemItem)")
        }
        self.target = target
        self.action = action
    }

    /// A system item running `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// An item with a title or image running `primaryAction` when tapped, or showing `menu`
    /// (without a primary action a tap shows the menu; the item alone is drawn).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An item showing a view of your own.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }
}
