import SBLayout

/// The tutorial's tap on an icon: the detail view presented with
/// UIModalTransitionStyleCrossDissolve, fading in over the springboard, which stands still.
/// The fade lasts ``dissolveDuration`` with ease-in-out (UIKit does not document its modal
/// transition timing: the same assumption as its update animations, 0.3 s), then the detail
/// view is held for ``holdDuration`` so that the last frames show it whole.
package struct DetailTimeline: Timeline {
    /// The cross-dissolve's length, in seconds (an assumption: 0.3 s).
    package static let dissolveDuration = 0.3
    /// How long the presented view is held after the dissolve, in seconds.
    package static let holdDuration = 0.2

    /// The springboard behind the detail view.
    package let layout: any CollectionViewLayout

    /// The dissolve over `layout`, standing still.
    package init(layout: any CollectionViewLayout) {
        self.layout = layout
    }

    /// The dissolve and the hold.
    package var duration: Double { Self.dissolveDuration + Self.holdDuration }

    /// The detail view's opacity `time` seconds in: 0 at the tap, eased to 1 at 0.3 s.
    package static func opacity(at time: Double) -> Double {
        let x = min(max(time / dissolveDuration, 0), 1)
        return TimingFunction.easeInEaseOut.progress(at: x)
    }

    /// The still springboard with the detail view's opacity at `time`.
    package func state(at time: Double) -> MotionState {
        var state = MotionState.still(layout)
        state.presentedOpacity = Self.opacity(at: time)
        return state
    }
}
