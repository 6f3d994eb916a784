import SBSnapshotTesting
import SBUIKit
import SnapshotTesting
import Testing
import UIKitLayouts

/// The trails screen on an iPhone 15 Pro (393 x 852 points, 3x), in a navigation controller.
/// Frames are worked out by hand from the constraints and the system font's stand-in, Inter
/// (a line is 3408 / 2816 em; label heights round up to the 3x pixel): the headline (17 pt)
/// 20.574 -> 62 px = 20.667; the subheadline (15 pt) n lines of 18.153: 1 -> 18.333,
/// 2 -> 36.333, 3 -> 54.667, 4 -> 72.667, 5 -> 91; caption 1 (12 pt) 14.522 -> 14.667.
/// A card is 10 + 80 + 6 + 20.667 + 6 + summary + 6 + 14.667 + 10 = 153.333 + summary tall. The
/// summaries' line counts at the label's width (174.5 - 20 = 154.5) are the picture's (looked at):
/// Lakeshore 2, Ridge 5, Old Mill 2, Pine Hollow 3, Falls 1, Summit 4.
@MainActor @Suite struct TrailsViewControllerTests {
    private func screen() -> (UIWindow, TrailsViewController) {
        let trails = TrailsViewController()
        let window = UIWindow(device: .iPhone15Pro)
        window.rootViewController = UINavigationController(rootViewController: trails)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, trails)
    }

    private func frame(_ trails: TrailsViewController, _ item: Int) -> CGRect? {
        trails.collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Two columns of (393 - 16 - 16 - 12) / 2 = 174.5, at x 16 and 16 + 174.5 + 12 = 202.5,
    /// under the 44-point header; each card as tall as its content, each row as its tallest card,
    /// 12 apart: row 1 at 44 (Ridge 153.333 + 91 = 244.333), row 2 at 44 + 244.333 + 12 = 300.333
    /// (Pine Hollow 153.333 + 54.667 = 208), row 3 at 300.333 + 208 + 12 = 520.333.
    @Test func cardsSizeThemselvesInTwoColumns() throws {
        let (window, trails) = screen()
        let expected: [(x: CGFloat, y: CGFloat, height: CGFloat)] = [
            (16, 44, 189.667), (202.5, 44, 244.333),             // Lakeshore 2 lines, Ridge 5
            (16, 300.333, 189.667), (202.5, 300.333, 208),       // Old Mill 2, Pine Hollow 3
            (16, 520.333, 171.667), (202.5, 520.333, 226),       // Falls 1, Summit 4
        ]
        for (item, e) in expected.enumerated() {
            let f = try #require(frame(trails, item), "item \(item) has no cell")
            #expect(abs(f.minX - e.x) < 0.01 && abs(f.minY - e.y) < 0.01 && abs(f.width - 174.5) < 0.01 && abs(f.height - e.height) < 0.01,
                    "item \(item): \(f)")
        }
        // Inside a card: the picture 80 high at (10, 10), 154.5 wide, its right edge 164.5 rounded
        // to the 3x pixel (493.5 px -> 494): 154.667 wide; the name 6 below it, at 10 + 80 + 6 = 96.
        let cell = try #require(trails.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? TrailCell)
        #expect(abs(cell.pictureView.frame.width - 154.667) < 0.01 && cell.pictureView.frame.height == 80, "\(cell.pictureView.frame)")
        let name = cell.nameLabel.convert(cell.nameLabel.bounds, to: cell.contentView)
        #expect(abs(name.minY - 96) < 0.01 && abs(name.height - 20.667) < 0.01, "\(name)")
        withExtendedLifetime(window) {}
    }

    /// The screen as a picture, at 1x to keep the reference small (looked at when recorded:
    /// the navigation bar's "Trails", the "Near you" header, six cards with their pictures'
    /// symbol stand-ins, names, wrapped summaries and coloured difficulties).
    @Test func theScreenMatchesItsPicture() {
        withSnapshotTesting(record: .missing) {
            assertSnapshot(of: UINavigationController(rootViewController: TrailsViewController()) as UIViewController,
                           as: .sbrender(on: .iPhone15Pro, scale: 1))
        }
    }
}
