import Foundation
public import SBLayout
package import SBPNG
public import SBRender
internal import SBScene

// Any view hierarchy, and any view controller on a device of the catalogue, drawn by SBRender
// in one call, as Core Animation composites it.

extension Renderer {
    /// Draws a view and its subviews (laid out first): in a picture of its bounds' size, or full
    /// screen on a device of the catalogue (as the root view of a plain view controller: see
    /// `render(viewController:device:userInterfaceStyle:contentSizeCategory:layoutDirection:scale:format:)`).
    ///
    /// ```swift
    /// let png = try Renderer().render(view: cell, format: .png)
    /// let screen = try Renderer().render(view: card, device: .iPhone15Pro, format: .png)
    /// ```
    /// - Parameters:
    ///   - view: the view; its pending layout runs first.
    ///   - device: the device to show the view on, full screen; nil (the default) for a picture
    ///     of the view's bounds.
    ///   - userInterfaceStyle: light or dark, on a device.
    ///   - contentSizeCategory: the reader's text size, on a device (Large by default).
    ///   - scale: pixels per point: 1, 2 or 3 (the device's, else 1, by default).
    ///   - background: the colour behind a view drawn without a device (clear by default: the
    ///     view's own background is drawn by the view); on a device, the screen's.
    ///   - format: PNG, SVG or PDF.
    /// - Returns: the file's bytes.
    /// - Throws: ``/SBRender/RenderError`` for a size out of range or a drawing failure; and,
    ///   saying what to do, for a call off the main actor (a Swift 5 mode test that is not
    ///   `@MainActor`), which draws nothing.
    @preconcurrency @MainActor
    public func render(view: UIView, device: DevicePreset? = nil, userInterfaceStyle: UIUserInterfaceStyle = .light,
                       contentSizeCategory: UIContentSizeCategory = .large, scale: Int? = nil, background: Color = .clear,
                       format: OutputFormat) throws -> [UInt8] {
        try render(viewRequest(view, device: device, userInterfaceStyle: userInterfaceStyle, contentSizeCategory: contentSizeCategory,
                               scale: scale, background: background, format: format))
    }

    /// Draws a view as pixels (the request of `render(view:device:...)`), for the snapshot strategies.
    @preconcurrency @MainActor
    package func renderImage(view: UIView, device: DevicePreset? = nil, userInterfaceStyle: UIUserInterfaceStyle = .light,
                             contentSizeCategory: UIContentSizeCategory = .large, scale: Int? = nil,
                             background: Color = .clear) throws -> RGBAImage {
        try renderImage(viewRequest(view, device: device, userInterfaceStyle: userInterfaceStyle, contentSizeCategory: contentSizeCategory,
                                    scale: scale, background: background, format: .png))
    }

    /// Draws a view controller full screen on a device of the catalogue, as the device shows
    /// it: in a window of the device's screen size, with its safe area (status bar, notch or
    /// Dynamic Island, home indicator), traits (idiom, scale, size classes, light or dark, text
    /// size, layout direction) and status bar (9:41, full battery).
    ///
    /// ```swift
    /// let png = try Renderer().render(viewController: ListViewController(), device: .iPhone15Pro, format: .png)
    /// ```
    /// - Parameters:
    ///   - viewController: the view controller; it becomes the root of a new window
    ///     (`UIWindow(device:)`), which is let go after drawing.
    ///   - device: the device (`DevicePreset.iPhone15Pro`...).
    ///   - userInterfaceStyle: light or dark.
    ///   - contentSizeCategory: the reader's text size (Large by default).
    ///   - layoutDirection: left to right by default.
    ///   - scale: pixels per point (the device's by default).
    ///   - format: PNG, SVG or PDF.
    /// - Returns: the file's bytes.
    /// - Throws: ``/SBRender/RenderError`` for a drawing failure; and, saying what to do, for a
    ///   call off the main actor (a Swift 5 mode test that is not `@MainActor`), which draws nothing.
    @preconcurrency @MainActor
    public func render(viewController: UIViewController, device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light,
                       contentSizeCategory: UIContentSizeCategory = .large, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                       scale: Int? = nil, format: OutputFormat) throws -> [UInt8] {
        try MainActorCheck.requireMainActor("-[Renderer render(viewController:device:)]")
        return try render(windowRequest(Self.window(showing: viewController, device: device, userInterfaceStyle: userInterfaceStyle,
                                                    contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection),
                                        scale: scale, format: format))
    }

    /// Draws a view controller on a device as pixels (the request of
    /// `render(viewController:device:...)`), for the snapshot strategies.
    @preconcurrency @MainActor
    package func renderImage(viewController: UIViewController, device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light,
                             contentSizeCategory: UIContentSizeCategory = .large,
                             layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight, scale: Int? = nil) throws -> RGBAImage {
        try MainActorCheck.requireMainActor("-[Renderer render(viewController:device:)]")
        return try renderImage(windowRequest(Self.window(showing: viewController, device: device, userInterfaceStyle: userInterfaceStyle,
                                                         contentSizeCategory: contentSizeCategory, layoutDirection: layoutDirection),
                                             scale: scale, format: .png))
    }

