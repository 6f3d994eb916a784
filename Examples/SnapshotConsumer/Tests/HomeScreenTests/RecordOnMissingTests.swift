import Foundation
import HomeScreen
import SBSnapshotTesting
import SnapshotTesting
import Testing

/// A check whose reference does not exist yet records it and fails; the next run passes.
/// scripts/test-consumer.sh points SNAPSHOT_CONSUMER_NEW at an empty folder and runs it twice.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["SNAPSHOT_CONSUMER_NEW"] != nil))
struct RecordOnMissingTests {
    let folder = ProcessInfo.processInfo.environment["SNAPSHOT_CONSUMER_NEW"] ?? ""

    @Test func newScreen() {
        let scene = HomeScreen(apps: [("Clock", 0)]).sceneJSON
        if let message = verifySnapshot(of: scene, as: .sbrender, snapshotDirectory: folder) {
            Issue.record(Comment(rawValue: message))
        }
        if let message = verifySnapshot(of: scene, as: .layoutAttributes, snapshotDirectory: folder) {
            Issue.record(Comment(rawValue: message))
        }
    }
}
