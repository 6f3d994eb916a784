#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBPNG

/// The pictures and numbers of one failed comparison, written into an artefacts folder where
/// `sbrender report` (``FailureReport``) finds them:
///
/// - `NAME.reference.png`: the reference the picture was compared with (when there was one),
/// - `NAME.actual.png`: the picture as it is now,
/// - `NAME.diff.png`: the diff picture (when both have the same size),
/// - `NAME.failure.json`: the numbers (``FailureRecord``).
///
/// `NAME` may hold `/` to sort failures into subfolders, such as `HomeTests/homeScreen.1`.
package struct FailureArtefacts: Sendable {
    /// The folder the files go into (created when missing).
    package var folder: String
    /// The failure's name, the stem of its files.
    package var name: String

    /// The artefacts of the failure `name` in `folder`.
    package init(folder: String, name: String) {
        self.folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
        self.name = name
    }

    /// The path of one of the files: `FOLDER/NAME.SUFFIX`.
    package func path(_ suffix: String) -> String { folder + "/" + name + "." + suffix }
    /// `NAME.reference.png`.
    package var referencePath: String { path("reference.png") }
    /// `NAME.actual.png`.
    package var actualPath: String { path("actual.png") }
    /// `NAME.diff.png`.
    package var diffPath: String { path("diff.png") }
    /// `NAME.failure.json`.
    package var recordPath: String { path(FailureRecord.fileSuffix) }

    /// Writes the record of a text snapshot's failure (no pictures; the pictures of an earlier
    /// failure of the same name are removed).
    /// - Parameter record: the record, with its ``FailureRecord/textDiff``.
    /// - Throws: ``FailureArtefactsError`` when it cannot be written.
    package func write(textRecord record: FailureRecord) throws(FailureArtefactsError) {
        let directory = URL(fileURLWithPath: recordPath).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FailureArtefactsError("cannot create the artefacts folder \(directory): \(Self.reason(error))")
        }
        for path in [referencePath, actualPath, diffPath] { try? FileManager.default.removeItem(atPath: path) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try encoder.encode(record).write(to: URL(fileURLWithPath: recordPath), options: .atomic)
        } catch {
            throw FailureArtefactsError("cannot write \(recordPath): \(Self.reason(error))")
        }
    }

    /// Writes the pictures and the record; a file of an earlier failure of the same name that this
    /// one does not have (a diff picture, say) is removed, so the folder never mixes two runs.
    /// - Parameters:
    ///   - reference: the reference picture, or nil when there was none.
    ///   - actual: the picture checked.
    ///   - result: the comparison, or nil when there was none (no reference, or sizes differ).
    ///   - record: the numbers and the message.
    /// - Throws: ``FailureArtefactsError`` when a file cannot be written.
    package func write(reference: RGBAImage?, actual: RGBAImage, result: ImageDiffResult?, record: FailureRecord) throws(FailureArtefactsError) {
        let directory = URL(fileURLWithPath: recordPath).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FailureArtefactsError("cannot create the artefacts folder \(directory): \(Self.reason(error))")
        }
        try writePicture(reference, to: referencePath)
        try writePicture(actual, to: actualPath)
        try writePicture(result?.diffImage, to: diffPath)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            try encoder.encode(record).write(to: URL(fileURLWithPath: recordPath), options: .atomic)
        } catch {
            throw FailureArtefactsError("cannot write \(recordPath): \(Self.reason(error))")
        }
    }

    private func writePicture(_ image: RGBAImage?, to path: String) throws(FailureArtefactsError) {
        guard let image else {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        do {
            let bytes = try PNGEncoder.encode(image)
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FailureArtefactsError("cannot write \(path): \(error)")
        }
    }
}

/// The numbers of one failed comparison, as `NAME.failure.json` holds them.
package struct FailureRecord: Codable, Sendable, Equatable {
    /// The suffix of a record's file name, `failure.json`.
    package static let fileSuffix = "failure.json"

    /// The check's name, as the test or the suite calls it.
    package var name: String
    /// Where the reference is kept (in the source tree), for people to find it.
    package var reference: String
    /// What went wrong, in one paragraph (the test failure's message).
    package var message: String
    /// Differing pixels, or nil when the pictures were not compared.
    package var mismatchedPixels: Int?
    /// Pixels in the picture.
    package var totalPixels: Int?
    /// ``mismatchedPixels`` / ``totalPixels``.
    package var ratio: Double?
    /// The largest difference of one sample, 0 to 255.
    package var maxChannelDelta: Int?
    /// The rectangle holding every counted difference, `[x, y, width, height]`.
    package var bounds: [Int]?
    /// The reference's size in pixels, `[width, height]`, or nil when there was none.
    package var referenceSize: [Int]?
    /// The picture's size in pixels, `[width, height]`.
    package var actualSize: [Int]
    /// The test that failed, as its framework names it (`homeScreen()`, `testHomeScreen()`), when
    /// known; written as the optional key `"test"`.
    package var test: String?
    /// The path of the source file of the failing check, when known (optional key `"file"`).
    package var file: String?
    /// The line of the failing check in ``file``, when known (optional key `"line"`).
    package var line: Int?
    /// For a text snapshot (`.layoutAttributes`): the difference between the reference's lines and
    /// the actual ones, as swift-snapshot-testing's line diff prints it (`-` the reference's, `+`
    /// the actual's); optional key `"textDiff"`. A text record has no pictures and an empty
    /// ``actualSize``.
    package var textDiff: String?

    /// A record with the comparison's numbers (when there was a comparison).
    /// - Parameters:
    ///   - name: the check's name.
    ///   - reference: the reference's path in the source tree.
    ///   - message: the failure's message.
    ///   - result: the comparison, or nil.
    ///   - referenceImage: the reference picture, or nil when there was none.
    ///   - actual: the picture checked, or nil for a text snapshot.
    ///   - test: the failing test's name, when known.
    ///   - file: the path of the file of the failing assertion, when known.
    ///   - line: the assertion's line, when known.
    ///   - textDiff: a text snapshot's line diff, or nil for a picture.
    package init(name: String, reference: String, message: String, result: ImageDiffResult?, referenceImage: RGBAImage?, actual: RGBAImage?,
                test: String? = nil, file: String? = nil, line: Int? = nil, textDiff: String? = nil) {
        self.name = name
        self.reference = reference
        self.message = message
        mismatchedPixels = result?.mismatchedPixels
        totalPixels = result?.totalPixels
        ratio = result?.ratio
        maxChannelDelta = result?.maxChannelDelta
        bounds = result?.bounds.map { [$0.x, $0.y, $0.width, $0.height] }
        referenceSize = referenceImage.map { [$0.width, $0.height] }
        actualSize = actual.map { [$0.width, $0.height] } ?? []
        self.test = test
        self.file = file
        self.line = line
        self.textDiff = textDiff
    }
}

