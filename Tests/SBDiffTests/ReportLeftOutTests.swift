import Foundation
import SBDiff
import Testing

/// Nothing is left out of the report silently: every record past a limit is named, one line
/// each, and the page says how many.
@Suite struct ReportLeftOutTests {
    static let record = #"{"name":"a","reference":"r","message":"m","actualSize":[4,3],"referenceSize":[4,3]}"#

    @Test func recordsTooDeepAndTooManyAreNamed() throws {
        let dir = NSTemporaryDirectory() + "sbdiff-leftout-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Four records at the top, one 3 folders deep; the limits: 2 records, 2 folders deep.
        try FileManager.default.createDirectory(atPath: dir + "/x/y/z", withIntermediateDirectories: true)
        for name in ["a", "b", "c", "d", "x/y/z/deep"] {
            try Data(Self.record.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(name).failure.json"))
        }
        let report = try FailureReport(folder: dir, limits: ReportLimits(records: 2, depth: 2))
        #expect(report.entries.map(\.stem) == ["a", "b"])
        #expect(report.problems == [
            "\(dir)/x/y/z/deep.failure.json: skipped: more than 2 folders deep (the report looks 2 deep)",
            "\(dir)/c.failure.json: skipped: the page shows at most 2 records, and 4 were found",
            "\(dir)/d.failure.json: skipped: the page shows at most 2 records, and 4 were found",
        ])
        #expect(report.html().contains("Records not shown: 3 (each named on standard error too):"))
    }
}
