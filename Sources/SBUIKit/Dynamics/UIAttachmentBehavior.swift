public import Foundation
internal import SBLayout
internal import SBTimeline

/// A connection between an item and a point, or between two items (UIKit's
/// `UIAttachmentBehavior`).
///
/// With a ``frequency`` of 0 (the default) the attachment is rigid: the two points stay
/// ``length`` apart. With a frequency above 0 it is a spring of that natural frequency (hertz) and
/// damping ratio ``damping`` (0 rings for ever, 1 is critical), pulling the two points back to
/// ``length`` apart: an item of mass m on a spring to an anchor feels m (2 pi f)^2 x stretch, so
/// with damping 0 it oscillates with a period of 1/f seconds, whatever its mass.
@preconcurrency @MainActor open class UIAttachmentBehavior: UIDynamicBehavior {
    /// Whether an attachment joins two items or an item and an anchor (UIKit's
    /// `UIAttachmentBehavior.AttachmentType`).
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and an anchor point.
        case anchor = 1
    }

    /// The attached items: one for an anchor attachment, two otherwise.
    open private(set) var items: [any UIDynamicItem]
    /// Items or anchor.
    open private(set) var attachedBehaviorType: AttachmentType
    /// The anchor point (an anchor attachment), in the animator's coordinates. Changing it puts
    /// the item in motion again.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance kept between the two attachment points: at first their distance when the
    /// behaviour was made.
    open var length: CGFloat { didSet { changed() } }
    /// The damping ratio of a spring attachment: 0 by default.
    open var damping: CGFloat = 0 { didSet { changed() } }
    /// The natural frequency of a spring attachment, hertz: 0 (rigid) by default.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// Where the attachment holds each item, from its centre in the item's own axes.
    let offsets: [UIOffset]

    /// Attaches `item`'s centre to `point`, rigidly until you set a ``frequency``.
    /// - Parameters:
    ///   - item: the item.
    ///   - point: the anchor, in the animator's coordinates; ``length`` starts as the distance
    ///     from it to the item's centre.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s centre to `point` (pulling off the centre
    /// also turns the item).
    /// - Parameters:
    ///   - item: the item.
    ///   - offset: where on the item, from its centre in the item's own axes.
    ///   - point: the anchor, in the animator's coordinates.
    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        offsets = [offset]
        let p = Self.point(of: item, offset)
        length = CGFloat(hypot(Double(p.x - point.x), Double(p.y - point.y)))
        super.init()
    }

    /// Attaches `item1`'s centre to `item2`'s.
    /// - Parameters:
    ///   - item1: one item.
    ///   - item2: the other; ``length`` starts as the distance between their centres.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Attaches the point `offset1` from `item1`'s centre to the point `offset2` from `item2`'s.
    /// - Parameters:
    ///   - item1: one item.
    ///   - offset1: where on it, from its centre.
    ///   - item2: the other item.
    ///   - offset2: where on it, from its centre.
    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        items = [item1, item2]
        attachedBehaviorType = .items
        anchorPoint = .zero
        offsets = [offset1, offset2]
        let p1 = Self.point(of: item1, offset1), p2 = Self.point(of: item2, offset2)
        length = CGFloat(hypot(Double(p1.x - p2.x), Double(p1.y - p2.y)))
        super.init()
    }

    /// Where the point `offset` from `item`'s centre is, turned with the item.
    private static func point(of item: any UIDynamicItem, _ offset: UIOffset) -> CGPoint {
        let angle = UIDynamicAnimator.angle(of: item.transform)
        let c = cos(angle), s = sin(angle)
        let x = Double(offset.horizontal), y = Double(offset.vertical)
        return CGPoint(x: Double(item.center.x) + x * c - y * s, y: Double(item.center.y) + x * s + y * c)
    }

    private func changed() { dynamicAnimator?.resume() }

    override var ownItems: [any UIDynamicItem] { items }

    override func contribute(to step: inout DynamicsStep) {
        var ends: [DynamicsEndpoint] = []
        for (item, offset) in zip(items, offsets) {
            guard let i = step.index(of: item) else { return }
            ends.append(.body(i, offset: SBLayout.Point(x: Double(offset.horizontal), y: Double(offset.vertical))))
        }
        if attachedBehaviorType == .anchor { ends.insert(.anchor(SBLayout.Point(anchorPoint)), at: 0) }
        guard ends.count == 2 else { return }
        if frequency > 0 {
            step.forces.append(.spring(ends[0], ends[1], length: Double(length), frequency: Double(frequency), damping: Double(damping)))
        } else {
            step.rods.append(DynamicsRod(ends[0], ends[1], length: Double(length)))
        }
    }
}
