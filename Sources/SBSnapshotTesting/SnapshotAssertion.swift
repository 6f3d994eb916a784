import Foundation
import SnapshotTesting

/// What sbrender's `assertSnapshot` overloads do around swift-snapshot-testing's: the strategy's
/// snapshot is taken first, on this thread, with the assertion's place known to the strategies
/// (``current``); then
/// - a snapshot that could not be made (a scene that cannot be drawn, bytes that are not a PNG, a
///   layout that cannot be prepared) is one failure at the assertion, and nothing is written into
///   `__Snapshots__` or compared: swift-snapshot-testing is asked only to count the assertion
///   (record mode `never`, a comparison that passes), so the test's later snapshots keep their
///   numbers;
/// - a snapshot is handed to swift-snapshot-testing's `assertSnapshot` with the same name, record
///   mode, file, test name and line, which records, compares and reports it as it always does.
enum SnapshotAssertion {
    private static let key = "sbrender.SBSnapshotTesting.assertion"

    /// The assertion running on this thread, when it is one of sbrender's overloads.
    static var current: SnapshotIssue.Location? {
        (Thread.current.threadDictionary[key] as? Box)?.location
    }

    static func run<Value, Format>(
        of value: () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
        record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval,
        fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
    ) {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: testName, name: name)
        let dictionary = Thread.current.threadDictionary
        let outer = dictionary[key]
        dictionary[key] = Box(location)
        defer { dictionary[key] = outer }
        // A value that cannot be made is swift-snapshot-testing's to report, as it would.
        let made: Value
        do {
            made = try value()
        } catch {
            SnapshotTesting.assertSnapshot(of: try rethrowing(error) as Value, as: snapshotting, named: name, record: record, timeout: timeout,
                                           fileID: fileID, file: filePath, testName: testName, line: line, column: column)
            return
        }
        _ = SnapshotFailureHandOff.take()
        var snapshot: Format?
        snapshotting.snapshot(made).run { snapshot = $0 }
        guard let snapshot else {
            // A strategy that answers later (not one of sbrender's): swift-snapshot-testing waits for it.
            SnapshotTesting.assertSnapshot(of: made, as: snapshotting, named: name, record: record, timeout: timeout,
                                           fileID: fileID, file: filePath, testName: testName, line: line, column: column)
            return
        }
        if let failure = SnapshotFailureHandOff.take() {
            _ = SnapshotTesting.verifySnapshot(of: (), as: counting(pathExtension: snapshotting.pathExtension), named: name, record: .never,
                                               timeout: timeout, fileID: fileID, file: filePath, testName: testName, line: line, column: column)
            SnapshotIssue.record(failure.message, at: location)
            return
        }
        let taken = Snapshotting<Format, Format>(pathExtension: snapshotting.pathExtension, diffing: snapshotting.diffing, snapshot: { $0 })
        SnapshotTesting.assertSnapshot(of: snapshot, as: taken, named: name, record: record, timeout: timeout,
                                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }

    /// Throws `error` again, as the value swift-snapshot-testing asks for.
    static func rethrowing<T>(_ error: any Error) throws -> T { throw error }

    /// A strategy that writes nothing and matches anything: it only advances swift-snapshot-testing's
    /// count of the test's snapshots.
    static func counting(pathExtension: String?) -> Snapshotting<Void, String> {
        Snapshotting(pathExtension: pathExtension,
                     diffing: .diff(toData: { _ in Data() }, fromData: { _ in "" }, diffV2: { _, _ in nil }),
                     snapshot: { _ in "" })
    }

    /// A class, so that the thread dictionary holds it as an object.
    private final class Box {
        let location: SnapshotIssue.Location
        init(_ location: SnapshotIssue.Location) { self.location = location }
    }
}
