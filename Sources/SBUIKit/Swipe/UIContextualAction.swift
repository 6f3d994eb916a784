public import Foundation

/// An action shown when a row is swiped (UIKit's `UIContextualAction`): a title or image on a
/// coloured button. A headless list is never swiped, so its actions are kept, not drawn, and the
/// handler is called only by code that calls it.
@preconcurrency @MainActor open class UIContextualAction: NSObject {
    /// The action's look (UIKit's `UIContextualAction.Style`).
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal
        /// A red button for an action that deletes or removes.
        case destructive
    }

    /// Called when the action is chosen, with the action, the view it was shown in and a
    /// completion to call with whether the action was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style it was made with.
    public let style: Style
    /// The handler it was made with.
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's image (shown instead of the title when set, as UIKit's).
    open var image: UIImage?
    /// The button's colour: `systemRed` for a destructive action, `systemGray` otherwise,
    /// until set (*assumption* for the grey: UIKit documents only "the style's colour").
    open var backgroundColor: UIColor! {
        get { chosenBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { chosenBackgroundColor = newValue }
    }
    private var chosenBackgroundColor: UIColor?

    /// An action of a style with a title and a handler.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
