import ArgumentParser
import SBLayout
import SBScene

/// The scene a picture or an animation is drawn from and what the command line sets over it:
/// `--scene`, `--wallpaper`, `--scale`, `--status-bar` and `--navigation-bar`, for `render` and
/// `animate` (which take the device frame's ``FrameOptions`` beside it: a group of its own, not
/// one nested here, since a debug build of swift-argument-parser checks every nested group again
/// for each of its own checks, which made each debug `sbrender` run a third slower).
struct SceneOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A scene file (JSON; - reads it from standard input); see the README.", valueName: "file"))
    var scene: String?

    @Option(help: ArgumentHelp("Wallpaper: \(BuiltinWallpaper.allCases.map(\.rawValue).joined(separator: "|"))|none or a PNG file.", valueName: "name|file.png"))
    var wallpaper: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Pixels per point: 1, 2 or 3.", valueName: "n"), transform: ArgumentValues.scale)
    var scale: Int?

    @Option(name: .customLong("status-bar"), help: "Status bar: ios6 (the springboard's default: iOS 6's iPad bar, the layout below it) or none (the whole canvas).")
    var statusBar: StatusBar?

    @Option(name: .customLong("navigation-bar"), help: "Navigation bar: cookbook (iOS 7's bar of the cookbook's samples on flow, circle, punched and grid, the layout below its 64 points) or none (the default).")
    var navigationBar: NavigationBar?

    /// The scene file (`--scene`), or an empty scene without one.
    func loadScene(layouts: LayoutRegistry) throws -> Scene {
        try scene.map { try SceneInput.load($0, layouts: layouts) } ?? Scene()
    }

    /// The command line's settings as a scene that overrides the file's (`frame`: the device
    /// frame's options; `detail`: `render --detail`).
    func overrides(_ options: LayoutOptions, frame frameOptions: FrameOptions, detail: Int? = nil) -> Scene {
        RenderCommand.overrides(options: options, wallpaper: wallpaper, scale: scale, detail: detail, statusBar: statusBar,
                                navigationBar: navigationBar, frame: frameOptions.sceneFrame)
    }
}
