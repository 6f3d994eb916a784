import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBLayout
import SBRender
import SBScene
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws one scene off the server's request path. Its own thread polls the scene's files every
/// ``pollInterval`` and draws whenever one of them or the page's settings change; a drawing
/// that a newer edit overtakes is dropped and the newest edit drawn instead. Requests only
/// read the last ``snapshot``; the page hears of each new one through ``subscribe()``.
package final class PreviewWorker: Sendable {
    /// How often the files are looked at: 50 ms, well inside the half second a save may take
    /// to show.
    package static let pollInterval: Duration = .milliseconds(50)

    /// The scene.
    package let source: PreviewSource
    /// The server's memory budget, which every drawing holds its estimate against.
    package let memory: PreviewMemory
    private let state: Mutex<State>

    private struct State {
        var snapshot = PreviewSnapshot()
        var served: ServedFiles
        var optionsVersion = 0
        /// Whether the chosen animation is being drawn.
        var animating = false
        var stopped = false
        var nextSubscriber = 0
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
    }

    /// A worker for `source`, not yet started.
    /// - Parameters:
    ///   - source: the scene.
    ///   - memory: the budget the worker's drawings share with the server's other workers.
    ///   - firstVersion: the snapshot's first version; the server gives a number no earlier
    ///     server process gave (``uniqueFirstVersion()``), so that a page open across a restart
    ///     never takes a new picture for the one it shows.
    package init(source: PreviewSource, memory: PreviewMemory = PreviewMemory(), firstVersion: Int = 0) {
        self.source = source
        self.memory = memory
        state = Mutex(State(served: ServedFiles(folder: source.folder, files: source.scenePath.map { [$0] } ?? [])))
        state.withLock {
            $0.snapshot.version = firstVersion
            $0.snapshot.options = source.options
            $0.snapshot.command = source.commandLine(options: source.options)
        }
    }

    /// A first version later than any an earlier process gave: the microseconds since 1970,
    /// which a server's changes (at most a few hundred a second) never catch up with; below
    /// 2^53, so JavaScript reads it exactly.
    package static func uniqueFirstVersion() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000
    }

    /// The newest snapshot.
    package var snapshot: PreviewSnapshot { state.withLock { $0.snapshot } }

    /// The files the server may give out for this scene.
    package var servedFiles: ServedFiles { state.withLock { $0.served } }

    /// The snapshot as the page's JSON.
    package func stateJSON() -> String {
        let (snapshot, served) = state.withLock { ($0.snapshot, $0.served) }
        return snapshot.json(name: source.name) { path in
            guard let real = ServedFiles.resolved(path), served.files.contains(real) else { return nil }
            return String(real.dropFirst(served.folder.count + 1))
        }
    }

    /// Sets the page's settings; the worker draws with them next.
    package func setOptions(_ options: PreviewOptions) {
        state.withLock {
            guard $0.snapshot.options != options else { return }
            $0.snapshot.options = options
            $0.snapshot.command = source.commandLine(options: options)
            $0.optionsVersion += 1
        }
    }

    /// A stream of the snapshot's JSON: the current one at once, then each new one. Ends when
    /// the worker stops; the subscription ends when the stream is dropped.
    ///
    /// The chosen animation is drawn only while a page follows the scene: the first subscriber
    /// has it drawn, and when the last one goes its frames are let go.
    package func subscribe() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { s in
            let id = s.nextSubscriber
            s.nextSubscriber += 1
            s.subscribers[id] = continuation
            if let name = s.snapshot.options.animation, s.snapshot.animation?.name != name, !s.animating {
                // Nobody looked at it before: draw it now (a still being drawn is drawn again).
                s.optionsVersion += 1
            }
            return id
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { s in
                s.subscribers.removeValue(forKey: id)
                if s.subscribers.isEmpty {
                    s.snapshot.animation = nil
                    s.snapshot.animationProgress = (0, 0)
                }
            }
        }
        continuation.yield(stateJSON())
        return stream
    }

    /// Starts the worker's thread.
    package func start() {
        // A thread of its own: the loop lives as long as the worker, and on a Dispatch queue it
        // would hold one of the pool's threads (as many as the cores), so that a third scene's
        // worker on two cores (or a test's, beside others) waited for another to stop.
        if !WorkerThread.detached({ [self] in run() }) {
            DispatchQueue(label: "sbrender.preview.\(source.name)").async { [self] in run() }
        }
    }

    /// Stops the worker after its current drawing and ends every subscription.
    package func stop() {
        let subscribers = state.withLock { s in
            s.stopped = true
            defer { s.subscribers = [:] }
            return Array(s.subscribers.values)
        }
        subscribers.forEach { $0.finish() }
    }

    /// Changes the snapshot and tells every subscriber.
    private func publish(_ change: (inout PreviewSnapshot) -> Void) {
        let subscribers = state.withLock { s in
            change(&s.snapshot)
            s.snapshot.version += 1
            return Array(s.subscribers.values)
        }
        let json = stateJSON()
        subscribers.forEach { $0.yield(json) }
    }

    /// The worker's loop: look, draw when something changed, sleep.
    private func run() {
        var watcher = FileWatcher(paths: source.scenePath.map { [$0] } ?? [])
        var drawnOptions = -1
        var dirty = true
        let renderers = PreviewRenderers()
        while true {
            let (stopped, optionsVersion, options) = state.withLock { ($0.stopped, $0.optionsVersion, $0.snapshot.options) }
            if stopped { return }
            if watcher.poll() {
                dirty = true
                // A save in progress (an editor truncates, then writes): wait until the files
                // stay the same for one short look, at most 100 ms.
                for _ in 0..<5 {
                    sleep(for: .milliseconds(20))
                    if !watcher.poll() { break }
                }
            }
            if optionsVersion != drawnOptions { dirty = true }
            guard dirty else {
                sleep(for: PreviewWorker.pollInterval)
                continue
            }
            dirty = false
            drawnOptions = optionsVersion
            publish { $0.drawing = true }
            // Newer settings or a newer save: this drawing is dropped and the newest drawn.
            func superseded() -> Bool {
                if watcher.poll() { dirty = true }
                if state.withLock({ $0.optionsVersion }) != drawnOptions { dirty = true }
                return dirty
            }
            let result: Result<PreviewStill, PreviewFailure>
            do {
                result = .success(try PreviewStill.draw(source, options: options, memory: memory, abandoned: superseded, renderer: renderers.renderer))
            } catch let failure as PreviewFailure {
                result = .failure(failure)
            } catch {
                // Abandoned while waiting for memory: a newer edit wants drawing.
                continue
            }
            if superseded() { continue }
            switch result {
            case .success(let still):
                let files = (source.scenePath.map { [$0] } ?? []) + still.files
                watcher.watch(files)
                state.withLock { $0.served = ServedFiles(folder: source.folder, files: files) }
                let names = PreviewAnimation.names(for: still.scene, layouts: source.layouts)
                // The other appearance beside it, when the page compares a home screen.
                var variant: PreviewStill?
                if options.compare == true, still.plan.registration.offers(.deviceScreen) {
                    var other = options
                    other.appearance = PreviewOptions.other(than: still.scene.interfaceStyle)
                    variant = try? PreviewStill.draw(source, options: other, memory: memory, abandoned: superseded, renderer: renderers.renderer)
                    if superseded() { continue }
                }
                let watched = state.withLock { !$0.subscribers.isEmpty }
                publish { s in
                    s.still = still
                    s.variant = variant
                    s.stillVersion = s.version + 1
                    s.failure = nil
                    s.animation = nil
                    s.animationProgress = (0, 0)
                    s.animations = names
                    s.files = files
                    s.drawing = options.animation != nil && watched
                }
                if let name = options.animation, watched {
                    drawAnimation(name, scene: still.scene, renderers: renderers, superseded: superseded)
                }
            case .failure(let failure):
                // The last good picture stays; the files the broken scene names are watched (a
                // missing image that is created draws again), and those it used before stay
                // watched when it names none (a scene that does not parse).
                var files = watcher.paths
                if !failure.files.isEmpty {
                    files = (source.scenePath.map { [$0] } ?? []) + failure.files
                    watcher.watch(files)
                    state.withLock { $0.served = ServedFiles(folder: source.folder, files: files) }
                }
                publish { s in
                    s.failure = failure
                    s.files = files
                    s.drawing = false
                }
            }
        }
    }

    /// Draws the chosen animation, publishing its progress, unless a newer edit comes first.
    private func drawAnimation(_ name: String, scene: Scene, renderers: PreviewRenderers, superseded newer: () -> Bool) {
        // Frames nobody looks at are not drawn: the last page gone stops the drawing.
        func unwatched() -> Bool { state.withLock { $0.subscribers.isEmpty } }
        func superseded() -> Bool { newer() || unwatched() }
        state.withLock { $0.animating = true }
        defer { state.withLock { $0.animating = false } }
        let animation: PreviewAnimation
        do {
            let sequence = try PreviewAnimation.sequence(name, scene: scene, scenePath: source.scenePath, layouts: source.layouts)
            let total = sequence.frameCount
            publish { $0.animationProgress = (0, total) }
            var lastReport = ContinuousClock.now
            // `sbrender animate`'s estimate and words, for the jobs the preview draws with.
            let jobs = PreviewAnimation.jobs(frames: total)
            let plan = sequence.plan
            animation = try memory.withReservation(MemoryBudget.drawingBytes(plan, jobs: jobs),
                                                   what: "\(jobs) \(jobs == 1 ? "job" : "jobs") drawing \(plan.pixelWidth)x\(plan.pixelHeight)-pixel frames",
                                                   remedy: "lower --size or --scale, or give --jobs 1", abandoned: superseded) {
                try PreviewAnimation.draw(name, sequence: sequence, renderers: renderers.jobs(jobs, installedFonts: plan.usesInstalledFonts),
                                          progress: { done in
                    // At most five progress reports a second.
                    guard ContinuousClock.now - lastReport > .milliseconds(200) else { return }
                    lastReport = ContinuousClock.now
                    publish { $0.animationProgress = (done, total) }
                }, superseded: superseded)
            }
        } catch is PreviewAnimation.Superseded {
            if unwatched() { publish { $0.drawing = false } }
            return
        } catch is PreviewMemory.Abandoned {
            return
        } catch let failure as PreviewFailure {
            publish { s in
                s.failure = failure
                s.drawing = false
            }
            return
        } catch {
            publish { s in
                s.failure = PreviewFailure("\(source.scenePath.map { "scene \($0): " } ?? "")\(error)")
                s.drawing = false
            }
            return
        }
        if superseded() {
            if unwatched() { publish { $0.drawing = false } }
            return
        }
        publish { s in
            s.animation = animation
            s.animationProgress = (animation.frames.count, animation.frames.count)
            s.drawing = false
        }
    }

    private func sleep(for duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
