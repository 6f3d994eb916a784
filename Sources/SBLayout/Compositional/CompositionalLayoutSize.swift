extension Compositional {
    /// The size of a compositional layout element: a width and a height dimension
    /// (NSCollectionLayoutSize).
    package struct LayoutSize: Hashable, Sendable {
        /// The width (widthDimension).
        package var widthDimension: Dimension
        /// The height (heightDimension).
        package var heightDimension: Dimension

        /// A size of two dimensions (sizeWithWidthDimension:heightDimension:).
        package init(widthDimension: Dimension, heightDimension: Dimension) {
            self.widthDimension = widthDimension
            self.heightDimension = heightDimension
        }

        /// The size in points within a container of `container` points.
        package func resolve(in container: Size) -> Size {
            Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
        }
    }
}
