import Dispatch
import Foundation
import SBPNG
import SBRender
import SBScene

/// Renders the frames of a sequence on several threads, hands them over in order, and keeps only
/// a window of frames in memory. The output does not depend on the number of jobs: each frame is
/// drawn from the timeline alone, by a renderer of its own thread.
public struct Sequencer: Sendable {
    /// How many frames are drawn at once, each on its own thread with its own renderer (at least 1).
    public var jobs: Int

    /// A sequencer drawing `jobs` frames at once (values below 1 count as 1).
    public init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    final class Slots<T>: @unchecked Sendable {
        private var values: [T?]
        private var failure: (any Error)?
        private let lock = NSLock()

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ i: Int, _ v: T) { lock.lock(); values[i] = v; lock.unlock() }
        func fail(_ e: any Error) { lock.lock(); if failure == nil { failure = e }; lock.unlock() }
        func take() throws -> [T] {
            if let failure { throw failure }
            return values.compactMap { $0 }
        }
    }

    /// Draws frames `range` of `sequence`, transforms each with `work` on the drawing thread
    /// (PNG-encode it, say), and gives the results to `consume` in frame order.
    public func run<T>(_ sequence: FrameSequence, range: ClosedRange<Int>,
                       work: @escaping @Sendable (Int, RGBAImage) throws -> T,
                       consume: (Int, T) throws -> Void) throws {
        let renderers = try (0..<jobs).map { _ in try Renderer(installedFonts: sequence.plan.usesInstalledFonts) }
        let images = try renderers.map { try $0.loadImages(for: sequence.plan) }
        let window = jobs * 2
        var start = range.lowerBound
        while start <= range.upperBound {
            let end = min(range.upperBound, start + window - 1)
            let count = end - start + 1
            let slots = Slots<T>(count: count)
            let first = start
            let workers = min(jobs, count)
            let box = UncheckedBox((renderers, images))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let (renderers, images) = box.value
                for k in stride(from: worker, to: count, by: workers) {
                    let index = first + k
                    do {
                        let image = try renderers[worker].renderImage(sequence.frame(index), images: images[worker])
                        slots.set(k, try work(index, image))
                    } catch {
                        slots.fail(error)
                    }
                }
            }
            for (k, value) in try slots.take().enumerated() {
                try consume(first + k, value)
            }
            start = end + 1
        }
    }
}

/// Hands non-Sendable values to worker threads that each use their own part of them.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
