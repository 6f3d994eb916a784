public import Foundation
internal import SBLayout
internal import SBTimeline

/// Keeps its items from passing through each other and through boundaries (UIKit's
/// `UICollisionBehavior`).
///
/// Boundaries are the animator's reference bounds (``translatesReferenceBoundsIntoBoundary``, a
/// collection view layout's content or the reference view's bounds, inset) and line segments
/// (``addBoundary(withIdentifier:from:to:)``). An item bounces off with its elasticity
/// (``UIDynamicItemBehavior/elasticity``, the larger of two items') and slides with its friction.
/// Items collide as their bounding boxes after rotation, pushed at their centres (see
/// <doc:UIKitBehaviour>).
@preconcurrency @MainActor open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with (UIKit's `UICollisionBehavior.Mode`).
    public struct Mode: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Options from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// With each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// With both.
        public static let everything = Mode(rawValue: UInt.max)
    }

    private var list: DynamicItemList
    /// The line boundaries, by identifier, in the order added.
    private var segments: [(identifier: any NSCopying, from: CGPoint, to: CGPoint)] = []
    /// The insets of the reference bounds when they are a boundary.
    private var referenceInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// Collisions among `items` (and with the boundaries).
    /// - Parameter items: the items that collide.
    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// The items that collide.
    open var items: [any UIDynamicItem] { list.items }

    /// Adds an item (once: adding it again does nothing).
    /// - Parameter item: the item.
    open func addItem(_ item: any UIDynamicItem) {
        list.add(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// Removes an item; it leaves the animator unless another behaviour names it.
    /// - Parameter item: the item.
    open func removeItem(_ item: any UIDynamicItem) {
        list.remove(item)
        dynamicAnimator?.behaviorsChanged()
    }

    /// What the items collide with: everything by default.
    open var collisionMode = Mode.everything { didSet { dynamicAnimator?.resume() } }

    /// Whether the animator's reference bounds are a boundary the items stay inside: false by
    /// default.
    open var translatesReferenceBoundsIntoBoundary = false {
        didSet {
            if !translatesReferenceBoundsIntoBoundary { referenceInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
            dynamicAnimator?.resume()
        }
    }

    /// Makes the reference bounds, inset by `insets`, a boundary.
    /// - Parameter insets: how far inside the reference bounds the boundary runs.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    /// Adds a straight boundary from `p1` to `p2`, named `identifier` (replacing one of the same
    /// name).
    /// - Parameters:
    ///   - identifier: the boundary's name (an `NSString`, say).
    ///   - p1: one end, in the animator's coordinates.
    ///   - p2: the other end.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        removeBoundary(withIdentifier: identifier)
        segments.append((identifier, p1, p2))
        dynamicAnimator?.resume()
    }

    /// Removes the boundary named `identifier`.
    /// - Parameter identifier: the name it was added with.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        segments.removeAll { Self.same($0.identifier, identifier) }
        dynamicAnimator?.resume()
    }

    /// The names of the line boundaries, or nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        segments.isEmpty ? nil : segments.map(\.identifier)
    }

    /// Removes every line boundary (the reference bounds stay a boundary if they were).
    open func removeAllBoundaries() {
        segments = []
        dynamicAnimator?.resume()
    }

    /// Whether two identifiers name the same boundary: equal objects, or equal descriptions.
    private static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return String(describing: a) == String(describing: b)
    }

    override var ownItems: [any UIDynamicItem] { list.items }

    override func contribute(to step: inout DynamicsStep) {
        let bodies = list.items.compactMap { step.index(of: $0) }
        let walls = collisionMode.contains(.boundaries)
        var boundary: SBLayout.Rect?
        if walls, translatesReferenceBoundsIntoBoundary, let r = step.referenceBounds {
            let i = referenceInsets
            boundary = SBLayout.Rect(x: Double(r.minX + i.left), y: Double(r.minY + i.top),
                                     width: Double(r.width - i.left - i.right), height: Double(r.height - i.top - i.bottom))
        }
        let lines = walls ? segments.map { (SBLayout.Point($0.from), SBLayout.Point($0.to)) } : []
        step.collisions.append(DynamicsCollision(bodies: bodies, boundary: boundary, segments: lines,
                                                 betweenBodies: collisionMode.contains(.items)))
    }
}
