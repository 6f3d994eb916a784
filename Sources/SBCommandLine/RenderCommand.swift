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
import SBOutput
import SBRender
import SBScene

/// `sbrender [render]`: draws a scene to PNG, SVG or PDF.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a layout or a scene file to a PNG, SVG or PDF picture (the default command).",
        discussion: """
        Every layout with no options draws its seed demo. Options override the scene file's keys. The output's extension gives the format; - writes the picture to standard output (refused on a terminal), and --scene - reads the scene from standard input.

        Examples:
          sbrender --layout circle out.png
          sbrender --layout springboard --editing --time 0.1 --scale 2 home.png
          sbrender --layout springboard --rows 5 --columns 4 --page 1 pages.svg
          sbrender --layout flow --direction horizontal scroller.pdf
          sbrender --scene Assets/scenes/bench.json bench.png
          sbrender --detail 14 futura.png
          sbrender --layout circle --frame iphone-15-pro framed.png
          sbrender --layout circle - > circle.png
          cat scene.json | sbrender --scene - scene.svg
        """
    )

    @OptionGroup var options: LayoutOptions

    @OptionGroup var source: SceneOptions

    @OptionGroup var frameOptions: FrameOptions

    @Option(help: "Output format (default: from the file name; png for -).")
    var format: OutputFormat?

    @Option(parsing: .unconditional, help: ArgumentHelp("Springboard: draw the tutorial's detail view of item N.", valueName: "n"), transform: ArgumentValues.whole)
    var detail: Int?

    @Flag(help: "Print nothing on success.")
    var quiet = false

    @OptionGroup var memory: MemoryOption

    @Argument(help: ArgumentHelp("The picture to write (.png, .svg or .pdf); - for standard output (PNG unless --format says otherwise).", valueName: "output"))
    var output: String

    /// The command line's settings as a scene that overrides the file's.
    var overrides: Scene {
        source.overrides(options, frame: frameOptions, detail: detail)
    }

    static func overrides(options o: LayoutOptions, wallpaper: String?, scale: Int?, detail: Int?, statusBar: StatusBar? = nil,
                          navigationBar: NavigationBar? = nil, frame: SceneFrame? = nil) -> Scene {
        var s = Scene()
        s.frame = frame
        s.statusBar = statusBar
        s.navigationBar = navigationBar
        s.layout = o.layout
        switch o.items {
        case .count(let n)?: s.itemsPerSection = n
        case .fonts?: s.itemSource = "fonts"
        case nil: break
        }
        s.sectionCount = o.sections
        if o.size != nil || scale != nil { s.canvas = SceneCanvas(size: o.size, scale: scale) }
        s.contentOffset = o.offset
        s.page = o.page
        s.settings = o.settings
        if o.editing { s.editing = true }
        s.time = o.time
        s.seed = o.seed
        s.wallpaper = wallpaper
        s.detail = detail
        s.device = o.device
        s.interfaceStyle = o.appearance
        s.system = o.system
        s.iconAppearance = o.iconAppearance
        s.iconTint = o.iconTint
        s.orientation = o.orientation
        return s
    }

    func run() throws {
        try run(layouts: .builtIn, preparation: nil)
    }

    /// Whether `arguments` (without the program's name) run this command, the default one: they
    /// name no other command and ask for no help or version.
    static func isRequested(by arguments: [String]) -> Bool {
        if let first = arguments.first, first != configuration.commandName,
           SBRenderCommand.configuration.subcommands.contains(where: { $0.configuration.commandName == first }) || first == "help" {
            return false
        }
        return !arguments.contains { ["-h", "--help", "--version", "--experimental-dump-help"].contains($0) || $0.hasPrefix("--generate-completion") }
    }

    /// Draws the picture, with the renderer `preparation` has been setting up since the process
    /// started when the scene uses sbrender's pinned fonts.
    func run(layouts: LayoutRegistry, preparation: RendererPreparation?) throws {
        let cleanup = InterruptCleanup()
        defer { withExtendedLifetime(cleanup) {} }
        let target = try StandardOutput.target(for: output, what: "a picture")
        let format: OutputFormat
        do {
            format = try self.format ?? (target == nil ? OutputFormat(path: output) : .png)
        } catch let error as OutputFormatError {
            throw CommandError.badData(OptionMessages.format(error))
        }
        let scene = source.scene
        let base = try source.loadScene(layouts: layouts)
        let merged = base.overriding(overrides)
        try options.checkHomeScreenOptions(layout: merged.layout ?? .springboard, in: layouts)
        let installedFonts = merged.itemSource == "fonts"
        func makeRenderer() throws -> Renderer {
            try preparation.flatMap { $0.installedFonts == installedFonts ? $0 : nil }?.renderer()
                ?? Renderer(installedFonts: installedFonts)
        }
        // The installed fonts are the items of a `--items fonts` scene, so that plan waits for
        // them; any other plan, its images, layout and wallpaper are made while the pinned fonts
        // are still being set up.
        let fontsRenderer = installedFonts ? try makeRenderer() : nil
        let plan: RenderPlan
        do {
            plan = try RenderPlan(scene: merged, fontFamilies: { fontsRenderer?.fontFamilies() ?? [] }, layouts: layouts)
        } catch {
            throw scene.map { CommandError.badData("scene \(SceneInput.name($0)): \(SceneInput.located(error, in: $0).locatedDescription)") } ?? ValidationError(LayoutOptions.message(for: error))
        }
        try OutputPath.refuseInputs(output, RenderCommand.inputs(scene: scene, plan: plan))
        try RenderCommand.requireImages(plan, scene: scene)
        let estimate = RenderCommand.estimate(plan, jobs: 1)
        let words = MemoryBudget.pictureWords(plan, estimate: estimate)
        try memory.check(estimate, what: words.what, remedy: words.remedy)
        var picture: PreparedPicture
        do {
            picture = try PreparedPicture(RenderRequest(plan: plan, format: format))
        } catch let error as LayoutSpecError {
            // Laying out found a setting out of range (a page past the last): the scene's key, or
            // the option that gave it.
            throw scene.map { CommandError.badData("scene \(SceneInput.name($0)): \(SceneInput.located(SceneError(path: RenderPlan.key(for: error.field), error.message), in: $0).locatedDescription)") }
                ?? ValidationError(LayoutOptions.message(for: error))
        }
        // The worker loads the picture's fonts while the wallpaper is drawn here.
        if let preparation, fontsRenderer == nil { preparation.warm(picture.fontSurvey) }
        // A built-in wallpaper is read back from the user's cache when this executable drew it
        // before (17.8 M instructions of the benchmark's one shot; the same pixels).
        try picture.drawWallpaper(usingUserCache: true)
        let renderer = try fontsRenderer ?? makeRenderer()
        let bytes = try renderer.render(picture)
        // Drawn: glyphs the worker has not rendered ahead yet are not needed any more.
        preparation?.finishWork()
        if let target {
            try OutputFile.write(bytes, to: target)
            return
        }
        try OutputFile.write(bytes, to: try OutputFile.target(output), temporaries: cleanup.temporaries)
        if !quiet {
            try StandardOutputSink.print("wrote \(output) (\(plan.pixelWidth)x\(plan.pixelHeight) px, \(bytes.count) bytes)")
        }
    }
}

