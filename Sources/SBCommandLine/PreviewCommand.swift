import ArgumentParser
import Dispatch
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
import SBPreview
import SBRender
import SBScene
import Synchronization

/// `sbrender preview`: a local web page per scene that redraws on every save.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live preview of scene files: each save redraws the page (picture, animation, layout attributes).",
        discussion: """
        Starts a web server on 127.0.0.1 (or, with --host localhost, on 127.0.0.1 and ::1) and a free port and prints the page's address; open it in a browser (nothing is opened for you). The page redraws within half a second of a save to the scene file or to any image it uses, shows a scene's error below the last good picture, plays and scrubs animations, and shows each element's layout attributes on hover. Stop it with Ctrl-C.

        Without a scene file the layout options alone make the scene. --time, --page, --editing, --scale, --device, --appearance, --orientation, --system and --icon-appearance set the page's settings to start with.

        Examples:
          sbrender preview my-scene.json
          sbrender preview home.json lists.json --port 8080
          sbrender preview --layout circle --items 8
          sbrender preview scene.json --host 0.0.0.0     share it on the network, on purpose
          sbrender preview big.json --max-memory 4G   bigger drawings, all scenes together
        """
    )

    @OptionGroup var options: LayoutOptions

    @Option(help: ArgumentHelp("Wallpaper: a built-in name, none, or a PNG file.", valueName: "name|file.png"))
    var wallpaper: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point to start with: 1, 2 or 3.", valueName: "n"), transform: ArgumentValues.scale)
    var scale: Int?

    @Option(name: .customLong("status-bar"), help: "Status bar: ios6 (the springboard's default) or none.")
    var statusBar: StatusBar?

    @Option(help: ArgumentHelp("The address to listen on (default 127.0.0.1, this machine only; 0.0.0.0 shares the preview with the network).", valueName: "address"))
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: ArgumentHelp("The port (default 0: a free one).", valueName: "n"), transform: ArgumentValues.whole)
    var port = 0

    @OptionGroup var memory: MemoryOption

    @Argument(help: ArgumentHelp("Scene files (JSON); none previews the layout options alone.", valueName: "scene"))
    var scenes: [String] = []

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 (a free port) to 65535, got \(port)") }
        if scenes.contains("-") { throw ValidationError("preview watches files: give a scene file, not - (standard input)") }
        for scene in scenes {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: scene, isDirectory: &isFolder), !isFolder else {
                throw ValidationError("scene \(scene): no such file; give a scene file (JSON) to preview")
            }
        }
        do {
            _ = try PreviewServer.address(host: host, port: UInt16(port))
        } catch {
            throw ValidationError(OptionMessages.preview(error))
        }
    }

    func run() throws {
        try run(layouts: .builtIn, preparation: nil)
    }

    /// Serves the scenes, whose layouts and animations `layouts` registers.
    func run(layouts: LayoutRegistry, preparation: RendererPreparation?) throws {
        var start = PreviewOptions(scale: scale, time: options.time, page: options.page, editing: options.editing ? true : nil)
        start.device = options.device?.id
        start.appearance = options.appearance
        start.system = options.system
        start.orientation = options.orientation
        start.iconAppearance = options.iconAppearance
        var page = options
        page.time = nil
        page.page = nil
        page.editing = false
        page.device = nil
        page.appearance = nil
        page.system = nil
        page.orientation = nil
        page.iconAppearance = nil
        let overrides = RenderCommand.overrides(options: page, wallpaper: wallpaper, scale: nil, detail: nil, statusBar: statusBar)
        let arguments = PreviewCommand.sceneArguments(Array(CommandLine.arguments.dropFirst()), scenes: scenes)
        let sources = (scenes.isEmpty ? [nil] : scenes.map(Optional.some)).map {
            PreviewSource(scenePath: $0, overrides: overrides, arguments: arguments, options: start, layouts: layouts)
        }
        // The command line's budget and words: every drawing of every scene holds its estimate
        // against this one budget.
        let budget = PreviewMemory(budget: try memory.budget(), raising: " with --max-memory (or \(MemoryBudget.environmentVariable))")
        let server = PreviewServer(sources: sources, host: host, port: UInt16(port), memory: budget)
        let outcome = Mutex<Result<Void, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run { address in
                    var out = StandardOutputSink()
                    out.write("sbrender preview: \(address)\n")
                    for (source, name) in zip(sources, server.names) where sources.count > 1 {
                        out.write("  \(source.scenePath ?? source.name): \(address)scenes/\(name)/\n")
                    }
                    out.write("Watching for changes; Ctrl-C stops.\n")
                    out.flush()
                }
                outcome.withLock { $0 = .success(()) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        if case .failure(let error)? = outcome.withLock({ $0 }) {
            let text = "\(error)"
            if text.contains("errno: 98") || text.contains("Address already in use") {
                throw PreviewServeError(description: "cannot serve on \(host) port \(port): the port is in use; give another --port, or 0 for a free one")
            }
            throw PreviewServeError(description: "cannot serve on \(host) port \(port): \(text)")
        }
    }

    /// The arguments after `preview` that describe the scene, for the command the page copies:
    /// all but the scene files and the options the page or the server owns.
    static func sceneArguments(_ all: [String], scenes: [String]) -> [String] {
        let owned: Set<String> = ["--port", "--host", "--time", "--page", "--scale", "--device", "--appearance", "--orientation", "--system",
                                  "--icon-appearance"]
        var words = Array(all.drop { $0 != "preview" }.dropFirst())
        var kept: [String] = []
        var pending = Set(scenes)
        while !words.isEmpty {
            let word = words.removeFirst()
            let name = String(word.prefix { $0 != "=" })
            if owned.contains(name) {
                if !word.contains("="), !words.isEmpty { words.removeFirst() }
            } else if word == "--editing" {
                continue
            } else if word.hasPrefix("--") {
                kept.append(word)
                if !word.contains("="), word != "--editing", !words.isEmpty { kept.append(words.removeFirst()) }
            } else if pending.remove(word) == nil {
                kept.append(word)
            }
        }
        return kept
    }
}

/// Why the preview's server could not start (the port taken, say): a failure of the run, not of
/// the command line.
struct PreviewServeError: Error, CustomStringConvertible {
    let description: String
}
