import Foundation
import SBDiff
import SBLayout
import SBPNG
import SBRender
import SBUIKit
import SnapshotTesting

// A view controller or any view (SBUIKit) drawn by sbrender as a device of the catalogue shows
// it, and compared as a picture, as swift-snapshot-testing's `.image(on: .iPhone13)` does on a
// Mac: every RGBA byte must be equal unless `precision` or `perceptualPrecision` say otherwise.
// Assert on the main actor (as UIKit code does): the strategies lay the views out there; off it,
// the assertion fails saying so (SnapshotMainActor).

extension Snapshotting where Value == UIViewController, Format == RGBAImage {
    /// The view controller full screen on `device` (its safe area, traits and status bar),
    /// compared as a PNG picture (`__Snapshots__/TESTFILE/TEST.N.png`).
    ///
    /// ```swift
    /// assertSnapshot(of: ListViewController(), as: .sbrender(on: .iPhone15Pro))
    /// ```
    /// - Parameters:
    ///   - device: the device (`.iPhone15Pro`, `.iPhoneSE`, `.iPadPro11`...).
    ///   - userInterfaceStyle: light or dark.
    ///   - contentSizeCategory: the reader's text size (Large by default).
    ///   - scale: pixels per point (the device's by default).
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal (1 by
    ///     default: every byte).
    ///   - perceptualPrecision: as swift-snapshot-testing's: below 1, a pixel passes when its CIE
    ///     ΔE*94 from the reference is at most `(1 - perceptualPrecision) * 100` (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets pixelmatch's anti-aliased pixels through.
    ///   - fileID: where a view controller that cannot be drawn is reported.
    ///   - filePath: where a view controller that cannot be drawn is reported; with `function`, it
    ///     names the failure's pictures.
    ///   - function: the calling test.
    ///   - line: where a view controller that cannot be drawn is reported.
    ///   - column: where a view controller that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        on device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light, contentSizeCategory: UIContentSizeCategory = .large,
        scale: Int? = nil, precision: Double = 1, perceptualPrecision: Double = 1, threshold: Double? = nil,
        includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        let comparison = SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                                            includeAntialiasing: includeAntialiasing)
        return .drawnOnMainActor(comparison, location: location, what: "the view controller") { controller in
            try Renderer().renderImage(viewController: controller, device: device, userInterfaceStyle: userInterfaceStyle,
                                       contentSizeCategory: contentSizeCategory, scale: scale)
        }
    }
}

extension Snapshotting where Value == UIView, Format == RGBAImage {
    /// The view and its subviews (laid out first) in a picture of its bounds' size, compared as
    /// a PNG picture.
    ///
    /// ```swift
    /// assertSnapshot(of: cell, as: .sbrender())
    /// ```
    /// - Parameters:
    ///   - scale: pixels per point (1, 2 or 3).
    ///   - background: the colour behind the view (clear by default).
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal.
    ///   - perceptualPrecision: as swift-snapshot-testing's (1 by default).
    ///   - threshold: sbrender's own: pixelmatch's colour threshold (nil by default: none).
    ///   - includeAntialiasing: sbrender's own: false lets pixelmatch's anti-aliased pixels through.
    ///   - fileID: where a view that cannot be drawn is reported.
    ///   - filePath: where a view that cannot be drawn is reported; with `function`, it names the
    ///     failure's pictures.
    ///   - function: the calling test.
    ///   - line: where a view that cannot be drawn is reported.
    ///   - column: where a view that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int = 1, background: Color = .clear, precision: Double = 1, perceptualPrecision: Double = 1,
        threshold: Double? = nil, includeAntialiasing: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        let comparison = SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: threshold,
                                            includeAntialiasing: includeAntialiasing)
        return .drawnOnMainActor(comparison, location: location, what: "the view") { view in
            try Renderer().renderImage(view: view, scale: scale, background: background)
        }
    }

    /// The view full screen on `device` (as the root view of a view controller), compared as a
    /// PNG picture.
    /// - Parameters:
    ///   - device: the device.
    ///   - userInterfaceStyle: light or dark.
    ///   - precision: as swift-snapshot-testing's: the share of bytes that must be equal.
    ///   - perceptualPrecision: as swift-snapshot-testing's (1 by default).
    ///   - fileID: where a view that cannot be drawn is reported.
    ///   - filePath: where a view that cannot be drawn is reported.
    ///   - function: the calling test.
    ///   - line: where a view that cannot be drawn is reported.
    ///   - column: where a view that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        on device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light, precision: Double = 1,
        perceptualPrecision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: StaticString = #function,
        line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column, function: "\(function)")
        let comparison = SnapshotComparison(precision: precision, perceptualPrecision: perceptualPrecision, threshold: nil,
                                            includeAntialiasing: true)
        return .drawnOnMainActor(comparison, location: location, what: "the view") { view in
            let controller = UIViewController()
            controller.view = view
            return try Renderer().renderImage(viewController: controller, device: device, userInterfaceStyle: userInterfaceStyle)
        }
    }
}
