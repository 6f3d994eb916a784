import Foundation
import SnapshotTesting

/// swift-snapshot-testing's `assertSnapshot` for a value made on the main actor, from a test that
/// is not isolated to it: the value is made, drawn and compared on the main actor, where UIKit's
/// views (SBUIKit's) live.
///
/// The way to snapshot a collection view from a test that cannot be `@MainActor`: an XCTest case
/// on Linux (a `@MainActor` `XCTestCase` subclass aborts the whole test bundle when its tests are
/// discovered, a swift-corelibs-xctest defect), or a Swift Testing test in a target in the Swift 5
/// language mode, where a nonisolated test that calls SBUIKit directly is stopped by Swift's
/// main-actor check (SIGILL) and takes every other test's result with it.
///
/// ```swift
/// final class GridTests: XCTestCase {
///     func testGrid() async {
///         await assertSnapshot(of: { makeGridView() }, as: .sbrender)
///     }
/// }
/// ```
/// - Parameters:
///   - value: makes the value, on the main actor.
///   - snapshotting: the strategy, made on the main actor.
///   - name: the snapshot's name, else its number in the test.
///   - record: the record mode, else swift-snapshot-testing's configuration.
///   - timeout: how long to wait for the snapshot.
///   - fileID: the assertion's file, for the failure.
///   - filePath: the assertion's file path: references are beside it.
///   - testName: the test's name, which names the reference.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
public func assertSnapshot<Value, Format>(
    of value: @escaping @Sendable @MainActor () throws -> Value,
    as snapshotting: @autoclosure @escaping @Sendable @MainActor () -> Snapshotting<Value, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) async {
    await MainActor.run {
        SnapshotAssertion.run(of: { try value() }, as: snapshotting(), named: name, record: record, timeout: timeout,
                              fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    }
}
