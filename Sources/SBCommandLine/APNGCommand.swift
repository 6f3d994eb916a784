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
import SBMotion
import SBPNG
import SBRender
import SBOutput

/// `sbrender apng DIR out.png`: numbered PNG frames assembled into one APNG.
struct APNGCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apng",
        abstract: "Assemble a folder of numbered PNG frames into one APNG.",
        discussion: """
        The frames are DIR/frame-0000.png, frame-0001.png, ... (four digits at least, as `sbrender animate ... DIR/` writes them), numbered from 0 without gaps, all the same size; other files in DIR are ignored. Any PNG colour type is read (grey, palette, RGB, with or without alpha). The APNG is the one `sbrender animate` would write for the same frames.

        Examples:
          sbrender animate --layout grid --animation quiver frames/
          sbrender apng frames quiver.png
          sbrender apng --fps 12 --loop 3 frames slow.png
        """
    )

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second (default 30).", valueName: "n"), transform: ArgumentValues.finite)
    var fps: Double = 30

    @Option(parsing: .unconditional, help: ArgumentHelp("Times to play (0 = forever, the default).", valueName: "n"), transform: ArgumentValues.whole)
    var loop: Int = 0

    @Flag(help: "Store RGBA even when the frames are opaque (no tRNS colour key; larger). For readers that ignore tRNS in APNG frames, such as Pillow before 9.5.")
    var rgba = false

    @Flag(help: "No progress bar.")
    var quiet = false

    @OptionGroup var memory: MemoryOption

    @Argument(help: ArgumentHelp("The folder of numbered frames.", valueName: "DIR"))
    var folder: String

    @Argument(help: ArgumentHelp("The APNG file to write; - for standard output.", valueName: "output.png"))
    var output: String

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func run() throws {
        let cleanup = InterruptCleanup()
        defer { withExtendedLifetime(cleanup) {} }
        guard fps > 0, fps <= 1000 else { throw ValidationError("--fps must be a number above 0 and at most 1000, got \(fps)") }
        guard loop >= 0, loop <= 65535 else { throw ValidationError("--loop must be 0 (forever) to 65535, got \(loop)") }
        var isDirectory = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            throw CommandError.missingInput("cannot read frames from \(folder): no such folder (make frames with `sbrender animate ... \(folder)/`)")
        }
        let listing = try FrameFolderListing(folder: folder)
        let target: OutputTarget
        do {
            target = try StandardOutput.target(for: output, what: "an APNG")
                ?? OutputTarget(path: output, fileHint: "give a file name such as animation.png")
        } catch let error as OutputError {
            throw Failure(description: error.description)
        }
        if output != "-", listing.paths.contains(where: { FileIdentity.isSameFile(output, $0) }) {
            throw CommandError.cannotCreate("cannot write \(output): it is one of the frames; write the APNG outside \(listing.folder) or under another name")
        }
        let paths = listing.paths
        let first = paths[0]
        let progress = Progress(total: paths.count, quiet: quiet)
        var options = APNGEncoderOptions.default
        options.colorKey = !rgba
        var writer: APNGFileWriter?
        var size = (width: 0, height: 0)
        let workers = ProcessInfo.processInfo.activeProcessorCount
        // The frames decoded ahead (a window of two per worker) and the one being encoded, from
        // the first frame's header (every frame has its size).
        let perFrame = MemoryBudget.decodedBytes(ofPNGAt: first)
        try memory.check(MemoryBudget.sum([MemoryBudget.product(perFrame, 2 * workers), MemoryBudget.product(perFrame, 2)]),
                         what: "assembling frames the size of \(first)", remedy: "assemble smaller frames")
        do {
            try OrderedPipeline.run(count: paths.count, workers: workers, window: 2 * workers, produce: { _, index in
                try APNGCommand.decode(paths[index])
            }, consume: { index, image in
                if let writer {
                    guard image.width == size.width, image.height == size.height else {
                        throw Failure(description: "\(paths[index]) is \(image.width)x\(image.height) pixels, but \(first) is \(size.width)x\(size.height): every frame must have the same size")
                    }
                    do { try writer.add(image) } catch { throw CommandError.io("\(error)") }
                } else {
                    size = (image.width, image.height)
                    let w: APNGFileWriter
                    do {
                        w = try APNGFileWriter(target: target, width: image.width, height: image.height, fps: fps, loops: loop,
                                               frames: paths.count, options: options, temporaries: cleanup.temporaries)
                    } catch let error as APNGError {
                        throw CommandError.badData(OptionMessages.apng(error))
                    }
                    writer = w
                    do { try w.add(image) } catch { throw CommandError.io("\(error)") }
                }
                progress.update(done: index + 1)
            })
            do { try writer?.finish() } catch { throw CommandError.io("\(error)") }
        } catch {
            writer?.abandon()
            throw error
        }
        progress.finish()
        if !quiet && target.kind != .standardOutput {
            try StandardOutputSink.print("wrote \(output) (\(paths.count) frames, \(writer?.bytesWritten ?? 0) bytes)")
        }
    }

    /// One frame's pixels; the error names the file.
    static func decode(_ path: String) throws -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "cannot read \(path) (is it readable, and a file?)")
        }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            var reason = "\(error)"
            if reason.hasSuffix(".") { reason.removeLast() }
            throw Failure(description: "\(path) is not a usable PNG: \(reason); re-render or remove it")
        }
    }
}
