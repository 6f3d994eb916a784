import Foundation
import SBLayout
import SBPNG
import SBRender
import SBScene
import SBUIKit
import SnapshotTesting

// A headless UICollectionView (SBUIKit) drawn by sbrender and compared as a picture, or listed
// as `sbrender layout` JSON and compared as text. Assert on the main actor (as UIKit code does):
// the strategies lay the view out there.

extension Snapshotting where Value == UICollectionView, Format == RGBAImage {
    /// The collection view drawn with sbrender's look for its layout, compared as a PNG picture.
    ///
    /// ```swift
    /// assertSnapshot(of: collectionView, as: .sbrender)
    /// ```
    public static var sbrender: Snapshotting { .sbrender() }

    /// The collection view drawn by sbrender, as it is laid out at its content offset, and
    /// compared as a PNG picture (`__Snapshots__/TESTFILE/TEST.N.png`).
    /// - Parameters:
    ///   - items: each item's look, by identity.
    ///   - style: how each element is drawn: by default the compositional look for a
    ///     compositional layout and the flow look for any other.
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - background: the colour behind the content: by default the view's `backgroundColor`,
    ///     else the grouped background under a grouped list, else white.
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - includeAntialiasing: whether anti-aliasing differences count (false by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - fileID: where a view that cannot be drawn is reported (the call, by default).
    ///   - filePath: where a view that cannot be drawn is reported.
    ///   - line: where a view that cannot be drawn is reported.
    ///   - column: where a view that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        items: [ItemStyle] = [], style: (any CellStyle)? = nil, scale: Int = 1, background: Color? = nil,
        threshold: Double = 0.1, includeAntialiasing: Bool = false, precision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.image(threshold: threshold, includeAntialiasing: includeAntialiasing, precision: precision)
            .asyncPullback { (view: UICollectionView) in
                let drawn: Result<RGBAImage, any Error> = MainActor.assumeIsolated {
                    Result { try Renderer().renderImage(collectionView: view, items: items, scale: scale, background: background, style: style) }
                }
                switch drawn {
                case let .success(image): return Async(value: image)
                case let .failure(error): return SnapshotRendering.failed("the collection view cannot be drawn: \(error)", at: location)
                }
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
        Snapshotting(pathExtension: "json", diffing: .lines, snapshot: { (view: UICollectionView) in
            MainActor.assumeIsolated { view.layoutJSON(all: all) }
        })
    }
}
