public import Foundation

extension UICollectionView {
    /// How cells of a class are made and configured for an item (UIKit's
    /// `UICollectionView.CellRegistration`): the collection view registers the class the first
    /// time a cell is dequeued with it, and runs the handler on every cell it hands out.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void

        let reuseIdentifier = "CellRegistration-" + UUID().uuidString
        let handler: Handler

        /// A registration of `Cell`, configured by `handler`.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// How supplementary views of a class and kind are made and configured (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a view: the view, its element kind, its index path.
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void

        /// The element kind the registration makes views for.
        public let elementKind: String
        let reuseIdentifier = "SupplementaryRegistration-" + UUID().uuidString
        let handler: Handler

        /// A registration of `Supplementary` views of `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class for the item at `indexPath`, configured by its handler.
    /// - Parameters:
    ///   - registration: the registration.
    ///   - indexPath: the item's index path.
    ///   - item: the item handed to the handler (UIKit requires one).
    /// - Returns: the cell.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(using registration: CellRegistration<Cell, Item>,
                                                                              for indexPath: IndexPath, item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        guard let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as? Cell else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "the cell registered for \(registration.reuseIdentifier) is not a \(Cell.self)",
                                 recovery: "returns a new \(Cell.self) that no handler configured")
            return Cell()
        }
        guard let item else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "Invalid parameter not satisfying: item != nil (dequeueConfiguredReusableCellWithRegistration:forIndexPath:item:)",
                                 recovery: "returns the cell without running the registration's handler")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view of the registration's class and kind at `indexPath`, configured by
    /// its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        guard let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier,
                                                          for: indexPath) as? Supplementary else {
            UIKitException.raise(UIKitException.internalInconsistency,
                                 reason: "the view registered for \(registration.reuseIdentifier) is not a \(Supplementary.self)",
                                 recovery: "returns a new \(Supplementary.self) that no handler configured")
            return Supplementary()
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
