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
/// loading the system faces) then overlaps whatever the caller does first, such as parsing a
/// command line and reading a scene file. `sbrender` prepares one before it parses its
/// arguments when they ask for a picture.
///
/// The set-up is made by the worker and handed over whole: the worker writes it once, before it
/// signals, and ``renderer()`` reads it only after waiting for that signal, so the set-up (not
/// thread-safe) is never used by two threads at once.
public final class RendererPreparation: @unchecked Sendable {
    /// Whether the fonts are the machine's (``Renderer/init(installedFonts:)``).
    public let installedFonts: Bool
    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the worker before `finished` is signalled; read after waiting for it.
    private var outcome: Result<FontSetup, RenderError>?
    private let taken = Mutex(false)

    /// Starts setting up the fonts on another thread.
    /// - Parameter installedFonts: use the machine's fonts instead of sbrender's pinned fonts.
    public init(installedFonts: Bool = false) {
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
            fonts.preloadSystemFaces()
            outcome = .success(fonts)
        } catch {
            outcome = .failure(RenderError("\(error)"))
        }
        finished.signal()
    }

    /// Waits for the worker to finish. Call it before the process exits early (on an error), so
    /// that the worker is not stopped half-way through writing the font scan cache.
    public func waitUntilFinished() {
        finished.wait()
        finished.signal()
    }

    /// The renderer with the prepared fonts, once they are ready (the first call); any later call
    /// sets up fonts of its own, as ``Renderer/init(installedFonts:)`` does.
    /// - Throws: ``RenderError`` when the fonts cannot be set up (pinned font files missing).
    public func renderer() throws -> Renderer {
        waitUntilFinished()
        let first = taken.withLock { taken in
            defer { taken = true }
            return !taken
        }
        guard first, let outcome else { return try Renderer(installedFonts: installedFonts) }
        return Renderer(fonts: try outcome.get())
    }
}
