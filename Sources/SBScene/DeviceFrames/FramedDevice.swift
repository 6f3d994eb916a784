/// The devices sbrender can draw a frame around a picture for (`"frame": "iphone-15-pro"`,
/// `--frame iphone-15-pro`). Their geometry is ``DeviceFrameModel``'s.
public enum FramedDevice: String, CaseIterable, Hashable, Sendable, Codable {
    /// iPhone 15 Pro: 6.1-inch screen, Dynamic Island, titanium band.
    case iPhone15Pro = "iphone-15-pro"
    /// iPhone 15 Pro Max: 6.7-inch screen, Dynamic Island, titanium band.
    case iPhone15ProMax = "iphone-15-pro-max"
    /// iPhone 14: 6.1-inch screen with the notch, aluminium band.
    case iPhone14 = "iphone-14"
    /// iPhone SE (3rd generation): 4.7-inch screen between a top bezel with the earpiece and
    /// camera and a bottom bezel with the Home button.
    case iPhoneSE = "iphone-se"
    /// iPad Pro 11-inch (1st to 4th generation): even bezels, the camera in the top bezel.
    case iPadPro11 = "ipad-pro-11"

    /// The ids, as a message lists them: `iphone-15-pro, iphone-15-pro-max, ...`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// The colour of a device's metal band and buttons (the front glass is black on every device
/// sbrender draws, as it is on all five real ones).
public enum DeviceFinish: String, CaseIterable, Hashable, Sendable, Codable {
    /// A dark band: Black Titanium, Midnight, Space Grey.
    case black
    /// A light band: White Titanium, Starlight, Silver.
    case silver
    /// The warm grey of Natural Titanium.
    case naturalTitanium = "natural-titanium"
    /// A dark slate blue: Blue Titanium.
    case blue

    /// The finishes, as a message lists them.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
