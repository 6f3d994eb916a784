import Foundation
import SBDiff
import SBPNG
import SnapshotTesting
#if canImport(Testing)
import Testing
#endif

/// Where a failed image snapshot's pictures go: `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's
/// variable), else `SBRENDER_ARTIFACTS`, else `sbrender-artifacts` in the temporary folder; one
/// subfolder per test file, as swift-snapshot-testing sorts its failed snapshots. The files are
/// ``/SBDiff/FailureArtefacts``: `NAME.reference.png`, `NAME.actual.png`, `NAME.diff.png` and
/// `NAME.failure.json`, which `sbrender report FOLDER` turns into one page.
public enum SnapshotArtefacts {
    /// The artefacts folder for this environment.
    /// - Parameter environment: the process environment.
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        FailureArtefacts.runFolder(environment: environment)
    }

    /// The files of the failure being reported, the reference's path when it can be found, and
    /// the failing test with its file and line when known.
    struct Located {
        var files: FailureArtefacts
        var name: String
        var referencePath: String?
        var test: String?
        var file: String?
        var line: Int?
    }

    /// Names the failure after the test, under Swift Testing (the running test) as under XCTest
    /// (the test function and file the strategy was made in). The reference is looked for among
    /// the test file's snapshots (`__Snapshots__/TESTFILE/TEST.N.png` beside it), so the artefacts
    /// get the reference's own name (`TESTFILE/TEST.N`); else `TESTFILE/TEST.DIGEST`, a digest of
    /// both pictures that is the same on every run of the same failure. A strategy used as a
    /// property under XCTest, which knows neither, names them after the running test,
    /// `CLASS/METHOD.N` for the test's N-th comparison (``XCTestCurrentCase``); only outside any
    /// known test are they `snapshots/DIGEST`.
    static func current(reference: RGBAImage, actual: RGBAImage, location: SnapshotIssue.Location?,
                        xcTest: (test: XCTestCurrentCase.Test, ordinal: Int)? = nil) -> Located {
        let root = folder()
        let call = location.flatMap { "\($0.filePath)".isEmpty ? nil : $0 }
        var filePath = call.map { "\($0.filePath)" }
        var testName = call.flatMap { "\($0.function)".isEmpty ? nil : "\($0.function)" }
        var line = call.map { Int($0.line) }
        #if canImport(Testing)
        if let test = Test.current {
            filePath = filePath ?? test.sourceLocation.filePath
            testName = test.name
            line = line ?? test.sourceLocation.line
        }
        #endif
        if filePath == nil || testName == nil, let xcTest {
            let name = xcTest.test.className + "/" + xcTest.test.methodName + "." + String(xcTest.ordinal)
            return Located(files: FailureArtefacts(folder: root, name: name), name: name, test: xcTest.test.methodName + "()")
        }
        guard let filePath, let testName else {
            let name = "snapshots/" + digest(reference, actual)
            return Located(files: FailureArtefacts(folder: root, name: name), name: name)
        }
        let file = URL(fileURLWithPath: filePath)
        let stem = file.deletingPathExtension().lastPathComponent
        let base = String(testName.prefix { $0 != "(" })
        let snapshots = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(stem)
        let found = findReference(reference, in: snapshots.path, testName: base)
        let name = stem + "/" + (found?.stem ?? base + "." + digest(reference, actual))
        return Located(files: FailureArtefacts(folder: root, name: name), name: name, referencePath: found?.path,
                       test: testName, file: file.standardizedFileURL.path, line: line)
    }

    /// The snapshot file whose pixels are `reference`'s: the test's own (`TEST.N.png`) first, then
    /// any other of the test file's (an assertion may name its test with `testName:`).
    static func findReference(_ reference: RGBAImage, in folder: String, testName: String) -> (path: String, stem: String)? {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let pictures = files.filter { $0.hasSuffix(".png") }.sorted()
        let own = pictures.filter { $0.hasPrefix(testName + ".") }
        for file in own + pictures.filter({ !$0.hasPrefix(testName + ".") }) {
            let path = folder + "/" + file
            guard let data = FileManager.default.contents(atPath: path),
                  let image = try? PNGDecoder.decode([UInt8](data)), image == reference else { continue }
            return (path, String(file.dropLast(4)))
        }
        return nil
    }

    /// FNV-1a over both pictures' sizes and pixels, as 16 hex digits.
    static func digest(_ a: RGBAImage, _ b: RGBAImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func add(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        for image in [a, b] {
            for v in [image.width, image.height] { for shift in stride(from: 0, to: 64, by: 8) { add(UInt8(truncatingIfNeeded: v >> shift)) } }
            for byte in image.pixels { add(byte) }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
