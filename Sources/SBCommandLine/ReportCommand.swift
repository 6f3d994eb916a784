import ArgumentParser
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
import SBDiff
import SBRender

/// `sbrender report DIR`: one HTML page of the failures in an artefacts folder.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Turn a folder of golden-test failure artefacts into one self-contained HTML page.",
        discussion: """
        DIR is where the tests wrote their failures (SBRENDER_ARTIFACTS or SNAPSHOT_ARTIFACTS): for each NAME.failure.json the page shows the test and the assertion's file:line, the reference, actual and diff pictures side by side with the numbers, and a slider that wipes between reference and actual; a summary comes first. The pictures are inline, so the page can be uploaded alone as a CI artefact.

        The folder is treated as untrusted: only regular files inside it are read (a symbolic link out of it is not followed), at most 1 MiB per record, 32 MiB per picture and 256 MiB of pictures per page, and a picture is embedded only when it is a PNG. What is left out is named on standard error, one line each; the page is still written.

        Examples:
          sbrender report $SNAPSHOT_ARTIFACTS                 writes $SNAPSHOT_ARTIFACTS/index.html
          sbrender report --output report.html artefacts/
        """
    )

    @Option(help: ArgumentHelp("Where the page goes (default: DIR/index.html); its folder is created when missing.", valueName: "file.html"))
    var output: String?

    @Flag(help: "Print nothing on success (what was left out is still said).")
    var quiet = false

    @Argument(help: ArgumentHelp("The folder of failure artefacts.", valueName: "DIR"))
    var folder: String

    func run() throws {
        let report: FailureReport
        do {
            report = try FailureReport(folder: folder)
        } catch {
            throw CommandError.missingInput(error.description)
        }
        let target = output ?? (report.folder + "/index.html")
        let read = report.entries.flatMap { e in
            [FailureRecord.fileSuffix, "reference.png", "actual.png", "diff.png"].map { (path: report.folder + "/" + e.stem + "." + $0, role: "a file of the report") }
        }
        try OutputPath.refuseInputs(target, read)
        let page = report.page()
        for line in report.problems + page.skipped { StandardError.write("sbrender: \(line)") }
        try OutputFolder.create(for: target)
        try OutputFile.write(Array(page.html.utf8), to: try OutputFile.target(target, fileHint: "give a file name such as report.html"))
        if !quiet {
            let count = report.entries.count
            try StandardOutputSink.print("\(target): \(count) \(count == 1 ? "failure" : "failures")")
        }
    }
}
