import Foundation
import SBGallery
import SBLayout
import SBTestSupport
import Testing

/// `sbrender docs` on a folder (the gallery's contents are checked in SBGalleryTests).
@Suite struct DocsGalleryTests {
    @Test("a folder records its options, so a check needs no flags; foreign files and plain files are refused")
    func folderRules() throws {
        let base = try Support.temporaryFolder()
        defer { Support.cleanUp(base) }
        let sb = try Tools.sbrender()
        let made = try Tools.run(sb, ["docs", "--quiet", "--size", "240x320", "--fps", "5", "--only", "grid,circle-pop", "g"], in: base)
        #expect(made.status == 0, "\(made)")
        let ledger = try String(contentsOfFile: base + "/g/.sbrender-docs", encoding: .utf8)
        #expect(ledger.hasPrefix("# options: size=240x320 fps=5 only=grid,circle-pop\n"))
        let options = try DocsFolder(path: base + "/g").recordedOptions()
        #expect(options == DocsGallery.Options(canvas: Size(width: 240, height: 320), fps: 5, only: ["grid", "circle-pop"]))
        let fresh = try Tools.run(sb, ["docs", "--check", "g"], in: base)
        #expect(fresh.status == 0, "\(fresh)")
        #expect(fresh.stdout == "g is up to date (5 files)\n")

        // A picture edited by hand is stale; the message gives the command that makes it again.
        _ = try Tools.run(sb, ["--quiet", "--layout", "circle", "--size", "240x320", "g/layouts/grid.png"], in: base)
        let stale = try Tools.run(sb, ["docs", "--check", "g"], in: base)
        #expect(stale.status == 1)
        #expect(stale.stderr.hasPrefix("sbrender: the gallery in g is stale; regenerate it with `sbrender docs --size 240x320 --fps 5 --only grid,circle-pop g`:\n  layouts/grid.png ("))

        // Regenerating repairs it, and gives the same bytes as the first time.
        let before = FileManager.default.contents(atPath: base + "/g/animations/circle-pop.png")
        #expect(try Tools.run(sb, ["docs", "--quiet", "--size", "240x320", "--fps", "5", "--only", "grid,circle-pop", "g"], in: base).status == 0)
        #expect(try Tools.run(sb, ["docs", "--check", "g"], in: base).status == 0)
        #expect(FileManager.default.contents(atPath: base + "/g/animations/circle-pop.png") == before)

        // OUTDIR is a file, or lies below one: refused, the file untouched.
        _ = FileManager.default.createFile(atPath: base + "/notes.txt", contents: Data("mine".utf8))
        for target in ["notes.txt", "notes.txt/gallery"] {
            let refused = try Tools.run(sb, ["docs", "--quiet", "--only", "grid", target], in: base)
            #expect(refused.status != 0, "\(target)")
            #expect(refused.stderr.hasPrefix("sbrender: ") && refused.stderr.split(separator: "\n").count == 1, "\(target): \(refused.stderr)")
        }
        #expect(FileManager.default.contents(atPath: base + "/notes.txt") == Data("mine".utf8))
        let checkFile = try Tools.run(sb, ["docs", "--check", "notes.txt"], in: base)
        #expect(checkFile.stderr == "sbrender: notes.txt is not a gallery folder; make one with `sbrender docs notes.txt`\n")
    }
}
