import SBLayout

/// A scene's `frame`: a device id (`"frame": "iphone-15-pro"`) or an object
/// `{"device": "iphone-15-pro", "color": "blue", "title": "...", "background": "#1c1c1e", "padding": 40}`.
/// Every field is optional here so that the command line's `--frame...` options can override a
/// scene's field by field; ``resolved(path:)`` requires the device.
package struct SceneFrame: Decodable, Hashable, Sendable {
    /// `device`: the device's id.
    package var device: FramedDevice?
    /// `color`: the finish.
    package var color: DeviceFinish?
    /// `title`: text above the device.
    package var title: String?
    /// `background`: `none`, `"#rrggbb"`, `"#top,#bottom"` or `["#top", "#bottom"]`.
    package var background: DeviceFrameBackground?
    /// `padding`: points around the device and title.
    package var padding: Double?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case device, color, title, background, padding
    }

    /// A frame with the fields given.
    package init(device: FramedDevice? = nil, color: DeviceFinish? = nil, title: String? = nil,
                background: DeviceFrameBackground? = nil, padding: Double? = nil) {
        self.device = device
        self.color = color
        self.title = title
        self.background = background
        self.padding = padding
    }

    /// True when no field is given.
    package var isEmpty: Bool { self == SceneFrame() }

    /// Decodes a device id or a frame object, rejecting unknown keys, devices and finishes with
    /// the valid values listed.
    /// - Throws: ``SceneError`` naming the JSON path; `DecodingError` for a value of the wrong type.
    package init(from decoder: any Decoder) throws {
        let here = SceneError.format(decoder.codingPath)
        if let single = try? decoder.singleValueContainer(), let id = try? single.decode(String.self) {
            device = try Self.device(id, path: here)
            return
        }
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: here, "expected a device id (one of \(FramedDevice.names)) or an object such as {\"device\": \"iphone-15-pro\", \"color\": \"blue\"}")
        }
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        func path(_ key: CodingKeys) -> String { SceneError.format(decoder.codingPath + [key]) }
        if let id = try c.decodeIfPresent(String.self, forKey: .device) { device = try Self.device(id, path: path(.device)) }
        if let name = try c.decodeIfPresent(String.self, forKey: .color) {
            guard let finish = DeviceFinish(rawValue: name) else {
                throw SceneError(path: path(.color), "unknown colour '\(SceneError.excerpt(name))'; expected one of \(DeviceFinish.names)")
            }
            color = finish
        }
        title = try c.decodeIfPresent(String.self, forKey: .title)
        if c.contains(.background), try !c.decodeNil(forKey: .background) {
            if let list = try? c.decode([String].self, forKey: .background) {
                guard list.count == 2, let top = Color(hex: list[0]), let bottom = Color(hex: list[1]) else {
                    throw SceneError(path: path(.background), "a gradient is two colours [\"#top\", \"#bottom\"], got \(list.count == 2 ? "\(list)" : "\(list.count) values")")
                }
                background = .gradient(top: top, bottom: bottom)
            } else {
                let text = try c.decode(String.self, forKey: .background)
                guard let value = DeviceFrameBackground(text: text) else {
                    throw SceneError(path: path(.background), "unknown background '\(SceneError.excerpt(text))'; expected \(DeviceFrameBackground.expected)")
                }
                background = value
            }
        }
        padding = try c.decodeIfPresent(Double.self, forKey: .padding)
    }

    private static func device(_ id: String, path: String) throws(SceneError) -> FramedDevice {
        guard let device = FramedDevice(rawValue: id) else {
            throw SceneError(path: path, "unknown device '\(SceneError.excerpt(id))'; expected one of \(FramedDevice.names)")
        }
        return device
    }

    /// This frame with every field `other` gives replaced by `other`'s.
    package func overriding(_ other: SceneFrame) -> SceneFrame {
        SceneFrame(device: other.device ?? device, color: other.color ?? color, title: other.title ?? title,
                   background: other.background ?? background, padding: other.padding ?? padding)
    }

    /// The frame to draw, checked.
    /// - Parameter path: the key it came from, for messages.
    /// - Throws: ``SceneError`` when the device is missing, or the title or padding is out of range.
    package func resolved(path: String = "frame") throws(SceneError) -> DeviceFrame {
        guard let device else {
            throw SceneError(path: "\(path).device", "is missing; name the device, one of \(FramedDevice.names)")
        }
        let frame = DeviceFrame(device: device, finish: color ?? .black, title: title, background: background ?? .none, padding: padding)
        try frame.validate(path: path)
        return frame
    }
}
