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
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene
import SBOutput
import SBTimeline
import Synchronization

/// `sbrender animate`: a named animation as numbered PNG frames or one APNG.
struct AnimateCommand: ParsableCommand {
    /// The layouts the help text lists the animations of: sbrender's own, or those the executable
    /// registers (``Entry`` sets them before the arguments are parsed; swift-argument-parser reads
    /// a command's configuration, and so its help text, as a static value).
    static let helpLayouts = Mutex<LayoutRegistry>(.builtIn)

    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "animate",
        abstract: "Render an animation as an APNG, or as numbered PNG frames into a folder.",
        discussion: """
        Animations: \(AnimateCommand.animationList(layouts: helpLayouts.withLock { $0 })). Without --animation, the scene's own "timeline" plays (events at times; see the README).

        An output ending in / or naming an existing folder gets frame-0000.png, frame-0001.png, ... A frame folder holds one sequence: the frames of an earlier run numbered past this sequence's last frame are removed (other files stay). Any other name gets one APNG; - writes the APNG to standard output.

        Examples:
          sbrender animate --layout circle --animation insert insert.png
          sbrender animate --layout springboard --animation quiver --duration 2 frames/
          sbrender animate --layout grid --animation transition --to circle morph.png
          sbrender animate --layout punched --animation scroll --range 0..29 part1/
          sbrender animate --scene scripted.json scripted.png
        """
    ) }

    /// Each layout's named animations, as `layouts` registers them (a layout's
    /// ``/SBScene/LayoutRegistration/animations``), with `transition` said once for the layouts
    /// that offer it.
    static func animationList(layouts: LayoutRegistry) -> String {
        let each = layouts.registrations.compactMap { registration -> String? in
            let names = registration.animations.map(\.name).filter { $0 != "transition" }
            return names.isEmpty ? nil : "\(registration.name): " + names.joined(separator: ", ")
        }
        let moving = layouts.registrations.filter { $0.animation(named: "transition") != nil }
        let transition = moving.count == layouts.registrations.count ? "every layout: transition --to LAYOUT"
            : moving.map(\.name.rawValue).joined(separator: ", ") + ": transition --to LAYOUT"
        return (each + [transition]).joined(separator: "; ")
    }

    @OptionGroup var options: LayoutOptions

    @Option(help: ArgumentHelp("The animation (see above); without it, the scene's timeline.", valueName: "name"))
    var animation: String?

    @Option(help: ArgumentHelp("transition: the layout to go to.", valueName: "layout"))
    var to: LayoutName?

    @OptionGroup var source: SceneOptions

    @OptionGroup var frameOptions: FrameOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames per second (default 30).", valueName: "n"), transform: ArgumentValues.finite)
    var fps: Double = 30

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds (default: the animation's own length).", valueName: "seconds"), transform: ArgumentValues.finite)
    var duration: Double?

    @Option(name: .customLong("frame-count"), parsing: .unconditional, help: ArgumentHelp("Number of frames, instead of --duration.", valueName: "n"), transform: ArgumentValues.whole)
    var frameCount: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("APNG: times to play (0 = forever, the default).", valueName: "n"), transform: ArgumentValues.whole)
    var loop: Int = 0

    @Option(parsing: .unconditional, help: ArgumentHelp("Render only frames A to B (inclusive, from 0).", valueName: "A..B"))
    var range: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Frames drawn in parallel (default: the core count).", valueName: "n"), transform: ArgumentValues.whole)
    var jobs: Int?

    @Flag(help: "No progress bar.")
    var quiet = false

    @OptionGroup var memory: MemoryOption

    @Argument(help: ArgumentHelp("An APNG file (- for standard output), or a folder for numbered frames.", valueName: "output"))
    var output: String

    func parseRange(_ text: String, frames: Int) throws -> ClosedRange<Int> {
        let parts = text.split(separator: "..", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]) else {
            throw ValidationError("--range expects A..B such as 0..29, got '\(text)'")
        }
        guard a >= 0, a <= b, b < frames else {
            throw ValidationError("--range \(text) is outside the sequence's frames 0..\(frames - 1)")
        }
        return a...b
    }

    func run() throws {
        try run(layouts: .builtIn, preparation: nil)
    }

    func run(layouts: LayoutRegistry, preparation: RendererPreparation?) throws {
        let cleanup = InterruptCleanup()
        defer { withExtendedLifetime(cleanup) {} }
        guard loop >= 0, loop <= 65535 else { throw ValidationError("--loop must be 0 (forever) to 65535, got \(loop)") }
        if let jobs, jobs < 1 || jobs > 256 { throw ValidationError("--jobs must be 1 to 256, got \(jobs)") }
        let scene = source.scene
        let base = try source.loadScene(layouts: layouts)
        var render = source.overrides(options, frame: frameOptions)
        if render.layout == nil && base.layout == nil { render.layout = .springboard }
        let merged = base.overriding(render)
        try options.checkHomeScreenOptions(layout: merged.layout ?? .springboard, in: layouts)
        let plan: RenderPlan
        do {
            plan = try RenderPlan(scene: merged, transitionTarget: animation == "transition" ? to : nil, layouts: layouts)
        } catch {
            throw CommandError.badData(scene.map { "scene \(SceneInput.name($0)): \(SceneInput.located(error, in: $0).locatedDescription)" } ?? LayoutOptions.message(for: error))
        }
        if animation == "transition", to == nil {
            throw ValidationError("--animation transition needs --to LAYOUT, one of \(layouts.names.map(\.rawValue).joined(separator: ", "))")
        }
        let sequence: FrameSequence
        do {
            if let animation {
                sequence = try NamedAnimation.frames(animation, plan: plan, to: to,
                                                     timing: AnimationTiming(fps: fps, duration: duration, frameCount: frameCount), layouts: layouts)
            } else if let events = merged.timeline {
                if to != nil { throw ValidationError("--to goes with --animation transition; a scene's timeline says \"transition\" in its events") }
                let timeline: any Timeline
                do {
                    timeline = try ScriptedTimeline(layout: plan.spec.preparedLayout(), events: events, compositional: plan.compositionalTarget, layouts: layouts)
                } catch {
                    throw ValidationError("scene \(scene.map { "\(SceneInput.name($0)): " } ?? "")\(error)")
                }
                sequence = try FrameSequence(plan: plan, timeline: timeline, fps: fps, duration: duration, frameCount: frameCount)
            } else {
                let names = plan.registration.animations.map(\.name).joined(separator: ", ")
                throw ValidationError("give --animation NAME (the \(plan.spec.layout) layout has: \(names)), or a --scene whose JSON has a \"timeline\"")
            }
        } catch let error as AnimationError {
            if case .setting(let setting)? = error.value, let scene {
                throw CommandError.badData("scene \(SceneInput.name(scene)): \(SceneInput.located(SceneError(path: RenderPlan.key(for: setting.field), setting.message), in: scene).locatedDescription)")
            }
            throw ValidationError(OptionMessages.animation(error, layouts: layouts))
        }
        let inputs = RenderCommand.inputs(scene: scene, plan: plan)
        try RenderCommand.requireImages(plan, scene: scene)
        let frames = try range.map { try parseRange($0, frames: sequence.frameCount) } ?? 0...(sequence.frameCount - 1)
        let workers = min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, frames.count)
        try memory.check(RenderCommand.estimate(sequence.plan, jobs: workers),
                         what: "\(workers) \(workers == 1 ? "job" : "jobs") drawing \(sequence.plan.pixelWidth)x\(sequence.plan.pixelHeight)-pixel frames",
                         remedy: workers > 1 ? "lower --size or --scale, or give --jobs 1" : "lower --size or --scale")
        // The animation's request, drawn by the renderer on --jobs threads.
        var request = RenderRequest(frames: sequence)
        request.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let renderer = try Renderer(installedFonts: sequence.plan.usesInstalledFonts)
        let progress = Progress(total: frames.count, quiet: quiet)
        var isDirectory = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        if output.hasSuffix("/") || (exists && isDirectory) {
            // A frame this sequence writes or removes must not be an input.
            for input in inputs where input.path != "-" {
                let name = FileIdentity.normalised(input.path).split(separator: "/").last.map(String.init) ?? ""
                if name.hasPrefix("frame-"), name.hasSuffix(".png") {
                    try OutputPath.refuseInputs((output.hasSuffix("/") ? output : output + "/") + name, inputs)
                }
            }
            let folder = FrameFolder(path: output, temporaries: cleanup.temporaries)
            do { try folder.prepare() } catch { throw CommandError.cannotCreate("\(error)") }
            do {
                try renderer.renderFrameFiles(request, range: frames) { index, bytes in
                    do { try folder.write(bytes, frame: index) } catch { throw CommandError.io("\(error)") }
                    progress.update(done: index - frames.lowerBound + 1)
                }
                do { try folder.commit(frameCount: sequence.frameCount) } catch { throw CommandError.io("\(error)") }
            } catch {
                folder.abandon()
                throw error
            }
            progress.finish()
            let removed = folder.removedFrames == 0 ? ""
                : " (removed \(folder.removedFrames) frame\(folder.removedFrames == 1 ? "" : "s") of an earlier run past frame \(sequence.frameCount - 1))"
            if !quiet { try StandardOutputSink.print("wrote \(frames.count) frames to \(output)\(removed)") }
        } else {
            try OutputPath.refuseInputs(output, inputs)
            let target = try StandardOutput.target(for: output, what: "an APNG") ?? {
                do {
                    return try OutputTarget(path: output, folderHint: "create it first, or end the name with / for numbered frames",
                                            fileHint: "give a file name such as animation.png, or end the name with / for numbered frames")
                } catch {
                    throw ValidationError("\(error)")
                }
            }()
            let writer: APNGFileWriter
            do {
                writer = try APNGFileWriter(target: target, width: plan.pixelWidth, height: plan.pixelHeight,
                                            fps: fps, loops: loop, frames: frames.count, temporaries: cleanup.temporaries)
            } catch let error as APNGError {
                throw CommandError.badData(OptionMessages.apng(error))
            }
            do {
                try renderer.renderFrames(request, range: frames) { index, image in
                    do { try writer.add(image) } catch { throw CommandError.io("\(error)") }
                    progress.update(done: index - frames.lowerBound + 1)
                }
                do { try writer.finish() } catch { throw CommandError.io("\(error)") }
            } catch {
                writer.abandon()
                throw error
            }
            progress.finish()
            if !quiet && target.kind != .standardOutput {
                try StandardOutputSink.print("wrote \(output) (\(frames.count) frames, \(writer.bytesWritten) bytes)")
            }
        }
    }
}
