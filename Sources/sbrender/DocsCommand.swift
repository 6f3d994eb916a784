import ArgumentParser
import Foundation
import SBGolden
import SBLayout

/// `sbrender docs OUTDIR`: the picture gallery of every layout and animation.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a gallery of every layout and named animation (index.md, index.html, PNG, SVG, APNG).",
        discussion: """
        With --check, nothing is written: the gallery in OUTDIR is compared with what would be
        generated now, and the command fails listing the stale pictures (for a project's CI).

        Examples:
          sbrender docs gallery/
          sbrender docs --size 384x512 --only circle,circle-insert docs/gallery
          sbrender docs --check docs/gallery
        """
    )

    @Option(help: ArgumentHelp("Canvas of every picture (default 768x1024).", valueName: "WxH"), transform: ArgumentValues.size)
    var size: SBLayout.Size?

    @Option(help: ArgumentHelp("Animation frame rate (default 15).", valueName: "n"), transform: ArgumentValues.finite)
    var fps: Double = 15

    @Option(help: ArgumentHelp("Only these entries, by id: a layout (circle) or layout-animation (circle-insert).", valueName: "id,id,..."))
    var only: String?

    @Flag(help: "Compare an existing gallery with what would be generated; write nothing.")
    var check = false

    @Flag(help: "No progress bar.")
    var quiet = false

    @Argument(help: ArgumentHelp("The gallery's folder.", valueName: "OUTDIR"))
    var outdir: String

    func run() throws {
        guard fps > 0, fps <= 120 else { throw ValidationError("--fps must be above 0 and at most 120, got \(fps)") }
        var gallery = DocsGallery(canvas: size ?? SeedDemo.viewport, fps: fps)
        if let only {
            let ids = Set(only.split(separator: ",").map(String.init))
            let known = Set(GalleryEntry.all().map(\.id))
            if let bad = ids.subtracting(known).sorted().first {
                throw ValidationError("--only: no gallery entry '\(bad)'; entries are: \(known.sorted().joined(separator: ", "))")
            }
            gallery.only = ids
        }
        let folder = DocsFolder(path: outdir)
        if !check { try folder.checkWritable() }
        let progress = Progress(total: gallery.entries.count, quiet: quiet, unit: "entries")
        let files = try gallery.build { done, _ in progress.update(done: done) }
        progress.finish()
        if check {
            let stale = folder.stale(comparedWith: files)
            if !stale.isEmpty {
                StandardError.write("sbrender: the gallery in \(outdir) is stale; regenerate it with `sbrender docs` (or `make docs`):\n  " + stale.joined(separator: "\n  "))
                throw ExitCode(1)
            }
            if !quiet { print("\(outdir) is up to date (\(files.count) files)") }
        } else {
            try folder.write(files)
            if !quiet { print("wrote \(files.count) files to \(outdir)") }
        }
    }
}
