import Foundation

/// A headless `UIControl`: enabled, selected and highlighted states, and actions attached to
/// events, run by ``sendActions(for:)`` (nothing is touched headlessly: a test sends the event).
@preconcurrency @MainActor open class UIControl: UIView {
    /// A control's state (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// A state from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal: no other state.
        public static let normal = State([])
        /// Highlighted (touched).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The events a control sends (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Events from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch went down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch dragged inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch dragged outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch dragged in.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch dragged out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch was cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action ran.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended by the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control is enabled (a disabled control is drawn dimmed).
    open var isEnabled = true { didSet { if oldValue != isEnabled { stateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if oldValue != isSelected { stateDidChange() } } }
    /// Whether the control is highlighted.
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { stateDidChange() } } }

    /// The state from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Called when the state changes (subclasses redraw); marks the view for layout.
    func stateDidChange() {
        setNeedsLayout()
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Attaches `action` to `controlEvents` (replacing an action with the same identifier).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actions.append((action, controlEvents))
    }

    /// Detaches `action` from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Detaches the action with `actionIdentifier` from `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action.identifier == actionIdentifier else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.action, left)
        }
    }

    /// The target-action pairs, by event. Swift outside Apple's platforms cannot call a method
    /// by its selector, so ``sendActions(for:)`` runs only the `UIAction`s; the pairs are kept
    /// and listed, so that code written for UIKit compiles and can be checked.
    private var targetActions: [(target: WeakTarget, action: Selector, events: Event)] = []

    /// A target held weakly, as UIKit holds a control's targets.
    private struct WeakTarget {
        weak var object: AnyObject?
    }

    /// Attaches the pair `target`-`action` to `controlEvents`.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((WeakTarget(object: target as AnyObject?), action, controlEvents))
    }

    /// Detaches `action` (all of `target`'s actions when nil) of `target` (every target's when
    /// nil) from `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target as AnyObject?
        targetActions = targetActions.compactMap { entry in
            guard object == nil || entry.target.object === object, action == nil || entry.action == action else { return entry }
            let left = entry.events.subtracting(controlEvents)
            return left.isEmpty ? nil : (entry.target, entry.action, left)
        }
    }

    /// The targets of the target-action pairs still alive.
    open var allTargets: [AnyObject] {
        var seen: [AnyObject] = []
        for entry in targetActions {
            if let o = entry.target.object, !seen.contains(where: { $0 === o }) { seen.append(o) }
        }
        return seen
    }

    /// The selectors' names `target` is called with for `controlEvent`, or nil for none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = targetActions.filter { $0.target.object === object && !$0.events.intersection(controlEvent).isEmpty }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    /// The events that have actions attached.
    open var allControlEvents: Event {
        targetActions.reduce(actions.reduce(Event()) { $0.union($1.events) }) { $0.union($1.events) }
    }

    /// Runs the actions attached to any of `controlEvents`, in the order they were added (a
    /// tap is `.touchUpInside`; a button's tap also sends `.primaryActionTriggered`). A disabled
    /// control sends nothing.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.intersection(controlEvents).isEmpty {
            entry.action.perform(sender: self)
        }
    }

    /// Runs `action` as sent by this control.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }
}
