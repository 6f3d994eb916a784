/// The iPhones and iPads of 2024 and 2025.
///
/// Screen sizes and scales: the Human Interface Guidelines' "Layout" page, Specifications, "iOS,
/// iPadOS device screen dimensions" (checked against it for every device here). Display corner
/// radii: UIScreen's private `_displayCornerRadius` as developers publish it per model (55 pt for
/// iPhone 16 and 16 Plus, 62 pt for iPhone 16 Pro and Pro Max, 47.33 pt for iPhone 16e); where no
/// reading is published (the iPhone 17 family, iPhone Air, the 13-inch iPads) the value of the
/// nearest published screen of the same design is used, and the constant says "estimated".
extension DevicePreset {
    /// A Dynamic Island iPhone: the island 126 x 37.33 pt centred `islandTop` below the screen's
    /// top, the 54-pt status bar, 34 pt of home indicator.
    private static func islandPhone(_ id: String, _ name: String, width: Double, height: Double, corner: Double,
                                    safeTop: Double, islandTop: Double, home: HomeScreenMetrics) -> DevicePreset {
        DevicePreset(id: id, name: name, idiom: .phone, screenSize: Size(width: width, height: height), scale: 3,
                     displayCornerRadius: corner, safeArea: EdgeInsets(top: safeTop, left: 0, bottom: 34, right: 0),
                     cutout: .dynamicIsland(Rect(x: (width - 126) / 2, y: islandTop, width: 126, height: 37.33)),
                     hasHomeButton: false, statusBarHeight: 54, homeScreen: home)
    }

    /// iPhone 17 Pro: 402 x 874 pt at 3x (1206 x 2622 px, HIG). Corners 62 pt (estimated: the
    /// 16 Pro's published reading, the same screen). Safe area 62 pt top (as the 16 Pro's, whose
    /// island sits 3 pt lower than the 15 Pro's 11 pt: 59 to 62), 34 pt bottom.
    public static let iPhone17Pro = islandPhone("iphone-17-pro", "iPhone 17 Pro", width: 402, height: 874, corner: 62,
                                                safeTop: 62, islandTop: 14, home: .iPhone63(height: 874))
    /// iPhone 17 Pro Max: 440 x 956 pt at 3x (1320 x 2868 px, HIG); corners 62 pt (estimated,
    /// as the 16 Pro Max).
    public static let iPhone17ProMax = islandPhone("iphone-17-pro-max", "iPhone 17 Pro Max", width: 440, height: 956, corner: 62,
                                                   safeTop: 62, islandTop: 14, home: .iPhoneMax(width: 440, height: 956, gridTop: 79))
    /// iPhone 17: 402 x 874 pt at 3x (1206 x 2622 px, HIG): the 17 Pro's screen; corners 62 pt
    /// (estimated).
    public static let iPhone17 = islandPhone("iphone-17", "iPhone 17", width: 402, height: 874, corner: 62,
                                             safeTop: 62, islandTop: 14, home: .iPhone63(height: 874))
    /// iPhone Air: 420 x 912 pt at 3x (1260 x 2736 px, HIG); corners 62 pt (estimated). Its
    /// grid is the 6.7-inch one (64-pt icons, 97 x 106 pitch), centred: estimated, Apple
    /// publishes no widget sizes for this screen in the sources at hand.
    public static let iPhoneAir = islandPhone("iphone-air", "iPhone Air", width: 420, height: 912, corner: 62,
                                              safeTop: 62, islandTop: 14, home: .iPhoneMax(width: 420, height: 912, gridTop: 79))
    /// iPhone 16 Pro: 402 x 874 pt at 3x (1206 x 2622 px, HIG); corners 62 pt (published
    /// reading); safe area 62 pt top, 34 pt bottom.
    public static let iPhone16Pro = islandPhone("iphone-16-pro", "iPhone 16 Pro", width: 402, height: 874, corner: 62,
                                                safeTop: 62, islandTop: 14, home: .iPhone63(height: 874))
    /// iPhone 16 Pro Max: 440 x 956 pt at 3x (1320 x 2868 px, HIG); corners 62 pt (published).
    public static let iPhone16ProMax = islandPhone("iphone-16-pro-max", "iPhone 16 Pro Max", width: 440, height: 956, corner: 62,
                                                   safeTop: 62, islandTop: 14, home: .iPhoneMax(width: 440, height: 956, gridTop: 79))
    /// iPhone 16: 393 x 852 pt at 3x (1179 x 2556 px, HIG): the 15 Pro's screen, island and
    /// grid; corners 55 pt (published).
    public static let iPhone16 = islandPhone("iphone-16", "iPhone 16", width: 393, height: 852, corner: 55,
                                             safeTop: 59, islandTop: 11, home: .iPhone61(width: 393, height: 852, gridTop: 72))
    /// iPhone 16 Plus: 430 x 932 pt at 3x (1290 x 2796 px, HIG): the 15 Pro Max's screen;
    /// corners 55 pt (published).
    public static let iPhone16Plus = islandPhone("iphone-16-plus", "iPhone 16 Plus", width: 430, height: 932, corner: 55,
                                                 safeTop: 59, islandTop: 11, home: .iPhoneMax(width: 430, height: 932, gridTop: 76))
    /// iPhone 16e: 390 x 844 pt at 3x (1170 x 2532 px, HIG): the iPhone 14's screen and notch;
    /// corners 47.33 pt (published).
    public static let iPhone16e = DevicePreset(
        id: "iphone-16e", name: "iPhone 16e", idiom: .phone,
        screenSize: Size(width: 390, height: 844), scale: 3, displayCornerRadius: 47.33,
        safeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        cutout: .notch(Rect(x: 114, y: 0, width: 162, height: 34)),
        hasHomeButton: false, statusBarHeight: 47,
        homeScreen: .iPhone61(width: 390, height: 844, gridTop: 62))

    /// iPad Pro 13-inch (M4): 1032 x 1376 pt at 2x (2064 x 2752 px, HIG). Corners 30 pt
    /// (estimated: the M4 bodies' rounder corners; no reading is published). Status bar and
    /// safe area as the iPad Pro 11-inch's (24 pt top, 20 pt bottom).
    public static let iPadPro13 = DevicePreset(
        id: "ipad-pro-13", name: "iPad Pro 13-inch", idiom: .pad,
        screenSize: Size(width: 1032, height: 1376), scale: 2, displayCornerRadius: 30,
        safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), cutout: .none,
        hasHomeButton: false, statusBarHeight: 24, homeScreen: .iPad13(width: 1032, height: 1376))

    /// iPad Air 13-inch: 1024 x 1366 pt at 2x (2048 x 2732 px, HIG). Corners 18 pt (as the
    /// other Liquid Retina iPads, published for them; estimated here).
    public static let iPadAir13 = DevicePreset(
        id: "ipad-air-13", name: "iPad Air 13-inch", idiom: .pad,
        screenSize: Size(width: 1024, height: 1366), scale: 2, displayCornerRadius: 18,
        safeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), cutout: .none,
        hasHomeButton: false, statusBarHeight: 24, homeScreen: .iPad13(width: 1024, height: 1366))
}
