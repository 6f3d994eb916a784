extension Compositional {
    /// Space between elements of a group (NSCollectionLayoutSpacing).
    package enum Spacing: Hashable, Sendable, CustomStringConvertible {
        /// Exactly this many points (fixedSpacing:).
        case fixed(Double)
        /// At least this many points; the group's space left over after its items are placed is
        /// shared equally among its flexible spacings (flexibleSpacing:).
        case flexible(Double)

        /// The points: the fixed length, or the flexible spacing's minimum.
        package var spacing: Double {
            switch self {
            case .fixed(let v), .flexible(let v): v
            }
        }

        /// True for ``flexible(_:)`` (isFlexibleSpacing).
        package var isFlexible: Bool { if case .flexible = self { true } else { false } }

        /// The spacing as Swift writes it, e.g. `.fixed(8.0)`.
        package var description: String {
            switch self {
            case .fixed(let v): ".fixed(\(v))"
            case .flexible(let v): ".flexible(\(v))"
            }
        }
    }
}

extension Compositional {
    /// Space around an item inside its group, one spacing per edge, nil for none
    /// (NSCollectionLayoutEdgeSpacing).
    ///
    /// Along the group's axis the item's slot grows by its leading and trailing (or top and bottom)
    /// spacing; flexible edges take an equal share of the group's leftover space with the group's
    /// other flexible spacings. Across the group's axis the item moves by its fixed top (leading)
    /// spacing; a flexible spacing on both cross edges centres it.
    package struct EdgeSpacing: Hashable, Sendable {
        /// Space before the item on the left.
        package var leading: Spacing?
        /// Space above the item.
        package var top: Spacing?
        /// Space after the item on the right.
        package var trailing: Spacing?
        /// Space below the item.
        package var bottom: Spacing?

        /// Edge spacing with any of the four edges (spacingForLeading:top:trailing:bottom:).
        package init(leading: Spacing? = nil, top: Spacing? = nil,
                    trailing: Spacing? = nil, bottom: Spacing? = nil) {
            self.leading = leading
            self.top = top
            self.trailing = trailing
            self.bottom = bottom
        }
    }
}
