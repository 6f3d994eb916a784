import Foundation
import SBTestSupport
import Testing

/// `sbrender diff` never writes its diff picture over one of its inputs, and `sbrender docs
/// --check` looks at the folder before it renders anything.
@Suite struct DiffAndDocsInputTests {
    /// Every way of naming an input as the diff output is refused with exit status 73 and one line,
    /// and neither input is touched.
    @Test func diffOutputThatIsAnInputIsRefused() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "120x120", "ref.png"], in: folder)
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "120x120", "--rotation", "20", "act.png"], in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: "ref.png")
        try FileManager.default.linkItem(atPath: folder + "/act.png", toPath: folder + "/hard.png")
        let reference = try #require(FileManager.default.contents(atPath: folder + "/ref.png"))
        let actual = try #require(FileManager.default.contents(atPath: folder + "/act.png"))

        let cases: [(output: String, input: String)] = [
            ("ref.png", "the reference"), ("act.png", "the picture compared"), ("./ref.png", "the reference"),
            ("sub/../act.png", "the picture compared"), ("link.png", "the reference"), ("hard.png", "the picture compared"),
            (folder + "/ref.png", "the reference"),
        ]
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        for (output, input) in cases {
            let run = try Tools.run(sb, ["diff", "--diff", output, "ref.png", "act.png"], in: folder)
            #expect(run.status == 73, "--diff \(output): \(run)")
            #expect(run.stderr.hasPrefix("sbrender: --diff \(output) is \(input)"), "--diff \(output): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "--diff \(output): \(run.stderr)")
            #expect(run.stdout.isEmpty, "--diff \(output)")
        }
        #expect(FileManager.default.contents(atPath: folder + "/ref.png") == reference)
        #expect(FileManager.default.contents(atPath: folder + "/act.png") == actual)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.png") == "ref.png")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["act.png", "hard.png", "link.png", "ref.png", "sub"])

        // A separate output still works.
        let fine = try Tools.run(sb, ["diff", "--diff", "d.png", "ref.png", "act.png"], in: folder)
        #expect(fine.status == 1, "\(fine)")
        #expect(FileManager.default.fileExists(atPath: folder + "/d.png"))
    }

    /// A check of a folder that does not exist says so before drawing: with a canvas too large to
    /// draw, the folder is still what the message is about.
    @Test func docsCheckOfAMissingFolderFailsFirst() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        for arguments in [["docs", "--check", "nonexistent/"], ["docs", "--check", "--size", "20000x20000", "nonexistent/"]] {
            let run = try Tools.run(sb, arguments, in: folder)
            #expect(run.status != 0, "\(arguments): \(run)")
            #expect(run.stderr == "sbrender: nonexistent/ is not a gallery folder; make one with `sbrender docs nonexistent/`\n",
                    "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder + "/nonexistent"))
    }
}
