import SBMotion
import SBRender
import SBTestSupport
import Testing

/// Images a scene names, drawn by the sequencer's jobs.
@Suite("Image inputs")
struct ImageInputTests {
    /// The sequencer's jobs share one decoded copy: frames drawn by four jobs equal frames
    /// drawn one at a time.
    @Test func fourJobsShareTheImages() throws {
        let wallpaper = Support.quoted(try Support.fixture("pngsuite/basn2c08.png"))
        let icon = Support.quoted(try Support.fixture("pngsuite/basn6a08.png"))
        let plan = try Support.plan(#"{"layout": "springboard", "editing": true, "wallpaper": \#(wallpaper), "canvas": {"size": [240, 320]}, "sections": [{"items": [{"image": \#(icon)}, {}, {"image": \#(icon)}]}]}"#)
        let timeline = try NamedAnimation.make("quiver", spec: plan.spec, to: nil)
        let sequence = try FrameSequence(plan: plan, timeline: timeline, fps: 30, frameCount: 6)
        let single = try Renderer()
        // The sequencer's renderers composite the icons from rasters; so does this one.
        single.rasterCache = RasterCache()
        let images = try single.loadImages(for: plan)
        try Sequencer(jobs: 4).run(sequence, range: 0...5, work: { _, image in image }) { i, image in
            let same = try image == single.renderImage(sequence.frame(i), images: images)
            #expect(same, "frame \(i) differs")
        }
    }
}
