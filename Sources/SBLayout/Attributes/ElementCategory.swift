/// What kind of element a set of layout attributes describes (UICollectionElementCategory).
public enum ElementCategory: Hashable, Sendable {
    /// A cell, one per item.
    case cell
    /// A supplementary view such as a section header or footer, identified by its kind.
    case supplementaryView(kind: String)
    /// A decoration view, owned by the layout, identified by its kind.
    case decorationView(kind: String)

    /// The category's name in `sbrender layout` output: "cell", "supplementary" or "decoration".
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

    /// The category's place in report order: cells (0), then supplementary views (1), then
    /// decoration views (2).
    package var sortRank: Int {
        switch self {
        case .cell: 0
        case .supplementaryView: 1
        case .decorationView: 2
        }
    }
}

/// The supplementary view kinds the flow-based layouts produce
/// (UICollectionElementKindSectionHeader and UICollectionElementKindSectionFooter).
public enum ElementKind {
    /// The kind of a section header, `"header"`.
    public static let sectionHeader = "header"
    /// The kind of a section footer, `"footer"`.
    public static let sectionFooter = "footer"
}
