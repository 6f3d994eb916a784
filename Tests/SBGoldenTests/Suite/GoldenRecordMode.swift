@_spi(Internals) import SnapshotTesting

/// When the Golden/ suite's references are (re)written: swift-snapshot-testing's record modes,
/// with its meanings, so that one switch drives `assertSnapshot` and the suite alike (`make golden`).
///
/// The mode of a check is, first found (``current(record:environment:)``):
/// 1. the call's `record:` argument;
/// 2. swift-snapshot-testing's configuration: `withSnapshotTesting(record:)` around the check,
///    or a Swift Testing `.snapshots(record:)` trait on its test or suite;
/// 3. the `SNAPSHOT_TESTING_RECORD` environment variable (swift-snapshot-testing's);
/// 4. the `SBRENDER_RECORD` environment variable;
/// 5. ``missing``.
enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// The default: a check without a reference records one and fails, so nothing passes by
    /// being new; a check with one compares.
    case missing
    /// Record every reference, and fail, so that a run in this mode never passes unnoticed (turn
    /// it off and run the tests again to compare with the new references).
    case all
    /// Re-record the references that do not match (and fail), and record missing ones (and fail).
    case failed
    /// Never write (CI): a missing reference fails.
    case never

    /// The record mode in effect for a check; see ``GoldenRecordMode`` for the order.
    /// - Parameters:
    ///   - record: the call's own mode, or nil.
    ///   - environment: the process environment.
    /// - Throws: ``GoldenFailure`` when an environment variable holds anything else than a mode's
    ///   name.
    static func current(record: GoldenRecordMode? = nil,
                               environment: [String: String]) throws(GoldenFailure) -> GoldenRecordMode {
        if let record { return record }
        if let configured = SnapshotTestingConfiguration.current?.record {
            return GoldenRecordMode(configured)
        }
        return try fromEnvironment(environment)
    }

    /// The mode the environment asks for: `SNAPSHOT_TESTING_RECORD`, else `SBRENDER_RECORD`, else
    /// ``missing`` (a variable that is unset or empty says nothing).
    /// - Parameter environment: the process environment.
    /// - Throws: ``GoldenFailure`` when a variable holds anything else than a mode's name.
    static func fromEnvironment(_ environment: [String: String]) throws(GoldenFailure) -> GoldenRecordMode {
        for key in ["SNAPSHOT_TESTING_RECORD", "SBRENDER_RECORD"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            guard let mode = GoldenRecordMode(rawValue: value) else {
                throw GoldenFailure("\(key)=\(value) is not a record mode; use missing, all, failed or never")
            }
            return mode
        }
        return .missing
    }

    /// swift-snapshot-testing's record mode of the same name.
    /// - Parameter record: the mode.
    init(_ record: SnapshotTestingConfiguration.Record) {
        self = GoldenRecordMode.allCases.first { SnapshotTestingConfiguration.Record(rawValue: $0.rawValue) == record } ?? .missing
    }
}

/// A golden check that did not pass: what happened, with the paths of the artefacts and the
/// numbers.
struct GoldenFailure: Error, Sendable, CustomStringConvertible {
    /// What happened, with the artefacts' paths and the numbers.
    let description: String
    /// The paths of the failure's pictures and record (reference, actual, diff), when any were
    /// written.
    var artefacts: [String]
    /// A failure with this message.
    /// - Parameters:
    ///   - description: what happened.
    ///   - artefacts: the paths of the files written for it.
    init(_ description: String, artefacts: [String] = []) {
        self.description = description
        self.artefacts = artefacts
    }
}
