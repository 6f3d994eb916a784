/// When golden references are (re)written, from the SBRENDER_RECORD environment variable.
public enum GoldenRecordMode: String, Sendable, CaseIterable {
    /// The default: a scenario without a reference records one and fails, so nothing passes by
    /// being new.
    case missing
    /// Re-record every reference; the checks pass.
    case all
    /// Re-record the references that do not match (and fail), and record missing ones.
    case failed
    /// Never write (CI): a missing reference fails.
    case never

    /// The mode SBRENDER_RECORD asks for (``missing`` when unset or empty).
    /// - Parameter environment: the process environment.
    /// - Throws: ``GoldenFailure`` when the variable holds anything else than a mode's name.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenFailure) -> GoldenRecordMode {
        guard let value = environment["SBRENDER_RECORD"], !value.isEmpty else { return .missing }
        guard let mode = GoldenRecordMode(rawValue: value) else {
            throw GoldenFailure("SBRENDER_RECORD=\(value) is not a record mode; use missing, all, failed or never")
        }
        return mode
    }
}

/// A golden check that did not pass: what happened, with the paths of the artefacts and the
/// numbers.
public struct GoldenFailure: Error, Sendable, CustomStringConvertible {
    /// What happened, with the artefacts' paths and the numbers.
    public let description: String
    /// The paths of the failure's pictures and record (reference, actual, diff), when any were
    /// written.
    public var artefacts: [String]
    /// A failure with this message.
    /// - Parameters:
    ///   - description: what happened.
    ///   - artefacts: the paths of the files written for it.
    public init(_ description: String, artefacts: [String] = []) {
        self.description = description
        self.artefacts = artefacts
    }
}
