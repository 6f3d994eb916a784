import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene

extension GoldenImage {
    /// Renders any layout (your own ``/SBLayout/CollectionViewLayout``) with any cell style and
    /// checks it against a reference PNG, recording as SBRENDER_RECORD says.
    ///
    /// ```swift
    /// @Test func staggered() throws {
    ///     try GoldenImage.verify(layout: StaggeredLayout(), content: CollectionContent(sections: 1, itemsPerSection: 12),
    ///                            canvas: Size(width: 320, height: 480), style: TileStyle(),
    ///                            reference: "Tests/Golden/staggered.png")
    /// }
    /// ```
    /// - Parameters:
    ///   - layout: the layout, configured; prepared here for `content` in the canvas.
    ///   - content: the sections and items.
    ///   - items: each item's look, by identity.
    ///   - canvas: the picture's size in points.
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - background: the colour behind the content.
    ///   - style: how each element is drawn.
    ///   - reference: the reference PNG's path; its file name, without `.png`, names the check.
    ///   - failuresDirectory: where artefacts go; by default a `failures` folder beside the reference.
    ///   - environment: the environment SBRENDER_RECORD is read from.
    /// - Returns: how the check passed.
    /// - Throws: ``GoldenFailure`` when the picture differs, cannot be drawn, or a reference is
    ///   missing (it is then recorded, unless SBRENDER_RECORD is `never`).
    @discardableResult
    public static func verify(layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
                              canvas: Size, scale: Int = 1, background: Color = .white, style: any CellStyle,
                              reference: String, failuresDirectory: String? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> GoldenVerifier.Outcome {
        let mode = try GoldenRecordMode.fromEnvironment(environment)
        let name = URL(fileURLWithPath: reference).deletingPathExtension().lastPathComponent
        let folder = failuresDirectory ?? URL(fileURLWithPath: reference).deletingLastPathComponent().appendingPathComponent("failures").path
        let image: RGBAImage
        do {
            image = try Renderer().renderImage(layout: layout, content: content, items: items, canvas: canvas, scale: scale,
                                               background: background, style: style)
        } catch {
            throw GoldenFailure("\(name): cannot draw the layout: \(error)")
        }
        return try GoldenVerifier(mode: mode, failuresDirectory: folder).verify(image, name: name, reference: reference)
    }
}
