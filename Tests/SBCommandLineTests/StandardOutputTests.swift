import Foundation
import SBTestSupport
import Testing

/// Issue 24, item 2: a result written to a full disk (`> /dev/full`) used to exit 0 with nothing
/// said, leaving a truncated file behind a success. Every command's results are checked: the
/// failed write exits 74 with the system's reason.
@Suite struct StandardOutputTests {
    /// A 1 x 1 RGBA PNG (one opaque black pixel... as any PNG encoder writes it; 70 bytes).
    static let tinyPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!

    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "sbrender-stdout-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func expectFullDisk(_ arguments: [String], in directory: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try CLI.run(arguments, in: directory, standardOutput: "/dev/full", sourceLocation: sourceLocation)
        #expect(run.status == 74, "\(arguments): status \(run.status), \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderrLines == ["sbrender: cannot write to standard output: No space left on device"],
                "\(arguments): \(run.stderr)", sourceLocation: sourceLocation)
    }

    @Test func layoutToAFullDiskFails() throws {
        try expectFullDisk(["layout", "--layout", "flow", "--all"])
        try expectFullDisk(["layout", "--layout", "circle"])
        try expectFullDisk(["layout", "--layout", "compositional", "--all"])
    }

    @Test func diffAndReportToAFullDiskFail() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.tinyPNG.write(to: URL(fileURLWithPath: dir + "/a.png"))
        try Self.tinyPNG.write(to: URL(fileURLWithPath: dir + "/b.png"))
        try expectFullDisk(["diff", "--json", "a.png", "b.png"], in: dir)
        try expectFullDisk(["diff", "a.png", "b.png"], in: dir)
        try FileManager.default.createDirectory(atPath: dir + "/art", withIntermediateDirectories: true)
        try expectFullDisk(["report", "art"], in: dir)
    }

    @Test func renderToAFullDiskFails() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The picture itself to standard output, and the "wrote" line of a file.
        let picture = try CLI.run(["--layout", "circle", "--size", "40x40", "-"], in: dir, standardOutput: "/dev/full")
        #expect(picture.status == 74, "\(picture.stderr)")
        #expect(picture.stderrLines == ["sbrender: cannot write -: No space left on device"])
        try expectFullDisk(["--layout", "circle", "--size", "40x40", "out.png"], in: dir)
    }
}
