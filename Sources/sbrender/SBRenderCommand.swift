import ArgumentParser

/// `sbrender`: the root command.
struct SBRenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sbrender",
        abstract: "Draws iOS SpringBoard-style home screens and UICollectionView layouts headlessly.",
        discussion: """
        Every layout with no options renders its seed demo (the document's own example).

        Examples:
          sbrender --layout circle out.png        draw the circle layout's seed demo
          sbrender --scene my-scene.json out.svg   draw a scene file as SVG
          sbrender layout --layout circle            print the circle layout's attributes as JSON
          sbrender layout --layout flow --all        every element, not only the visible ones
          sbrender layout --layout springboard --editing --time 0.1
        """,
        subcommands: [RenderCommand.self, LayoutCommand.self, AnimateCommand.self, APNGCommand.self, DiffCommand.self, DocsCommand.self, ReportCommand.self],
        defaultSubcommand: RenderCommand.self
    )
}
