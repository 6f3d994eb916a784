import Foundation
import SBLayout
import SBScene
import SBSnapshotTesting
import SnapshotTesting
import Testing

/// `.layoutAttributes` of a layout a package registers, against the reference committed in
/// `__Snapshots__/RegisteredLayoutSnapshotTests/`.
@Suite struct RegisteredLayoutSnapshotTests {
    /// `shelf`: a package's preset of the flow layout (one row of 60 x 40 items, 8 apart,
    /// scrolling sideways), registered under its own name; it takes `itemSize` only.
    static let shelf = LayoutRegistration(LayoutDefinition(
        name: "shelf", source: "the snapshot strategies' tests", settings: [.itemSize],
        seedItemCounts: { _ in [4] },
        make: { spec in
            var flow = FlowLayout()
            flow.scrollDirection = .horizontal
            flow.itemSize = spec.itemSize ?? Size(width: 60, height: 40)
            flow.minimumLineSpacing = 8
            flow.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            return flow
        }))

    @Test func aRegisteredLayoutSnapshotsByName() throws {
        let layouts = try LayoutRegistry.builtIn.registering([RegisteredLayoutSnapshotTests.shelf])
        // Three 60 x 40 items 8 apart from the left edge, in a 300 x 40 view: x = 0, 68, 136.
        assertSnapshot(of: #"{"layout": "shelf", "canvas": {"size": [300, 40]}, "items": 3}"#, as: .layoutAttributes(layouts: layouts))
        // sbrender's own registry does not know it: against a reference, the assertion's one
        // failure names the layouts there are.
        let folder = NSTemporaryDirectory() + "sbrender-registry-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = #"{"layout": "shelf"}"#
        #expect(verifySnapshot(of: scene, as: .layoutAttributes(layouts: layouts), named: "s", record: .missing, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: scene, as: .layoutAttributes(layouts: layouts), named: "s", record: .never, snapshotDirectory: folder) == nil)
        let message = try #require(verifySnapshot(of: scene, as: .layoutAttributes, named: "s", record: .never, snapshotDirectory: folder, timeout: 60))
        #expect(message.hasSuffix("layout: unknown value 'shelf'; expected one of \(LayoutRegistry.builtIn.namesList)"), "\(message)")
    }
}
