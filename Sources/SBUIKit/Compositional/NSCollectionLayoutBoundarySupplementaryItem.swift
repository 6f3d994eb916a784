public import Foundation

/// Where a supplementary item attaches to its container (UIKit's `NSCollectionLayoutAnchor`).
@preconcurrency @MainActor open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    /// The edges the item is attached to.
    public let edges: NSDirectionalRectEdge
    /// The offset in points, when the anchor has one.
    public let offset: CGPoint
    /// Whether ``offset`` is a fraction of the item's size rather than points.
    public let isFractionalOffset: Bool
    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// An anchor on `edges`.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, fractional: false)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }

    /// An anchor on `edges`, moved by a fraction of the item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
        super.init()
    }

    /// A copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        NSCollectionLayoutAnchor(edges: edges, offset: offset, fractional: isFractionalOffset)
    }
}

/// A supplementary view attached to a container (UIKit's `NSCollectionLayoutSupplementaryItem`):
/// a badge on an item (``NSCollectionLayoutItem/init(layoutSize:supplementaryItems:)``), or, as
/// the subclass ``NSCollectionLayoutBoundarySupplementaryItem``, a section's header or footer.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The view's kind.
    public let elementKind: String
    /// Where the view attaches to its item (edges and an offset); boundary items are placed by
    /// their alignment instead and have an anchor without edges.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the view's own frame that lies on the container's anchor point: its edges
    /// and offset (a fractional offset is a fraction of the view's size). Nil unless given, when
    /// the view's point at the container anchor's edges, unmoved, lies there: `[.top, .trailing]`
    /// alone puts the view's top-trailing corner (moved by the container anchor's offset) on the
    /// item's.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The stacking order: 1 by default, above the cells.
    open var zIndex = 1

    /// A view of a size and kind attached to its item at `containerAnchor`
    /// (`supplementaryItem(layoutSize:elementKind:containerAnchor:)`).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// A view of a size and kind whose point named by `itemAnchor` lies on its item's point named
    /// by `containerAnchor`: `containerAnchor` `[.top, .trailing]` with `itemAnchor` `[.top, .leading]`
    /// puts the view outside its item, to the right of its top-right corner
    /// (`supplementaryItem(layoutSize:elementKind:containerAnchor:itemAnchor:)`).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        containerAnchor = NSCollectionLayoutAnchor(edges: [])
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// A copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = if let itemAnchor {
            NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
        } else {
            NSCollectionLayoutSupplementaryItem(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
        }
        c.contentInsets = contentInsets
        c.zIndex = zIndex
        return c
    }
}

/// A header, footer or other view attached to an edge of a section (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge or corner of the section it sits on.
    public let alignment: NSRectAlignment
    /// Its offset from that place, in points.
    public let offset: CGPoint
    /// Whether it extends the section (true by default) or overlaps its content.
    open var extendsBoundary = true
    /// Whether it stays in the visible bounds while its section shows.
    open var pinToVisibleBounds = false

    /// An item of a size and kind at an alignment.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// An item of a size and kind at an alignment, without offset.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: layoutSize, elementKind: elementKind,
                                                            alignment: alignment, absoluteOffset: offset)
        c.contentInsets = contentInsets
        c.extendsBoundary = extendsBoundary
        c.pinToVisibleBounds = pinToVisibleBounds
        c.zIndex = zIndex
        return c
    }
}

/// A view the layout draws behind a section, such as its background (UIKit's
/// `NSCollectionLayoutDecorationItem`).
@preconcurrency @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration view's kind.
    public let elementKind: String
    /// The stacking order: -1 by default, behind the cells.
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of the section's content area.
    public class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// A copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = NSCollectionLayoutDecorationItem(elementKind: elementKind)
        c.contentInsets = contentInsets
        c.zIndex = zIndex
        return c
    }
}