    /// Draws a window (laid out first) on the system background, with its device's status bar
    /// when it was made for a device (sbrender's tests read a kept window's frames afterwards).
    @preconcurrency @MainActor
    package func render(window: UIWindow, scale: Int? = nil, format: OutputFormat) throws -> [UInt8] {
        try MainActorCheck.requireMainActor("-[Renderer render(window:)]")
        return try render(windowRequest(window, scale: scale, format: format))
    }

    /// A new key window of `device` showing `viewController`.
    @MainActor
    static func window(showing viewController: UIViewController, device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle,
                       contentSizeCategory: UIContentSizeCategory, layoutDirection: UITraitEnvironmentLayoutDirection) -> UIWindow {
        let window = UIWindow(device: device, userInterfaceStyle: userInterfaceStyle, contentSizeCategory: contentSizeCategory,
                              layoutDirection: layoutDirection)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        return window
    }

    /// The request that draws `window` on the system background, with its device's status bar.
    @MainActor
    func windowRequest(_ window: UIWindow, scale: Int?, format: OutputFormat) throws -> RenderRequest {
        let (frame, _) = try viewFrame(window, overlay: window.device.map(window.statusBarOps) ?? [],
                                       scale: scale ?? window.device?.scale ?? 1, background: window.screenBackground)
        return RenderRequest(frame: frame, format: format)
    }

    /// The request that draws `view`: its bounds, or full screen on `device`.
    @MainActor
    func viewRequest(_ view: UIView, device: DevicePreset?, userInterfaceStyle: UIUserInterfaceStyle,
                     contentSizeCategory: UIContentSizeCategory, scale: Int?, background: Color, format: OutputFormat) throws -> RenderRequest {
        try MainActorCheck.requireMainActor("-[Renderer render(view:)]")
        guard let device else {
            let (frame, _) = try viewFrame(view, overlay: [], scale: scale ?? 1, background: background)
            return RenderRequest(frame: frame, format: format)
        }
        let controller = UIViewController()
        controller.view = view
        return try windowRequest(Self.window(showing: controller, device: device, userInterfaceStyle: userInterfaceStyle,
                                             contentSizeCategory: contentSizeCategory, layoutDirection: .leftToRight),
                                 scale: scale, format: format)
    }

    /// The picture of `view`: one element the size of its bounds drawn by a ``ViewTreeStyle``.
    @MainActor
    func viewFrame(_ view: UIView, overlay: [DrawOp], scale: Int, background: Color) throws -> (Frame, [String: LoadedImage]) {
        view.layoutIfNeeded()
        let size = SBLayout.Size(view.bounds.size)
        let plan = try Renderer.plan(canvas: size, scale: scale, background: background)
        let element = LayoutAttributes(category: .cell, indexPath: SBLayout.IndexPath(item: 0, section: 0),
                                       frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
        var layout = RecordedLayout(elements: [element], contentSize: size)
        layout.prepare(content: CollectionContent(itemCounts: [1]), viewport: size)
        var frame = Frame(plan: plan, layout: layout, elements: [element], time: 0)
        frame.cellStyle = ViewTreeStyle(drawing: ViewDrawing(view, context: ViewDrawing.Context(renderer: self, scale: scale)), overlay: overlay)
        return (frame, [:])
    }
}

extension UIWindow {
    /// The screen behind the window's views: the system background (white, or black in dark mode).
    var screenBackground: Color {
        traitCollection.userInterfaceStyle == .dark ? .black : .white
    }

    /// The device's status bar: the time (9:41) in the left ear and a full battery in the right,
    /// in black (white in dark mode), semibold 17-point text (15 on a 20-point bar), centred in the
    /// bar's height.
    func statusBarOps(_ device: DevicePreset) -> [DrawOp] {
        let color = traitCollection.userInterfaceStyle == .dark ? Color.white : Color.black
        let width = Double(bounds.width), height = device.statusBarHeight
        let small = height <= 24
        let font = UIFont.systemFont(ofSize: small ? 12 : 17, weight: .semibold).request
        let earWidth = device.cutout.rect.map { $0.minX } ?? width / 3
        var ops: [DrawOp] = []
        let timeBox = small ? Rect(x: 0, y: 0, width: width, height: height) : Rect(x: 0, y: 0, width: earWidth, height: height)
        ops.append(.text("9:41", timeBox, TextStyle(font: font, color: color, alignment: .center, maximumLines: 1)))
        // The battery: a 25 x 12 rounded outline (radius 3.5) with a full charge inside, centred
        // in the right ear (small bars: 6 points from the right edge).
        let right = device.cutout.rect.map { $0.maxX } ?? width * 2 / 3
        let bx = small ? width - 6 - 27 : right + (width - right) / 2 - 12.5
        let battery = Rect(x: bx, y: height / 2 - 6, width: 25, height: 12)
        ops.append(.stroke(battery, radius: 3.5, width: 1, color.withAlpha(multipliedBy: 0.4)))
        ops.append(.fill(battery.insetBy(dx: 2, dy: 2), radius: 1.5, color))
        ops.append(.fill(Rect(x: battery.maxX + 1, y: battery.midY - 2, width: 1.5, height: 4), radius: 0.5, color.withAlpha(multipliedBy: 0.4)))
        return ops
    }
}
