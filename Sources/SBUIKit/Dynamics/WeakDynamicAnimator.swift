/// A layout's weak reference to one of its animators, so that its collection view can advance
/// them without keeping them alive.
struct WeakDynamicAnimator {
    weak var animator: UIDynamicAnimator?
}
