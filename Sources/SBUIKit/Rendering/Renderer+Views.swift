import Foundation
public import SBLayout
public import SBPNG
public import SBRender
internal import SBScene

// Any view hierarchy, and any view controller on a device of the catalogue, drawn by SBRender
// in one call, as Core Animation composites it.

extension Renderer {
    /// Draws a view and its subviews (laid out first), in a picture of its bounds' size.
    ///
    /// ```swift
    /// let png = try Renderer().render(view: cell, format: .png)
    /// ```
    /// - Parameters:
    ///   - view: the view; its pending layout runs first.
    ///   - scale: pixels per point: 1, 2 or 3.
    ///   - background: the colour behind the view (clear by default: the view's own background
    ///     is drawn by the view).
    ///   - format: PNG, SVG or PDF.
    /// - Returns: the file's bytes.
    /// - Throws: ``/SBRender/RenderError`` for a size out of range or a drawing failure.
    @preconcurrency @MainActor
    public func render(view: UIView, scale: Int = 1, background: Color = .clear, format: OutputFormat) throws -> [UInt8] {
        let (frame, images) = try viewFrame(view, overlay: [], scale: scale, background: background)
        return try render(frame, format: format, images: images)
    }

    /// Draws a view and its subviews as pixels (see `render(view:scale:background:format:)`).
    @preconcurrency @MainActor
    public func renderImage(view: UIView, scale: Int = 1, background: Color = .clear) throws -> RGBAImage {
        let (frame, images) = try viewFrame(view, overlay: [], scale: scale, background: background)
        return try renderImage(frame, images: images)
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
    ///     (`UIWindow(device:)`),
    ///     which is let go after drawing: keep a window of your own and draw it with
    ///     `render(window:scale:format:)` to read frames afterwards.
    ///   - device: the device (`DevicePreset.iPhone15Pro`...).
    ///   - userInterfaceStyle: light or dark.
    ///   - contentSizeCategory: the reader's text size (Large by default).
    ///   - layoutDirection: left to right by default.
    ///   - scale: pixels per point (the device's by default).
    ///   - format: PNG, SVG or PDF.
    /// - Returns: the file's bytes.
    /// - Throws: ``/SBRender/RenderError`` for a drawing failure.
    @preconcurrency @MainActor
    public func render(viewController: UIViewController, device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light,
                       contentSizeCategory: UIContentSizeCategory = .large, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                       scale: Int? = nil, format: OutputFormat) throws -> [UInt8] {
        let window = UIWindow(device: device, userInterfaceStyle: userInterfaceStyle, contentSizeCategory: contentSizeCategory,
                              layoutDirection: layoutDirection)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        return try render(window: window, scale: scale, format: format)
    }

    /// Draws a view controller on a device as pixels (see
    /// `render(viewController:device:userInterfaceStyle:contentSizeCategory:layoutDirection:scale:format:)`).
    @preconcurrency @MainActor
    public func renderImage(viewController: UIViewController, device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light,
                            contentSizeCategory: UIContentSizeCategory = .large, layoutDirection: UITraitEnvironmentLayoutDirection = .leftToRight,
                            scale: Int? = nil) throws -> RGBAImage {
        let window = UIWindow(device: device, userInterfaceStyle: userInterfaceStyle, contentSizeCategory: contentSizeCategory,
                              layoutDirection: layoutDirection)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        return try renderImage(window: window, scale: scale)
    }

    /// Draws a window (laid out first) on the system background, with its device's status bar
    /// when it was made for a device.
    /// - Parameters:
    ///   - window: the window.
    ///   - scale: pixels per point (the device's, else 1, by default).
    ///   - format: PNG, SVG or PDF.
    /// - Returns: the file's bytes.
    /// - Throws: ``/SBRender/RenderError`` for a drawing failure.
    @preconcurrency @MainActor
    public func render(window: UIWindow, scale: Int? = nil, format: OutputFormat) throws -> [UInt8] {
        let (frame, images) = try viewFrame(window, overlay: window.device.map(window.statusBarOps) ?? [],
                                                 scale: scale ?? window.device?.scale ?? 1, background: window.screenBackground)
        return try render(frame, format: format, images: images)
    }

    /// Draws a window as pixels (see `render(window:scale:format:)`).
    @preconcurrency @MainActor
    public func renderImage(window: UIWindow, scale: Int? = nil) throws -> RGBAImage {
        let (frame, images) = try viewFrame(window, overlay: window.device.map(window.statusBarOps) ?? [],
                                                 scale: scale ?? window.device?.scale ?? 1, background: window.screenBackground)
        return try renderImage(frame, images: images)
    }

    /// Draws a view full screen on a device (the root view of a plain view controller): see
    /// `render(viewController:device:...)`.
    @preconcurrency @MainActor
    public func render(view: UIView, device: DevicePreset, userInterfaceStyle: UIUserInterfaceStyle = .light,
                       contentSizeCategory: UIContentSizeCategory = .large, scale: Int? = nil, format: OutputFormat) throws -> [UInt8] {
        let controller = UIViewController()
        controller.view = view
        return try render(viewController: controller, device: device, userInterfaceStyle: userInterfaceStyle,
                          contentSizeCategory: contentSizeCategory, scale: scale, format: format)
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
        let font = FontRequest(size: small ? 12 : 17, weight: .semibold)
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
