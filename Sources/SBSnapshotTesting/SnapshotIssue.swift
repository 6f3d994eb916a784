import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a strategy's own failure (a scene that cannot be drawn) at the assertion, as
/// swift-snapshot-testing reports its failures: a Swift Testing issue in a Swift Testing test,
/// else an XCTest failure.
enum SnapshotIssue {
    /// A place in a source file.
    struct Location {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
        /// The calling function (the test), when the strategy was made with one.
        var function: String = ""
        /// The assertion's `named:`, when sbrender's assertSnapshot knows it.
        var name: String?

        /// This location when it names a file; else the assertion running on this thread
        /// (``SnapshotAssertion``), which a strategy used as a property does not know otherwise.
        static func resolved(_ location: Location?) -> Location? {
            location.flatMap { "\($0.filePath)".isEmpty ? nil : $0 } ?? SnapshotAssertion.current
        }
    }

    /// Attaches files to the running Swift Testing test (swift-snapshot-testing attaches nothing
    /// on Linux; swift-corelibs-xctest has no attachments).
    static func attach(_ paths: [String]) {
        #if canImport(Testing)
        guard Test.current != nil else { return }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent)
        }
        #endif
    }

    /// Records a failure at `location`; without one (a strategy used as a property, which cannot
    /// know its call), at the running Swift Testing test, else where XCTest puts it.
    static func record(_ message: String, at location: Location?) {
        // A property (`.sbrender`) passes an empty location: it knows its call only through
        // sbrender's assertSnapshot (SnapshotAssertion).
        let location = Location.resolved(location)
        #if canImport(Testing)
        if let test = Test.current {
            let sourceLocation = location.map {
                SourceLocation(fileID: "\($0.fileID)", filePath: "\($0.filePath)", line: Int($0.line), column: Int($0.column))
            } ?? test.sourceLocation
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest)
        if let location {
            XCTFail(message, file: location.filePath, line: location.line)
        } else {
            XCTFail(message)
        }
        #endif
    }
}
