import APNGTestSupport
import Foundation
import SBPNG
import SBTestSupport
import Testing

/// `sbrender animate out.png` and `sbrender apng DIR out.png` read back by an independent APNG
/// decoder (`APNGTestDecoder`) and by Pillow: every frame, composited, equals the numbered PNG
/// `sbrender animate DIR/` writes for the same animation.
@Suite("APNG output")
struct APNGTests {
    /// Small animations: merged identical frames (circle insert: 24 frames, 10 in the APNG), a
    /// whole-canvas quiver (grid) and a page scroll (springboard).
    static let animations = ["circle insert", "grid quiver", "springboard page"]

    /// One animation rendered as numbered frames, as an APNG, and assembled by `sbrender apng`
    /// (also with `--rgba`), read into memory.
    struct Rendered: Sendable {
        var frames: [RGBAImage]
        var animated: [UInt8]
        var assembled: [UInt8]
        var rgba: [UInt8]
    }

    static func render(_ spec: String, loop: Int = 2, extra: [String] = []) throws -> Rendered {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        let parts = spec.split(separator: " ").map(String.init)
        let base = ["animate", "--quiet", "--layout", parts[0], "--animation", parts[1], "--size", "240x240"] + extra
        let numbered = try Tools.run(sb, base + ["frames/"], in: folder)
        try #require(numbered.status == 0, "\(numbered)")
        let animate = try Tools.run(sb, base + ["--loop", String(loop), "animated.png"], in: folder)
        try #require(animate.status == 0, "\(animate)")
        let apng = ["apng", "--quiet", "--loop", String(loop)] + fpsArguments(extra)
        let assemble = try Tools.run(sb, apng + ["frames", "assembled.png"], in: folder)
        try #require(assemble.status == 0, "\(assemble)")
        let rgba = try Tools.run(sb, apng + ["--rgba", "frames", "rgba.png"], in: folder)
        try #require(rgba.status == 0, "\(rgba)")
        var frames: [RGBAImage] = []
        while let data = FileManager.default.contents(atPath: folder + "/frames/" + frameName(frames.count)) {
            frames.append(try PNGDecoder.decode([UInt8](data)))
        }
        return Rendered(frames: frames, animated: try bytes(folder + "/animated.png"),
                        assembled: try bytes(folder + "/assembled.png"), rgba: try bytes(folder + "/rgba.png"))
    }

    /// `animations` rendered once for all the tests that read them (this suite and Pillow's).
    static func rendered(_ spec: String) throws -> Rendered {
        try RenderCache.shared.get(spec) { try render(spec) }
    }

    static func fpsArguments(_ extra: [String]) -> [String] {
        guard let i = extra.firstIndex(of: "--fps"), i + 1 < extra.count else { return [] }
        return ["--fps", extra[i + 1]]
    }

