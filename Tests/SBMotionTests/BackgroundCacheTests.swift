import Foundation
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// A renderer that caches the background (as the frame sequencer's do) draws the same pixels as
/// one that draws every frame whole.
@Suite("Cached backgrounds")
struct BackgroundCacheTests {
    static let cases: [(scene: String, animation: String)] = [
        (#"{"layout": "springboard", "wallpaper": "dusk", "canvas": {"size": [240, 320], "scale": 2}}"#, "quiver"),
        (#"{"layout": "springboard", "wallpaper": "ocean", "canvas": {"size": [200, 300]}}"#, "page"),
        (#"{"layout": "circle", "canvas": {"size": [200, 200]}}"#, "insert"),
        (#"{"layout": "flow", "direction": "horizontal", "canvas": {"size": [240, 200]}}"#, "scroll"),
    ]

    @Test("frames from a cached background equal frames drawn whole", arguments: 0..<cases.count)
    func sameFrames(_ index: Int) throws {
        let (json, animation) = Self.cases[index]
        let plan = try Support.plan(json)
        let timeline = try NamedAnimation.make(animation, spec: plan.spec, to: nil)
        var sequencePlan = plan
        sequencePlan.spec = NamedAnimation.adjustedSpec(plan.spec, animation: animation)
        let sequence = try FrameSequence(plan: sequencePlan, timeline: timeline, fps: 30, frameCount: 6)
        let whole = try Renderer(), cached = try Renderer()
        cached.cachesBackground = true
        let images = try whole.loadImages(for: sequencePlan)
        for i in 0..<sequence.frameCount {
            let a = try whole.renderImage(sequence.frame(i), images: images)
            let b = try cached.renderImage(sequence.frame(i), images: images)
            let same = a == b
            #expect(same, "\(animation) frame \(i): the cached background changes pixels")
        }
    }

    @Test("an image wallpaper, through the sequencer")
    func imageWallpaper() throws {
        let wallpaper = Support.quoted(try Support.fixture("pngsuite/basn2c08.png"))
        let plan = try Support.plan(Scenes.springboard(count: 6, wallpaper: wallpaper).replacingOccurrences(of: "[768, 1024]", with: "[200, 260]"))
        let timeline = try NamedAnimation.make("quiver", spec: plan.spec, to: nil)
        let sequence = try FrameSequence(plan: plan, timeline: timeline, fps: 30, frameCount: 4)
        let whole = try Renderer()
        // The sequencer's renderers composite elements from rasters; so does this one, drawing
        // the background in every frame.
        whole.rasterCache = RasterCache()
        let images = try whole.loadImages(for: plan)
        try Sequencer(jobs: 2).run(sequence, range: 0...3, work: { _, image in image }) { i, image in
            let same = try image == whole.renderImage(sequence.frame(i), images: images)
            #expect(same, "frame \(i): the cached background changes pixels")
        }
    }
}
