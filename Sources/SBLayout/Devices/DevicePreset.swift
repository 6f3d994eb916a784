/// A device sbrender can draw a home screen for: its screen, its cut-out and its home-screen
/// metrics, in points, portrait.
///
/// The catalogue is ``all``; scenes name a device with `"device": "iphone-15-pro"`. The screen
/// size, scale, display corner radius, safe area and cut-out are public device metrics (Apple's
/// Human Interface Guidelines' "Layout" and "Device screen sizes" tables and Apple's technical
/// specifications); the home-screen metrics (`HomeScreenMetrics`) are derived from the widget
/// sizes the HIG publishes per screen size, and otherwise measured on public screenshots; each
/// constant says which.
///
/// Device frames read ``screenSize``, `displayCornerRadius` and `cutout` to draw a body
/// around the screen.
public struct DevicePreset: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// What kind of device: iOS's user-interface idiom.
    package enum Idiom: String, Hashable, Sendable {
        /// An iPhone (UIUserInterfaceIdiomPhone).
        case phone
        /// An iPad (UIUserInterfaceIdiomPad).
        case pad
    }

    /// The shape the hardware cuts out of the top of the screen.
    package enum Cutout: Hashable, Sendable {
        /// No cut-out: the screen is a full rectangle (home-button iPhones, iPads).
        case none
        /// The Dynamic Island: a pill floating below the top edge, `rect` in screen points.
        case dynamicIsland(Rect)
        /// The notch: a bay hanging from the top edge, `rect` in screen points (its bottom
        /// corners are rounded by about a quarter of its height).
        case notch(Rect)

        /// The cut-out's rectangle in screen points, or nil for none.
        package var rect: Rect? {
            switch self {
            case .none: nil
            case .dynamicIsland(let r), .notch(let r): r
            }
        }
    }

    /// The catalogue name scenes use (`iphone-15-pro`).
    public let id: String
    /// The marketing name ("iPhone 15 Pro").
    public let name: String
    /// Phone or pad.
    package let idiom: Idiom
    /// The screen in points, portrait (UIScreen.bounds).
    public let screenSize: Size
    /// Pixels per point (UIScreen.scale): 2 or 3.
    public let scale: Int
    /// The radius of the display's rounded corners, in points (0 for a square-cornered screen).
    /// The corners are continuous (squircle-like) in the hardware; a circular arc of this radius
    /// is within a point of them.
    package let displayCornerRadius: Double
    /// The safe area in portrait (UIView.safeAreaInsets of a full-screen view), in points.
    package let safeArea: EdgeInsets
    /// The camera cut-out.
    package let cutout: Cutout
    /// True for a device with a Home button below the screen (no home indicator).
    package let hasHomeButton: Bool
    /// The status bar's height in points (time, signal, Wi-Fi, battery).
    package let statusBarHeight: Double
    /// Where the home screen's icons, widgets, page indicator and dock go.
    package let homeScreen: HomeScreenMetrics
    /// Portrait (the catalogue's presets) or landscape (``inLandscape``).
    public internal(set) var orientation: Orientation = .portrait

    /// How the device is held.
    public enum Orientation: String, Hashable, Sendable, CaseIterable {
        /// Upright: the catalogue's screen sizes.
        case portrait
        /// On its side: the screen's width and height swapped.
        case landscape
    }

    /// The name.
    public var description: String { id }

    /// The device with this catalogue name, or nil.
    public static func named(_ id: String) -> DevicePreset? { all.first { $0.id == id } }

    /// Every catalogue name, for messages and the schema.
    package static var ids: [String] { all.map(\.id) }

    /// The catalogue, in the order help texts list it.
    public static let all: [DevicePreset] = [
        iPhone17Pro, iPhone17ProMax, iPhone17, iPhoneAir,
        iPhone16Pro, iPhone16ProMax, iPhone16, iPhone16Plus, iPhone16e,
        iPhone15Pro, iPhone15ProMax, iPhone14, iPhoneSE,
        iPadPro13, iPadAir13, iPadPro11,
    ]

    /// iPhone 15 Pro: 393 x 852 points at 3x (1179 x 2556 pixels, Apple's technical
    /// specifications); display corners 55 pt; the Dynamic Island.
    public static let iPhone15Pro = DevicePreset(
        id: "iphone-15-pro", name: "iPhone 15 Pro", idiom: .phone,
        screenSize: Size(width: 393, height: 852), scale: 3,
        // 55 pt: the screen's corner radius as UIScreen's private _displayCornerRadius reports it
        // on iPhone 14 Pro, 15 and 15 Pro (widely published by developers who read it).
        displayCornerRadius: 55,
        // HIG "Layout": the safe area of the 6.1" Dynamic Island iPhones is 59 pt at the top and
        // 34 pt (the home indicator) at the bottom in portrait.
        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        // The island: 126.0 x 37.33 pt, 11 pt below the top edge, centred: (393 - 126) / 2 = 133.5
        // (378 x 112 pixels at 3x, measured on Apple's screenshots and simulator captures).
        cutout: .dynamicIsland(Rect(x: 133.5, y: 11, width: 126, height: 37.33)),
        hasHomeButton: false,
        // 54 pt: the status bar of the Dynamic Island iPhones (the island's bottom, 48.3 pt, plus
        // a margin; UIApplication's statusBarFrame reports 54).
        statusBarHeight: 54,
        homeScreen: .iPhone61(width: 393, height: 852, gridTop: 72))

    /// iPhone 15 Pro Max: 430 x 932 points at 3x (1290 x 2796 pixels); the Dynamic Island.
    public static let iPhone15ProMax = DevicePreset(
        id: "iphone-15-pro-max", name: "iPhone 15 Pro Max", idiom: .phone,
        screenSize: Size(width: 430, height: 932), scale: 3,
        // 55 pt, as the 15 Pro (_displayCornerRadius, published).
        displayCornerRadius: 55,
        // HIG "Layout": 59 pt top, 34 pt bottom.
        safeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        // The same island as the 15 Pro, centred on 430 pt: (430 - 126) / 2 = 152.
        cutout: .dynamicIsland(Rect(x: 152, y: 11, width: 126, height: 37.33)),
        hasHomeButton: false,
        statusBarHeight: 54,
        homeScreen: .iPhoneMax(width: 430, height: 932, gridTop: 76))

    /// iPhone 14: 390 x 844 points at 3x (1170 x 2532 pixels); the notch.
    public static let iPhone14 = DevicePreset(
        id: "iphone-14", name: "iPhone 14", idiom: .phone,
        screenSize: Size(width: 390, height: 844), scale: 3,
        // 47.33 pt: _displayCornerRadius of iPhone 12, 13 and 14 (published).
        displayCornerRadius: 47.33,
        // HIG "Layout": 47 pt top, 34 pt bottom for iPhone 12 to 14.
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        // The notch: about 162 x 34 pt from the top edge, centred: (390 - 162) / 2 = 114
        // (measured on public screenshots with the notch outlined: 486 x 102 pixels at 3x).
        cutout: .notch(Rect(x: 114, y: 0, width: 162, height: 34)),
        hasHomeButton: false,
        // 47 pt: the notch iPhones' status bar is as tall as the top safe area.
        statusBarHeight: 47,
        homeScreen: .iPhone61(width: 390, height: 844, gridTop: 62))

    /// iPhone SE (2nd and 3rd generation): 375 x 667 points at 2x (750 x 1334 pixels), the Home
    /// button, no cut-out, square screen corners.
    public static let iPhoneSE = DevicePreset(
        id: "iphone-se", name: "iPhone SE", idiom: .phone,
        screenSize: Size(width: 375, height: 667), scale: 2,
        displayCornerRadius: 0,
        // HIG "Layout": 20 pt (the status bar) at the top, nothing at the bottom.
        safeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        cutout: .none,
        hasHomeButton: true,
        // 20 pt: the classic status bar.
        statusBarHeight: 20,
        homeScreen: .iPhoneSE)

    /// iPad Pro 11-inch: 834 x 1194 points at 2x (1668 x 2388 pixels), no cut-out.
    public static let iPadPro11 = DevicePreset(
        id: "ipad-pro-11", name: "iPad Pro 11-inch", idiom: .pad,
        screenSize: Size(width: 834, height: 1194), scale: 2,
        // 18 pt: _displayCornerRadius of the Liquid Retina iPads (published).
        displayCornerRadius: 18,
        // HIG "Layout": 24 pt top (the status bar), 20 pt bottom (the home indicator).
        safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        cutout: .none,
        hasHomeButton: false,
        // 24 pt: iPadOS's status bar on iPads without a Home button.
        statusBarHeight: 24,
        homeScreen: .iPadPro11)
}
