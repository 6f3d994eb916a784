import SBLayout

/// The devices sbrender can draw a frame around a picture for (`"frame": "iphone-15-pro"`,
/// `--frame iphone-15-pro`). Their geometry is `DeviceFrameModel`'s.
public enum FramedDevice: String, CaseIterable, Hashable, Sendable, Codable {
    /// iPhone 17 Pro: 6.3-inch screen, Dynamic Island, aluminium band.
    case iPhone17Pro = "iphone-17-pro"
    /// iPhone 17 Pro Max: 6.9-inch screen, Dynamic Island, aluminium band.
    case iPhone17ProMax = "iphone-17-pro-max"
    /// iPhone 17: 6.3-inch screen, Dynamic Island, aluminium band.
    case iPhone17 = "iphone-17"
    /// iPhone Air: 6.5-inch screen, Dynamic Island, titanium band.
    case iPhoneAir = "iphone-air"
    /// iPhone 16 Pro: 6.3-inch screen, Dynamic Island, titanium band.
    case iPhone16Pro = "iphone-16-pro"
    /// iPhone 16 Pro Max: 6.9-inch screen, Dynamic Island, titanium band.
    case iPhone16ProMax = "iphone-16-pro-max"
    /// iPhone 16: 6.1-inch screen, Dynamic Island, aluminium band.
    case iPhone16 = "iphone-16"
    /// iPhone 16 Plus: 6.7-inch screen, Dynamic Island, aluminium band.
    case iPhone16Plus = "iphone-16-plus"
    /// iPhone 16e: 6.1-inch screen with the notch, aluminium band.
    case iPhone16e = "iphone-16e"
    /// iPhone 15 Pro: 6.1-inch screen, Dynamic Island, titanium band.
    case iPhone15Pro = "iphone-15-pro"
    /// iPhone 15 Pro Max: 6.7-inch screen, Dynamic Island, titanium band.
    case iPhone15ProMax = "iphone-15-pro-max"
    /// iPhone 14: 6.1-inch screen with the notch, aluminium band.
    case iPhone14 = "iphone-14"
    /// iPhone SE (3rd generation): 4.7-inch screen between a top bezel with the earpiece and
    /// camera and a bottom bezel with the Home button.
    case iPhoneSE = "iphone-se"
    /// iPad Pro 13-inch (M4): even bezels, the camera in the top bezel (portrait).
    case iPadPro13 = "ipad-pro-13"
    /// iPad Air 13-inch: even bezels, the camera in the top bezel (portrait).
    case iPadAir13 = "ipad-air-13"
    /// iPad Pro 11-inch (1st to 4th generation): even bezels, the camera in the top bezel.
    case iPadPro11 = "ipad-pro-11"

    /// The ids, as a message lists them: `iphone-15-pro, iphone-15-pro-max, ...`.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The device in the shared catalogue: its screen size, scale, corner radius and cut-out.
    public var preset: DevicePreset {
        switch self {
        case .iPhone17Pro: .iPhone17Pro
        case .iPhone17ProMax: .iPhone17ProMax
        case .iPhone17: .iPhone17
        case .iPhoneAir: .iPhoneAir
        case .iPhone16Pro: .iPhone16Pro
        case .iPhone16ProMax: .iPhone16ProMax
        case .iPhone16: .iPhone16
        case .iPhone16Plus: .iPhone16Plus
        case .iPhone16e: .iPhone16e
        case .iPadPro13: .iPadPro13
        case .iPadAir13: .iPadAir13
        case .iPhone15Pro: .iPhone15Pro
        case .iPhone15ProMax: .iPhone15ProMax
        case .iPhone14: .iPhone14
        case .iPhoneSE: .iPhoneSE
        case .iPadPro11: .iPadPro11
        }
    }
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
