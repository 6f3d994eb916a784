import ArgumentParser
import SBScene

/// `--frame DEVICE` and its companions: a device frame around the picture (a scene's `"frame"`),
/// for `render` and `animate`.
struct FrameOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw a device frame around the picture. The canvas defaults to the device's screen; another size is scaled to fill the screen.",
                               valueName: "device"))
    var frame: FramedDevice?

    @Option(name: .customLong("frame-color"), help: ArgumentHelp("The frame's finish (default black).", valueName: "finish"))
    var frameColor: DeviceFinish?

    @Option(name: .customLong("frame-title"), help: ArgumentHelp("Text above the device (\\n starts a line; at most \(DeviceFrame.maximumTitleLines) lines).", valueName: "text"))
    var frameTitle: String?

    @Option(name: .customLong("frame-background"),
            help: ArgumentHelp("Behind the device: none (transparent, the default), #rrggbb, or #top,#bottom for a gradient.", valueName: "colour"),
            transform: FrameOptions.background)
    var frameBackground: DeviceFrameBackground?

    @Option(name: .customLong("frame-padding"), parsing: .unconditional,
            help: ArgumentHelp("Points around the device and title (default: 0 for a bare frame, a tenth of the device's width with a title or background).", valueName: "points"),
            transform: FrameOptions.padding)
    var framePadding: Double?

    static func background(_ text: String) throws -> DeviceFrameBackground {
        try ArgumentValues.refuseOption(text)
        guard let value = DeviceFrameBackground(text: text) else {
            throw ArgumentValues.Invalid(description: "expected none, a colour such as #1c1c1e, or #top,#bottom for a gradient, got '\(text)'")
        }
        return value
    }

    static func padding(_ text: String) throws -> Double {
        let v = try ArgumentValues.number(Substring(text), "a number of points")
        guard v >= 0, v <= DeviceFrame.maximumPadding else {
            throw ArgumentValues.Invalid(description: "expected a number of points from 0 to \(Int(DeviceFrame.maximumPadding)), got \(text)")
        }
        return v
    }

    /// The options as a scene's `frame`, or nil when none is given.
    var sceneFrame: SceneFrame? {
        let title = frameTitle.map { $0.replacingEscapedNewlines }
        let f = SceneFrame(device: frame, color: frameColor, title: title, background: frameBackground, padding: framePadding)
        return f.isEmpty ? nil : f
    }
}

extension FramedDevice: ExpressibleByArgument {}
extension DeviceFinish: ExpressibleByArgument {}

private extension String {
    /// `\n` written as two characters on a command line, as a line break.
    var replacingEscapedNewlines: String {
        split(separator: "\\n", omittingEmptySubsequences: false).joined(separator: "\n")
    }
}