extension FailureArtefacts {
    /// The one folder every failure of a run goes to, for `assertSnapshot` and the Golden/ suite
    /// alike: `SNAPSHOT_ARTIFACTS` (swift-snapshot-testing's variable, where it writes its own
    /// failed snapshots), else `SBRENDER_ARTIFACTS`, else `sbrender-artifacts` in the system's
    /// temporary folder; never the source tree.
    /// - Parameter environment: the process environment.
    /// - Returns: the folder's path.
    package static func runFolder(environment: [String: String]) -> String {
        for key in ["SNAPSHOT_ARTIFACTS", "SBRENDER_ARTIFACTS"] {
            if let value = environment[key], !value.isEmpty { return value }
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("sbrender-artifacts").path
    }
}

/// Why failure artefacts could not be written.
package struct FailureArtefactsError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with the path.
    package let description: String
    /// An error with this sentence.
    package init(_ description: String) { self.description = description }
}

extension FailureArtefacts {
    /// A file system error as a phrase: the system's text for its errno when it carries one.
    static func reason(_ error: any Error) -> String {
        let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.userInfo["NSUnderlyingError"] as? POSIXError)
        return posix.map { String(cString: strerror($0.code.rawValue)) } ?? "\(error)"
    }
}

extension FailureRecord {
    /// Decodes a record; a number that is not of its key's kind (`0.5` or `1e400` where a whole
    /// number goes) is reported at its key path, which the JSON decoder does not say.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        reference = try c.decode(String.self, forKey: .reference)
        message = try c.decode(String.self, forKey: .message)
        mismatchedPixels = try Self.number(Int.self, c, .mismatchedPixels)
        totalPixels = try Self.number(Int.self, c, .totalPixels)
        ratio = try Self.number(Double.self, c, .ratio)
        maxChannelDelta = try Self.number(Int.self, c, .maxChannelDelta)
        bounds = try Self.wholeNumbers(c, .bounds)
        referenceSize = try Self.wholeNumbers(c, .referenceSize)
        textDiff = try c.decodeIfPresent(String.self, forKey: .textDiff)
        if textDiff != nil, !c.contains(.actualSize) {
            actualSize = []
        } else if let actual = try Self.wholeNumbers(c, .actualSize) {
            actualSize = actual
        } else {
            throw DecodingError.valueNotFound([Int].self, .init(codingPath: c.codingPath + [CodingKeys.actualSize], debugDescription: "actualSize is null"))
        }
        test = try c.decodeIfPresent(String.self, forKey: .test)
        file = try c.decodeIfPresent(String.self, forKey: .file)
        line = try Self.number(Int.self, c, .line)
    }

    private static func number<T: Decodable>(_ type: T.Type, _ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> T? {
        do {
            return try c.decodeIfPresent(T.self, forKey: key)
        } catch where !(error is DecodingError) {
            // The decoder's own number error, which it reports without a key path.
            throw DecodingError.typeMismatch(T.self, .init(codingPath: c.codingPath + [key], debugDescription: "out of range"))
        }
    }

    private static func wholeNumbers(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> [Int]? {
        guard c.contains(key), try !c.decodeNil(forKey: key) else {
            if !c.contains(key) && key == .actualSize {
                throw DecodingError.keyNotFound(key, .init(codingPath: c.codingPath, debugDescription: "no actualSize"))
            }
            return nil
        }
        var values = try c.nestedUnkeyedContainer(forKey: key)
        var numbers: [Int] = []
        while !values.isAtEnd {
            let index = values.currentIndex
            do {
                numbers.append(try values.decode(Int.self))
            } catch where !(error is DecodingError) {
            // The decoder's own number error, which it reports without a key path.
                throw DecodingError.typeMismatch(Int.self, .init(codingPath: c.codingPath + [key, RecordIndex(intValue: index)], debugDescription: "out of range"))
            }
        }
        return numbers
    }
}

/// A position in a record's array, for error messages.
private struct RecordIndex: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
