#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBPNG
import SBScene

/// Renders the frames of a ``FrameSource`` on several threads, hands them over in order, and keeps only
/// a window of frames in memory (see `OrderedPipeline`). The output does not depend on the number
/// of jobs: each frame is drawn from the timeline alone, by a renderer of its own thread.
package struct Sequencer: Sendable {
    /// How many frames are drawn at once, each on its own thread with its own renderer (at least 1).
    package var jobs: Int
    /// Renderers to draw with, kept from run to run by a caller that draws many sequences (the
    /// preview, which would otherwise set up fonts, and hold the memory that takes, for every
    /// animation): a run draws with the first `jobs` of them and makes any others it needs. Each
    /// must use the fonts the plans ask for (``/SBScene/RenderPlan/usesInstalledFonts``); a run
    /// leaves them as it found them (no background cache, raster cache or frame memo).
    package var renderers: [Renderer] = []

    /// A sequencer drawing `jobs` frames at once (values below 1 count as 1).
    package init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    /// Draws frames `range` of `source`, transforms each with `work` on the drawing thread
    /// (PNG-encode it, say), and gives the results to `consume` in frame order, on the calling
    /// thread. Drawing runs ahead of `consume` by at most two frames per job.
    package func run<T>(_ source: some FrameSource, range: ClosedRange<Int>,
                       work: @escaping @Sendable (Int, RGBAImage) throws -> T,
                       consume: (Int, T) throws -> Void) throws {
        try run(source, range: range, produce: { renderer, index, frame, images in
            try work(index, try renderer.renderImage(frame, images: images))
        }, consume: consume)
    }

    /// Draws frames `range` of `source` and gives each one's PNG file (`PNGOutput.frameOptions`,
    /// encoded straight from its drawing surface, no RGBA copy) to `consume` in frame order, on
    /// the calling thread.
    package func runPNGFrames(_ source: some FrameSource, range: ClosedRange<Int>,
                             consume: (Int, [UInt8]) throws -> Void) throws {
        try run(source, range: range, produce: { renderer, _, frame, images in
            try renderer.renderPNGFrame(frame, images: images)
        }, consume: consume)
    }

    /// Draws frame `index` (`frame`) with `renderer`, the job's own, and turns it into a `T`.
    private typealias Producer<T> = @Sendable (Renderer, Int, Frame, [String: LoadedImage]) throws -> T

    private func run<T>(_ source: some FrameSource, range: ClosedRange<Int>, produce: @escaping Producer<T>,
                        consume: (Int, T) throws -> Void) throws {
        let workers = min(jobs, range.count)
        let kept = self.renderers
        let renderers = try (0..<workers).map { i in try i < kept.count ? kept[i] : Renderer(installedFonts: source.plan.usesInstalledFonts) }
        defer {
            for renderer in renderers {
                renderer.cachesBackground = false
                renderer.rasterCache = nil
                renderer.frameFiles = nil
            }
        }
        // All jobs share one raster cache: a raster depends only on its key, so frames are the
        // same whichever job drew a raster and whatever the cache held.
        let rasters = RasterCache()
        // And one memo of encoded frames: a picture drawn again is encoded once, same bytes.
        let files = PNGFileMemo()
        for renderer in renderers {
            renderer.cachesBackground = true
            renderer.rasterCache = rasters
            renderer.frameFiles = files
        }
        // Images are decoded once and shared, read-only, by every job.
        let images = try renderers.first?.loadImages(for: source.plan) ?? [:]
        let box = UncheckedBox((renderers, images))
        let first = range.lowerBound
        try OrderedPipeline.run(count: range.count, workers: workers, window: 2 * workers, produce: { worker, k in
            let (renderers, images) = box.value
            let index = first + k
            return try produce(renderers[worker], index, source.frame(index), images)
        }, consume: { k, value in
            try consume(first + k, value)
        })
    }
}

/// Hands non-Sendable values to worker threads that each use their own part of them.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
