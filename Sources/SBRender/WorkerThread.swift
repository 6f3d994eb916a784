#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A thread of its own with an 8 MiB stack (a frame's drawing goes deep), joined by `join()`.
package final class WorkerThread {
    private var thread = pthread_t()
    private let started: Bool
    private let inline: (@Sendable () -> Void)?

    /// Starts `body` on a new thread; where no thread can be made, `join()` runs it instead.
    init(_ body: @escaping @Sendable () -> Void) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 8 << 20)
        defer { pthread_attr_destroy(&attributes) }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        if pthread_create(&thread, &attributes, { context in
            if let context { Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body() }
            return nil
        }, box) == 0 {
            started = true
            inline = nil
        } else {
            Unmanaged<Box>.fromOpaque(box).release()
            started = false
            inline = body
        }
    }

    /// Runs `body` on a thread of its own that nobody joins (its resources go when it ends): a
    /// loop that lives as long as its owner, such as the preview's worker, which must not hold one
    /// of Dispatch's pool threads (as many as the cores) for its whole life.
    /// - Returns: false when no thread could be made (the body was not run).
    @discardableResult
    package static func detached(_ body: @escaping @Sendable () -> Void) -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        defer { pthread_attr_destroy(&attributes) }
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        guard pthread_create(&thread, &attributes, { context in
            if let context { Unmanaged<Box>.fromOpaque(context).takeRetainedValue().body() }
            return nil
        }, box) == 0 else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        return true
    }

    /// Waits for the thread to end (or runs the body here when no thread was made).
    func join() {
        if started { pthread_join(thread, nil) } else { inline?() }
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
