import ArgumentParser
import SBLayout
import SBRender
import SBScene

/// `sbrender layout`: prints the layout's attributes as one JSON object.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a layout's attributes (what UICollectionViewLayout would answer) as JSON.",
        discussion: """
        Frames are in content coordinates; elements are sorted by category (cells first), section and item. Without --all only the elements in the visible rectangle (content offset and viewport) are listed. With --scene the viewport is the collection view as the picture draws it, with its origin on the canvas (x, y): the springboard's is 768 x 1004 at y = 20, below the status bar; a cookbook scene with "navigationBar": "cookbook" 768 x 960 at y = 64, below its navigation bar.

        Examples:
          sbrender layout --layout springboard --page 1
          sbrender layout --layout grid --alignment bottom --sizes 100x50,80x120
          sbrender layout --layout circle --items 8 --pinch 1.2 --rotation 45
          sbrender layout --scene Assets/scenes/scripted-circle.json --all
        """
    )

    @OptionGroup var options: LayoutOptions

    @Flag(help: "Every element, not only those in the visible rectangle.")
    var all = false

    @Option(help: ArgumentHelp("A scene file (JSON): its layout, settings and content; options override its keys.", valueName: "file"))
    var scene: String?

    @OptionGroup var memory: MemoryOption

    func run() throws {
        try run(layouts: .builtIn, preparation: nil)
    }

    func run(layouts: LayoutRegistry, preparation: RendererPreparation?) throws {
        let (layout, time, origin) = try prepared(layouts)
        var out = StandardOutputSink()
        if all {
            // Streamed: memory does not grow with the number of items.
            LayoutJSON.write(layout: layout, time: time, origin: origin, to: &out) { LayoutJSON.forEachElement(of: layout, $0) }
        } else {
            let elements = layout.layoutAttributesForElements(in: layout.visibleRect).sorted(by: LayoutAttributes.reportOrder)
            LayoutJSON.write(layout: layout, time: time, origin: origin, to: &out) { elements.forEach($0) }
        }
        out.write("\n")
        try out.finish()
    }

    /// The prepared layout, the moment and, for a scene, the collection view's origin on its
    /// canvas (below the status bar, as the picture draws it), from the options alone or from
    /// the scene file with the options over it.
    private func prepared(_ layouts: LayoutRegistry) throws -> (any CollectionViewLayout, Double, Point?) {
        guard let scene else {
            try checkMemory(options.spec(in: layouts))
            return (try options.preparedLayout(in: layouts), options.time ?? 0, nil)
        }
        if case .fonts? = options.items {
            throw ValidationError("--items fonts draws the machine's fonts and belongs to 'sbrender render'; 'sbrender layout' takes a number")
        }
        let merged = try SceneInput.load(scene, layouts: layouts).overriding(RenderCommand.overrides(options: options, wallpaper: nil, scale: nil, detail: nil))
        try options.checkHomeScreenOptions(layout: merged.layout ?? .springboard, in: layouts)
        do {
            let spec = try merged.layoutSpec(layouts: layouts)
            try checkMemory(spec)
            return (try spec.preparedLayout(), merged.time ?? 0, try merged.collectionViewFrame().origin)
        } catch let error as SceneError {
            throw CommandError.badData("scene \(scene): \(SceneInput.located(error, in: scene).locatedDescription)")
        } catch let error as LayoutSpecError {
            throw CommandError.badData("scene \(scene): \(SceneInput.located(SceneError(path: RenderPlan.key(for: error.field), error.message), in: scene).locatedDescription)")
        }
    }

    /// The prepared layout's attributes against the memory budget.
    private func checkMemory(_ spec: LayoutSpec) throws {
        // A spec the layout refuses (negative counts, counts past the limits) is refused by it
        // next, with its own message, before anything is allocated: listing 2^40 sections'
        // counts to estimate them would be the allocation.
        guard (try? spec.validate()) != nil else { return }
        let items = MemoryBudget.sum(spec.resolvedItemCounts)
        try memory.check(MemoryBudget.layoutBytes(spec), what: "the \(spec.layout) layout of \(items) items",
                         remedy: "give fewer --items or --sections")
    }
}
