import ArgumentParser
import Foundation
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene

/// `sbrender animate`: a named animation as numbered PNG frames or one APNG.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render an animation as an APNG, or as numbered PNG frames into a folder.",
        discussion: """
        Animations: circle: insert, delete, rotate, pinch, pop, spin, ghost, colorize; punched: scroll;
        grid: quiver, delete; springboard: quiver, delete, page, reorder, drag; flow: delete,
        insert, scroll; every layout: transition --to LAYOUT. Without --animation, the scene's
        own "timeline" plays (events at times; see the README).

        An output ending in '/' or naming an existing folder gets frame-0000.png, frame-0001.png, ...;
        any other name gets one APNG.

        Examples:
          sbrender animate --layout circle --animation insert insert.png
          sbrender animate --layout springboard --animation quiver --duration 2 frames/
          sbrender animate --layout grid --animation transition --to circle morph.png
          sbrender animate --layout punched --animation scroll --range 0..29 part1/
          sbrender animate --scene scripted.json scripted.png
        """
    )

    @OptionGroup var options: LayoutOptions

    @Option(help: ArgumentHelp("The animation (see above); without it, the scene's timeline.", valueName: "name"))
    var animation: String?

    @Option(help: ArgumentHelp("transition: the layout to go to.", valueName: "layout"))
    var to: LayoutName?

    @Option(help: ArgumentHelp("A scene file (JSON).", valueName: "file"))
    var scene: String?

    @Option(help: ArgumentHelp("Wallpaper: a built-in name, none, or a PNG file.", valueName: "name|file.png"))
    var wallpaper: String?

    @Option(help: ArgumentHelp("Frames per second (default 30).", valueName: "n"), transform: ArgumentValues.finite)
    var fps: Double = 30

    @Option(help: ArgumentHelp("Seconds (default: the animation's own length).", valueName: "seconds"), transform: ArgumentValues.finite)
    var duration: Double?

    @Option(name: .customLong("frame-count"), help: ArgumentHelp("Number of frames, instead of --duration.", valueName: "n"))
    var frameCount: Int?

    @Option(help: ArgumentHelp("APNG: times to play (0 = forever, the default).", valueName: "n"))
    var loop: Int = 0

    @Option(help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"))
    var scale: Int?

    @Option(name: .customLong("status-bar"), help: "Status bar: ios6 (the springboard's default) or none.")
    var statusBar: StatusBar?

    @Option(help: ArgumentHelp("Render only frames A to B (inclusive, from 0).", valueName: "A..B"))
    var range: String?

    @Option(help: ArgumentHelp("Frames drawn in parallel (default: the core count).", valueName: "n"))
    var jobs: Int?

    @Flag(help: "No progress bar.")
    var quiet = false

    @Argument(help: ArgumentHelp("An APNG file, or a folder for numbered frames.", valueName: "output"))
    var output: String

    func parseRange(_ text: String, frames: Int) throws -> ClosedRange<Int> {
        let parts = text.components(separatedBy: "..")
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else {
            throw ValidationError("--range expects A..B such as 0..29, got '\(text)'")
        }
        guard a >= 0, a <= b, b < frames else {
            throw ValidationError("--range \(text) is outside the sequence's frames 0..\(frames - 1)")
        }
        return a...b
    }

    func run() throws {
        guard loop >= 0, loop <= 65535 else { throw ValidationError("--loop must be 0 (forever) to 65535, got \(loop)") }
        if let jobs, jobs < 1 || jobs > 256 { throw ValidationError("--jobs must be 1 to 256, got \(jobs)") }
        var base = Scene()
        if let scene {
            do { base = try Scene.load(path: scene) } catch { throw ValidationError("scene \(error.description)") }
        }
        var render = RenderCommand.overrides(options: options, wallpaper: wallpaper, scale: scale, detail: nil, statusBar: statusBar)
        if render.layout == nil && base.layout == nil { render.layout = .springboard }
        let merged = base.overriding(render)
        let plan: RenderPlan
        do {
            plan = try RenderPlan(scene: merged)
        } catch {
            throw ValidationError(scene != nil ? "scene \(error.description)" : error.description)
        }
        let timeline: any Timeline
        var sequencePlan = plan
        if let animation {
            var target: LayoutSpec?
            if let to { target = LayoutSpec(layout: to) }
            do {
                timeline = try NamedAnimation.make(animation, spec: plan.spec, to: target)
            } catch {
                throw ValidationError("--animation \(error)")
            }
            sequencePlan.spec = NamedAnimation.adjustedSpec(plan.spec, animation: animation)
            if animation == "detail", sequencePlan.detail == nil, let layout = try? sequencePlan.spec.preparedLayout() {
                sequencePlan.detail = NamedAnimation.detailItem(of: layout)
            }
        } else if let events = merged.timeline {
            if to != nil { throw ValidationError("--to goes with --animation transition; a scene's timeline says \"transition\" in its events") }
            do {
                timeline = try ScriptedTimeline(layout: plan.spec.preparedLayout(), events: events)
            } catch {
                throw ValidationError("scene \(scene.map { "\($0): " } ?? "")\(error)")
            }
        } else {
            let names = NamedAnimation.names(for: plan.spec.layout).joined(separator: ", ")
            throw ValidationError("give --animation NAME (the \(plan.spec.layout) layout has: \(names)), or a --scene whose JSON has a \"timeline\"")
        }
        let sequence: FrameSequence
        do {
            sequence = try FrameSequence(plan: sequencePlan, timeline: timeline, fps: fps, duration: duration, frameCount: frameCount)
        } catch {
            throw ValidationError("\(error)")
        }
        let frames = try range.map { try parseRange($0, frames: sequence.frameCount) } ?? 0...(sequence.frameCount - 1)
        let sequencer = Sequencer(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        let progress = Progress(total: frames.count, quiet: quiet)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if output.hasSuffix("/") || (exists && isDirectory.boolValue) {
            let folder = FrameFolder(path: output)
            try folder.prepare()
            do {
                try sequencer.run(sequence, range: frames, work: { _, image in try PNGOutput.encodeFrame(image) }) { index, bytes in
                    try folder.write(bytes, frame: index)
                    progress.update(done: index - frames.lowerBound + 1)
                }
                try folder.commit()
            } catch {
                folder.abandon()
                throw error
            }
            progress.finish()
            if !quiet { print("wrote \(frames.count) frames to \(output)") }
        } else {
            let writer = try APNGFileWriter(path: output, width: plan.pixelWidth, height: plan.pixelHeight,
                                            fps: fps, loops: loop, frames: frames.count)
            do {
                try sequencer.run(sequence, range: frames, work: { _, image in image }) { index, image in
                    try writer.add(image)
                    progress.update(done: index - frames.lowerBound + 1)
                }
                try writer.finish()
            } catch {
                writer.abandon()
                throw error
            }
            progress.finish()
            if !quiet { print("wrote \(output) (\(frames.count) frames, \(writer.bytesWritten) bytes)") }
        }
    }
}
