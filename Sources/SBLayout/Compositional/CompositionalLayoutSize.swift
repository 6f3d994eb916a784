extension Compositional {
    /// The size of a compositional layout element: a width and a height dimension
    /// (NSCollectionLayoutSize).
    public struct LayoutSize: Hashable, Sendable {
        /// The width (widthDimension).
        public var widthDimension: Dimension
        /// The height (heightDimension).
        public var heightDimension: Dimension

        /// A size of two dimensions (sizeWithWidthDimension:heightDimension:).
        public init(widthDimension: Dimension, heightDimension: Dimension) {
            self.widthDimension = widthDimension
            self.heightDimension = heightDimension
        }

        /// The size in points within a container of `container` points.
        public func resolve(in container: Size) -> Size {
            Size(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
        }
    }
}
