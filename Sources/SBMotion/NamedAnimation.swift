import SBLayout
import SBScene
import SBTimeline

/// The named animations, looked up where each layout registers them: a layout's
/// ``/SBScene/LayoutRegistration/animations`` (``/SBTimeline/RegisteredAnimation``), so that
/// sbrender's own layouts and a package's registered one are animated the same way by `sbrender
/// animate`, the golden suite, the docs gallery and the live preview.
package enum NamedAnimation {
    /// The animations the layout named `layout` offers in `layouts`, in its order (`transition`
    /// needs a target layout; the springboard's `detail` is the tapped item's detail view
    /// cross-dissolving in: the plan's `detail` item, else the first visible one,
    /// ``detailItem(of:)``); none when `layouts` has no such layout.
    package static func names(for layout: LayoutName, layouts: LayoutRegistry = .builtIn) -> [String] {
        layouts.registration(named: layout)?.animations.map(\.name) ?? []
    }

    /// The animations the layout of `spec` offers, as `layouts` registers it (sbrender's own
    /// layouts by default); none when `layouts` has no such layout.
    package static func names(for spec: LayoutSpec, layouts: LayoutRegistry = .builtIn) -> [String] {
        names(for: spec.layout, layouts: layouts)
    }

    /// The item `detail` presents when the scene names none: the first visible cell's identity
    /// (its index in the whole collection).
    package static func detailItem(of layout: any CollectionViewLayout) -> Int? {
        let cells = layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }
        return cells.map(\.identity).min()
    }

    /// The spec an animation runs on: the scene's, with what the motion needs (deletion mode for
    /// quiver, full home-screen pages for reorder; ``/SBTimeline/RegisteredAnimation/adjustedSpec(_:)``),
    /// the animation found where `layouts` registers the spec's layout (sbrender's own layouts
    /// by default).
    package static func adjustedSpec(_ spec: LayoutSpec, animation: String, layouts: LayoutRegistry = .builtIn) -> LayoutSpec {
        layouts.registration(named: spec.layout)?.animation(named: animation)?.adjustedSpec(spec) ?? spec
    }

    /// The animation of this name that `registration`'s layout offers.
    /// - Throws: ``/SBTimeline/AnimationError`` naming the animations it has when it has none of
    ///   this name.
    package static func animation(_ name: String, of registration: LayoutRegistration) throws(AnimationError) -> RegisteredAnimation {
        guard let animation = registration.animation(named: name) else {
            let names = registration.animations.map(\.name)
            throw AnimationError("the \(registration.name) layout has no animation '\(name)'; "
                + (names.isEmpty ? "it has none" : "it has: \(names.joined(separator: ", "))"))
        }
        return animation
    }

    /// The animation of this name that the layout of `spec` offers, as `layouts` registers it
    /// (sbrender's own layouts by default).
    /// - Throws: ``/SBTimeline/AnimationError`` naming the animations it has when it has none of
    ///   this name, or saying that `layouts` has no such layout.
    package static func animation(_ name: String, for spec: LayoutSpec, layouts: LayoutRegistry = .builtIn) throws(AnimationError) -> RegisteredAnimation {
        guard let registration = layouts.registration(named: spec.layout) else {
            throw AnimationError("the \(spec.layout) layout is not registered, so it has no animation '\(name)'; register it with LayoutRegistry.registering(_:)")
        }
        return try animation(name, of: registration)
    }

    /// Builds a named animation on the layout `spec` describes.
    /// - Parameters:
    ///   - name: one of ``names(for:layouts:)-(LayoutSpec,LayoutRegistry)``.
    ///   - input: the scene's spec (adjusted here as the animation asks).
    ///   - target: the layout `transition` goes to; nil for other animations.
    ///   - layouts: where the spec's layout is registered (sbrender's own layouts by default).
    /// - Throws: ``/SBTimeline/AnimationError`` when the layout has no such animation, its spec
    ///   does not lay out, or its content cannot run it.
    package static func make(_ name: String, spec input: LayoutSpec, to target: LayoutSpec? = nil,
                            layouts: LayoutRegistry = .builtIn) throws(AnimationError) -> any Timeline {
        try make(animation(name, for: input, layouts: layouts), spec: input, to: target)
    }

    /// Builds `animation` on the layout `spec` describes.
    /// - Parameters:
    ///   - animation: one of the animations the spec's layout registers.
    ///   - input: the scene's spec (adjusted here as the animation asks).
    ///   - target: the layout `transition` goes to; nil for other animations.
    /// - Throws: ``/SBTimeline/AnimationError`` when the spec does not lay out or its content
    ///   cannot run the animation.
    package static func make(_ animation: RegisteredAnimation, spec input: LayoutSpec, to target: LayoutSpec? = nil) throws(AnimationError) -> any Timeline {
        let spec = animation.adjustedSpec(input)
        let layout: any CollectionViewLayout
        do {
            layout = try spec.preparedLayout()
        } catch {
            throw AnimationError("\(error)", value: .setting(error))
        }
        return try animation.timeline(AnimationInput(animation: animation.name, spec: spec, layout: layout, target: target))
    }
}
