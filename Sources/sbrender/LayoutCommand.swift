import ArgumentParser
import SBLayout

/// `sbrender layout`: prints the layout's attributes as one JSON object.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a layout's attributes (what UICollectionViewLayout would answer) as JSON.",
        discussion: """
        Frames are in content coordinates; elements are sorted by category (cells first), section and item. Without --all only the elements in the visible rectangle (content offset and viewport) are listed.

        Examples:
          sbrender layout --layout springboard --page 1
          sbrender layout --layout grid --alignment bottom --sizes 100x50,80x120
          sbrender layout --layout circle --items 8 --pinch 1.2 --rotation 45
        """
    )

    @OptionGroup var options: LayoutOptions

    @Flag(help: "Every element, not only those in the visible rectangle.")
    var all = false

    func run() throws {
        let layout = try options.preparedLayout()
        let elements = (all ? layout.layoutAttributesForAllElements() : layout.layoutAttributesForElements(in: layout.visibleRect))
            .sorted(by: LayoutAttributes.reportOrder)
        print(LayoutJSON.report(layout: layout, elements: elements, time: options.time ?? 0))
    }
}
