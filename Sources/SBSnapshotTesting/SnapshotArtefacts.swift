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
/// `FailureArtefacts`: `NAME.reference.png`, `NAME.actual.png`, `NAME.diff.png` and
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
        locate(pathExtension: "png", digest: digest(reference, actual), location: location, xcTest: xcTest) { data in
            (try? PNGDecoder.decode([UInt8](data))) == reference
        }
    }

    /// ``current(reference:actual:location:xcTest:)`` for a text snapshot (`.json`).
    static func current(referenceText: String, actualText: String, location: SnapshotIssue.Location?,
                        xcTest: (test: XCTestCurrentCase.Test, ordinal: Int)? = nil) -> Located {
        let bytes = Array(referenceText.utf8) + [0] + Array(actualText.utf8)
        return locate(pathExtension: "json", digest: digest(bytes: bytes), location: location, xcTest: xcTest) { data in
            String(decoding: data, as: UTF8.self) == referenceText
        }
    }

    static func locate(pathExtension: String, digest: String, location: SnapshotIssue.Location?,
                       xcTest: (test: XCTestCurrentCase.Test, ordinal: Int)?, isReference: (Data) -> Bool) -> Located {
        let root = folder()
        let call = SnapshotIssue.Location.resolved(location)
        var filePath = call.map { "\($0.filePath)" }
        var testName = call.flatMap { "\($0.function)".isEmpty ? nil : "\($0.function)" }
        var line = call.map { Int($0.line) }
        // The running test, for the record (an assertion's `testName:` names the reference, not it).
        var runningTest = xcTest.map { $0.test.methodName + "()" }
        #if canImport(Testing)
        if let test = Test.current {
            filePath = filePath ?? test.sourceLocation.filePath
            testName = testName ?? test.name
            line = line ?? test.sourceLocation.line
            runningTest = test.name
        }
        #endif
        if filePath == nil || testName == nil, let xcTest {
            let name = xcTest.test.className + "/" + xcTest.test.methodName + "." + String(xcTest.ordinal)
            return Located(files: FailureArtefacts(folder: root, name: name), name: name, test: xcTest.test.methodName + "()")
        }
        guard let filePath, let testName else {
            let name = "snapshots/" + digest
            return Located(files: FailureArtefacts(folder: root, name: name), name: name)
        }
        let file = URL(fileURLWithPath: filePath)
        let stem = file.deletingPathExtension().lastPathComponent
        let base = String(testName.prefix { $0 != "(" })
        let snapshots = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__").appendingPathComponent(stem)
        // An assertion named with `named:` has its reference's name, as swift-snapshot-testing makes it.
        if let named = call?.name {
            let own = sanitizedPathComponent(testName) + "." + sanitizedPathComponent(named)
            let path = snapshots.appendingPathComponent(own + "." + pathExtension).path
            let name = stem + "/" + own
            return Located(files: FailureArtefacts(folder: root, name: name), name: name,
                           referencePath: FileManager.default.fileExists(atPath: path) ? path : nil,
                           test: runningTest ?? testName, file: file.standardizedFileURL.path, line: line)
        }
        let found = findReference(in: snapshots.path, testName: base, pathExtension: pathExtension, isReference: isReference)
        let name = stem + "/" + (found?.stem ?? base + "." + digest)
        return Located(files: FailureArtefacts(folder: root, name: name), name: name, referencePath: found?.path,
                       test: runningTest ?? testName, file: file.standardizedFileURL.path, line: line)
    }

    /// The snapshot file whose pixels are `reference`'s: the test's own (`TEST.N.png`) first, then
    /// any other of the test file's (an assertion may name its test with `testName:`).
    static func findReference(in folder: String, testName: String, pathExtension: String,
                              isReference: (Data) -> Bool) -> (path: String, stem: String)? {
        guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let candidates = files.filter { $0.hasSuffix("." + pathExtension) }.sorted()
        let own = candidates.filter { $0.hasPrefix(testName + ".") }
        for file in own + candidates.filter({ !$0.hasPrefix(testName + ".") }) {
            let path = folder + "/" + file
            guard let data = FileManager.default.contents(atPath: path), isReference(data) else { continue }
            return (path, String(file.dropLast(pathExtension.count + 1)))
        }
        return nil
    }

    /// swift-snapshot-testing's `sanitizePathComponent`: runs of non-word characters become `-`,
    /// without one at either end (`homeScreen()` is `homeScreen`).
    static func sanitizedPathComponent(_ text: String) -> String {
        text.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// FNV-1a over both pictures' sizes and pixels, as 16 hex digits.
    static func digest(_ a: RGBAImage, _ b: RGBAImage) -> String {
        var bytes: [UInt8] = []
        for image in [a, b] {
            for v in [image.width, image.height] { for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: v >> shift)) } }
            bytes += image.pixels
        }
        return digest(bytes: bytes)
    }

    /// FNV-1a over `bytes`, as 16 hex digits.
    static func digest(bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
