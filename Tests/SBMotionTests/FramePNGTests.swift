import Foundation
import SBMotion
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Animation frames encoded straight from the drawing surface (no RGBA copy) are the files the
/// RGBA path wrote before, byte for byte, whatever the number of jobs.
@Suite("Frames encoded from the surface")
struct FramePNGTests {
    /// An opaque scene (the dusk gradient, the springboard quivering) and a translucent one (the
    /// flow layout scrolling over a half-transparent colour, so every pixel is un-premultiplied).
    static let scenes: [(json: String, animation: String, wallpaper: Color?)] = [
        (#"{"layout": "springboard", "wallpaper": "dusk", "canvas": {"size": [160, 240], "scale": 2}}"#, "quiver", nil),
        (#"{"layout": "flow", "canvas": {"size": [160, 240]}}"#, "scroll", Color(hex: "#33669980")),
    ]

    static func sequence(_ index: Int) throws -> FrameSequence {
        let (json, animation, wallpaper) = scenes[index]
        var plan = try Support.plan(json)
        if let wallpaper { plan.wallpaper = .color(wallpaper) }
        let timeline = try NamedAnimation.make(animation, spec: plan.spec, to: nil)
        plan.spec = NamedAnimation.adjustedSpec(plan.spec, animation: animation)
        return try FrameSequence(plan: plan, timeline: timeline, fps: 30, frameCount: 5)
    }

    @Test("the sequencer's frame files equal the RGBA copy's, with 1 and 3 jobs", arguments: scenes.indices)
    func sameFiles(_ index: Int) throws {
        let sequence = try Self.sequence(index)
        var before: [[UInt8]] = []
        try Sequencer(jobs: 1).run(sequence, range: 0...4, work: { _, image in
            try PNGOutput.encodeFrame(image)
        }) { _, bytes in before.append(bytes) }
        for jobs in [1, 3] {
            var after: [[UInt8]] = []
            try Sequencer(jobs: jobs).runPNGFrames(sequence, range: 0...4) { i, bytes in
                #expect(i == after.count)
                after.append(bytes)
            }
            #expect(after == before, "scene \(index), \(jobs) jobs: the frame files changed")
        }
        // The translucent scene is stored with alpha, the opaque one without.
        let colorType = try PNGDecoder.header(of: before[0]).colorType
        #expect(colorType == (index == 0 ? .truecolor : .truecolorAlpha))
    }

    @Test("a quiver repeats every 0.4 s (12 frames at 30 fps): the repeats are the RGBA path's files, with 1 and 2 jobs")
    func repeatedFrames() throws {
        let (json, _, _) = Self.scenes[0]
        var plan = try Support.plan(json)
        let timeline = try NamedAnimation.make("quiver", spec: plan.spec, to: nil)
        plan.spec = NamedAnimation.adjustedSpec(plan.spec, animation: "quiver")
        let sequence = try FrameSequence(plan: plan, timeline: timeline, fps: 30, frameCount: 15)
        var before: [[UInt8]] = []
        try Sequencer(jobs: 1).run(sequence, range: 0...14, work: { _, image in
            try PNGOutput.encodeFrame(image)
        }) { _, bytes in before.append(bytes) }
        #expect(before[12] == before[0] && before[13] == before[1] && before[14] == before[2])
        #expect(Set(before).count == 12)
        for jobs in [1, 2] {
            var after: [[UInt8]] = []
            try Sequencer(jobs: jobs).runPNGFrames(sequence, range: 0...14) { _, bytes in after.append(bytes) }
            #expect(after == before, "\(jobs) jobs: the frame files changed")
        }
    }

    @Test("a translucent frame's pixels are un-premultiplied as before: literal samples")
    func translucentSamples() throws {
        // #33669980 painted: cairo premultiplies in 16 bits and keeps the high byte, red
        // 0.2 · (128/255) · 65535 = 6579.2 -> 6579 >> 8 = 25, green 0.4 · ... = 13158 >> 8 = 51, blue
        // 19737 >> 8 = 77, alpha 32896 >> 8 = 128; un-premultiplied: 25·255/128 = 49.8 -> 50,
        // 51·255/128 = 101.6 -> 102, 77·255/128 = 153.4 -> 153.
        let sequence = try Self.sequence(1)
        var first: [UInt8] = []
        try Sequencer(jobs: 1).runPNGFrames(sequence, range: 0...0) { _, bytes in first = bytes }
        let image = try PNGDecoder.decode(first)
        #expect(image.width == 160 && image.height == 240)
        // Left of the first column of cards: the wallpaper only.
        let p = image.pixel(x: 5, y: 50)
        #expect([p.r, p.g, p.b, p.a] == [50, 102, 153, 128])
    }
}
