import Dispatch

/// Encodes APNG frames on the global dispatch queue while the writer goes on comparing frames;
/// the writer collects the results by frame number, in order, so the file does not depend on
/// which job finishes first.
final class APNGJobQueue: @unchecked Sendable {
    private let condition = Condition()
    private var results: [Int: Result<APNGEncodedFrame, any Error>] = [:]

    /// Starts encoding frame `id`.
    func submit(_ id: Int, _ work: @escaping @Sendable () throws -> APNGEncodedFrame) {
        DispatchQueue.global(qos: .userInitiated).async {
            let result = Result { try work() }
            self.condition.lock()
            self.results[id] = result
            self.condition.broadcast()
            self.condition.unlock()
        }
    }

    /// True when frame `id` is encoded (or failed).
    func isReady(_ id: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return results[id] != nil
    }

    /// Frame `id`'s encoding, waiting for it; throws the job's error.
    func take(_ id: Int) throws -> APNGEncodedFrame {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result = results.removeValue(forKey: id) { return try result.get() }
            condition.wait()
        }
    }
}
