extension Compositional {
    /// One side of a compositional layout element's size (NSCollectionLayoutDimension).
    ///
    /// Fractional dimensions resolve against the container UIKit uses: for a section's top-level
    /// group, the section's content area (the collection view's size minus the section's
    /// contentInsets); for a group's subitems, the group's size minus the group's contentInsets; for
    /// a boundary supplementary item, the section's width (height when scrolling horizontally) minus
    /// its leading and trailing contentInsets, and the collection view's other side.
    package enum Dimension: Hashable, Sendable, CustomStringConvertible {
        /// A fraction of the container's width (fractionalWidthDimension:).
        case fractionalWidth(Double)
        /// A fraction of the container's height (fractionalHeightDimension:).
        case fractionalHeight(Double)
        /// A length in points (absoluteDimension:).
        case absolute(Double)
        /// An estimated length in points (estimatedDimension:). sbrender has no self-sizing cells, so
        /// an item's estimate is the length used, as UIKit uses it until a cell sizes itself; a group
        /// sizes an estimated dimension to what it places, and an item's contentInsets along an
        /// estimated dimension are ignored, as UIKit ignores them.
        case estimated(Double)

        /// The dimension's number: the fraction or the points.
        package var value: Double {
            switch self {
            case .fractionalWidth(let v), .fractionalHeight(let v), .absolute(let v), .estimated(let v): v
            }
        }

        /// True for ``estimated(_:)`` (isEstimated).
        package var isEstimated: Bool { if case .estimated = self { true } else { false } }

        /// The length in points within a container of `container` points.
        package func resolve(in container: Size) -> Double {
            switch self {
            case .fractionalWidth(let f): f * container.width
            case .fractionalHeight(let f): f * container.height
            case .absolute(let v), .estimated(let v): v
            }
        }

        /// The dimension as Swift writes it, e.g. `.fractionalWidth(0.5)`.
        package var description: String {
            switch self {
            case .fractionalWidth(let v): ".fractionalWidth(\(v))"
            case .fractionalHeight(let v): ".fractionalHeight(\(v))"
            case .absolute(let v): ".absolute(\(v))"
            case .estimated(let v): ".estimated(\(v))"
            }
        }
    }
}
