import SBLayout

/// A device's front, as sbrender draws its frame: the body, the metal band seen around the front
/// glass, the black border, the screen, the buttons on the edges and the camera housing, all in
/// points of the device's own screen (a picture the size of ``screenSize`` fills the screen one
/// point for one point).
///
/// Where the numbers come from:
/// - the screen's size in points and the display's corner radius: Apple's published screen
///   metrics (the Human Interface Guidelines' device table: 393 x 852 points for iPhone 15 Pro)
///   and UIKit's `UIScreen` display corner radius as measured on the devices (55 points on
///   iPhone 15 Pro);
/// - the body: Apple's published dimensions in millimetres (its Tech Specs pages), converted
///   at the screen's own density, points per millimetre = pixels per inch / scale / 25.4
///   (iPhone 15 Pro: 460 / 3 / 25.4 = 6.0367), the bezel being (body - screen) / 2, rounded to
///   whole points so that the screen lies on whole pixels at every scale;
/// - the band, buttons and camera housings: estimated from Apple's product images and reported
///   measurements (the 1.55 mm black border of the 15 Pro), to about a millimetre: they are a
///   likeness, not a technical drawing.
///
/// The screen metrics (``screenSize``, ``screenScale``, ``screenCornerRadius``) are kept in
/// ``screenMetrics(of:)`` alone, so that they can be pointed at a shared device catalogue.
package struct DeviceFrameModel: Hashable, Sendable {
    /// The device.
    package let device: FramedDevice
    /// The screen, in points.
    package let screenSize: Size
    /// The screen's pixels per point (2 or 3).
    package let screenScale: Int
    /// The display's corner radius in points (continuous corners); 0 for a square screen.
    package let screenCornerRadius: Double
    /// Points per millimetre of the device's screen: its pixels per inch / scale / 25.4.
    package let pointsPerMillimetre: Double
    /// The bezel each side of the screen (body edge to screen edge), in whole points.
    package let bezel: EdgeInsets
    /// The body's corner radius in points (continuous corners).
    package let bodyCornerRadius: Double
    /// How much of the metal band is seen from the front, inside the body's outline.
    package let bandWidth: Double
    /// How far buttons stand out of the body's outline, in points.
    package let buttonDepth: Double
    /// The buttons on the edges.
    package let buttons: [DeviceButton]
    /// The camera housing.
    package let cutout: DeviceCutout

    /// The body: the screen and its bezels.
    package var bodySize: Size {
        Size(width: bezel.left + screenSize.width + bezel.right, height: bezel.top + screenSize.height + bezel.bottom)
    }

    /// The screen in the body's coordinates.
    package var screenRect: Rect { Rect(x: bezel.left, y: bezel.top, width: screenSize.width, height: screenSize.height) }

    /// The screen metrics of a device: size in points, scale and the display's corner radius from
    /// the shared device catalogue (``/SBLayout/DevicePreset``, also the home screens'), and the pixels per
    /// inch the frame converts the body's millimetres with.
    package static func screenMetrics(of device: FramedDevice) -> (size: Size, scale: Int, pixelsPerInch: Double, cornerRadius: Double) {
        let preset = device.preset
        return (preset.screenSize, preset.scale, pixelsPerInch(of: device), preset.displayCornerRadius)
    }

    /// Published pixel densities: 460 ppi for the 15 Pro, 15 Pro Max and 14 (2556 x 1179,
    /// 2796 x 1290 and 2532 x 1170 pixels), 326 ppi for the SE (1334 x 750), 264 ppi for the
    /// iPad Pro 11-inch (2388 x 1668).
    static func pixelsPerInch(of device: FramedDevice) -> Double {
        switch device {
        case .iPhone15Pro, .iPhone15ProMax, .iPhone14: 460
        // Every iPhone of 2024 and 2025: 460 ppi (Apple's Tech Specs).
        case .iPhone17Pro, .iPhone17ProMax, .iPhone17, .iPhoneAir, .iPhone16Pro, .iPhone16ProMax, .iPhone16, .iPhone16Plus, .iPhone16e: 460
        case .iPhoneSE: 326
        // The 13-inch iPads: 264 ppi (2752 x 2064 and 2732 x 2048 pixels).
        case .iPadPro11, .iPadPro13, .iPadAir13: 264
        }
    }

    /// A model from its parts; `buttons` are (edge, from, to) in millimetres from the body's top
    /// (or left, on the top edge), converted at the screen's density.
    private init(device: FramedDevice, bezel: Double, bodyCornerRadius: Double, bandWidth: Double,
                 buttons: [(DeviceButton.Edge, Double, Double)], cutout: DeviceCutout) {
        self.init(device: device, bezel: EdgeInsets(top: bezel, left: bezel, bottom: bezel, right: bezel),
                  bodyCornerRadius: bodyCornerRadius, bandWidth: bandWidth, buttons: buttons, cutout: cutout)
    }

    private init(device: FramedDevice, bezel: EdgeInsets, bodyCornerRadius: Double, bandWidth: Double,
                 buttons: [(DeviceButton.Edge, Double, Double)], cutout: DeviceCutout) {
        let metrics = Self.screenMetrics(of: device)
        self.device = device
        screenSize = metrics.size
        screenScale = metrics.scale
        screenCornerRadius = metrics.cornerRadius
        let k = metrics.pixelsPerInch / Double(metrics.scale) / 25.4
        pointsPerMillimetre = k
        self.bezel = bezel
        self.bodyCornerRadius = bodyCornerRadius
        self.bandWidth = bandWidth
        // Buttons stand half a millimetre proud of the band: 3 points on every device drawn.
        buttonDepth = 3
        self.buttons = buttons.map { DeviceButton(edge: $0.0, fromMillimetre: $0.1, toMillimetre: $0.2, pointsPerMillimetre: k) }
        self.cutout = cutout
    }

    /// The iPhone 15 Pro and Pro Max: 17-point bezels, corners concentric with the display's
    /// (55 + 17 = 72), 7 points of titanium band, the Dynamic Island.
    ///
    /// The band: the glass is the screen (iPhone 15 Pro: 65.1 mm wide, 1179 px / 460 ppi) plus
    /// a 1.55 mm black border each side, 68.2 mm, leaving (70.6 - 68.2) / 2 = 1.2 mm = 7 points
    /// of titanium seen from the front. The Dynamic Island: 126 x 37.33 points, 11 points below
    /// the screen's top, centred: x = 17 + (screen width - 126) / 2, y = 17 + 11 = 28.
    private static func pro(_ device: FramedDevice, buttons: [(DeviceButton.Edge, Double, Double)]) -> DeviceFrameModel {
        let width = screenMetrics(of: device).size.width
        return DeviceFrameModel(device: device, bezel: 17, bodyCornerRadius: 72, bandWidth: 7, buttons: buttons,
                                cutout: .dynamicIsland(pill: Rect(x: 17 + (width - 126) / 2, y: 28, width: 126, height: 37.33)))
    }

    /// A Dynamic Island iPhone of 2024 or 2025 from its published body (width x height in mm,
    /// Apple's Tech Specs): Apple publishes no bezel drawing for these, so the bezel is derived
    /// as (body - screen) / 2 at 6.0367 points/mm, rounded to whole points, and the body's corners
    /// are concentric with the display's (display radius + bezel). The island is the catalogue's,
    /// moved by the bezel. Buttons as (edge, from, to) in mm from the body's top, estimated from
    /// the product images (the 15 Pro's positions grown with the body's height).
    private static func islandPhone(_ device: FramedDevice, bezel: Double, band: Double,
                                    buttons: [(DeviceButton.Edge, Double, Double)]) -> DeviceFrameModel {
        let preset = device.preset
        let island = preset.cutout.rect ?? Rect(x: (preset.screenSize.width - 126) / 2, y: 11, width: 126, height: 37.33)
        return DeviceFrameModel(device: device, bezel: bezel, bodyCornerRadius: preset.displayCornerRadius + bezel, bandWidth: band,
                                buttons: buttons, cutout: .dynamicIsland(pill: island.offsetBy(dx: bezel, dy: bezel)))
    }

    /// A 13-inch iPad from its published body, as the 11-inch one: bezel (body - screen) / 2 at
    /// 264 / 2 / 25.4 = 5.1969 points/mm, corners concentric, the top button near the right end of
    /// the top edge, volume on the right. The front camera is on the landscape edge on these
    /// (iPad Pro M4, iPad Air M2 and later): in portrait, the right bezel's centre (estimated).
    private static func iPad13(_ device: FramedDevice, bezel: Double) -> DeviceFrameModel {
        let preset = device.preset
        let width = preset.screenSize.width + 2 * bezel
        return DeviceFrameModel(device: device, bezel: bezel, bodyCornerRadius: preset.displayCornerRadius + bezel, bandWidth: 5,
                                buttons: [(.top, 170, 190), (.right, 22, 36), (.right, 40, 54)],
                                cutout: .bezelCamera(center: Point(x: width - bezel / 2, y: bezel + preset.screenSize.height / 2)))
    }

    /// The model of `device`.
    package static func model(for device: FramedDevice) -> DeviceFrameModel {
        switch device {
        case .iPhone17Pro:
            // Body 71.9 x 150.0 mm = 434.0 x 905.5 points; bezels (434.0 - 402) / 2 = 16.0 and
            // (905.5 - 874) / 2 = 15.75: 16. Aluminium band about 1.2 mm = 7 points. Action
            // button 28-35, volume 44-54.5 and 58-68.5; side button 42-59; Camera Control 98-116 mm.
            return islandPhone(device, bezel: 16, band: 7,
                               buttons: [(.left, 28, 35), (.left, 44, 54.5), (.left, 58, 68.5), (.right, 42, 59), (.right, 98, 116)])
        case .iPhone17ProMax:
            // Body 78.0 x 163.4 mm = 470.9 x 986.4 points; bezels (470.9 - 440) / 2 = 15.4 and
            // (986.4 - 956) / 2 = 15.2: 15.
            return islandPhone(device, bezel: 15, band: 7,
                               buttons: [(.left, 30, 37.5), (.left, 47, 58), (.left, 62, 73), (.right, 45, 63), (.right, 107, 125)])
        case .iPhone17:
            // Body 71.5 x 149.6 mm = 431.6 x 903.1 points; bezels (431.6 - 402) / 2 = 14.8 and
            // (903.1 - 874) / 2 = 14.5: 15.
            return islandPhone(device, bezel: 15, band: 7,
                               buttons: [(.left, 28, 35), (.left, 44, 54.5), (.left, 58, 68.5), (.right, 42, 59), (.right, 98, 116)])
        case .iPhoneAir:
            // Body 74.7 x 156.2 mm = 450.9 x 942.9 points; bezels (450.9 - 420) / 2 = 15.5 and
            // (942.9 - 912) / 2 = 15.5: 16 (whole points). Polished titanium band, 6 points.
            return islandPhone(device, bezel: 16, band: 6,
                               buttons: [(.left, 29, 36), (.left, 46, 56.5), (.left, 60, 70.5), (.right, 44, 61), (.right, 102, 120)])
        case .iPhone16Pro:
            // Body 71.5 x 149.6 mm = 431.6 x 903.1 points; bezels 14.8 and 14.5: 15.
            return islandPhone(device, bezel: 15, band: 7,
                               buttons: [(.left, 28, 35), (.left, 44, 54.5), (.left, 58, 68.5), (.right, 42, 59), (.right, 98, 116)])
        case .iPhone16ProMax:
            // Body 77.6 x 163.0 mm = 468.4 x 984.0 points; bezels (468.4 - 440) / 2 = 14.2 and
            // (984.0 - 956) / 2 = 14.0: 14.
            return islandPhone(device, bezel: 14, band: 7,
                               buttons: [(.left, 30, 37.5), (.left, 47, 58), (.left, 62, 73), (.right, 45, 63), (.right, 107, 125)])
        case .iPhone16:
            // Body 71.6 x 147.6 mm = 432.2 x 891.0 points; bezels (432.2 - 393) / 2 = 19.6 and
            // (891.0 - 852) / 2 = 19.5: 20.
            return islandPhone(device, bezel: 20, band: 7,
                               buttons: [(.left, 27.5, 34.5), (.left, 43, 53.5), (.left, 57, 67.5), (.right, 41, 58), (.right, 96, 114)])
        case .iPhone16Plus:
            // Body 77.8 x 160.9 mm = 469.7 x 971.3 points; bezels (469.7 - 430) / 2 = 19.8 and
            // (971.3 - 932) / 2 = 19.7: 20.
            return islandPhone(device, bezel: 20, band: 7,
                               buttons: [(.left, 29, 36.5), (.left, 46, 57), (.left, 61, 72), (.right, 44, 62), (.right, 105, 123)])
        case .iPhone16e:
            // Body 71.5 x 146.7 mm: the iPhone 14's (see below), with the Action button for the
            // ring/silent switch.
            return DeviceFrameModel(
                device: device, bezel: 21, bodyCornerRadius: 68.33, bandWidth: 7,
                buttons: [(.left, 26, 31), (.left, 40, 50), (.left, 55, 65), (.right, 39, 55)],
                cutout: .notch(width: 162, height: 32, bottomRadius: 20, earRadius: 6, camera: Point(x: 178, y: 37)))
        case .iPadPro13:
            // Body 215.5 x 281.6 mm = 1119.9 x 1463.4 points; bezels (1119.9 - 1032) / 2 = 44.0
            // and (1463.4 - 1376) / 2 = 43.7: 44.
            return iPad13(device, bezel: 44)
        case .iPadAir13:
            // Body 214.9 x 280.6 mm = 1116.8 x 1458.2 points; bezels (1116.8 - 1024) / 2 = 46.4
            // and (1458.2 - 1366) / 2 = 46.1: 46.
            return iPad13(device, bezel: 46)
        case .iPhone15Pro:
            // Body 70.6 x 146.6 mm = 426.2 x 885.0 points at 6.0367 points/mm; bezels
            // (426.2 - 393) / 2 = 16.6 and (885.0 - 852) / 2 = 16.5, both 17: body 427 x 886.
            // Buttons, from the body's top in mm (product images): Action button 27.5-34.5,
            // volume up 43-53.5, volume down 57-67.5; side button 41-58.
            return pro(device, buttons: [(.left, 27.5, 34.5), (.left, 43, 53.5), (.left, 57, 67.5), (.right, 41, 58)])
        case .iPhone15ProMax:
            // Body 76.7 x 159.9 mm = 463.0 x 965.3 points at 6.0367 points/mm; bezels
            // (463.0 - 430) / 2 = 16.5 and (965.3 - 932) / 2 = 16.6, both 17: body 464 x 966.
            // Action button 29-36.5, volume up 46-57, volume down 61-72; side button 44-62 mm.
            return pro(device, buttons: [(.left, 29, 36.5), (.left, 46, 57), (.left, 61, 72), (.right, 44, 62)])
        case .iPhone14:
            // Body 71.5 x 146.7 mm = 431.6 x 885.6 points at 6.0367 points/mm; bezels
            // (431.6 - 390) / 2 = 20.8 and (885.6 - 844) / 2 = 20.8, both 21: body 432 x 886.
            // Corners 47.33 + 21 = 68.33; about 1.15 mm = 7 points of aluminium band. The notch:
            // 26.8 mm wide (the iPhone 13's, 20% narrower than the iPhone 12's) = 161.8, 162
            // points; about 5.3 mm = 32 points tall from the screen's top; the camera left of
            // its centre, as on the iPhone 13 and later (the iPhone X to 12 had it on the right):
            // x = 432 / 2 - 38 = 178, y = 21 + 16 = 37. Buttons: ring/silent switch
            // 26-31, volume up 40-50, volume down 55-65; side button 39-55 mm.
            return DeviceFrameModel(
                device: device, bezel: 21, bodyCornerRadius: 68.33, bandWidth: 7,
                buttons: [(.left, 26, 31), (.left, 40, 50), (.left, 55, 65), (.right, 39, 55)],
                cutout: .notch(width: 162, height: 32, bottomRadius: 20, earRadius: 6, camera: Point(x: 178, y: 37)))
        case .iPhoneSE:
            // Body 67.3 x 138.4 mm = 431.9 x 888.2 points at 326 / 2 / 25.4 = 6.4173 points/mm;
            // side bezels (431.9 - 375) / 2 = 28.4, 28; top and bottom (888.2 - 667) / 2 =
            // 110.6, 111: body 431 x 889. Corners about 9 mm = 58 points (product images); the
            // aluminium shows as a 4-point (0.6 mm) rim around the glass. In the top bezel
            // (centre y = 111 / 2 = 55.5): the earpiece slit 11 x 1.3 mm = 70 x 8 points,
            // centred; the camera 9 mm = 58 points left of the centre. The Home button:
            // 10.9 mm = 70 points across, in the bottom bezel's centre, y = 111 + 667 + 55.5 =
            // 833.5. Buttons: ring/silent switch 17-22, volume up 28-37, volume down 40-49; side
            // button 30-42 mm.
            return DeviceFrameModel(
                device: device, bezel: EdgeInsets(top: 111, left: 28, bottom: 111, right: 28), bodyCornerRadius: 58, bandWidth: 4,
                buttons: [(.left, 17, 22), (.left, 28, 37), (.left, 40, 49), (.right, 30, 42)],
                cutout: .homeButton(earpiece: Rect(x: 180.5, y: 51.5, width: 70, height: 8), camera: Point(x: 157.5, y: 55.5),
                                    homeButtonCenter: Point(x: 215.5, y: 833.5), homeButtonRadius: 35))
        case .iPadPro11:
            // Body 178.5 x 247.6 mm = 927.6 x 1286.8 points at 264 / 2 / 25.4 = 5.1969
            // points/mm; bezels (927.6 - 834) / 2 = 46.8 and (1286.8 - 1194) / 2 = 46.4, both
            // 47: body 928 x 1288. Corners 18 + 47 = 65; about 1 mm = 5 points of band. The
            // camera in the top bezel's centre: (928 / 2, 47 / 2) = (464, 23.5). The top button
            // 141-159 mm from the left; volume up 20-33, down 36-49 mm from the top on the right.
            return DeviceFrameModel(
                device: device, bezel: 47, bodyCornerRadius: 65, bandWidth: 5,
                buttons: [(.top, 141, 159), (.right, 20, 33), (.right, 36, 49)],
                cutout: .bezelCamera(center: Point(x: 464, y: 23.5)))
        }
    }
}
