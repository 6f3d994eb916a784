/// What a ``SnapshotComparison`` decided, and its numbers.
package struct SnapshotVerdict: Sendable, Equatable {
    /// Why the picture fails, in swift-snapshot-testing's words (`Actual image precision 0.96875
    /// is less than required 0.97`); nil when it passes.
    package var failure: String?
    /// The image diff: the pixels that fail the comparison's per-pixel test (every changed pixel
    /// when there is none), the bytes that differ, the diff picture.
    package var result: ImageDiffResult

    /// A verdict.
    package init(failure: String?, result: ImageDiffResult) {
        self.failure = failure
        self.result = result
    }

    /// Whether the picture passes.
    package var passes: Bool { failure == nil }

    /// One line for people: swift-snapshot-testing's reason, then sbrender's numbers, e.g.
    /// `Actual image precision 0.96875 is less than required 0.97 (2 of 64 bytes differ; 2 of 16
    /// pixels differ (12.5000%), max channel delta 12, in x 1...2, y 0...0)`.
    package var summary: String {
        let bytes = "\(result.differingBytes) of \(result.totalPixels * 4) bytes \(result.differingBytes == 1 ? "differs" : "differ")"
        return (failure.map { $0.replacingNewlines() + " " } ?? "") + "(\(bytes); \(result.summary))"
    }
}

extension String {
    /// The text on one line: newlines become "; ".
    fileprivate func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "; ")
    }
}
