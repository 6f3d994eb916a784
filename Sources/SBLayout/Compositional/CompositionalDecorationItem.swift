extension Compositional {
    /// A view the layout draws behind a section's content, such as its background
    /// (NSCollectionLayoutDecorationItem).
    ///
    /// A background covers the whole section: its groups with its contentInsets around them and the
    /// boundary items that extend it (a header, a footer), across the whole width of the collection
    /// view (height when scrolling horizontally), less its own ``contentInsets``. A section may have
    /// several, each of its own kind, stacked by ``zIndex``. (UIKit's documentation does not say where
    /// the background ends; UIKit's own layouts run it behind the header: an assumption checked
    /// against Apple's "section background decoration" sample.)
    package struct DecorationItem: Hashable, Sendable {
        /// The decoration view's kind (elementKind).
        package var elementKind: String
        /// Insets the background from the section's content area (contentInsets).
        package var contentInsets: DirectionalEdgeInsets = .zero
        /// The stacking order (zIndex): -1 by default, below the cells (UIKit draws backgrounds
        /// behind the content).
        package var zIndex = -1

        /// A section background of a kind (backgroundDecorationItemWithElementKind:).
        package static func background(elementKind: String) -> DecorationItem {
            DecorationItem(elementKind: elementKind)
        }

        /// A decoration item of a kind.
        package init(elementKind: String) {
            self.elementKind = elementKind
        }

        /// The kind sbrender's scenes give a section's background: `"background"`.
        package static let sectionBackgroundKind = "background"
    }
}
