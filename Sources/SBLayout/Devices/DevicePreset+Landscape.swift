/// The iPads held on their side.
extension DevicePreset {
    /// The device in landscape: its screen's width and height swapped, the same status bar and
    /// home-indicator insets (iPadOS keeps them in landscape: 24 and 20 points, HIG "Layout"), and
    /// the landscape grid of its home screen (8 x 4 on the iPads). Nil for an iPhone, whose home
    /// screen is portrait only (iOS rotates none but the Plus and Max phones' of old), and for a
    /// device already in landscape.
    public var inLandscape: DevicePreset? {
        guard idiom == .pad, orientation == .portrait else { return nil }
        let size = Size(width: screenSize.height, height: screenSize.width)
        var rotated = DevicePreset(id: id, name: name, idiom: idiom, screenSize: size, scale: scale,
                                   displayCornerRadius: displayCornerRadius, safeArea: safeArea, cutout: .none,
                                   hasHomeButton: hasHomeButton, statusBarHeight: statusBarHeight,
                                   homeScreen: .iPadLandscape(width: size.width, height: size.height, iconSize: homeScreen.iconSize))
        rotated.orientation = .landscape
        return rotated
    }
}
