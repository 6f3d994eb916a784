#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// A misuse found by a library (a UIKit exception SBUIKit raises, for instance) recorded where the
/// process's tests can see it: as an issue of the running Swift Testing test, else as a failure of
/// the running XCTest test case, so that a test that misuses an API fails with the library's
/// message and every other test of the run still runs and is reported. Outside a test nothing is
/// recorded, and the caller says the message its own way (SBUIKit prints it on standard error).
package enum TestIssue {
    /// Records `message` as a failure of the running test.
    /// - Parameters:
    ///   - message: what went wrong, in the words of the API that was misused.
    ///   - fileID: the file of the place, as `#fileID` gives it ("" for none).
    ///   - filePath: its path, as `#filePath` gives it ("" for none: a Swift Testing issue is then
    ///     recorded at the running test's own declaration).
    ///   - line: the line of the place.
    ///   - column: the column of the place.
    /// - Returns: whether a test was running and recorded it.
    @discardableResult
    package static func record(_ message: String, fileID: String = "", filePath: String = "", line: Int = 0,
                               column: Int = 0) -> Bool {
        #if canImport(Testing)
        if let test = Test.current {
            let location = filePath.isEmpty
                ? test.sourceLocation
                : SourceLocation(fileID: fileID, filePath: filePath, line: max(1, line), column: max(1, column))
            Issue.record(Comment(rawValue: message), sourceLocation: location)
            return true
        }
        #endif
        #if canImport(XCTest)
        // XCTest takes its place as a StaticString, which a place known only at run time is not:
        // the failure is the running case's, and the message says what and where.
        if XCTestRunningCase.isRunning {
            XCTFail(message)
            return true
        }
        #endif
        return false
    }
}
