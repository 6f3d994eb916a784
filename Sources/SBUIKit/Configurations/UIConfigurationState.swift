/// The key of a state of your own in a configuration state (UIKit's
/// `UIConfigurationStateCustomKey`): a reverse-DNS name such as `"com.example.item"`.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String
    /// The key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a view's configuration is updated for (UIKit's `UIConfigurationState`): its traits and
/// any states of your own, read and written by key.
public protocol UIConfigurationState {
    /// A state with these traits and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view.
    var traitCollection: UITraitCollection { get set }
    /// A state of your own, or nil when it is not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state (UIKit's `UIViewConfigurationState`): traits, disabled, highlighted,
/// selected and focused, and states of your own.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled, highlighted (touched down), selected, and has the focus.
    public var isDisabled = false, isHighlighted = false, isSelected = false, isFocused = false
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits, nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// Where a cell is in a drag (UIKit's `UICellConfigurationDragState`).
public enum UICellConfigurationDragState: Int, Sendable {
    /// Not dragged.
    case none = 0
    /// Lifting as the drag begins.
    case lifting
    /// Being dragged.
    case dragging
}

/// Where a cell is in a drop (UIKit's `UICellConfigurationDropState`).
public enum UICellConfigurationDropState: Int, Sendable {
    /// No drop is under way.
    case none = 0
    /// A drop is under way elsewhere.
    case notTargeted
    /// The drop would land on this cell.
    case targeted
}

/// A cell's state (UIKit's `UICellConfigurationState`): the view's states, and editing,
/// expanded, swiped, reordering, drag and drop.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled, highlighted (touched down), selected, and has the focus.
    public var isDisabled = false, isHighlighted = false, isSelected = false, isFocused = false
    /// Whether the collection view is editing, the cell's item is expanded in its section
    /// snapshot, the cell shows its swipe actions, and the cell is being reordered.
    public var isEditing = false, isExpanded = false, isSwiped = false, isReordering = false
    /// The cell's part in a drag.
    public var cellDragState = UICellConfigurationDragState.none
    /// The cell's part in a drop.
    public var cellDropState = UICellConfigurationDropState.none
    var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with these traits, nothing else set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
