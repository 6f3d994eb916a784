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
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned section header).
    public var isPinned = false
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
    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    var view: UIViewConfigurationState
    /// Whether the cell is disabled.
    public var isDisabled: Bool { get { view.isDisabled } set { view.isDisabled = newValue } }
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted: Bool { get { view.isHighlighted } set { view.isHighlighted = newValue } }
    /// Whether the cell is selected.
    public var isSelected: Bool { get { view.isSelected } set { view.isSelected = newValue } }
    /// Whether the cell has the focus.
    public var isFocused: Bool { get { view.isFocused } set { view.isFocused = newValue } }
    /// Whether the cell is pinned.
    public var isPinned: Bool { get { view.isPinned } set { view.isPinned = newValue } }
    /// Whether the collection view is in editing mode.
    public var isEditing = false
    /// Whether the cell's item is expanded in its section snapshot.
    public var isExpanded = false
    /// Whether the cell shows its swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's part in a drag.
    public var cellDragState = UICellConfigurationDragState.none
    /// The cell's part in a drop.
    public var cellDropState = UICellConfigurationDropState.none

    /// A state with these traits, nothing else set.
    public init(traitCollection: UITraitCollection) { view = UIViewConfigurationState(traitCollection: traitCollection) }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}
