import Foundation
import HomeScreen
import SBSnapshotTesting
import SnapshotTesting
import Testing

@Suite struct HomeScreenTests {
    // swift-snapshot-testing: __Snapshots__/HomeScreenTests/homeScreen.1.png and .2.json
    @Test func homeScreen() {
        assertSnapshot(of: HomeScreen.standard.sceneJSON, as: .sbrender)
        assertSnapshot(of: HomeScreen.standard.sceneJSON, as: .layoutAttributes)
    }

    // __Snapshots__/HomeScreenTests/homeScreenInDeletionMode.1.png
    @Test func homeScreenInDeletionMode() {
        let editing = HomeScreen(apps: HomeScreen.standard.apps, isEditing: true)
        assertSnapshot(of: editing.sceneJSON, as: .sbrender)
    }

    // Fails on purpose (scripts/test-consumer.sh runs it and checks the failure): Photos gets a
    // badge, so both pictures differ from their references.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["SNAPSHOT_CONSUMER_CHANGED"] == "1"))
    func changedHomeScreen() {
        var changed = HomeScreen.standard
        changed.apps[1].badge = 5
        assertSnapshot(of: changed.sceneJSON, as: .sbrender, named: "1", testName: "homeScreen")
        assertSnapshot(of: HomeScreen(apps: changed.apps, isEditing: true).sceneJSON, as: .sbrender, named: "1",
                       testName: "homeScreenInDeletionMode")
    }
}
