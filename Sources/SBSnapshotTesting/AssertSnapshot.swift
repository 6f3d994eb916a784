import Foundation
import SBRender
import SBScene
import SBUIKit
import SnapshotTesting

// swift-snapshot-testing's assertSnapshot, for sbrender's strategies: the same parameters, the
// same references, records and messages, and Swift picks these overloads for sbrender's values
// and pictures. What they add (``SnapshotAssertion``): a snapshot that cannot be made fails once,
// at the assertion, and writes nothing into `__Snapshots__`; and the strategies used as
// properties (`.sbrender`, `.image`, `.png`, `.layoutAttributes`) know the assertion's file, line,
// test and name, so their failures and pictures are named after the test.

/// swift-snapshot-testing's `assertSnapshot` for a picture strategy (`.sbrender`, `.image`,
/// `.png`): asserts that a value's picture matches its reference.
///
/// ```swift
/// assertSnapshot(of: sceneJSON, as: .sbrender)
/// assertSnapshot(of: collectionView, as: .sbrender(precision: 0.99))
/// ```
/// - Parameters:
///   - value: the value to draw.
///   - snapshotting: the strategy.
///   - name: the snapshot's name (`__Snapshots__/TESTFILE/TEST.NAME.png`), else its number in the test.
///   - record: the record mode, else swift-snapshot-testing's configuration.
///   - timeout: how long to wait for the snapshot.
///   - fileID: the assertion's file, for the failure.
///   - filePath: the assertion's file path: references are beside it.
///   - testName: the test's name, which names the reference.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as snapshotting: Snapshotting<Value, RGBAImage>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion.run(of: value, as: snapshotting, named: name, record: record, timeout: timeout,
                          fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// swift-snapshot-testing's `assertSnapshot` for a text strategy of a scene given as JSON
/// (`.layoutAttributes`) or any text strategy of a string (`.lines`, unchanged).
/// - Parameters:
///   - value: the value.
///   - snapshotting: the strategy.
///   - name: the snapshot's name, else its number in the test.
///   - record: the record mode, else swift-snapshot-testing's configuration.
///   - timeout: how long to wait for the snapshot.
///   - fileID: the assertion's file, for the failure.
///   - filePath: the assertion's file path: references are beside it.
///   - testName: the test's name, which names the reference.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
public func assertSnapshot(
    of value: @autoclosure () throws -> String,
    as snapshotting: Snapshotting<String, String>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion.run(of: value, as: snapshotting, named: name, record: record, timeout: timeout,
                          fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// swift-snapshot-testing's `assertSnapshot` for a text strategy of a scene (`.layoutAttributes`).
/// - Parameters:
///   - value: the scene.
///   - snapshotting: the strategy.
///   - name: the snapshot's name, else its number in the test.
///   - record: the record mode, else swift-snapshot-testing's configuration.
///   - timeout: how long to wait for the snapshot.
///   - fileID: the assertion's file, for the failure.
///   - filePath: the assertion's file path: references are beside it.
///   - testName: the test's name, which names the reference.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
public func assertSnapshot(
    of value: @autoclosure () throws -> Scene,
    as snapshotting: Snapshotting<Scene, String>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion.run(of: value, as: snapshotting, named: name, record: record, timeout: timeout,
                          fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// swift-snapshot-testing's `assertSnapshot` for a text strategy of a render plan (`.layoutAttributes`).
/// - Parameters:
///   - value: the plan.
///   - snapshotting: the strategy.
///   - name: the snapshot's name, else its number in the test.
///   - record: the record mode, else swift-snapshot-testing's configuration.
///   - timeout: how long to wait for the snapshot.
///   - fileID: the assertion's file, for the failure.
///   - filePath: the assertion's file path: references are beside it.
///   - testName: the test's name, which names the reference.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
package func assertSnapshot(
    of value: @autoclosure () throws -> RenderPlan,
    as snapshotting: Snapshotting<RenderPlan, String>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion.run(of: value, as: snapshotting, named: name, record: record, timeout: timeout,
                          fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}

/// swift-snapshot-testing's `assertSnapshot` for a text strategy of a collection view (`.layoutAttributes`).
/// - Parameters:
///   - value: the view.
///   - snapshotting: the strategy.
///   - name: the snapshot's name, else its number in the test.
///   - record: the record mode, else swift-snapshot-testing's configuration.
///   - timeout: how long to wait for the snapshot.
///   - fileID: the assertion's file, for the failure.
///   - filePath: the assertion's file path: references are beside it.
///   - testName: the test's name, which names the reference.
///   - line: the assertion's line, for the failure.
///   - column: the assertion's column, for the failure.
public func assertSnapshot(
    of value: @autoclosure () throws -> UICollectionView,
    as snapshotting: Snapshotting<UICollectionView, String>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    SnapshotAssertion.run(of: value, as: snapshotting, named: name, record: record, timeout: timeout,
                          fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
}
