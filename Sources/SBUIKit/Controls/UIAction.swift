internal import Foundation

/// What an action runs (UIKit's `UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title, an image and a handler (UIKit's `UIAction`), run by a control's
/// events (``UIControl/sendActions(for:)``).
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// A name that identifies an action (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The name.
        public let rawValue: String
        /// An identifier from a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier (a unique one when none was given).
    public let identifier: Identifier
    /// The object that sent the action while its handler runs (the control).
    public internal(set) weak var sender: AnyObject?
    let handler: UIActionHandler

    /// An action. Without an identifier each action gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(rawValue: "sbuikit.action.\(UUID().uuidString)")
        self.handler = handler
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// A longer description of the action (kept).
    open var discoverabilityTitle: String?
    /// Whether the action shows a checkmark (`.on`), a dash (`.mixed`) or nothing (`.off`, the
    /// default) in its menu.
    open var state = UIMenuElement.State.off
    /// How the action is presented in a menu (`.destructive`, `.disabled`, `.hidden`).
    open var attributes = UIMenuElement.Attributes()

    /// Runs the handler with `sender` as the sender.
    func perform(sender: AnyObject?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