extension RenderCommand {
    /// Refuses a missing image file (66) before anything is drawn, with the loader's words.
    static func requireImages(_ plan: RenderPlan, scene: String?) throws {
        for (path, key) in plan.imageKeyPaths.sorted(by: { $0.value < $1.value }) {
            if PathStatus.isMissing(path) {
                let error = SceneError(path: key, "cannot read the image \(path): it does not exist")
                throw CommandError.missingInput(scene.map { "scene \(SceneInput.name($0)): \(SceneInput.located(error, in: $0).locatedDescription)" } ?? error.description)
            }
        }
    }

    /// The peak memory of drawing `plan` on `jobs` canvases at once: the frames (framed pictures
    /// with a device frame), a framed picture's PNG wallpaper at its canvas's size, the images
    /// decoded (from their headers), the layout's attributes and the raster caches.
    static func estimate(_ plan: RenderPlan, jobs: Int) -> Int {
        MemoryBudget.drawingBytes(plan, jobs: jobs)
    }

    /// The files a picture is drawn from: the scene file, the wallpaper and the items' images.
    static func inputs(scene: String?, plan: RenderPlan) -> [(path: String, role: String)] {
        let images = plan.imageKeyPaths.sorted { $0.key < $1.key }.map { (path: $0.key, role: "the scene's \($0.value)") }
        return (scene.map { [(path: $0, role: "the scene")] } ?? []) + images
    }
}

extension OutputFormat: ExpressibleByArgument {}
extension StatusBar: ExpressibleByArgument {}
extension NavigationBar: ExpressibleByArgument {}
