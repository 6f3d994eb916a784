/// What kind of element a set of layout attributes describes (UICollectionElementCategory).
public enum ElementCategory: Hashable, Sendable {
    /// A cell, one per item.
    case cell
    /// A supplementary view such as a section header or footer, identified by its kind.
    case supplementaryView(kind: String)
    /// A decoration view, owned by the layout, identified by its kind.
    case decorationView(kind: String)

    /// "cell", "supplementary" or "decoration".
    public var name: String {
        switch self {
        case .cell: "cell"
        case .supplementaryView: "supplementary"
        case .decorationView: "decoration"
        }
    }

    /// The element kind, or nil for a cell.
    public var kind: String? {
        switch self {
        case .cell: nil
        case .supplementaryView(let kind), .decorationView(let kind): kind
        }
    }

    /// Cells, then supplementary views, then decoration views.
    public var sortRank: Int {
        switch self {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}

/// UICollectionElementKindSectionHeader / ...Footer.
public enum ElementKind {
    public static let sectionHeader = "header"
    public static let sectionFooter = "footer"
}
