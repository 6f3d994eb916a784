import Foundation
import SBDiff
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBUIKit
import SnapshotTesting

// A headless UICollectionView (SBUIKit) drawn by sbrender and compared as a picture, or listed
// as `sbrender layout` JSON and compared as text. Assert on the main actor (as UIKit code does):
// the strategies lay the view out there; off it, the assertion fails saying so (SnapshotMainActor).

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// The collection view drawn as `RenderRequest(collectionView:)` draws it (the looks its
    /// cells set, else its layout's default look: a compositional layout's cards, or the pastel
    /// colours of a layout's demo, never white cells on white), compared as a PNG picture as
    /// swift-snapshot-testing compares images: every RGBA byte must be equal.
    ///
    /// ```swift
    /// assertSnapshot(of: collectionView, as: .sbrender)
    /// ```
    public static var sbrender: Snapshotting { .sbrender(fileID: "", filePath: "", function: "", line: 0, column: 0) }

    /// The collection view drawn by sbrender, as it is laid out at its content offset, and
    /// compared as a PNG picture (`__Snapshots__/TESTFILE/TEST.N.png`).
    /// - Parameters:
    ///   - items: each item's look, by identity.
    ///   - style: how each element is drawn: by default as `RenderRequest(collectionView:)`
    ///     draws it (the compositional look for a compositional layout, lists as lists, and the
    ///     flow look for any other, in a layout demo's pastel colours when no `items` are given;
    ///     cells that set their own look keep it).
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - background: the colour behind the content: by default the view's `backgroundColor`,
    ///     else the grouped background under a grouped list, else white.
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal, or with a
    ///     per-pixel test the share of pixels that must pass it (1 by default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold, 0 to 1, within which a pixel
    ///     passes (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets through the pixels pixelmatch finds to be
    ///     anti-aliasing (true by default: they count).
    ///   - fileID: where a view that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a view that cannot be drawn is reported; with `function`, it names the
    ///     failure's pictures.
    ///   - function: the calling test, which names the failure's pictures (the call's, by default).
    ///   - line: where a view that cannot be drawn is reported.
    ///   - column: where a view that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        items: [ItemStyle] = [], style: (any CellStyle)? = nil, scale: Int = 1, background: Color? = nil,
        precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil, includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        let comparison = SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                                            includeAntialiasing: includeAntialiasing)
        return .drawnOnMainActor(comparison, location: location, what: "the collection view") { view in
            try Renderer().renderImage(collectionView: view, items: items, scale: scale, background: background, style: style)
        }
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// The collection view's visible elements as `sbrender layout` prints them, compared as text.
    public static var layoutAttributes: Snapshotting { .layoutAttributes() }

    /// The collection view's elements as `sbrender layout` prints them (one JSON object, an
    /// element a line), compared as text (`.json` files): layout math guarded without pixels.
    /// - Parameter all: every element of the layout, not only the visible ones.
    /// - Returns: the strategy.
    public static func layoutAttributes(all: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "json", diffing: .sbrenderLines, asyncSnapshot: { (view: UICollectionView) in
            guard let json = SnapshotMainActor.run({ view.layoutJSON(all: all) }) else {
                return SnapshotRendering.failed(SnapshotMainActor.offMainMessage, at: nil)
            }
            return Async(value: json)
        })
    }
}
