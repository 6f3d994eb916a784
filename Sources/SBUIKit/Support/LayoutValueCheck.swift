internal import Foundation
internal import SBLayout

/// The numbers a layout is handed (sizes, insets, spacings) checked before the engine sees them:
/// a negative, NaN or infinite value is reported, as UIKit logs or raises for it (a failure of the
/// running test; see ``UIKitException``), and replaced by 0 so that no frame is NaN, infinite or
/// inside out. Each problem is also kept by the layout until its next ``UICollectionViewLayout/prepare()``
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

    /// `value`, or 0 after reporting it when it is negative, NaN or infinite.
    mutating func length(_ value: CGFloat, _ name: @autoclosure () -> String) -> CGFloat {
        guard !value.isFinite || value < 0 else { return value }
        report("\(name()) is \(Self.spell(value)): a length must be finite and not negative", recovery: "uses 0 instead")
        return 0
    }

    /// `size` with each of its sides checked as a ``length(_:_:)``.
    mutating func size(_ size: CGSize, _ name: @autoclosure () -> String) -> CGSize {
        guard !size.width.isFinite || size.width < 0 || !size.height.isFinite || size.height < 0 else { return size }
        // UIKit's own words for a flow layout's item of a negative size.
        report("\(name()) is \(Self.spell(size)): negative or zero sizes are not supported in the flow layout "
               + "(a size must be finite and not negative)", recovery: "uses 0 for the side that is not")
        return CGSize(width: Self.clean(size.width), height: Self.clean(size.height))
    }

    /// `insets` with each edge checked: finite (an inset may be negative, as in UIKit).
    mutating func insets(_ insets: UIEdgeInsets, _ name: @autoclosure () -> String) -> UIEdgeInsets {
        let edges = [insets.top, insets.left, insets.bottom, insets.right]
        guard edges.contains(where: { !$0.isFinite }) else { return insets }
        report("\(name()) is {\(edges.map(Self.spell).joined(separator: ", "))}: an inset must be finite",
               recovery: "uses 0 for the edges that are not")
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
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

    private static func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v >= 0 ? v : 0 }

    /// A number as UIKit's descriptions print one: `-10`, `0.5`, `nan`, `inf`, `-inf`.
    static func spell(_ v: CGFloat) -> String { NumberText.plain(Double(v)) }

    /// A size as UIKit's descriptions print one: `{-10, -20}`.
    static func spell(_ s: CGSize) -> String { "{\(spell(s.width)), \(spell(s.height))}" }
}
