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

/// Draws one scene off the server's request path, with the settings of each page that follows
/// it. Every tab asks for its own settings (scale, page, time, animation, device, appearance:
/// ``PreviewOptions``, from its address), and the worker keeps one drawn variant of the scene
/// per set of settings asked for, at most ``maximumVariants`` at once, so that a change in one tab
/// never changes another's picture. Its own thread polls the scene's files every
/// ``pollInterval`` and draws every variant again whenever one of them changes; a drawing that a
/// newer edit overtakes is dropped and the newest edit drawn instead. Requests only read the
/// last snapshot of their variant; a page hears of each new one through
/// ``subscribe(options:)``.
package final class PreviewWorker: Sendable {
    /// How often the files are looked at: 50 ms, well inside the half second a save may take
    /// to show.
    package static let pollInterval: Duration = .milliseconds(50)
    /// The most variants of one scene drawn and kept at once: 4 (the command line's settings
    /// and three others). A variant nobody follows is let go for a new one; when all are
    /// followed, a page asking for a fifth is told to close a tab.
    package static let maximumVariants = 4

    /// The scene.
    package let source: PreviewSource
    /// The server's memory budget, which every drawing holds its estimate against.
    package let memory: PreviewMemory
    private let state: Mutex<State>

    /// One set of settings and what was drawn with them.
    private struct Variant {
        var snapshot = PreviewSnapshot()
        var subscribers: [Int: AsyncStream<String>.Continuation] = [:]
        /// Whether it waits to be drawn (again).
        var dirty = true
        /// When a page last asked for it (a count of subscriptions).
        var lastUsed = 0
        /// Whether its animation is being drawn.
        var animating = false
    }

    private struct State {
        var variants: [PreviewOptions: Variant] = [:]
        var served: ServedFiles
        var stopped = false
        var nextSubscriber = 0
        /// When a file last changed.
        var changed = ContinuousClock.now
        /// Pages refused (every variant followed): told so, and ended when the worker stops.
        var refused: [Int: AsyncStream<String>.Continuation] = [:]
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
        var first = Variant()
        first.snapshot.version = firstVersion
        first.snapshot.options = source.options
        first.snapshot.command = source.commandLine(options: source.options)
        state = Mutex(State(variants: [source.options: first], served: ServedFiles(folder: source.folder, files: source.scenePath.map { [$0] } ?? [])))
    }

    /// A first version later than any an earlier process gave: the microseconds since 1970,
    /// which a server's changes (at most a few hundred a second) never catch up with; below
    /// 2^53, so JavaScript reads it exactly.
    package static func uniqueFirstVersion() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000
    }

    /// The newest snapshot with the command line's settings (``PreviewSource/options``).
    package var snapshot: PreviewSnapshot { snapshot(for: source.options) ?? PreviewSnapshot() }

    /// The newest snapshot drawn with `options`, or nil when no page asked for them (or they
    /// were let go for others).
    package func snapshot(for options: PreviewOptions) -> PreviewSnapshot? {
        state.withLock { $0.variants[options]?.snapshot }
    }

    /// The settings of the variants kept now.
    package var variantOptions: Set<PreviewOptions> { state.withLock { Set($0.variants.keys) } }

    /// The files the server may give out for this scene.
    package var servedFiles: ServedFiles { state.withLock { $0.served } }

    /// The snapshot drawn with `options` as the page's JSON, or nil when there is none.
    package func stateJSON(options: PreviewOptions? = nil) -> String? {
        let (snapshot, served) = state.withLock { ($0.variants[options ?? source.options]?.snapshot, $0.served) }
        return snapshot.map { json($0, served: served) }
    }

    private func json(_ snapshot: PreviewSnapshot, served: ServedFiles) -> String {
        snapshot.json(name: source.name) { path in
            guard let real = ServedFiles.resolved(path), served.files.contains(real) else { return nil }
            return String(real.dropFirst(served.folder.count + 1))
        }
    }

    /// A stream of the JSON of the snapshot drawn with `options` (the command line's settings
    /// by default): the current one at once, then each new one. Ends when the worker stops; the
    /// subscription ends when the stream is dropped.
    ///
    /// Settings no page asked for before are a new variant, drawn next (before any variant no
    /// page follows); one nobody follows is let go to make room (``maximumVariants``). The
    /// chosen animation is drawn only while a page follows its variant: the first subscriber
    /// has it drawn, and when the last one goes its frames are let go.
    package func subscribe(options asked: PreviewOptions? = nil) -> AsyncStream<String> {
        let options = asked ?? source.options
        let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let (id, admitted): (Int, String?) = state.withLock { s in
            let id = s.nextSubscriber
            s.nextSubscriber += 1
            if s.variants[options] == nil {
                if s.variants.count >= Self.maximumVariants {
                    // Room for one more: the variant followed least recently that nobody follows.
                    let idle = s.variants.filter { $0.key != source.options && $0.value.subscribers.isEmpty }
                    guard let oldest = idle.min(by: { $0.value.lastUsed < $1.value.lastUsed }) else {
                        s.refused[id] = continuation
                        return (id, nil)
                    }
                    s.variants[oldest.key] = nil
                }
                var fresh = Variant()
                fresh.snapshot.version = Self.uniqueFirstVersion()
                fresh.snapshot.options = options
                fresh.snapshot.command = source.commandLine(options: options)
                fresh.snapshot.drawing = true
                s.variants[options] = fresh
            }
            s.variants[options]?.subscribers[id] = continuation
            s.variants[options]?.lastUsed = id
            if let variant = s.variants[options], let name = options.animation, variant.snapshot.animation?.name != name, !variant.animating, !variant.dirty {
                // Nobody looked at it before: draw it now (a still being drawn is drawn again).
                s.variants[options]?.dirty = true
            }
            return (id, json(s.variants[options]?.snapshot ?? PreviewSnapshot(), served: s.served))
        }
        guard let admitted else {
            var refusal = PreviewSnapshot()
            refusal.options = options
            refusal.command = source.commandLine(options: options)
            refusal.failure = PreviewFailure("this scene is open with \(Self.maximumVariants) different settings already, the most the preview draws at once; close a tab that shows it (or give this one the settings of another) and reload")
            continuation.onTermination = { [weak self] _ in self?.state.withLock { _ = $0.refused.removeValue(forKey: id) } }
            continuation.yield(json(refusal, served: servedFiles))
            return stream
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { s in
                s.variants[options]?.subscribers.removeValue(forKey: id)
                if s.variants[options]?.subscribers.isEmpty == true {
                    s.variants[options]?.snapshot.animation = nil
                    s.variants[options]?.snapshot.animationProgress = (0, 0)
                }
            }
        }
        continuation.yield(admitted)
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
            var all = Array(s.refused.values)
            for key in s.variants.keys {
                all += s.variants[key]?.subscribers.values.map { $0 } ?? []
                s.variants[key]?.subscribers = [:]
            }
            s.refused = [:]
            return all
        }
        subscribers.forEach { $0.finish() }
    }

    /// Changes the snapshot of the variant drawn with `options` (if it is still kept) and tells
    /// its subscribers.
    private func publish(_ options: PreviewOptions, _ change: (inout PreviewSnapshot) -> Void) {
        let told: ([AsyncStream<String>.Continuation], String)? = state.withLock { s in
            guard var variant = s.variants[options] else { return nil }
            change(&variant.snapshot)
            variant.snapshot.version += 1
            s.variants[options] = variant
            return (Array(variant.subscribers.values), json(variant.snapshot, served: s.served))
        }
        if let (subscribers, json) = told { subscribers.forEach { $0.yield(json) } }
    }

    /// Marks every variant for drawing again after a change of the files; those nobody follows
    /// (but the command line's) are let go instead, never to be shown stale.
    private func filesChanged() {
        state.withLock { s in
            s.changed = ContinuousClock.now
            for (key, variant) in s.variants {
                if variant.subscribers.isEmpty && key != source.options {
                    s.variants[key] = nil
                } else {
                    s.variants[key]?.dirty = true
                }
            }
        }
    }

    /// The next variant to draw: a followed one, the one asked for last first, then the rest;
    /// while a page follows some variant, one nobody follows waits until `quiet` (a second after
    /// the last save), so that drawing it never holds up the next save's picture on the page.
    private func nextDirty() -> PreviewOptions? {
        state.withLock { s in
            let quiet = ContinuousClock.now - s.changed > .seconds(1)
            let followed = s.variants.values.contains { !$0.subscribers.isEmpty }
            let dirty = s.variants.filter { $0.value.dirty && (quiet || !followed || !$0.value.subscribers.isEmpty) }
            guard let next = dirty.max(by: { a, b in
                (a.value.subscribers.isEmpty ? 0 : 1, a.value.lastUsed) < (b.value.subscribers.isEmpty ? 0 : 1, b.value.lastUsed)
            }) else { return nil }
            s.variants[next.key]?.dirty = false
            return next.key
        }
    }

    /// The files every variant uses, with the scene file first.
    private func allFiles(adding files: [String]) -> [String] {
        var all = (source.scenePath.map { [$0] } ?? []) + files
        state.withLock { s in
            for variant in s.variants.values { all += variant.snapshot.files }
        }
        var seen = Set<String>()
        return all.filter { seen.insert($0).inserted }
    }

    /// The worker's loop: look, draw the variants whose files or settings changed, sleep.
    private func run() {
        var watcher = FileWatcher(paths: source.scenePath.map { [$0] } ?? [])
        let renderers = PreviewRenderers()
        while true {
            if state.withLock({ $0.stopped }) { return }
            if watcher.poll() {
                // A save in progress (an editor truncates, then writes): wait until the files
                // stay the same for one short look, at most 100 ms.
                for _ in 0..<5 {
                    sleep(for: .milliseconds(20))
                    if !watcher.poll() { break }
                }
                filesChanged()
            }
            guard let options = nextDirty() else {
                sleep(for: PreviewWorker.pollInterval)
                continue
            }
            draw(options, watcher: &watcher, renderers: renderers)
        }
    }

    /// Draws the variant of `options`: its still, the other appearance beside it when asked,
    /// and its animation while a page follows it.
    private func draw(_ options: PreviewOptions, watcher: inout FileWatcher, renderers: PreviewRenderers) {
        let followed = state.withLock { !($0.variants[options]?.subscribers.isEmpty ?? true) }
        publish(options) { $0.drawing = true }
        // A newer save, the variant let go or asked for again, or (for a variant nobody
        // follows) one a page follows waiting: this drawing is dropped and drawn again later.
        var changed = false
        func superseded() -> Bool {
            if watcher.poll() {
                changed = true
                filesChanged()
            }
            if changed { return true }
            return state.withLock { s in
                guard let variant = s.variants[options] else { return true }
                if variant.dirty { return true }
                if !followed, s.variants.values.contains(where: { $0.dirty && !$0.subscribers.isEmpty }) {
                    s.variants[options]?.dirty = true
                    return true
                }
                return false
            }
        }
        let result: Result<PreviewStill, PreviewFailure>
        do {
            result = .success(try PreviewStill.draw(source, options: options, memory: memory, abandoned: superseded, renderer: renderers.renderer, images: renderers.images))
        } catch let failure as PreviewFailure {
            result = .failure(failure)
        } catch {
            // Abandoned while waiting for memory: a newer edit wants drawing.
            return
        }
        if superseded() { return }
        switch result {
        case .success(let still):
            let names = PreviewAnimation.names(for: still.scene, layouts: source.layouts)
            // The other appearance beside it, when the page compares a home screen.
            var variant: PreviewStill?
            if options.compare == true, still.plan.registration.offers(.deviceScreen) {
                var other = options
                other.appearance = PreviewOptions.other(than: still.scene.interfaceStyle)
                variant = try? PreviewStill.draw(source, options: other, memory: memory, abandoned: superseded, renderer: renderers.renderer, images: renderers.images)
                if superseded() { return }
            }
            let watched = state.withLock { !($0.variants[options]?.subscribers.isEmpty ?? true) }
            let files = allFiles(adding: still.files)
            watcher.watch(files)
            state.withLock { $0.served = ServedFiles(folder: source.folder, files: files) }
            publish(options) { s in
                s.still = still
                s.variant = variant
                s.stillVersion = s.version + 1
                s.failure = nil
                s.animation = nil
                s.animationProgress = (0, 0)
                s.animations = names
                s.files = (source.scenePath.map { [$0] } ?? []) + still.files
                s.drawing = options.animation != nil && watched
            }
            if let name = options.animation, watched {
                drawAnimation(name, options: options, scene: still.scene, renderers: renderers, superseded: superseded)
            }
        case .failure(let failure):
            // The last good picture stays; the files the broken scene names are watched (a
            // missing image that is created draws again), and those it used before stay
            // watched when it names none (a scene that does not parse).
            var files = watcher.paths
            if !failure.files.isEmpty {
                files = allFiles(adding: failure.files)
                watcher.watch(files)
                state.withLock { $0.served = ServedFiles(folder: source.folder, files: files) }
            }
            publish(options) { s in
                s.failure = failure
                s.files = files
                s.drawing = false
            }
        }
    }

    /// Draws the chosen animation, publishing its progress, unless a newer edit comes first.
    private func drawAnimation(_ name: String, options: PreviewOptions, scene: Scene, renderers: PreviewRenderers, superseded newer: () -> Bool) {
        // Frames nobody looks at are not drawn: the last page gone stops the drawing.
        func unwatched() -> Bool { state.withLock { $0.variants[options]?.subscribers.isEmpty ?? true } }
        func superseded() -> Bool { newer() || unwatched() }
        state.withLock { $0.variants[options]?.animating = true }
        defer { state.withLock { $0.variants[options]?.animating = false } }
        let animation: PreviewAnimation
        do {
            let sequence = try PreviewAnimation.sequence(name, scene: scene, scenePath: source.scenePath, layouts: source.layouts)
            let total = sequence.frameCount
            publish(options) { $0.animationProgress = (0, total) }
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
                    publish(options) { $0.animationProgress = (done, total) }
                }, superseded: superseded)
            }
        } catch is PreviewAnimation.Superseded {
            if unwatched() { publish(options) { $0.drawing = false } }
            return
        } catch is PreviewMemory.Abandoned {
            return
        } catch let failure as PreviewFailure {
            publish(options) { s in
                s.failure = failure
                s.drawing = false
            }
            return
        } catch {
            publish(options) { s in
                s.failure = PreviewFailure("\(source.scenePath.map { "scene \($0): " } ?? "")\(error)")
                s.drawing = false
            }
            return
        }
        if superseded() {
            if unwatched() { publish(options) { $0.drawing = false } }
            return
        }
        publish(options) { s in
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
