public import Foundation

/// Something a ``UIDynamicAnimator`` can move (UIKit's `UIDynamicItem`): it reads the item's
/// ``center``, ``bounds`` (only their size matters: the item's mass and collision box) and
/// ``transform`` (only its rotation) when the item joins, and writes ``center`` (and, once the
/// item turns, a rotation ``transform``) at every step.
///
/// ``UIView`` and ``UICollectionViewLayoutAttributes`` conform, as in UIKit. After changing an
/// item's centre or transform yourself while it is in an animator, call
/// ``UIDynamicAnimator/updateItem(usingCurrentState:)``: otherwise the animator's next step writes
/// its own state back over yours, as in UIKit.
@preconcurrency @MainActor public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in the animator's coordinates (the reference view's, or the collection
    /// view layout's content).
    var center: CGPoint { get set }
    /// The item's bounds: their size is the item's size.
    var bounds: CGRect { get }
    /// The item's transform: the animator reads and writes its rotation.
    var transform: CGAffineTransform { get set }
}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIView: UIDynamicItem {}
