import Foundation
import SBLayout
import SBMotion
import SBRender
import SBScene

// Draws a staggered grid of photo cards: a picture, and an animation of two cards deleted while
// the others flow up into the gaps (an APNG, and its first, middle and last frames as PNGs).
let folder = CommandLine.arguments.dropFirst().first ?? "out/examples"
let names = ["Lake", "Dunes", "Fjord", "Meadow", "Canyon", "Harbour", "Glacier", "Orchard", "Reef",
             "Summit", "Delta", "Tundra", "Lagoon", "Prairie"]
// Each item's aspect ratio (width x height) and colour, from a small fixed table.
let shapes = [Size(width: 3, height: 4), Size(width: 1, height: 1), Size(width: 3, height: 5), Size(width: 4, height: 3)]
let colours = [Color(red: 0.20, green: 0.45, blue: 0.75), Color(red: 0.85, green: 0.55, blue: 0.20),
               Color(red: 0.25, green: 0.60, blue: 0.45), Color(red: 0.65, green: 0.30, blue: 0.55)]
let sizes = names.indices.map { shapes[($0 * 7 + $0 / 3) % shapes.count] }
let content = CollectionContent(itemCounts: [names.count], itemSizes: sizes)
let items = names.indices.map { ItemStyle(label: names[$0], color: colours[$0 % colours.count]) }
let canvas = Size(width: 360, height: 640)
let background = Color(red: 0.94, green: 0.93, blue: 0.90)

do {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let renderer = try Renderer()
    let picture = try renderer.render(RenderRequest(layout: StaggeredLayout(), content: content, items: items, canvas: canvas,
                                                    wallpaper: .color(background), style: PhotoCardStyle(), format: .png))
    try Data(picture).write(to: URL(fileURLWithPath: folder + "/staggered-grid.png"))

    let animation = try LayoutAnimation(layout: StaggeredLayout(), content: content,
                                        batch: UpdateBatch(deleting: [SBLayout.IndexPath(item: 1, section: 0), SBLayout.IndexPath(item: 4, section: 0)]),
                                        items: items, canvas: canvas, background: background, style: PhotoCardStyle(), fps: 20)
    // The animation is a render request too: all its frames as an APNG, or one frame as a still.
    try Data(try renderer.render(RenderRequest(animation: animation))).write(to: URL(fileURLWithPath: folder + "/staggered-grid-delete.png"))
    let frames = animation.frameCount
    for (name, index) in [("first", 0), ("middle", frames / 2), ("last", frames - 1)] {
        try Data(try renderer.render(RenderRequest(animation: animation, frame: index))).write(to: URL(fileURLWithPath: folder + "/staggered-grid-delete-\(name).png"))
    }
    print("staggered-grid: wrote \(folder)/staggered-grid.png and \(folder)/staggered-grid-delete.png (\(frames) frames)")
} catch {
    FileHandle.standardError.write(Data("staggered-grid: \(error)\n".utf8))
    exit(1)
}
