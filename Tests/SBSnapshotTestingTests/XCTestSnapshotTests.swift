import Foundation
import SBDiff
import SBPNG
@testable import SBSnapshotTesting
import SnapshotTesting
import SBUIKit
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

    /// The strategies used as properties (`.image`, `.png`, `.sbrender`) cannot know their call;
    /// under XCTest their failures are named after the running test's class and method, numbered
    /// by the test's comparisons as swift-snapshot-testing numbers its snapshots (1, 2, 3), and the
    /// record gets the assertion's file and line when XCTest reports the failure.
    func testPropertyStrategiesNameTheirFailuresAfterTheTest() throws {
        var changed = RGBAImage(width: 5, height: 5, fill: (255, 255, 255, 255))
        changed.setPixel(x: 2, y: 2, (0, 0, 0, 255))
        changed.setPixel(x: 0, y: 0, (0, 0, 0, 255))
        let folder = SnapshotArtefacts.folder() + "/XCTestSnapshotTests/"
        let reference = "testAPictureMatchesItsReference"
        let image = verifySnapshot(of: changed, as: .image, named: "1", record: .never, testName: reference)
        let png = verifySnapshot(of: Data(try PNGEncoder.encode(changed)), as: .png, named: "1", record: .never, testName: reference)
        let scene = verifySnapshot(of: #"{"layout": "grid", "canvas": {"size": [20, 10]}, "sections": [{"count": 1}]}"#, as: .sbrender,
                                   named: "1", record: .never, testName: reference)
        for (message, ordinal) in [(image, 1), (png, 2), (scene, 3)] {
            let base = folder + "testPropertyStrategiesNameTheirFailuresAfterTheTest.\(ordinal)"
            XCTAssertTrue(message?.contains("actual: \(base).actual.png") == true, message ?? "passed")
            let data = try XCTUnwrap(FileManager.default.contents(atPath: base + ".failure.json"))
            let record = try JSONDecoder().decode(FailureRecord.self, from: data)
            XCTAssertEqual(record.name, "XCTestSnapshotTests/testPropertyStrategiesNameTheirFailuresAfterTheTest.\(ordinal)")
            XCTAssertEqual(record.test, "testPropertyStrategiesNameTheirFailuresAfterTheTest()")
            // verifySnapshot reports nothing to XCTest, so nothing has said where yet.
            XCTAssertNil(record.file)
            XCTAssertNil(record.line)
        }
        XCTAssertTrue(image?.contains("1 of 25 pixels differs") == true, image ?? "passed")
        XCTAssertTrue(scene?.contains("reference is 5x5, actual is 20x10") == true, scene ?? "passed")

        // As assertSnapshot reports the second failure, XCTest tells the observer where.
        XCTestCurrentCase.observer.failureReported(try XCTUnwrap(png), file: "/src/Tests/HomeTests.swift", line: 42)
        let second = try JSONDecoder().decode(FailureRecord.self, from: try XCTUnwrap(
            FileManager.default.contents(atPath: folder + "testPropertyStrategiesNameTheirFailuresAfterTheTest.2.failure.json")))
        XCTAssertEqual(second.file, "/src/Tests/HomeTests.swift")
        XCTAssertEqual(second.line, 42)
        let first = try JSONDecoder().decode(FailureRecord.self, from: try XCTUnwrap(
            FileManager.default.contents(atPath: folder + "testPropertyStrategiesNameTheirFailuresAfterTheTest.1.failure.json")))
        XCTAssertNil(first.file)
    }

    /// A `@MainActor` XCTestCase aborts the test bundle on Linux, so a collection view is
    /// snapshotted from this nonisolated case with the assertSnapshot that makes and draws it on
    /// the main actor (its reference is the picture of CollectionViewSnapshotTests' seven cells).
    func testACollectionViewFromANonisolatedCase() async {
        let cells = await PlainCells(7)
        await assertSnapshot(of: { cells.makeView() }, as: .sbrender(items: CollectionViewSnapshotTests.items))
        withExtendedLifetime(cells) {}
    }

    /// Under XCTest too the `.sbrender` property's image paths start from the test file's folder
    /// (through assertSnapshot), not the working directory: the item's image is
    /// `Tests/SBDiffTests/Fixtures/pixelmatch/1a.png`.
    func testImagePathsOfThePropertyStartFromTheTestFile() {
        assertSnapshot(of: #"{"layout": "flow", "canvas": {"size": [120, 120]}, "sections": [{"items": [{"image": "../SBDiffTests/Fixtures/pixelmatch/1a.png"}]}]}"#,
                       as: .sbrender)
    }

    /// XCTest's two spellings of a test's name.
    func testTestNamesOfBothXCTests() {
        XCTAssertEqual(XCTestCurrentCase.test(named: "HomeTests.testHomeScreen"),
                       XCTestCurrentCase.Test(className: "HomeTests", methodName: "testHomeScreen"))
        XCTAssertEqual(XCTestCurrentCase.test(named: "-[HomeTests testHomeScreen]"),
                       XCTestCurrentCase.Test(className: "HomeTests", methodName: "testHomeScreen"))
        XCTAssertNil(XCTestCurrentCase.test(named: "testHomeScreen"))
        XCTAssertNil(XCTestCurrentCase.test(named: "HomeTests."))
    }

    /// A scene that cannot be drawn fails at once under XCTest too: no timeout.
    func testASceneThatCannotBeDrawnFailsAtOnce() {
        let message = verifySnapshot(of: #"{"layout": "circel"}"#, as: .sbrender, named: "1", record: .never, timeout: 60,
                                     testName: "testAPictureMatchesItsReference")
        XCTAssertTrue(message?.hasSuffix("sbrender: the scene cannot be drawn: layout: unknown value 'circel'; expected one of springboard, "
                                         + "flow, circle, punched, grid, compositional, homescreen") == true, message ?? "passed")
    }
}
