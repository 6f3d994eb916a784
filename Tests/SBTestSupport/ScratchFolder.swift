import Foundation

/// A fresh empty folder that is removed, with all a test wrote in it, when the last reference
/// goes: a suite holds one as a stored property, so each test's folder goes with the test.
public final class ScratchFolder: Sendable {
    /// The folder's path, without a trailing slash.
    public let path: String

    /// Makes `sbrender-PREFIX-UUID` in the temporary directory.
    public init(_ prefix: String) throws {
        path = NSTemporaryDirectory() + "sbrender-\(prefix)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
