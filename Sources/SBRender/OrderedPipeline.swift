
/// Produces items 0..<count on worker threads and hands them to a consumer on the calling
/// thread in order, with at most `window` items produced ahead of the consumer (so memory stays
/// bounded whatever the count). Workers never wait for one another: a worker that finishes an
/// item takes the next free index, so a slow item holds back only the consumer.
///
/// The results do not depend on the number of workers as long as `produce` depends only on the
/// index (each worker has its own state, selected by its worker number).
package enum OrderedPipeline {
    /// Runs `produce(worker, index)` for every index on `workers` threads and
    /// `consume(index, value)` on the calling thread in index order. The first error (from either
    /// side) stops the work: items not yet started are not produced, and the error is rethrown
    /// once every worker has stopped.
    package static func run<T>(count: Int, workers: Int, window: Int,
                              produce: @escaping @Sendable (Int, Int) throws -> T,
                              consume: (Int, T) throws -> Void) throws {
        guard count > 0 else { return }
        let workers = max(1, min(workers, count))
        let state = PipelineState<T>(count: count, window: max(workers, window))
        let threads = (0..<workers).map { worker in
            WorkerThread { state.work(worker: worker, produce: produce) }
        }
        var failure: (any Error)?
        do {
            for index in 0..<count {
                let value = try state.take(index)
                try consume(index, value)
            }
        } catch {
            failure = error
            state.stop(error)
        }
        for thread in threads { thread.join() }
        if let failure { throw failure }
    }
}

/// The shared state of one `OrderedPipeline.run`: which index is next, the finished items not yet
/// consumed, and the first failure.
private final class PipelineState<T>: @unchecked Sendable {
    private let condition = Condition()
    private let count: Int
    private let window: Int
    private var nextIndex = 0
    private var consumed = 0
    private var ready: [Int: T] = [:]
    private var failure: (any Error)?

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// A worker's loop: claim the next index inside the window, produce it, store it.
    func work(worker: Int, produce: (Int, Int) throws -> T) {
        while true {
            condition.lock()
            while failure == nil && nextIndex < count && nextIndex >= consumed + window {
                condition.wait()
            }
            if failure != nil || nextIndex >= count {
                condition.unlock()
                return
            }
            let index = nextIndex
            nextIndex += 1
            condition.unlock()
            do {
                let value = try produce(worker, index)
                condition.lock()
                ready[index] = value
                condition.broadcast()
                condition.unlock()
            } catch {
                stop(error)
                return
            }
        }
    }

    /// The item `index`, once produced (the consumer's side); throws the first failure.
    func take(_ index: Int) throws -> T {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let failure { throw failure }
            if let value = ready.removeValue(forKey: index) {
                consumed = index + 1
                condition.broadcast()
                return value
            }
            condition.wait()
        }
    }

    /// Records the first failure and wakes everyone.
    func stop(_ error: any Error) {
        condition.lock()
        if failure == nil { failure = error }
        condition.broadcast()
        condition.unlock()
    }
}
