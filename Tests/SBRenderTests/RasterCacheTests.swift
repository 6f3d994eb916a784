import Foundation
import SBDiff
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene
import Synchronization
import Testing

/// A cell drawn as a solid rectangle of its item's colour filling its bounds, nothing else; its
/// drawing bounds are its bounds, so its raster is exactly the cell's pixels.
private struct SolidCellStyle: CellStyle, Hashable {
    func draw(_ element: StyledElement, on painter: any Painter) {
        guard element.attributes.category == .cell else { return }
        painter.addRect(element.bounds)
        painter.setColor(element.item?.color ?? .white)
        painter.fill(preserve: false)
    }
    func drawDeleteButton(_ element: StyledElement, on painter: any Painter) {}
    func lookKey(for element: StyledElement) -> AnyHashable? {
        element.attributes.category == .cell ? AnyHashable(StyledElement.LookKey(element, style: "solid", value: nil)) : nil
    }
    func drawingBounds(for element: StyledElement) -> Rect { element.bounds }
    var shouldRasterize: Bool { true }
}

/// A style that draws from state outside the element (how many cells it has drawn so far) and so
/// says its drawing cannot be reused: its look key is nil.
private final class CountingCellStyle: CellStyle {
    let drawn = Mutex(0)
    func draw(_ element: StyledElement, on painter: any Painter) {
        guard element.attributes.category == .cell else { return }
        let n = drawn.withLock { count in
            count += 1
            return count
        }
        painter.addRect(element.bounds)
        painter.setColor(Color(red: Double(n % 7) / 6, green: 0.5, blue: 0.25))
        painter.fill(preserve: false)
    }
    func drawDeleteButton(_ element: StyledElement, on painter: any Painter) {}
    func lookKey(for element: StyledElement) -> AnyHashable? { nil }
    var shouldRasterize: Bool { true }
}

/// The raster cache of animation frames: each element with a look key is drawn once into a
/// raster and composited in every frame; the pictures stay close to the vector drawing and never
/// depend on what the cache held.
@Suite("Raster cache")
struct RasterCacheTests {
    /// The benchmark scene's quiver sequence: 20 icons (768 x 1024 points, scale 1, deletion mode).
    static func benchSequence(frames: Int) throws -> FrameSequence {
        let plan = try Support.plan(try DeterminismTests.benchScene())
        let timeline = try NamedAnimation.make("quiver", spec: plan.spec, to: nil)
        var sequencePlan = plan
        sequencePlan.spec = NamedAnimation.adjustedSpec(plan.spec, animation: "quiver")
        return try FrameSequence(plan: sequencePlan, timeline: timeline, fps: 30, frameCount: frames)
    }

    /// Six items of the tests' row layout, 30 x 40 points each at x = 10, 50, ... 210, y = 10.
    static let row = CollectionContent(itemCounts: [6])
    static let rowItems = (0..<6).map { ItemStyle(label: "", color: Color(red: Double($0) / 5, green: 0.4, blue: 0.8)) }

    @Test("the benchmark's 60 quiver frames draw each of the 20 icons once, and the two that stand upright once more")
    func quiverDrawsEachIconOnce() throws {
        let sequence = try Self.benchSequence(frames: 60)
        let renderer = try Renderer()
        renderer.rasterCache = RasterCache()
        let images = try renderer.loadImages(for: sequence.plan)
        for i in 0..<60 { _ = try renderer.renderImage(sequence.frame(i), images: images) }
        let stats = try #require(renderer.rasterCache?.statistics)
        // 20 icons x 60 frames = 1200 composites. Each icon's rotated raster is drawn once. The
        // triangle wave crosses 0 degrees at local times 0.05 and 0.35 s (mod 0.4): frame k at
        // k/30 s plus an offset of h hundredths does when h ends in 5, which two icons' do
        // (Bodoni 72 Oldstyle, 0.35 s, in frames 0, 3, 12, ...; Georgia, 0.05 s, in frames 0, 9,
        // 12, ...): there they stand upright and get an upright raster, copied pixel for pixel.
        // 22 rasters drawn, 1178 reused.
        #expect(stats.misses == 22)
        #expect(stats.hits == 1178)
        #expect(stats.evictions == 0)
        #expect(stats.count == 22)
    }

