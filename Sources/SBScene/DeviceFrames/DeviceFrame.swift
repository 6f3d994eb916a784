import SBLayout

/// A device frame around a picture: which device, its finish, and optionally a title above it,
/// a background behind it and the padding around both, as fastlane frameit's marketing pictures
/// have. The picture fills the device's screen (see `DeviceFrameLayout`).
///
/// ```swift
/// var request = try RenderRequest(plan: plan, format: .png)
/// request.deviceFrame = DeviceFrame(device: .iPhone15Pro, finish: .naturalTitanium,
///                                   title: "Your apps, at a glance",
///                                   background: .gradient(top: Color(hex: "#1e3c72")!, bottom: Color(hex: "#2a5298")!))
/// ```
public struct DeviceFrame: Hashable, Sendable {
    /// The device drawn.
    public var device: FramedDevice
    /// The band's and buttons' colour; black by default.
    public var finish: DeviceFinish
    /// Text centred above the device (a `\n` starts a new line; at most
    /// ``maximumTitleLines`` lines), or nil for none.
    public var title: String?
    /// What is drawn behind everything; transparent by default.
    public var background: DeviceFrameBackground
    /// Points around the device and title; nil for the default (``resolvedPadding``).
    public var padding: Double?

    /// The most lines a title may have.
    public static let maximumTitleLines = 3
    /// The most characters a title may have.
    public static let maximumTitleLength = 200
    /// The largest padding, in points.
    public static let maximumPadding = 2000.0

    /// A frame around a picture.
    /// - Parameters:
    ///   - device: the device drawn.
    ///   - finish: the band's and buttons' colour.
    ///   - title: text centred above the device, or nil.
    ///   - background: what is drawn behind everything.
    ///   - padding: points around the device and title; nil for the default.
    public init(device: FramedDevice, finish: DeviceFinish = .black, title: String? = nil,
                background: DeviceFrameBackground = .none, padding: Double? = nil) {
        self.device = device
        self.finish = finish
        self.title = title
        self.background = background
        self.padding = padding
    }

    /// The padding used: the given one, else none for a bare frame (the picture ends at the
    /// device's buttons, as frameit's frames do) and a tenth of the device's width, rounded to
    /// whole points, when there is a title or background to show around it.
    public var resolvedPadding: Double {
        if let padding { return padding }
        if titleLines.isEmpty && background == .none { return 0 }
        return (DeviceFrameModel.model(for: device).bodySize.width / 10).rounded()
    }

    /// The title's lines, as drawn (none for a nil or empty title).
    public var titleLines: [String] {
        guard let title, !title.isEmpty else { return [] }
        return title.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Checks the title and padding.
    /// - Parameter path: the key the frame came from (`frame`), for messages.
    /// - Throws: ``SceneError`` at `frame.title` or `frame.padding`.
    public func validate(path: String = "frame") throws(SceneError) {
        if let title {
            guard title.count <= Self.maximumTitleLength else {
                throw SceneError(path: "\(path).title", "is \(title.count) characters long; at most \(Self.maximumTitleLength)")
            }
            guard titleLines.count <= Self.maximumTitleLines else {
                throw SceneError(path: "\(path).title", "has \(titleLines.count) lines; at most \(Self.maximumTitleLines)")
            }
        }
        if let padding, !(padding.isFinite && padding >= 0 && padding <= Self.maximumPadding) {
            throw SceneError(path: "\(path).padding", "expected a number of points from 0 to \(Int(Self.maximumPadding)), got \(SceneValues.shown(padding))")
        }
    }
}
