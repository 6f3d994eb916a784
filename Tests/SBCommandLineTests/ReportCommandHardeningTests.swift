import Foundation
import SBTestSupport
import Testing

/// `sbrender report` on hostile folders (issue 24): one line per problem, a page, never a trap.
@Suite struct ReportCommandHardeningTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sbrender-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The issue's reproducers trapped (SIGILL, exit 132, no message).
    @Test func overflowingNumbersGiveAPage() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let records = [
            #"{"name":"a","reference":"r","message":"m","bounds":[9223372036854775807,0,1,1],"actualSize":[1,1]}"#,
            #"{"name":"b","reference":"r","message":"m","bounds":[-9223372036854775808,0,1,1],"actualSize":[1,1]}"#,
            #"{"name":"c","reference":"r","message":"m","mismatchedPixels":5,"totalPixels":10,"ratio":1e308,"actualSize":[1,1]}"#,
        ]
        for (i, r) in records.enumerated() { try Data(r.utf8).write(to: URL(fileURLWithPath: "\(dir)/\(i).failure.json")) }
        let run = try CLI.run(["report", dir])
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.status) \(run.stderr)")
        #expect(run.stdout == "\(dir)/index.html: 3 failures\n")
        let page = try String(contentsOfFile: dir + "/index.html", encoding: .utf8)
        #expect(page.contains("bounds -9223372036854775808,0,1,1 out of range"))
        // 5 of 10 from the counts, whatever the record's ratio says.
        #expect(page.contains("5 of 10 pixels differ (50.0000%)"))
    }

    @Test func malformedRecordsAreOneLineEachAndThePageIsWritten() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"{"name":"a","reference":"r","message":"m","actualSize":[1,0.5]}"#.utf8).write(to: URL(fileURLWithPath: dir + "/half.failure.json"))
        try Data(#"{"name":"a"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/short.failure.json"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.failure.json", withDestinationPath: "/etc/hostname")
        let run = try CLI.run(["report", "--quiet", dir])
        #expect(run.status == 0)
        #expect(run.stderrLines == [
            "sbrender: \(dir)/a.failure.json: skipped: a symbolic link out of the folder",
            "sbrender: \(dir)/half.failure.json: not a failure record: actualSize[1]: expected a whole number",
            "sbrender: \(dir)/short.failure.json: not a failure record: the key \"reference\" is missing",
        ])
        #expect(FileManager.default.fileExists(atPath: dir + "/index.html"))
    }

    /// Issue 23, item 5: `--output missing/index.html` said "cannot write ...: cannot write ...".
    @Test func theOutputFolderIsCreated() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        let run = try CLI.run(["report", "--output", "missing/deeper/index.html", "art"], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "missing/deeper/index.html: 0 failures\n")
        #expect(FileManager.default.fileExists(atPath: dir + "/missing/deeper/index.html"))

        // A folder that cannot be made: one line, the system's reason, said once; exit 73.
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/file"))
        let blocked = try CLI.run(["report", "--output", "file/index.html", "art"], in: dir)
        #expect(blocked.status == 73)
        #expect(blocked.stderrLines.count == 1)
        #expect(blocked.stderr.hasPrefix("sbrender: cannot create the folder file for file/index.html: "), "\(blocked.stderr)")
        #expect(blocked.stderr.components(separatedBy: "cannot").count == 2)

        // A missing artefacts folder is missing input: 66.
        let missing = try CLI.run(["report", "nope"], in: dir)
        #expect(missing.status == 66)
        #expect(missing.stderrLines == ["sbrender: nope is not a folder of failure artefacts; give the folder your tests wrote them to"])
    }
}
