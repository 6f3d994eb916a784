import Foundation
import SBLayout
import SBPNG
import SBRender
import SBUIKit
import SnapshotTesting

// A view controller or any view (SBUIKit) drawn by sbrender as a device of the catalogue shows
// it, and compared as a picture, as swift-snapshot-testing's `.image(on: .iPhone13)` does on a
// Mac. Assert on the main actor (as UIKit code does): the strategies lay the views out there.

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
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - fileID: where a view controller that cannot be drawn is reported.
    ///   - filePath: where a view controller that cannot be drawn is reported.
    ///   - line: where a view controller that cannot be drawn is reported.
    ///   - column: where a view controller that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        on device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light, contentSizeCategory: UIContentSizeCategory = .large,
        scale: Int? = nil, threshold: Double = 0.1, precision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.image(threshold: threshold, precision: precision)
            .asyncPullback { (controller: UIViewController) in
                let drawn: Result<RGBAImage, any Error> = MainActor.assumeIsolated {
                    Result {
                        try Renderer().renderImage(viewController: controller, device: device, userInterfaceStyle: userInterfaceStyle,
                                                   contentSizeCategory: contentSizeCategory, scale: scale)
                    }
                }
                switch drawn {
                case let .success(image): return Async(value: image)
                case let .failure(error): return SnapshotRendering.failed("the view controller cannot be drawn: \(error)", at: location)
                }
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
    ///   - threshold: pixelmatch's colour threshold, 0 to 1 (0.1 by default).
    ///   - precision: the share of pixels that must match (1 by default).
    ///   - fileID: where a view that cannot be drawn is reported.
    ///   - filePath: where a view that cannot be drawn is reported.
    ///   - line: where a view that cannot be drawn is reported.
    ///   - column: where a view that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        scale: Int = 1, background: Color = .clear, threshold: Double = 0.1, precision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        let location = SnapshotIssue.Location(fileID: fileID, filePath: filePath, line: line, column: column)
        return Snapshotting<RGBAImage, RGBAImage>.image(threshold: threshold, precision: precision)
            .asyncPullback { (view: UIView) in
                let drawn: Result<RGBAImage, any Error> = MainActor.assumeIsolated {
                    Result { try Renderer().renderImage(view: view, scale: scale, background: background) }
                }
                switch drawn {
                case let .success(image): return Async(value: image)
                case let .failure(error): return SnapshotRendering.failed("the view cannot be drawn: \(error)", at: location)
                }
            }
    }

    /// The view full screen on `device` (as the root view of a view controller), compared as a
    /// PNG picture.
    /// - Parameters:
    ///   - device: the device.
    ///   - userInterfaceStyle: light or dark.
    ///   - threshold: pixelmatch's colour threshold.
    ///   - precision: the share of pixels that must match.
    ///   - fileID: where a view that cannot be drawn is reported.
    ///   - filePath: where a view that cannot be drawn is reported.
    ///   - line: where a view that cannot be drawn is reported.
    ///   - column: where a view that cannot be drawn is reported.
    /// - Returns: the strategy.
    public static func sbrender(
        on device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light, threshold: Double = 0.1, precision: Double = 1,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Snapshotting {
        Snapshotting<UIViewController, RGBAImage>.sbrender(on: device, userInterfaceStyle: userInterfaceStyle, threshold: threshold,
                                                          precision: precision, fileID: fileID, filePath: filePath, line: line, column: column)
            .pullback { (view: UIView) in
                MainActor.assumeIsolated {
                    let controller = UIViewController()
                    controller.view = view
                    return controller
                }
            }
    }
}
