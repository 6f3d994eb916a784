import Foundation
import SBDiff
#if canImport(XCTest)
import XCTest
#endif

/// The XCTest test that is running, for the strategies used as properties (`.sbrender`, `.image`,
/// `.png`), which cannot know their call: their failures are named `CLASS/METHOD.N` after it, as
/// swift-snapshot-testing names references (`__Snapshots__/TESTFILE/METHOD.N.png`), `N` counting
/// the test's image comparisons (its N-th snapshot, as swift-snapshot-testing numbers them when
/// every assertion of the test compares a picture).
///
/// XCTest says which test runs only to a test observer (`XCTestObservation`), so one observer,
/// ``observer``, is registered with `XCTestObservationCenter.shared`, which holds it for the whole
/// run; that registration is the only state beyond a test's own, and it is XCTest's (the center is
/// XCTest's process-wide object). The observer keeps the running test behind a lock. On Linux it
/// is registered when the library is loaded, before the first test starts; elsewhere (a Mac) on
/// the first use of a strategy, so there the first test that uses one is not known and its
/// failures keep the name `snapshots/DIGEST`.
///
/// The observer also completes a failure's record (`NAME.failure.json`) with the file and line
/// XCTest reports the failure at (the assertion's), which a property cannot know when it writes it.
enum XCTestCurrentCase {
    /// What the strategies learn about the running test.
    struct Test: Equatable {
        /// The test class's name (`XCTestSnapshotTests`).
        var className: String
        /// The test method's name (`testHomeScreen`).
        var methodName: String
    }

    /// The running XCTest test and the ordinal of this image comparison in it (1 for its first), or
    /// nil outside an XCTest test. Counts the comparison.
    static func nextComparison() -> (test: Test, ordinal: Int)? {
        #if canImport(XCTest)
        return observer.nextComparison()
        #else
        return nil
        #endif
    }

    /// Asks the observer to add the file and line of the failure whose message holds `actualPath`
    /// to the record at `recordPath`, when XCTest reports it.
    static func completeRecord(at recordPath: String, whenReported actualPath: String) {
        #if canImport(XCTest)
        observer.expect(FailureAwaitingLocation(recordPath: recordPath, actualPath: actualPath))
        #endif
    }

    /// A failure's record written without the assertion's file and line.
    struct FailureAwaitingLocation: Equatable {
        var recordPath: String
        var actualPath: String

        /// Writes `file` and `line` into the record (left as it is when it cannot be read).
        func complete(file: String, line: Int) {
            guard let data = FileManager.default.contents(atPath: recordPath),
                  var record = try? FailureRecord.read([UInt8](data)) else { return }
            record.file = URL(fileURLWithPath: file).standardizedFileURL.path
            record.line = line
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            try? encoder.encode(record).write(to: URL(fileURLWithPath: recordPath), options: .atomic)
        }
    }

    /// `ClassName.testMethod` (swift-corelibs-xctest) or `-[ClassName testMethod]` (Apple's XCTest)
    /// as class and method; nil for any other shape.
    static func test(named name: String) -> Test? {
        var text = Substring(name)
        if text.hasPrefix("-["), text.hasSuffix("]") {
            text = text.dropFirst(2).dropLast()
            let parts = text.split(separator: " ")
            guard parts.count == 2 else { return nil }
            return Test(className: String(parts[0]), methodName: String(parts[1]))
        }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex else { return nil }
        return Test(className: String(text[..<dot]), methodName: String(text[text.index(after: dot)...]))
    }

    #if canImport(XCTest)
    /// The one observer (see the type's description), registered at its first use.
    static var observer: Observer { Observer.registered }

    /// The test observer: the running test, its comparisons and its failures awaiting a location,
    /// behind a lock (XCTest calls it on the thread that runs the tests; strategies may run on others).
    final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
        private struct Running {
            var test: Test?
            var comparisons = 0
            var awaiting: [FailureAwaitingLocation] = []
        }
        private let lock = NSLock()
        private var running = Running()

        /// Registered with XCTest once, when first asked for.
        static let registered: Observer = {
            let observer = Observer()
            XCTestObservationCenter.shared.addTestObserver(observer)
            return observer
        }()

        func testCaseWillStart(_ testCase: XCTestCase) {
            lock.withLock { running = Running(test: XCTestCurrentCase.test(named: testCase.name)) }
        }

        func testCaseDidFinish(_ testCase: XCTestCase) {
            lock.withLock { running = Running() }
        }

        func nextComparison() -> (test: Test, ordinal: Int)? {
            lock.withLock {
                guard let test = running.test else { return nil }
                running.comparisons += 1
                return (test, running.comparisons)
            }
        }

        func expect(_ failure: FailureAwaitingLocation) {
            lock.withLock {
                guard running.test != nil else { return }
                running.awaiting.append(failure)
            }
        }

        /// Completes the records of the failures `description` names (their actual picture's path).
        func failureReported(_ description: String, file: String?, line: Int) {
            guard let file, !file.isEmpty else { return }
            let completed: [FailureAwaitingLocation] = lock.withLock {
                let (named, others) = (running.awaiting.filter { description.contains($0.actualPath) },
                                       running.awaiting.filter { !description.contains($0.actualPath) })
                running.awaiting = others
                return named
            }
            for failure in completed { failure.complete(file: file, line: line) }
        }

        #if canImport(Darwin)
        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
            let location = issue.sourceCodeContext.location
            failureReported(issue.compactDescription + "\n" + (issue.detailedDescription ?? ""),
                            file: location?.fileURL.path, line: location?.lineNumber ?? 0)
        }
        #else
        func testCase(_ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int) {
            failureReported(description, file: filePath, line: lineNumber)
        }
        #endif
    }
    #endif
}

#if os(Linux) && canImport(XCTest)
/// Registers ``XCTestCurrentCase/observer`` when the library is loaded (an ELF initialiser), so it
/// sees the first test start. Only the registration runs here: no test code.
@used @section(".init_array")
private let registerTestObserverAtLoad: @convention(c) () -> Void = {
    _ = XCTestCurrentCase.observer
}
#endif