    @Test("a quivering frame from rasters stays close to the vector drawing")
    func closeToVectors() throws {
        let sequence = try Self.benchSequence(frames: 3)
        let vector = try Renderer(), cached = try Renderer()
        cached.rasterCache = RasterCache()
        let images = try vector.loadImages(for: sequence.plan)
        // Frame 2 is drawn after frames 0 and 1 filled the cache: every icon is a hit.
        _ = try cached.renderImage(sequence.frame(0), images: images)
        _ = try cached.renderImage(sequence.frame(1), images: images)
        let a = try vector.renderImage(sequence.frame(2), images: images)
        let b = try cached.renderImage(sequence.frame(2), images: images)
        let result = try ImageDiff().compare(a, b, drawingDiffImage: false)
        // 786,432 pixels; the differences are the resampled edges of the 20 rotated icons (their
        // borders, delete buttons and text): about 5,000 pixels at pixelmatch's 0.1 threshold.
        #expect(result.mismatchedPixels > 0, "the rotated icons are resampled rasters, not vectors")
        #expect(result.mismatchedPixels < 8000)
        // The wallpaper between the icons is untouched.
        #expect(a.rgba(400, 200) == b.rgba(400, 200))
    }

    @Test("upright cells on whole pixels are copied pixel for pixel, between pixels drawn as vectors: the still picture equals the vectors")
    func uprightMatchesVectors() throws {
        let vector = try Renderer(), cached = try Renderer()
        cached.rasterCache = RasterCache()
        for scale in [1, 2] {
            let a = try vector.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                           canvas: Size(width: 260, height: 60), scale: scale, style: SolidCellStyle())
            let b = try cached.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                           canvas: Size(width: 260, height: 60), scale: scale, style: SolidCellStyle())
            #expect(a == b, "scale \(scale): an upright raster copied pixel for pixel changes the picture")
        }
        #expect(cached.rasterCache?.statistics.misses == 12)
        // Scrolled by a quarter point the cells lie between pixels: drawn as vectors, not cached.
        var between = RowLayout()
        between.contentOffset = Point(x: 0.25, y: 0)
        let c = try vector.renderImage(layout: between, content: Self.row, items: Self.rowItems,
                                       canvas: Size(width: 260, height: 60), style: SolidCellStyle())
        let d = try cached.renderImage(layout: between, content: Self.row, items: Self.rowItems,
                                       canvas: Size(width: 260, height: 60), style: SolidCellStyle())
        #expect(c == d)
        #expect(cached.rasterCache?.statistics.misses == 12)
        #expect(cached.rasterCache?.statistics.hits == 0)
        // The springboard still, upright icons with text, borders and the 0.7 label group.
        let json = Scenes.springboard(scale: 2)
        let plan = try Support.plan(json)
        let frame = try Frame(plan: plan)
        let images = try vector.loadImages(for: plan)
        let a = try vector.renderImage(frame, images: images)
        let b = try cached.renderImage(frame, images: images)
        let result = try ImageDiff().compare(a, b, drawingDiffImage: false)
        #expect(result.mismatchedPixels == 0, "\(result.mismatchedPixels) pixels differ")
    }

    @Test("frames through the sequencer are the same bytes with 1, 2 and 4 jobs, and run after run")
    func sameBytesAcrossJobs() throws {
        let sequence = try Self.benchSequence(frames: 8)
        func frames(jobs: Int) throws -> [[UInt8]] {
            var out: [[UInt8]] = []
            try Sequencer(jobs: jobs).run(sequence, range: 0...7, work: { _, image in try PNGOutput.encode(image) }) { _, png in
                out.append(png)
            }
            return out
        }
        let one = try frames(jobs: 1)
        #expect(one.count == 8)
        #expect(try frames(jobs: 1) == one)
        #expect(try frames(jobs: 2) == one)
        #expect(try frames(jobs: 4) == one)
    }

    @Test("a style whose look key is nil is drawn every frame, not cached")
    func nilKeyDrawnEveryFrame() throws {
        let style = CountingCellStyle()
        let renderer = try Renderer()
        renderer.rasterCache = RasterCache()
        let first = try renderer.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                             canvas: Size(width: 260, height: 60), style: style)
        let second = try renderer.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                              canvas: Size(width: 260, height: 60), style: style)
        #expect(style.drawn.withLock { $0 } == 12)
        let stats = try #require(renderer.rasterCache?.statistics)
        #expect(stats.hits == 0 && stats.misses == 0 && stats.count == 0)
        // The first cell is the 1st drawing, then the 7th: red 1/6 (cairo's 16-bit 10922 is 42
        // in 8 bits), then 0/6.
        #expect(first.rgba(20, 20) == RGBA(42, 128, 64))
        #expect(second.rgba(20, 20) == RGBA(0, 128, 64))
    }

    @Test("a tiny capacity lets go of the rasters used longest ago, and the pictures stay the same")
    func evictionUnderTinyCap() throws {
        // Each cell's raster is 30 x 40 pixels, 120 bytes a row: 4,800 bytes, plus 64 counted
        // for the entry. 16,000 bytes hold three; the fourth lets go of the two oldest (down to
        // three quarters of the capacity with room for it), and so on.
        let tiny = try Renderer(), roomy = try Renderer()
        tiny.rasterCache = RasterCache(capacity: 16_000)
        roomy.rasterCache = RasterCache()
        for frame in 1...2 {
            let a = try tiny.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                         canvas: Size(width: 260, height: 60), style: SolidCellStyle())
            let b = try roomy.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                          canvas: Size(width: 260, height: 60), style: SolidCellStyle())
            #expect(a == b, "frame \(frame): an evicted raster changes the picture")
        }
        let stats = try #require(tiny.rasterCache?.statistics)
        // Drawn in order 0...5 twice, least recently used first; an eviction goes down to
        // 16,000 - 4,000 - 4,864 = 7,136 bytes (one raster). Frame 1: 0, 1, 2 kept; 3 lets go of
        // 0 and 1; 4 kept; 5 lets go of 2 and 3 (4 evictions, 4 and 5 held). Frame 2: 0 kept;
        // 1 lets go of 4 and 5; 2 kept; 3 lets go of 0 and 1; 4 kept; 5 lets go of 2 and 3
        // (6 evictions). Every look is gone before it comes back.
        #expect(stats.misses == 12)
        #expect(stats.hits == 0)
        #expect(stats.evictions == 10)
        #expect(stats.count == 2)
        #expect(stats.bytes == 9_728)
        #expect(roomy.rasterCache?.statistics.misses == 6)
        #expect(roomy.rasterCache?.statistics.hits == 6)
        // Rasters larger than the capacity are drawn and composited but never kept.
        let none = try Renderer()
        none.rasterCache = RasterCache(capacity: 1_000)
        let c = try none.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                     canvas: Size(width: 260, height: 60), style: SolidCellStyle())
        #expect(none.rasterCache?.statistics.misses == 6)
        #expect(none.rasterCache?.statistics.count == 0)
        #expect(c.rgba(25, 30) == RGBA(0, 102, 204))
    }

    @Test("a style that does not ask for rasters (the default, as UIKit's layers) is drawn as vectors")
    func vectorsByDefault() throws {
        struct Plain: CellStyle, Hashable {
            func draw(_ element: StyledElement, on painter: any Painter) {
                painter.addRect(element.bounds)
                painter.setColor(.white)
                painter.fill(preserve: false)
            }
        }
        #expect(!Plain().shouldRasterize)
        #expect(!FlowCellStyle().shouldRasterize)
        #expect(SpringboardCellStyle().shouldRasterize)
        let renderer = try Renderer()
        renderer.rasterCache = RasterCache()
        _ = try renderer.renderImage(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                     canvas: Size(width: 260, height: 60), style: Plain())
        let stats = try #require(renderer.rasterCache?.statistics)
        #expect(stats.hits == 0 && stats.misses == 0)
    }

    @Test("SVG and PDF stay vectors")
    func vectorsStayVectors() throws {
        let renderer = try Renderer()
        renderer.rasterCache = RasterCache()
        let svg = try renderer.render(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                      canvas: Size(width: 260, height: 60), style: SolidCellStyle(), format: .svg)
        _ = try renderer.render(layout: RowLayout(), content: Self.row, items: Self.rowItems,
                                canvas: Size(width: 260, height: 60), style: SolidCellStyle(), format: .pdf)
        let stats = try #require(renderer.rasterCache?.statistics)
        #expect(stats.hits == 0 && stats.misses == 0 && stats.count == 0)
        #expect(!String(decoding: svg, as: UTF8.self).contains("<image"))
    }
}
