import Foundation
import SBRender
import SBScene
import SBSnapshotTesting
import SBUIKit
import SnapshotTesting
import Testing

/// The swift-snapshot-testing strategies for a collection view, against references recorded
/// beside this file (`__Snapshots__/SnapshotStrategyTests/`) and looked at when recorded.
@MainActor @Suite struct SnapshotStrategyTests {
    @Test func flowLayoutAsPictureAndAsJSON() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 60)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let ds = CountsDataSource([5])
        let view = ds.makeView(frame: CGRect(x: 0, y: 0, width: 230, height: 300), layout: layout)
        let items = (0..<5).map { ItemStyle(label: "Item \($0)", color: Color(red: 0.2, green: 0.4 + 0.1 * Double($0), blue: 0.8)) }
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: view, as: .layoutAttributes)
            assertSnapshot(of: view, as: .sbrender(items: items, style: FlowCellStyle()))
        }
        withExtendedLifetime(ds) {}
    }

    @Test func viewControllerOnADeviceAsPicture() {
        // The list screen in a navigation controller on an iPhone SE (375 x 667, a 20-point
        // status bar), at 1x to keep the reference small.
        let navigation = UINavigationController(rootViewController: ListScreen())
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: navigation as UIViewController, as: .sbrender(on: .iPhoneSE, scale: 1))
        }
    }
}
