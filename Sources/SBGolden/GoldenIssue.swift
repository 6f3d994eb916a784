import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a golden check's failure where the check was called: as an issue of the running Swift
/// Testing test (with the failure's pictures attached), or else as an XCTest failure.
enum GoldenIssue {
    /// The caller's place in its source file.
    struct Location {
        let fileID: StaticString
        let filePath: StaticString
        let line: UInt
        let column: UInt
    }

    /// The outcome, or nil after recording the failure at `location`.
    static func report(_ result: Result<GoldenVerifier.Outcome, GoldenFailure>, at location: Location) -> GoldenVerifier.Outcome? {
        switch result {
        case let .success(outcome):
            return outcome
        case let .failure(failure):
            record(failure, at: location)
            return nil
        }
    }

    static func record(_ failure: GoldenFailure, at location: Location) {
        #if canImport(Testing)
        if Test.current != nil {
            let sourceLocation = SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                line: Int(location.line), column: Int(location.column))
            for path in failure.artefacts {
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                Attachment.record([UInt8](data), named: URL(fileURLWithPath: path).lastPathComponent, sourceLocation: sourceLocation)
            }
            Issue.record(Comment(rawValue: failure.description), sourceLocation: sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest)
        // swift-corelibs-xctest has no attachments: the message gives the pictures' paths.
        XCTFail(failure.description, file: location.filePath, line: location.line)
        #else
        FileHandle.standardError.write(Data("\(location.filePath):\(location.line): error: \(failure.description)\n".utf8))
        #endif
    }
}