    static func frameName(_ i: Int) -> String { "frame-" + String(format: "%04d", i) + ".png" }

    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// Checks an APNG's structure and that its composited frames, each shown for its delay, are
    /// `frames` in order (frames equal to the one before are merged into longer delays).
    @discardableResult
    static func expectFrames(_ apng: [UInt8], equal frames: [RGBAImage], fps: Double, loop: Int, _ what: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws -> APNGTestDecoder {
        let decoded = try APNGTestDecoder(apng)
        #expect(decoded.problems.isEmpty, "\(what): \(decoded.problems.joined(separator: "; "))", sourceLocation: sourceLocation)
        #expect(decoded.numPlays == loop, "\(what): num_plays \(decoded.numPlays)", sourceLocation: sourceLocation)
        #expect(decoded.width == frames.first?.width && decoded.height == frames.first?.height, "\(what): canvas size", sourceLocation: sourceLocation)
        var shown = 0
        var mismatches: [String] = []
        for (k, frame) in decoded.frames.enumerated() {
            let c = frame.control
            let ticks = Double(c.delayNumerator) * fps / Double(c.delayDenominator == 0 ? 100 : c.delayDenominator)
            let whole = Int(ticks.rounded())
            #expect(whole >= 1 && abs(ticks - Double(whole)) < 1e-9,
                    "\(what): frame \(k)'s delay \(c.delayNumerator)/\(c.delayDenominator) s is not a whole number of 1/\(fps) s",
                    sourceLocation: sourceLocation)
            if fps == fps.rounded() { #expect(Double(c.delayDenominator) == fps, "\(what): frame \(k)'s delay denominator", sourceLocation: sourceLocation) }
            for n in shown..<(shown + max(1, whole)) where n < frames.count && frame.composited.pixels != frames[n].pixels {
                mismatches.append("APNG frame \(k) differs from numbered frame \(n) at pixel \(firstDifference(frame.composited, frames[n]))")
            }
            shown += max(1, whole)
        }
        #expect(mismatches.isEmpty, "\(what): \(mismatches.count) frames differ; \(mismatches.first ?? "")", sourceLocation: sourceLocation)
        #expect(shown == frames.count, "\(what): the APNG's delays add up to \(shown) frames, not \(frames.count)", sourceLocation: sourceLocation)
        return decoded
    }

    /// The rectangle (min x, min y, max x, max y) of the pixels that differ; max x is -1 when none does.
    static func changedBounds(_ a: RGBAImage, _ b: RGBAImage) -> (Int, Int, Int, Int) {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let ua = pa.bindMemory(to: UInt32.self), ub = pb.bindMemory(to: UInt32.self)
                for y in 0..<a.height {
                    for x in 0..<a.width where ua[y * a.width + x] != ub[y * a.width + x] {
                        minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        return (minX, minY, maxX, maxY)
    }

    static func firstDifference(_ a: RGBAImage, _ b: RGBAImage) -> String {
        guard a.width == b.width, a.height == b.height else { return "(sizes differ)" }
        for i in 0..<(a.width * a.height) where a.pixels[(4 * i)..<(4 * i + 4)] != b.pixels[(4 * i)..<(4 * i + 4)] {
            return "(\(i % a.width), \(i / a.width)): \(a.rgba(i % a.width, i / a.width)) vs \(b.rgba(i % a.width, i / a.width))"
        }
        return "none"
    }

    @Test("chunk structure, and every composited frame equals the numbered PNG (animate and apng)", arguments: animations)
    func framesMatchNumberedPNGs(_ spec: String) throws {
        let r = try Self.rendered(spec)
        #expect(r.frames.count > 1)
        let decoded = try Self.expectFrames(r.animated, equal: r.frames, fps: 30, loop: 2, "\(spec) (animate)")
        // sbrender apng on the numbered frames writes the same file (checked in full if not).
        #expect(r.assembled == r.animated, "\(spec): sbrender apng on the numbered frames differs from sbrender animate's APNG")
        if r.assembled != r.animated {
            try Self.expectFrames(r.assembled, equal: r.frames, fps: 30, loop: 2, "\(spec) (apng)")
        }
        // The first frame covers the canvas; later ones only what changed, as small as possible.
        for (k, f) in decoded.frames.enumerated().dropFirst() {
            let c = f.control
            let (minX, minY, maxX, maxY) = Self.changedBounds(decoded.frames[k - 1].composited, f.composited)
            #expect(maxX >= 0, "\(spec): APNG frame \(k) repeats the one before (it should have been merged)")
            #expect(c.x == minX && c.y == minY && c.width == maxX - minX + 1 && c.height == maxY - minY + 1,
                    "\(spec): APNG frame \(k) covers \(c.width)x\(c.height) at \(c.x),\(c.y), not the changed rectangle")
        }
    }

    @Test("a frame rate that is not whole gives exact delays (12.5 fps: a frame lasts 2/25 s), still whole frames")
    func fractionalFrameRate() throws {
        let r = try Self.render("circle insert", loop: 0, extra: ["--fps", "12.5"])
        try Self.expectFrames(r.animated, equal: r.frames, fps: 12.5, loop: 0, "circle insert at 12.5 fps")
        #expect(r.animated == r.assembled)
        // 12.5 fps is 25/2: n merged frames last 2n/25 s.
        #expect(try APNGTestDecoder(r.animated).frames.allSatisfy { $0.control.delayDenominator == 25 && $0.control.delayNumerator % 2 == 0 })
    }

    @Test("the same command gives the same APNG bytes, with 1 job or 2")
    func sameBytes() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        var outputs: [[UInt8]] = []
        for (name, jobs) in [("a.png", "1"), ("b.png", "2"), ("c.png", "2")] {
            let run = try Tools.run(sb, ["animate", "--quiet", "--layout", "grid", "--animation", "quiver", "--size", "200x200",
                                         "--duration", "0.5", "--jobs", jobs, name], in: folder)
            try #require(run.status == 0, "\(run)")
            outputs.append(try Self.bytes(folder + "/" + name))
        }
        #expect(outputs[0] == outputs[1], "--jobs 1 and --jobs 2 give different APNGs")
        #expect(outputs[1] == outputs[2], "two runs give different APNGs")
    }

    @Test("apng reads every PNG colour type (grey, palette, RGB, alpha, 16-bit, interlaced) and keeps the pixels")
    func everyColorType() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        // Opaque ones first: the APNG starts with an RGB colour key and switches to RGBA at the
        // first translucent frame (tbrn2c08's tRNS).
        let names = ["basn0g01", "basn2c08", "basn3p04", "tbrn2c08", "basn4a08", "basn6a08", "basn6a16", "basi6a08"]
        try FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
        var frames: [RGBAImage] = []
        for (i, name) in names.enumerated() {
            let path = try Support.fixture("pngsuite/\(name).png")
            try FileManager.default.copyItem(atPath: path, toPath: folder + "/in/" + Self.frameName(i))
            frames.append(try PNGDecoder.decode(try Self.bytes(path)))
        }
        let run = try Tools.run(try Tools.sbrender(), ["apng", "--quiet", "--fps", "2", "in", "out.png"], in: folder)
        try #require(run.status == 0, "\(run)")
        try Self.expectFrames(try Self.bytes(folder + "/out.png"), equal: frames, fps: 2, loop: 0, "PngSuite frames")
        #expect(try APNGTestDecoder(try Self.bytes(folder + "/out.png")).colorType == 6)
    }
}

/// Renders shared by the tests of one run, by name, each made once.
final class RenderCache: @unchecked Sendable {
    static let shared = RenderCache()
    private let lock = NSLock()
    private var done: [String: Result<APNGTests.Rendered, any Error>] = [:]

    func get(_ key: String, _ make: () throws -> APNGTests.Rendered) throws -> APNGTests.Rendered {
        lock.lock()
        defer { lock.unlock() }
        if let r = done[key] { return try r.get() }
        let r = Result { try make() }
        done[key] = r
        return try r.get()
    }
}
