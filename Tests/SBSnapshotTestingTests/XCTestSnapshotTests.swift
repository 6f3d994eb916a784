import SBPNG
import SBSnapshotTesting
import SnapshotTesting
import XCTest

/// The strategies under XCTest, the other framework swift-snapshot-testing serves.
final class XCTestSnapshotTests: XCTestCase {
    func testAPictureMatchesItsReference() throws {
        var image = RGBAImage(width: 5, height: 5, fill: (255, 255, 255, 255))
        image.setPixel(x: 2, y: 2, (0, 0, 0, 255))
        assertSnapshot(of: image, as: .image)
        assertSnapshot(of: #"{"layout": "grid", "canvas": {"size": [120, 90]}, "sections": [{"count": 3}]}"#, as: .layoutAttributes)
    }
}
