internal import Foundation
internal import SBLayout

/// The numbers a layout is handed (sizes, insets, spacings) checked before the engine sees them:
/// a negative, NaN or infinite value is reported, as UIKit logs or raises for it (a failure of the
/// running test; see ``UIKitException``), and replaced by 0 so that no frame is NaN, infinite or
/// inside out; a value past ``largest`` (whose sums over many items would overflow to infinity)
/// is reported and replaced by ``largest``. Each problem is also kept by the layout until its next ``UICollectionViewLayout/prepare()``
/// (``UICollectionViewLayout/preparationProblems``), so that drawing the collection view refuses
/// a layout that was handed them instead of drawing what the replacements give.
@MainActor struct LayoutValueCheck {
    /// The layout's class name and what was wrong, in the order found.
    private(set) var problems: [String] = []
    /// Who is checking: `UICollectionViewFlowLayout`, or a subclass's name.
    let owner: String

    init(owner: String) {
        self.owner = owner
    }

    /// The longest length a layout is handed, in points (SBLayout's limit for a length, as a
    /// compositional layout's dimensions have): 10^6.
    static let largest = CGFloat(Limits.length)

    /// `value`, or 0 after reporting it when it is negative, NaN or infinite, or ``largest``
    /// after reporting it when it is longer.
    mutating func length(_ value: CGFloat, _ name: @autoclosure () -> String) -> CGFloat {
        if value.isFinite, value >= 0, value <= Self.largest { return value }
        if value.isFinite, value > Self.largest {
            report("\(name()) is \(Self.spell(value)): a length must be at most \(Self.spell(Self.largest)) points",
                   recovery: "uses \(Self.spell(Self.largest)) instead")
            return Self.largest
        }
        report("\(name()) is \(Self.spell(value)): a length must be finite and not negative", recovery: "uses 0 instead")
        return 0
    }

    /// `size` with each of its sides checked as a ``length(_:_:)``.
    mutating func size(_ size: CGSize, _ name: @autoclosure () -> String) -> CGSize {
        let sides = [size.width, size.height]
        if sides.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= Self.largest }) { return size }
        if sides.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            report("\(name()) is \(Self.spell(size)): a size must be at most \(Self.spell(Self.largest)) points a side",
                   recovery: "uses \(Self.spell(Self.largest)) for the side that is longer")
        } else {
            // UIKit's own words for a flow layout's item of a negative size.
            report("\(name()) is \(Self.spell(size)): negative or zero sizes are not supported in the flow layout "
                   + "(a size must be finite and not negative)", recovery: "uses 0 for the side that is not")
        }
        return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
    }

    /// `insets` with each edge checked: finite (an inset may be negative, as in UIKit) and at
    /// most ``largest`` either way.
    mutating func insets(_ insets: UIEdgeInsets, _ name: @autoclosure () -> String) -> UIEdgeInsets {
        let edges = [insets.top, insets.left, insets.bottom, insets.right]
        if edges.allSatisfy({ $0.isFinite && abs($0) <= Self.largest }) { return insets }
        if edges.allSatisfy(\.isFinite) {
            report("\(name()) is {\(edges.map(Self.spell).joined(separator: ", "))}: an inset must be at most \(Self.spell(Self.largest)) points either way",
                   recovery: "uses \(Self.spell(Self.largest)) for the edges that are longer")
        } else {
            report("\(name()) is {\(edges.map(Self.spell).joined(separator: ", "))}: an inset must be finite",
                   recovery: "uses 0 for the edges that are not")
        }
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, -Self.largest), Self.largest) : 0 }
        return UIEdgeInsets(top: finite(insets.top), left: finite(insets.left), bottom: finite(insets.bottom), right: finite(insets.right))
    }

    /// Reports a problem once (the same words twice in one pass are one problem); past
    /// ``reportedAtMost`` in one pass the rest are kept but not reported one by one.
    private mutating func report(_ reason: String, recovery: String) {
        let message = "\(owner): \(reason)"
        guard !problems.contains(message) else { return }
        problems.append(message)
        if problems.count <= Self.reportedAtMost {
            UIKitException.raise(UIKitException.invalidArgument, reason: message, recovery: recovery)
        }
    }

    /// How many problems one layout pass reports one by one (a delegate that returns a NaN size
    /// for each of 10^6 items is one mistake, not 10^6 failures).
    static let reportedAtMost = 8

    private static func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? min(v, largest) : 0 }

    /// A number as UIKit's descriptions print one: `-10`, `0.5`, `nan`, `inf`, `-inf`.
    static func spell(_ v: CGFloat) -> String { NumberText.plain(Double(v)) }

    /// A size as UIKit's descriptions print one: `{-10, -20}`.
    static func spell(_ s: CGSize) -> String { "{\(spell(s.width)), \(spell(s.height))}" }
}
