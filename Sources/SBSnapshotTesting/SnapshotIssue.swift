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

    static func record(_ message: String, at location: Location) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #endif
    }
}
