import Foundation
import SBDiff
import SBPNG
import SBTestSupport
import Testing

/// `sbrender diff --precision --perceptual-precision` with swift-snapshot-testing's verdicts, and
/// `sbrender report` counting text failures and naming every record it leaves out.
@Suite struct DiffPrecisionAndReportKindsTests {
    /// Writes a 4 x 4 grey (100) picture and one with one channel changed in 2 pixels (red 112).
    static func pictures(in folder: String) throws {
        let reference = RGBAImage(width: 4, height: 4, fill: (100, 100, 100, 255))
        var actual = reference
        actual.pixels[0] = 112
        actual.pixels[4] = 112
        try Data(try PNGEncoder.encode(reference)).write(to: URL(fileURLWithPath: folder + "/a.png"))
        try Data(try PNGEncoder.encode(actual)).write(to: URL(fileURLWithPath: folder + "/b.png"))
    }

    @Test func diffWithSwiftSnapshotTestingsPrecision() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        try Self.pictures(in: folder)
        let sb = try Tools.sbrender()
        // 62 of 64 bytes equal, 0.96875: 0.96 lets Int(0.04 x 64) = 2 bytes differ, 0.97 lets 1.
        let loose = try Tools.run(sb, ["diff", "--precision", "0.96", "a.png", "b.png"], in: folder)
        #expect(loose.status == 0, "\(loose)")
        #expect(loose.stdout == "(2 of 64 bytes differ; 2 of 16 pixels differ (12.5000%), max channel delta 12, in x 0...1, y 0...0)\n")
        let strict = try Tools.run(sb, ["diff", "--precision", "0.97", "a.png", "b.png"], in: folder)
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stdout.hasPrefix("Actual image precision 0.96875 is less than required 0.97 (2 of 64 bytes differ;"))
        let json = try Tools.run(sb, ["diff", "--json", "--precision", "0.97", "a.png", "b.png"], in: folder)
        #expect(json.stdout.contains(#""differingBytes":2,"totalBytes":64,"passes":false,"failure":"Actual image precision 0.96875 is less than required 0.97"}"#))
        // Red 100 -> 112 on grey is a ΔE*94 above 2 (about 5): it fails at 0.98 and passes at 0.9
        // (ΔE up to 10).
        #expect(try Tools.run(sb, ["diff", "--perceptual-precision", "0.98", "a.png", "b.png"], in: folder).status == 1)
        #expect(try Tools.run(sb, ["diff", "--perceptual-precision", "0.9", "a.png", "b.png"], in: folder).status == 0)
        // pixelmatch's default lets the change through (YIQ distance below 35215 x 0.1^2).
        #expect(try Tools.run(sb, ["diff", "a.png", "b.png"], in: folder).status == 0)
        let bad = try Tools.run(sb, ["diff", "--precision", "2", "a.png", "b.png"], in: folder)
        #expect(bad.status == 64 && bad.stderr.contains("--precision must be from 0 to 1, got 2"), "\(bad)")
    }

    @Test func reportCountsTextFailuresAndNamesWhatItLeavesOut() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let text = FailureArtefacts(folder: folder, name: "LayoutTests/grid.1")
        var record = FailureRecord(name: "LayoutTests/grid.1", reference: "/src/__Snapshots__/LayoutTests/grid.1.json",
                                   message: "sbrender: the text differs from its reference", result: nil, referenceImage: nil, actual: nil,
                                   test: "grid()", file: "/src/LayoutTests.swift", line: 12, textDiff: "@@ -1,2 +1,2 @@\n {\n-\"height\":40\n+\"height\":41")
        record.referenceSize = nil
        try text.write(textRecord: record)
        // A record 34 folders deep, below the 32 the report looks into.
        let deep = (0..<34).map { "d\($0)" }.joined(separator: "/")
        try FailureArtefacts(folder: folder, name: deep + "/lost.1").write(textRecord: record)
        let sb = try Tools.sbrender()
        let run = try Tools.run(sb, ["report", folder], in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "\(folder)/index.html: 1 failure\n")
        #expect(run.stderr == "sbrender: \(folder)/\(deep)/lost.1.failure.json: skipped: more than 32 folders deep (the report looks 32 deep)\n")
        let page = String(decoding: try #require(FileManager.default.contents(atPath: folder + "/index.html")), as: UTF8.self)
        #expect(page.contains("1 failure in 1 test: 1 differs in text."))
        #expect(page.contains("<span class=\"del\">-&quot;height&quot;:40</span>\n<span class=\"ins\">+&quot;height&quot;:41</span>"))
        #expect(page.contains("Records not shown: 1 (each named on standard error too):"))
    }
}
