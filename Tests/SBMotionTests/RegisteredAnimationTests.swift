import Foundation
import SBLayout
import SBMotion
import SBScene
import SBTimeline
import Testing

/// Issue 21, items 2 and 3: a layout's named animations are registered with it
/// (`LayoutRegistration.animations`), and the one catalogue, `NamedAnimation`, finds them
/// through the registry: sbrender's own as before, and a package's layout with its own.
@Suite struct RegisteredAnimationTests {
    /// A package's layout: the grid's geometry under another name, with an animation of its own
    /// (`still`: deletion mode, half a second) and `transition`.
    static let steps = LayoutRegistration(
        LayoutDefinition(name: "steps", source: "a test's layout", settings: [], seedItemCounts: { _ in [6] },
                         make: { _ in GridLayout() }),
        animations: [
            RegisteredAnimation("still", summary: "deletion mode, standing still",
                                adjustingSpec: { spec in var s = spec; s.editing = true; return s }) { input in
                QuiverTimeline(layout: input.layout, duration: 0.5)
            },
            .transition,
        ])
    static func layouts() throws -> LayoutRegistry { try LayoutRegistry.builtIn.registering([steps]) }

    @Test func sbrendersOwnLayoutsRegisterTheAnimationsTheyHad() throws {
        // The table NamedAnimation held before the registry, layout by layout.
        let expected: [LayoutName: [String]] = [
            .springboard: ["quiver", "delete", "page", "reorder", "drag", "detail", "transition"],
            .flow: ["delete", "insert", "scroll", "transition"],
            .circle: ["insert", "delete", "rotate", "pinch", "pop", "spin", "ghost", "colorize", "transition"],
            .punched: ["scroll", "transition"],
            .grid: ["quiver", "delete", "transition"],
            .compositional: ["orthogonal", "scroll", "insert", "delete", "transition"],
            .homescreen: ["jiggle", "delete"],
        ]
        for (name, animations) in expected {
            let definition = try #require(LayoutRegistry.builtIn.registration(named: name)?.definition, "\(name)")
            #expect(NamedAnimation.names(for: name) == animations, "\(name)")
            #expect(NamedAnimation.names(for: LayoutSpec(layout: definition)) == animations, "\(name)")
        }
        // Quiver, the springboard's delete, jiggle and the home screen's delete run in deletion
        // mode; reorder on home-screen pages of 5 x 4.
        #expect(NamedAnimation.adjustedSpec(LayoutSpec(layout: .grid), animation: "quiver").editing)
        #expect(NamedAnimation.adjustedSpec(LayoutSpec(layout: .springboard), animation: "delete").editing)
        #expect(!NamedAnimation.adjustedSpec(LayoutSpec(layout: .grid), animation: "delete").editing)
        #expect(NamedAnimation.adjustedSpec(LayoutSpec(layout: .homescreen), animation: "jiggle").editing)
        let reorder = NamedAnimation.adjustedSpec(LayoutSpec(layout: .springboard), animation: "reorder")
        #expect(reorder.rows == 5 && reorder.columns == 4 && reorder.itemCounts == [20, 20, 5])
    }

    @Test func aRegisteredLayoutBringsItsOwnAnimation() throws {
        let layouts = try Self.layouts()
        #expect(NamedAnimation.names(for: "steps", layouts: layouts) == ["still", "transition"])
        #expect(NamedAnimation.names(for: "steps") == [], "sbrender's own registry has no 'steps'")
        let scene = try Scene.decode(Data(#"{"layout": "steps"}"#.utf8), layouts: layouts)
        let plan = try RenderPlan(scene: scene, layouts: layouts)
        // Half a second at 10 frames a second: 0.5 x 10 = 5 frames, each in deletion mode.
        let sequence = try NamedAnimation.frames("still", plan: plan, timing: AnimationTiming(fps: 10), layouts: layouts)
        #expect(sequence.frameCount == 5)
        #expect(sequence.plan.spec.editing)
        #expect(sequence.frame(4).layout.isEditing)
        // An animation it does not have: the message lists the ones it has.
        #expect(throws: AnimationError("the steps layout has no animation 'quiver'; it has: still, transition", subject: .animation)) {
            try NamedAnimation.frames("quiver", plan: plan, layouts: layouts)
        }
        // A transition from the grid to it, found in the same registry.
        let grid = try RenderPlan(scene: Scene.decode(Data(#"{"layout": "grid"}"#.utf8), layouts: layouts), layouts: layouts)
        let transition = try NamedAnimation.frames("transition", plan: grid, to: "steps", timing: AnimationTiming(fps: 10), layouts: layouts)
        // LayoutTransitionTimeline: 0.2 s still, 1 s moving, 0.3 s still: 1.5 x 10 = 15 frames.
        #expect(transition.frameCount == 15)
    }
}
