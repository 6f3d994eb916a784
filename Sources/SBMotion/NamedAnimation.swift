import SBLayout
import SBScene

/// The named animations, looked up where each layout registers them: a layout's
/// ``/SBLayout/LayoutDefinition/animations`` (``/SBLayout/RegisteredAnimation``), so that
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

    /// The animations the layout of `spec` offers.
    package static func names(for spec: LayoutSpec) -> [String] {
        spec.definition.animations.map(\.name)
    }

    /// The item `detail` presents when the scene names none: the first visible cell's identity
    /// (its index in the whole collection).
    package static func detailItem(of layout: any CollectionViewLayout) -> Int? {
        let cells = layout.layoutAttributesForElements(in: layout.visibleRect).filter { $0.category == .cell }
        return cells.map(\.identity).min()
    }

    /// The spec an animation runs on: the scene's, with what the motion needs (deletion mode for
    /// quiver, full home-screen pages for reorder; ``/SBLayout/RegisteredAnimation/adjustedSpec(_:)``).
    package static func adjustedSpec(_ spec: LayoutSpec, animation: String) -> LayoutSpec {
        spec.definition.animation(named: animation)?.adjustedSpec(spec) ?? spec
    }

    /// The animation of this name that the layout of `spec` offers.
    /// - Throws: ``/SBLayout/AnimationError`` naming the animations it has when it has none of
    ///   this name.
    package static func animation(_ name: String, for spec: LayoutSpec) throws(SBLayout.AnimationError) -> RegisteredAnimation {
        guard let animation = spec.definition.animation(named: name) else {
            let names = names(for: spec)
            throw AnimationError("the \(spec.layout) layout has no animation '\(name)'; "
                + (names.isEmpty ? "it has none" : "it has: \(names.joined(separator: ", "))"))
        }
        return animation
    }

    /// Builds a named animation on the layout `spec` describes.
    /// - Parameters:
    ///   - name: one of ``names(for:)-(LayoutSpec)``.
    ///   - input: the scene's spec (adjusted here as the animation asks).
    ///   - target: the layout `transition` goes to; nil for other animations.
    /// - Throws: ``/SBLayout/AnimationError`` when the layout has no such animation, its spec
    ///   does not lay out, or its content cannot run it.
    package static func make(_ name: String, spec input: LayoutSpec, to target: LayoutSpec? = nil) throws(SBLayout.AnimationError) -> any Timeline {
        let animation = try animation(name, for: input)
        let spec = animation.adjustedSpec(input)
        let layout: any CollectionViewLayout
        do {
            layout = try spec.preparedLayout()
        } catch {
            throw AnimationError("\(error)", value: .setting(error))
        }
        return try animation.timeline(AnimationInput(animation: name, spec: spec, layout: layout, target: target))
    }
}
