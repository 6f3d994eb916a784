import Foundation
import HomeScreen
import SBSnapshotTesting
import SnapshotTesting
import XCTest

/// The same checks under XCTest, with swift-snapshot-testing's precision names as written on a
/// Mac: __Snapshots__/HomeScreenXCTests/testHomeScreen.1.png.
final class HomeScreenXCTests: XCTestCase {
    func testHomeScreen() {
        assertSnapshot(of: HomeScreen.standard.sceneJSON, as: .sbrender(precision: 0.99, perceptualPrecision: 0.98))
    }

    /// Fails on purpose under SNAPSHOT_CONSUMER_CHANGED=1 (scripts/test-consumer.sh checks that the
    /// failure's pictures are named after this file and its reference, and its record after this test).
    func testChangedHomeScreen() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["SNAPSHOT_CONSUMER_CHANGED"] == "1")
        var changed = HomeScreen.standard
        changed.apps[1].badge = 5
        assertSnapshot(of: changed.sceneJSON, as: .sbrender(), named: "1", testName: "testHomeScreen")
    }
}
