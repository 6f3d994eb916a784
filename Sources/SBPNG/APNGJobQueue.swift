import Dispatch
import Synchronization

/// Encodes APNG frames on the global dispatch queue while the writer goes on comparing frames;
/// the writer collects the results by frame number, in order, so the file does not depend on
/// which job finishes first.
final class APNGJobQueue: Sendable {
    /// One job: signalled once its result is stored.
    private struct Job: Sendable {
        let done = DispatchSemaphore(value: 0)
        var result: Result<APNGEncodedFrame, any Error>?
    }

    private let jobs = Mutex<[Int: Job]>([:])

    /// Starts encoding frame `id`.
    func submit(_ id: Int, _ work: @escaping @Sendable () throws -> APNGEncodedFrame) {
        let done = jobs.withLock { jobs in
            let job = Job()
            jobs[id] = job
            return job.done
        }
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { try work() }
            self.jobs.withLock { $0[id]?.result = result }
            done.signal()
        }
    }

    /// True when frame `id` is encoded (or failed).
    func isReady(_ id: Int) -> Bool {
        jobs.withLock { $0[id]?.result != nil }
    }

    /// Frame `id`'s encoding, waiting for it; throws the job's error.
    func take(_ id: Int) throws -> APNGEncodedFrame {
        guard let done = jobs.withLock({ $0[id]?.done }) else {
            throw APNGError.internal("frame \(id) was never handed to the encoders")
        }
        done.wait()
        guard let result = jobs.withLock({ $0.removeValue(forKey: id)?.result }) else {
            throw APNGError.internal("frame \(id)'s encoding went missing")
        }
        return try result.get()
    }
}
