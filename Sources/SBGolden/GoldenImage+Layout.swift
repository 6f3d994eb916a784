import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene

extension GoldenImage {
    /// Renders any layout (your own ``/SBLayout/CollectionViewLayout``) with any cell style and
    /// checks it against its reference, on the same conventions as
    /// ``verify(_:named:threshold:maxPixels:maxRatio:precision:perceptualPrecision:record:referenceDirectory:environment:fileID:filePath:function:line:column:)``:
    /// the reference lives beside the test file and is named after the test, a failure is
    /// reported at the call.
    ///
    /// ```swift
    /// @Test func staggered() {
    ///     GoldenImage.verify(layout: StaggeredLayout(), content: CollectionContent(sections: 1, itemsPerSection: 12),
    ///                        canvas: Size(width: 320, height: 480), style: TileStyle())
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
    ///   - name: the reference's name (its file is `NAME.png`); by default the test's name.
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, with its anti-aliasing
    ///     detection; nil (the default) compares as swift-snapshot-testing does.
    ///   - maxPixels: how many pixels may fail and the picture still pass (0 by default).
    ///   - maxRatio: the share of pixels that may differ and still pass (none by default).
    ///   - precision: swift-snapshot-testing's precision, 0 to 1: the share of bytes that must be
    ///     equal, or with a per-pixel test the share of pixels that must pass it (1 by default).
    ///   - perceptualPrecision: swift-snapshot-testing's perceptual precision, 0 to 1: below 1, a
    ///     pixel passes when its CIE ΔE*94 from the reference is at most
    ///     `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - record: when the reference is written; by default as swift-snapshot-testing's
    ///     configuration, then SBRENDER_RECORD, say (``GoldenRecordMode``).
    ///   - referenceDirectory: the folder of the reference (relative: from the test file's folder).
    ///   - environment: the environment the record mode variables and the artefacts folder are read from.
    ///   - fileID: the caller's file, for the failure's location.
    ///   - filePath: the caller's file path: references are found from it.
    ///   - function: the caller's function: the default name.
    ///   - line: the caller's line, for the failure's location.
    ///   - column: the caller's column, for the failure's location.
    /// - Returns: how the check passed, or nil when it failed (the failure is already recorded).
    @discardableResult
    public static func verify(
        layout: any CollectionViewLayout, content: CollectionContent, items: [ItemStyle] = [],
        canvas: Size, scale: Int = 1, background: Color = .white, style: any CellStyle,
        named name: String? = nil, threshold: Double? = nil, maxPixels: Int = 0, maxRatio: Double? = nil,
        precision: Double = 1, perceptualPrecision: Double = 1, record: GoldenRecordMode? = nil, referenceDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> GoldenVerifier.Outcome? {
        verify(named: name, threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio, precision: precision,
               perceptualPrecision: perceptualPrecision, record: record, referenceDirectory: referenceDirectory, environment: environment,
               fileID: fileID, filePath: filePath, function: function, line: line, column: column) { (name: String) throws(GoldenFailure) -> RGBAImage in
            do {
                return try Renderer().renderImage(layout: layout, content: content, items: items, canvas: canvas, scale: scale,
                                                  background: background, style: style)
            } catch {
                throw GoldenFailure("\(name): cannot draw the layout: \(error)")
            }
        }
    }
}
