import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import SBCairo

/// A renderer whose fonts are set up on a thread of their own, started at once and taken when
/// the caller is ready to draw: a one-shot picture's font set-up (reading the pinned fonts,
/// then loading the picture's own fonts and laying out its texts once the caller has said which,
/// ``warm(_:)``) overlaps whatever the caller does first, such as parsing a command line and
/// reading a scene file. `sbrender` prepares one before it parses its arguments when they ask
/// for a picture.
///
/// The set-up is made by the worker and handed over whole: the worker writes it once, before it
/// signals, and ``renderer()`` reads it only after waiting for that signal, so the set-up (not
/// thread-safe) is never used by two threads at once.
package final class RendererPreparation: @unchecked Sendable {
    /// Whether the fonts are the machine's (``Renderer/init(installedFonts:)``).
    package let installedFonts: Bool
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the worker before `finished` is signalled; read after waiting for it.
    private var outcome: Result<FontSetup, RenderError>?
    /// The survey's texts laid out, handed over with the set-up (written and read as `outcome`).
    private var preparedLayouts: [PreparedLayoutKey: TextLayout] = [:]
    private let taken = Mutex(false)
    /// The fonts the caller's picture will use, handed to the worker while it works.
    private let survey = Mutex(SurveySlot.open)
    /// Signalled when the survey slot leaves `.open` (a survey posted, or none to come).
    private let surveyDecided = DispatchSemaphore(value: 0)
    /// Set when the caller no longer needs glyphs rendered ahead (its drawing is done).
    private let glyphsCancelled = Atomic(false)
    /// Signalled when the worker has stopped rendering glyphs ahead.
    private let glyphsFinished = DispatchSemaphore(value: 0)

    private enum SurveySlot {
        /// Nothing handed over yet; the worker still takes a survey.
        case open
        /// A survey the worker has not taken yet.
        case posted(FontSurvey)
        /// The worker took one, or none will come: later surveys are not needed.
        case closed
    }

    /// Starts setting up the fonts on another thread.
    /// - Parameter installedFonts: use the machine's fonts instead of sbrender's pinned fonts.
    package init(installedFonts: Bool = false) {
        self.installedFonts = installedFonts
        // A thread of its own rather than Dispatch's pool: it starts at once, without first
        // setting up the pool. If no thread can be made, the set-up is made here and now.
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        if pthread_create(&thread, nil, { context in
            if let context { Unmanaged<RendererPreparation>.fromOpaque(context).takeRetainedValue().work() }
            return nil
        }, context) == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<RendererPreparation>.fromOpaque(context).release()
            work()
        }
    }

    private func work() {
        do {
            let fonts = try FontSetup(installedFonts ? .system : .pinned)
            // The picture's own texts, waiting for the caller to say which (or that none will
            // come: ``renderer()``, ``finishWork()``). Loading likely faces meanwhile (the system
            // font's regular and bold at 12 pt) cost more than the wait: a one shot's survey comes
            // about a millisecond after the set-up, and faces at other sizes are other Pango
            // patterns, matched and measured again. The texts' cairo fonts and glyphs are
            // rendered below, after the hand-over, while the caller draws (cairo's fonts are
            // thread-safe; the set-up is not touched again).
            if survey.withLock({ slot in if case .open = slot { true } else { false } }) { surveyDecided.wait() }
            let taken = takeSurvey()
            let plan = taken.map { CairoPainter.prepareTexts($0, fonts: fonts) }
            preparedLayouts = plan?.layouts ?? [:]
            outcome = .success(fonts)
            finished.signal()
            for (matrix, runs) in plan?.glyphs ?? [] where !glyphsCancelled.load(ordering: .relaxed) {
                GlyphRuns.prerender(runs, deviceMatrix: matrix)
            }
        } catch {
            outcome = .failure(RenderError("\(error)"))
            finished.signal()
        }
        glyphsFinished.signal()
    }

    /// Stops rendering glyphs ahead (what is left is rendered when drawn) and waits for the
    /// worker to end. Call it once the picture is drawn, and before the process exits.
    package func finishWork() {
        waitUntilFinished()
        glyphsCancelled.store(true, ordering: .relaxed)
        glyphsFinished.wait()
        glyphsFinished.signal()
    }

    /// Hands the worker the texts and fonts the picture will draw, so that it loads those fonts
    /// (``FontSurvey``) before it finishes, while the caller does something else. Too late (the
    /// worker has finished or taken a survey already) it does nothing; the fonts are then loaded
    /// when first drawn. The pixels are the same either way.
    package func warm(_ survey: FontSurvey) {
        let posted = self.survey.withLock { slot in
            guard case .open = slot else { return false }
            slot = .posted(survey)
            return true
        }
        if posted { surveyDecided.signal() }
    }

    /// The posted survey, if any; no survey is taken from now on.
    private func takeSurvey() -> FontSurvey? {
        survey.withLock { slot in
            defer { slot = .closed }
            if case .posted(let posted) = slot { return posted }
            return nil
        }
    }

    /// No survey will come: the worker stops waiting for one.
    private func closeSurvey() {
        let closed = survey.withLock { slot in
            guard case .open = slot else { return false }
            slot = .closed
            return true
        }
        if closed { surveyDecided.signal() }
    }

    /// Waits for the worker to finish (telling it that no survey will come). Call it before the
    /// process exits early (on an error), so that the worker is not stopped half-way through
    /// writing the font scan cache.
    package func waitUntilFinished() {
        closeSurvey()
        finished.wait()
        finished.signal()
    }

    /// The renderer with the prepared fonts, once they are ready (the first call); any later call
    /// sets up fonts of its own, as ``Renderer/init(installedFonts:)`` does.
    /// - Throws: ``RenderError`` when the fonts cannot be set up (pinned font files missing).
    package func renderer() throws -> Renderer {
        waitUntilFinished()
        let first = taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
        guard first, let outcome else { return try Renderer(installedFonts: installedFonts) }
        let renderer = Renderer(fonts: try outcome.get())
        // Handed over: from now on only the renderer's thread holds the layouts.
        renderer.preparedLayouts = preparedLayouts
        preparedLayouts = [:]
        renderer.afterDrawing = { [self] in glyphsCancelled.store(true, ordering: .relaxed) }
        return renderer
    }
}
