import Foundation
import SBDiff
import SBPNG
import Testing

/// `sbrender report` reads folders it cannot trust: a CI job's artefacts, uploaded publicly with
/// the page. Hostile records and files give a page and one line each, never a trap, a hang, a
/// file from outside the folder, or an unbounded read.
@Suite("Report on untrusted folders")
struct ReportHardeningTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sbdiff-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static func png(_ width: Int = 4, _ height: Int = 3) throws -> [UInt8] {
        try PNGEncoder.encode(RGBAImage(width: width, height: height, fill: (0, 0, 255, 255)))
    }

    static let record = #"{"name":"a","reference":"r","message":"m","actualSize":[4,3],"referenceSize":[4,3]}"#

    @Test("bounds at Int.max or Int.min and a ratio of 1e308 are shown, not computed with")
    func extremeNumbers() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(#"{"name":"a","reference":"r","message":"m","bounds":[9223372036854775807,0,1,1],"actualSize":[1,1]}"#, dir + "/max.failure.json")
        try Self.write(#"{"name":"b","reference":"r","message":"m","bounds":[-9223372036854775808,-9223372036854775808,-9223372036854775808,1],"actualSize":[1,1]}"#, dir + "/min.failure.json")
        try Self.write(#"{"name":"c","reference":"r","message":"m","mismatchedPixels":9223372036854775807,"totalPixels":1,"ratio":1e308,"actualSize":[1,1]}"#, dir + "/ratio.failure.json")
        try Self.write(#"{"name":"d","reference":"r","message":"m","mismatchedPixels":3,"totalPixels":4,"ratio":1e308,"bounds":[9223372036854775806,1,1,2],"actualSize":[1,1]}"#, dir + "/fine.failure.json")
        let report = try FailureReport(folder: dir)
        #expect(report.problems == [])
        #expect(report.entries.map(\.stem) == ["fine", "max", "min", "ratio"])
        let page = report.html()
        // x 9223372036854775807 + 1 - 1 is representable (the sum first would overflow).
        #expect(page.contains("in x 9223372036854775807...9223372036854775807, y 0...0"))
        #expect(page.contains("bounds -9223372036854775808,-9223372036854775808,-9223372036854775808,1 out of range"))
        #expect(page.contains("9223372036854775807 of 1 pixels differ (counts out of range)"))
        // 3 of 4 = 75 %, from the counts (the record's ratio is not used); the last pixel of
        // x 9223372036854775806 + 1 - 1 is representable.
        #expect(page.contains("3 of 4 pixels differ (75.0000%), in x 9223372036854775806...9223372036854775806, y 1...2"))
    }

    @Test("escaping is linear: 8 MB of \"x<\" (a quadratic escape took 12 s for 1 MB) is escaped whole")
    func linearEscape() {
        let message = String(repeating: "x<", count: 2 << 20)
        let escaped = HTMLText.escape(message)
        // Each "x<" becomes "x&lt;": 1 + 4 bytes.
        #expect(escaped.utf8.count == (2 << 20) * 5)
        #expect(escaped.hasPrefix("x&lt;x&lt;") && escaped.hasSuffix("x&lt;"))
    }

    @Test("a picture or record linked from outside the folder is not read; a link inside is")
    func symbolicLinks() throws {
        let dir = try Self.folder(), outside = try Self.folder()
        defer { for d in [dir, outside] { try? FileManager.default.removeItem(atPath: d) } }
        try Data(try Self.png()).write(to: URL(fileURLWithPath: outside + "/secret.png"))
        try Self.write(Self.record, outside + "/secret.failure.json")
        try Self.write(Self.record, dir + "/a.failure.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.reference.png", withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.actual.png", withDestinationPath: outside + "/secret.png")
        try Data(try Self.png()).write(to: URL(fileURLWithPath: dir + "/inside.png"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.diff.png", withDestinationPath: "inside.png")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.failure.json", withDestinationPath: outside + "/secret.failure.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: outside)
        let report = try FailureReport(folder: dir)
        #expect(report.entries.map(\.stem) == ["a"])
        #expect(report.problems == ["\(dir)/b.failure.json: skipped: a symbolic link out of the folder"])
        let page = report.page()
        #expect(page.skipped == ["\(dir)/a.reference.png: skipped: a symbolic link out of the folder",
                                 "\(dir)/a.actual.png: skipped: a symbolic link out of the folder"])
        #expect(page.html.components(separatedBy: "data:image/png;base64,").count - 1 == 1)
        #expect(!page.html.contains("cm9vd"))  // base64 of "root"
    }

    @Test("FIFOs, folders and oversized files are left out with a line each; nothing blocks")
    func specialFilesAndLimits() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(Self.record, dir + "/a.failure.json")
        #expect(mkfifo(dir + "/a.reference.png", 0o600) == 0)
        try Data(try Self.png(200, 200)).write(to: URL(fileURLWithPath: dir + "/a.actual.png"))
        try Self.write("GIF89a not a png at all", dir + "/a.diff.png")
        try FileManager.default.createDirectory(atPath: dir + "/d.failure.json", withIntermediateDirectories: true)
        try Self.write(Self.record + String(repeating: " ", count: 2000), dir + "/big.failure.json")
        let report = try FailureReport(folder: dir, limits: ReportLimits(recordBytes: 1024, pictureBytes: 200))
        #expect(report.entries.map(\.stem) == ["a"])
        let bigSize = Self.record.utf8.count + 2000
        #expect(report.problems == ["\(dir)/big.failure.json: skipped: \(bigSize) bytes, above the limit of 1 KiB"])
        let page = report.page()
        let actualSize = try Self.png(200, 200).count
        #expect(actualSize > 200)
        #expect(page.skipped.count == 3)
        #expect(page.skipped.first == "\(dir)/a.reference.png: skipped: not a regular file")
        #expect(page.skipped.dropFirst().first == "\(dir)/a.actual.png: skipped: \(actualSize) bytes, above the limit of 200 bytes")
        #expect(page.skipped.last?.hasPrefix("\(dir)/a.diff.png: skipped: not a PNG (") == true)
    }

    @Test("the page's pictures together stay within the page limit")
    func pageLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let picture = try Self.png()
        for name in ["a", "b"] {
            try Self.write(Self.record, dir + "/\(name).failure.json")
            for kind in ["reference", "actual", "diff"] {
                try Data(picture).write(to: URL(fileURLWithPath: dir + "/\(name).\(kind).png"))
            }
        }
        // Room for four pictures of the six.
        let report = try FailureReport(folder: dir, limits: ReportLimits(pageBytes: picture.count * 4 + picture.count / 2))
        let page = report.page()
        #expect(page.html.components(separatedBy: "data:image/png;base64,").count - 1 == 4)
        #expect(page.skipped == ["actual", "diff"].map {
            "\(dir)/b.\($0).png: skipped: the page's pictures would pass their limit of \(picture.count * 4 + picture.count / 2) bytes"
        })
    }

    @Test("a malformed record is one line with the key path, never a decoder's dump")
    func malformedRecords() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.write(#"{"name":"a","reference":"r","message":"m","bounds":[0.5,0,1,1],"actualSize":[1,1]}"#, dir + "/half.failure.json")
        try Self.write(#"{"name":"a","reference":"r","actualSize":[1,1]}"#, dir + "/nomessage.failure.json")
        try Self.write(#"{"name":"a","reference":"r","message":null,"actualSize":[1,1]}"#, dir + "/null.failure.json")
        try Self.write("{not json", dir + "/garbage.failure.json")
        try Self.write(Self.record, dir + "/good.failure.json")
        let report = try FailureReport(folder: dir)
        #expect(report.entries.map(\.stem) == ["good"])
        #expect(report.problems.count == 4)
        #expect(report.problems.contains("\(dir)/nomessage.failure.json: not a failure record: the key \"message\" is missing"))
        #expect(report.problems.contains("\(dir)/null.failure.json: not a failure record: message: expected a string, found null"))
        #expect(report.problems.contains { $0.hasPrefix("\(dir)/half.failure.json: not a failure record: bounds[0]: ") })
        #expect(report.problems.contains { $0.hasPrefix("\(dir)/garbage.failure.json: not a failure record: ") })
        for line in report.problems {
            #expect(!line.contains("\n") && !line.contains("DecodingError") && !line.contains("codingPath"), "\(line)")
        }
    }

    /// Seeded, bounded fuzzing of failure records: every record either shows on the page with
    /// its name or is one line in the problems; nothing traps.
    @Test("fuzzed failure records (seeded)")
    func fuzzedRecords() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var random = SplitMix(seed: 0x5B_2024)
        let values = ["9223372036854775807", "-9223372036854775808", "0", "-1", "1", "1e308", "-1e308", "0.5", "1e400",
                      "\"x<&>\\\"\"", "null", "[]", "[1,2]", "[9223372036854775807,0,1,1]", "[-9223372036854775808,0,-1,9223372036854775807]",
                      "true", "{\"a\":1}", "\"\\u0000\"", "\"\(String(repeating: "x<", count: 500))\""]
        let whole = ["9223372036854775807", "-9223372036854775808", "0", "-1", "1", "4"]
        let arrays = ["[]", "[1,2]", "[9223372036854775807,0,1,1]", "[-9223372036854775808,0,-1,9223372036854775807]",
                      "[9223372036854775807,9223372036854775807,9223372036854775807,9223372036854775807]", "[0,0,4,3]", "[4,3]"]
        let strings = ["\"x<&>\\\"\"", "\"\"", "\"\\u0000\"", "\"\(String(repeating: "x<", count: 500))\"", "\"café ✓\""]
        let keys = ["name", "reference", "message", "mismatchedPixels", "totalPixels", "ratio", "maxChannelDelta", "bounds",
                    "referenceSize", "actualSize", "test", "file", "line"]
        let count = 200
        for i in 0..<count {
            var fields: [String] = []
            // The required keys are mostly there, the others half the time.
            for key in keys where random.next() % (["name", "reference", "message", "actualSize"].contains(key) ? 12 : 2) != 0 {
                // Mostly values of the key's kind at their extremes, sometimes anything.
                let pool: [String]
                switch key {
                case _ where random.next() % 5 == 0: pool = values
                case "actualSize" where random.next() % 2 == 0: pool = ["[4,3]"]
                case "name", "reference", "message", "test", "file": pool = strings
                case "ratio": pool = whole + ["1e308", "-1e308", "0.5", "-0.0"]
                case "bounds", "referenceSize", "actualSize": pool = arrays
                default: pool = whole
                }
                let value = pool[Int(random.next() % UInt64(pool.count))]
                fields.append("\"\(key)\":\(value)")
            }
            var text = "{" + fields.joined(separator: ",") + "}"
            if random.next() % 10 == 0 { text = String(text.prefix(Int(random.next() % UInt64(text.count + 1)))) }
            try Self.write(text, dir + "/r\(i).failure.json")
            if random.next() % 2 == 0 { try Data(try Self.png()).write(to: URL(fileURLWithPath: dir + "/r\(i).actual.png")) }
        }
        let report = try FailureReport(folder: dir)
        #expect(report.entries.count + report.problems.count == count)
        #expect(report.entries.count > 10 && report.problems.count > 10)
        let page = report.page()
        #expect(page.skipped == [])
        // Each entry shown in its section with its snapshot's name.
        let shown = page.html.components(separatedBy: "<dt>snapshot</dt><dd>").dropFirst().map { $0.components(separatedBy: "</dd>")[0] }
        #expect(shown == report.entries.map { HTMLText.escape($0.record.name) })
        for line in report.problems {
            #expect(line.hasPrefix(dir + "/r") && !line.contains("\n") && !line.contains("DecodingError"), "\(line)")
        }
    }
}

/// A small seeded generator (SplitMix64), so the fuzzed cases are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
