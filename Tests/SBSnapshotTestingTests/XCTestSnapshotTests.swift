import Foundation
import SBDiff
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

    /// Under XCTest too a failure's pictures are named after the test file and reference, and its
    /// record says which test failed, where.
    func testAFailureIsNamedAfterTheTest() throws {
        var changed = RGBAImage(width: 5, height: 5, fill: (255, 255, 255, 255))
        changed.setPixel(x: 2, y: 2, (0, 0, 0, 255))
        changed.setPixel(x: 0, y: 0, (0, 0, 0, 255))
        let line = #line + 1
        let message = verifySnapshot(of: changed, as: .image(), named: "1", record: .never, testName: "testAPictureMatchesItsReference")
        let base = SnapshotArtefacts.folder() + "/XCTestSnapshotTests/testAPictureMatchesItsReference.1"
        XCTAssertTrue(message?.contains("actual: \(base).actual.png") == true, message ?? "passed")
        XCTAssertTrue(message?.contains("1 of 25 pixels differs") == true, message ?? "passed")
        let data = try XCTUnwrap(FileManager.default.contents(atPath: base + ".failure.json"))
        let record = try JSONDecoder().decode(FailureRecord.self, from: data)
        XCTAssertEqual(record.test, "testAFailureIsNamedAfterTheTest()")
        XCTAssertEqual(record.line, line)
        XCTAssertEqual(record.file, URL(fileURLWithPath: #filePath).path)
        XCTAssertEqual(record.name, "XCTestSnapshotTests/testAPictureMatchesItsReference.1")
    }

    /// A scene that cannot be drawn fails at once under XCTest too: no timeout.
    func testASceneThatCannotBeDrawnFailsAtOnce() {
        let message = verifySnapshot(of: #"{"layout": "circel"}"#, as: .sbrender, named: "1", record: .never, timeout: 60,
                                     testName: "testAPictureMatchesItsReference")
        XCTAssertTrue(message?.hasSuffix("sbrender: the scene cannot be drawn: layout: unknown value 'circel'; expected one of springboard, "
                                         + "flow, circle, punched, grid, compositional, homescreen") == true, message ?? "passed")
    }
}
