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
import SBGallery
import SBLayout
import SBOutput
import SBRender
import SBScene

/// `sbrender docs OUTDIR`: the picture gallery of every layout and animation.
struct DocsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Write a gallery of every layout and named animation (index.md, index.html, PNG, SVG, APNG).",
        discussion: """
        With --check, nothing is written: the gallery in OUTDIR is compared with what would be generated now, and the command fails listing the stale pictures (for a project's CI). Without --size, --fps or --only, a check uses the options the gallery was written with (recorded in OUTDIR/.sbrender-docs).

        Examples:
          sbrender docs gallery/
          sbrender docs --size 384x512 --only circle,circle-insert docs/gallery
          sbrender docs --check docs/gallery
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Canvas of every picture (default 768x1024).", valueName: "WxH"), transform: ArgumentValues.size)
    var size: SBLayout.Size?

    @Option(parsing: .unconditional, help: ArgumentHelp("Animation frame rate (default 30).", valueName: "n"), transform: ArgumentValues.finite)
    var fps: Double?

    @Option(help: ArgumentHelp("Only these entries, by id: a layout (circle) or layout-animation (circle-insert).", valueName: "id,id,..."))
    var only: String?

    @Flag(help: "Compare an existing gallery with what would be generated; write nothing.")
    var check = false

    @Flag(help: "No progress bar.")
    var quiet = false

    @Argument(help: ArgumentHelp("The gallery's folder.", valueName: "OUTDIR"))
    var outdir: String

    func run() throws {
        try run(layouts: .builtIn, preparation: nil)
    }

    /// Writes or checks the gallery of every layout `layouts` holds and their named animations.
    func run(layouts: LayoutRegistry, preparation: RendererPreparation?) throws {
        if let fps, !(fps > 0 && fps <= 120) { throw ValidationError("--fps must be above 0 and at most 120, got \(fps)") }
        let folder = DocsFolder(path: outdir)
        // A name that cannot be looked up (a loop of links, a file in the path, no permission)
        // is said as the system says it, before anything is drawn.
        if let problem = PathStatus.lookupProblem(outdir) {
            throw CommandError.cannotCreate("cannot use \(outdir) as the gallery's folder: \(problem)")
        }
        if check {
            // Before anything is drawn: a check of a folder that is not there fails at once.
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: outdir, isDirectory: &isDirectory), isDirectory else {
                throw CommandError.missingInput("\(outdir) is not a gallery folder; make one with `sbrender docs \(outdir)`")
            }
        }
        var options = DocsGallery.Options()
        if check && size == nil && fps == nil && only == nil {
            let ledger = outdir + "/" + DocsGallery.ledgerName
            if let recorded = try folder.recordedOptions() {
                options = recorded
            } else if FileManager.default.fileExists(atPath: ledger) {
                // A record that says nothing usable would make every entry look missing.
                throw CommandError.badData("\(ledger) is not a gallery record (no options line in it); regenerate the gallery with `sbrender docs \(outdir)`, or give --size, --fps or --only")
            }
        }
        if let size { options.canvas = size }
        if let fps { options.fps = fps }
        if let only { options.only = only.split(separator: ",").map(String.init) }
        if let ids = options.only {
            let known = Set(GalleryEntry.all(layouts: layouts).map(\.id))
            if let bad = ids.filter({ !known.contains($0) }).first {
                throw ValidationError("--only: no gallery entry '\(bad)'; entries are: \(known.sorted().joined(separator: ", "))")
            }
            if ids.isEmpty { throw ValidationError("--only: give at least one entry id, such as circle or circle-insert") }
        }
        let gallery = DocsGallery(options: options, layouts: layouts)
        if !check { try folder.checkWritable() }
        let progress = Progress(total: gallery.entries.count, quiet: quiet, unit: "entries")
        let files: [String: [UInt8]]
        do {
            files = try gallery.build { done, _ in progress.update(done: done) }
        } catch let error as GalleryEntryError {
            throw CommandError.badData(OptionMessages.galleryEntry(error))
        }
        progress.finish()
        if check {
            let stale = folder.stale(comparedWith: files)
            if !stale.isEmpty {
                let again = (["sbrender", "docs"] + options.arguments + [outdir]).joined(separator: " ")
                StandardError.write("sbrender: the gallery in \(outdir) is stale; regenerate it with `\(again)`:\n  " + stale.joined(separator: "\n  "))
                throw ExitCode(1)
            }
            if !quiet { try StandardOutputSink.print("\(outdir) is up to date (\(files.count) files)") }
        } else {
            try folder.write(files, options: options)
            if !quiet { try StandardOutputSink.print("wrote \(files.count) files to \(outdir)") }
        }
    }
}
