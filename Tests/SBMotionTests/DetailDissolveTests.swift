import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import SBTimeline
import Testing

/// `--animation detail`: the detail view cross-dissolves in over the still springboard.
@Suite struct DetailDissolveTests {
    @Test func theOpacityEasesFromZeroToOneIn0point3Seconds() {
        #expect(DetailTimeline.opacity(at: 0) == 0)
        // Ease-in-out is symmetric: half way in time is half way in opacity.
        #expect(abs(DetailTimeline.opacity(at: 0.15) - 0.5) < 1e-6)
        #expect(DetailTimeline.opacity(at: 0.3) == 1)
        #expect(DetailTimeline.opacity(at: 0.45) == 1)
        #expect(DetailTimeline.opacity(at: 0.075) < 0.25)
    }

    @Test func theDissolveStartsOnTheSpringboardAndEndsOnTheDetailView() throws {
        var plan = try Support.plan("{}")
        let timeline = try NamedAnimation.make("detail", spec: plan.spec)
        #expect(abs(timeline.duration - 0.5) < 1e-9)
        let layout = try plan.spec.preparedLayout()
        #expect(NamedAnimation.detailItem(of: layout) == 0)
        plan.detail = 0
        let sequence = try FrameSequence(plan: plan, timeline: timeline, fps: 10)
        let renderer = try Renderer()
        let first = try renderer.renderImage(sequence.frame(0), images: [:])
        let last = try renderer.renderImage(sequence.frame(sequence.frameCount - 1), images: [:])
        #expect(first.pixels == (try Support.image("{}", renderer: renderer)).pixels)
        #expect(last.pixels == (try Support.image(#"{"detail": 0}"#, renderer: renderer)).pixels)
        let middle = try renderer.renderImage(sequence.frame(2), images: [:])
        #expect(middle.pixels != first.pixels && middle.pixels != last.pixels)
    }

    @Test func thereIsNoDetailViewInDeletionMode() throws {
        var spec = try Support.plan("{}").spec
        spec.editing = true
        #expect(throws: AnimationError.self) { try NamedAnimation.make("detail", spec: spec) }
    }
}
