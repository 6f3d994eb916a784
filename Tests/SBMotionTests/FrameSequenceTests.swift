import Foundation
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene
import SBTimeline
import Testing

/// Frame counts, frame times, and frames drawn at chosen times checked pixel by pixel against
/// the cookbook's circle numbers (radius 256 around (384, 512); a deleted item shrinks to the
/// centre at alpha 0 and scale 0.1 in 0.3 s).
@Suite struct FrameSequenceTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func still(_ seconds: Double) throws -> StillTimeline {
        StillTimeline(layout: try LayoutSpec(layout: .circle).preparedLayout(), duration: seconds)
    }

    func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test("frame count: duration x fps, rounded up; --frame-count wins")
    func frameCounts() throws {
        let p = try plan("{\"layout\": \"circle\"}")
        #expect(try FrameSequence(plan: p, timeline: still(2), fps: 30).frameCount == 60)
        #expect(try FrameSequence(plan: p, timeline: still(2), fps: 30, duration: 0.5).frameCount == 15)
        #expect(try FrameSequence(plan: p, timeline: still(1.01), fps: 10).frameCount == 11)
        #expect(try FrameSequence(plan: p, timeline: still(0.001), fps: 30).frameCount == 1)
        #expect(try FrameSequence(plan: p, timeline: still(2), fps: 30, duration: 9, frameCount: 7).frameCount == 7)
        #expect(try FrameSequence(plan: p, timeline: still(1), fps: 24, duration: 10000.0 / 24).frameCount == 10_000)
    }

    @Test("frame i shows the scene's time plus i / fps")
    func frameTimes() throws {
        let s = try FrameSequence(plan: plan("{\"layout\": \"springboard\", \"time\": 0.25}"), timeline: still(1), fps: 20)
        #expect(s.time(ofFrame: 0) == 0.25)
        #expect(s.time(ofFrame: 10) == 0.75)
        #expect(s.frame(7).time == 0.6)
    }

    @Test("bad rates, durations and counts are refused naming the value, never a command-line option")
    func badInput() throws {
        let p = try plan("{}")
        func value(_ make: () throws -> Void) -> AnimationError.Value? {
            do { try make() } catch let error as AnimationError { return error.value } catch {}
            return nil
        }
        #expect(message { _ = try FrameSequence(plan: p, timeline: still(1), fps: 0) } == "a frame rate must be a number above 0 and at most 1000 frames per second, got 0")
        #expect(value { _ = try FrameSequence(plan: p, timeline: still(1), fps: -30) } == .fps(-30))
        #expect(message { _ = try FrameSequence(plan: p, timeline: still(1), fps: .nan) }.hasPrefix("a frame rate must be a number above 0"))
        #expect(message { _ = try FrameSequence(plan: p, timeline: still(1), duration: 0) } == "a duration must be a positive number of seconds, got 0")
        #expect(value { _ = try FrameSequence(plan: p, timeline: still(1), duration: -2) } == .duration(-2))
        #expect(message { _ = try FrameSequence(plan: p, timeline: still(1), frameCount: 0) } == "a frame count must be 1 or more, got 0")
        // 30 fps x 400 s = 12,000 frames, over the 10,000 a sequence may have.
        #expect(message { _ = try FrameSequence(plan: p, timeline: still(1), fps: 30, duration: 400) }
                == "12000 frames is more than the 10000 a sequence may have; shorten the duration or lower the frame rate")
        #expect(value { _ = try FrameSequence(plan: p, timeline: still(1), fps: 30, duration: 400) } == .framesFromDuration(12000))
        #expect(message { _ = try FrameSequence(plan: p, timeline: still(1), frameCount: 10_001) } == "10001 frames is more than the 10000 a sequence may have")
    }

    @Test("a frame halfway through a scripted delete, drawn: the leaving item at the centre, half faded")
    func deleteFrameProbe() throws {
        let json = """
        {"layout": "circle", "wallpaper": "none",
         "sections": [{"items": [{"color": "#ff0000"}, {"color": "#0000ff"}, {"color": "#0000ff"}, {"color": "#0000ff"}]}],
         "timeline": [{"at": 0.5, "delete": [0]}]}
        """
        let scene = try Scene.decode(Data(json.utf8))
        let p = try RenderPlan(scene: scene)
        let timeline = try ScriptedTimeline(layout: p.spec.preparedLayout(), events: scene.timeline ?? [])
        let sequence = try FrameSequence(plan: p, timeline: timeline, fps: 100)
        #expect(sequence.frameCount == 130)   // 0.5 + 0.3 + 0.5 s of hold
        let renderer = try Renderer()
        let images = try renderer.loadImages(for: p)

        let first = try renderer.renderImage(sequence.frame(0), images: images)
        #expect(pixel(first, 640, 512) == [255, 0, 0, 255], "item 0 at 0 degrees before the delete")
        #expect(pixel(first, 384, 768) == [0, 0, 255, 255], "item 1 at 90 degrees")
        #expect(pixel(first, 384, 512) == [170, 170, 170, 255], "the empty centre")

        // t = 0.65 s: 0.15 s into the 0.3 s delete, eased progress 1/2. Item 0: centre
        // (640 + 384) / 2 = 512, scale 0.55 (44 x 44), alpha 0.5 over the grey 170.
        let mid = try renderer.renderImage(sequence.frame(65), images: images)
        expectNear(pixel(mid, 512, 512), [213, 85, 85, 255], "half of red over grey at the centre")
        #expect(pixel(mid, 512 + 26, 512) == [170, 170, 170, 255], "26 right of the centre: outside the 44-point cell")
        #expect(pixel(mid, 640, 512) == [170, 170, 170, 255], "where item 0 was")
        // Item 1 goes from 90 degrees of four (384, 768) to 0 degrees of three (640, 512).
        #expect(pixel(mid, 512, 640) == [0, 0, 255, 255], "item 1 halfway")
        #expect(pixel(mid, 512 + 45, 640) == [170, 170, 170, 255], "item 1 is 80 wide")

        let last = try renderer.renderImage(sequence.frame(129), images: images)
        // Recipe 10-6's delete then selects item MAX(0, 0 - 1) = 0 (item 1 before the delete):
        // its black dot at alpha 0.5 (40 x 40) darkens the blue at its centre, not 30 pt away.
        #expect(pixel(last, 640, 512) == [0, 0, 127, 255], "item 1 now at 0 degrees, selected")
        #expect(pixel(last, 640 + 30, 512) == [0, 0, 255, 255], "item 1 outside the dot")
        #expect(pixel(last, 512, 512) == [170, 170, 170, 255], "item 0 gone")
    }

    func pixel(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
        let p = image.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    func expectNear(_ got: [Int], _ expected: [Int], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let off = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
        #expect(off <= 1, "\(what): got \(got), expected \(expected) ± 1", sourceLocation: sourceLocation)
    }
}
