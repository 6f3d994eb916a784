import ArgumentParser

/// `sbrender`: the root command. A package's own executable runs it with its layouts
/// registered: ``main(registering:)``.
public struct SBRenderCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sbrender",
        abstract: "Draws iOS SpringBoard-style home screens and UICollectionView layouts headlessly.",
        discussion: """
        Every layout with no options renders its seed demo (the document's own example). `render` is the default command: `sbrender out.png` is `sbrender render out.png`. An output of - writes the picture to standard output.

        Examples:
          sbrender --layout circle out.png          the circle layout's seed demo
          sbrender --scene my-scene.json out.svg    a scene file as SVG
          sbrender layout --layout circle           the circle's attributes as JSON
          sbrender layout --layout flow --all       every element, visible or not
          sbrender animate --layout circle --animation insert insert.png
        """,
        version: Version.current,
        subcommands: [RenderCommand.self, LayoutCommand.self, AnimateCommand.self, APNGCommand.self, DiffCommand.self, DocsCommand.self, ReportCommand.self, PreviewCommand.self],
        defaultSubcommand: RenderCommand.self
    )

    /// A command with every option at its default (swift-argument-parser makes it from the
    /// command line).
    public init() {}
}
