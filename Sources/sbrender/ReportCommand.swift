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
        DIR is where the tests wrote their failures (SBRENDER_ARTIFACTS or SNAPSHOT_ARTIFACTS):
        for each NAME.failure.json the page shows the reference, actual and diff pictures side by
        side with the numbers, and a slider that wipes between reference and actual. The pictures
        are inline, so the page can be uploaded alone as a CI artefact.

        Examples:
          sbrender report $SNAPSHOT_ARTIFACTS                 writes $SNAPSHOT_ARTIFACTS/index.html
          sbrender report --output report.html artefacts/
        """
    )

    @Option(help: ArgumentHelp("Where the page goes (default: DIR/index.html).", valueName: "file.html"))
    var output: String?

    @Flag(help: "Print nothing.")
    var quiet = false

    @Argument(help: ArgumentHelp("The folder of failure artefacts.", valueName: "DIR"))
    var folder: String

    func run() throws {
        let report: FailureReport
        do {
            report = try FailureReport(folder: folder)
        } catch {
            throw ValidationError(error.description)
        }
        let target = output ?? (report.folder + "/index.html")
        do {
            try AtomicFile.write(Array(report.html().utf8), to: target)
        } catch {
            throw ValidationError("cannot write \(target): \(error)")
        }
        if !quiet {
            let count = report.entries.count
            print("\(target): \(count) \(count == 1 ? "failure" : "failures")")
        }
    }
}
