/// Where a device's home screen puts its icons, widgets, page indicator and dock, in screen
/// points, portrait.
///
/// The grid is ``columns`` x ``rows`` icon slots per page. Icon `(column, row)` has its top-left
/// corner at (``iconLeft`` + column x ``columnPitch``, ``gridTop`` + row x ``rowPitch``); its
/// label is centred below it. A widget spanning columns c0...c1 and rows r0...r1 covers the icons
/// of those slots, grown by ``widgetOutset`` left and right, from the first row's icon top to the
/// last row's icon bottom.
///
/// On the iPhones the pitches come from the widget sizes Apple's HIG ("Widgets", "Specifications")
/// publishes per screen: a small widget spans 2 x 2 slots and a medium one 4 x 2, so medium width
/// minus small width is 2 column pitches, and large height minus small height is 2 row pitches.
package struct HomeScreenMetrics: Hashable, Sendable {
    /// The app icon's side, in points.
    package let iconSize: Double
    /// Icon columns per page, portrait.
    package let columns: Int
    /// Icon rows per page, portrait.
    package let rows: Int
    /// Icon columns per page in landscape (catalogue data: sbrender draws portrait).
    package let landscapeColumns: Int
    /// Icon rows per page in landscape (catalogue data: sbrender draws portrait).
    package let landscapeRows: Int
    /// The first column's icon left edge.
    package let iconLeft: Double
    /// From one column's icon left edge to the next.
    package let columnPitch: Double
    /// The first row's icon top edge.
    package let gridTop: Double
    /// From one row's icon top edge to the next.
    package let rowPitch: Double
    /// How far a widget reaches past the icons it covers, left and right.
    package let widgetOutset: Double
    /// From the icon's bottom to its label's top.
    package let labelGap: Double
    /// The label's line height.
    package let labelHeight: Double
    /// The label's font size (SF Pro Text on iOS, 12 pt on iPhone, 13 pt on iPad; measured on
    /// public screenshots).
    package let labelFontSize: Double
    /// The dock platter's rectangle in screen points (on iPad the widest it gets; the platter is
    /// fitted to its icons there, ``dockFitsIcons``).
    package let dock: Rect
    /// The dock platter's corner radius.
    package let dockCornerRadius: Double
    /// The most icons the dock holds.
    package let dockMaximumIcons: Int
    /// From one dock icon's left edge to the next on iPad (a fitted dock); on iPhone the dock's
    /// icons sit on the grid's columns.
    package let dockIconPitch: Double
    /// True when the platter is as wide as its icons need (iPad), false for the full-width
    /// iPhone dock.
    package let dockFitsIcons: Bool
    /// The page indicator's centre line (the dots, or the "Search" pill of iOS 16 and later).
    package let pageIndicatorCenterY: Double
    /// The page indicator's height: the dots' pill or the "Search" pill (30 points, 22 on the
    /// iPhone SE, where the grid leaves 28 points between the last labels and the dock).
    package var pageIndicatorHeight: Double = 30

    /// The icon's continuous-corner radius: iOS's icon mask is a superellipse-like rounded
    /// square whose corners begin about 22.37 % of the side from each corner (Apple's icon
    /// template grid: a 1024-point icon's corner radius is about 229 points, 229 / 1024 = 0.2237).
    package var iconCornerRadius: Double { iconSize * 0.2237 }

    /// An iPhone's home screen: 4 x 6 icon slots (6 x 4 in landscape), 12-point labels, and a
    /// full-width dock of at most 4 icons standing on the grid's columns; the rest as given.
    private static func iPhone(iconSize: Double, iconLeft: Double, columnPitch: Double, gridTop: Double, rowPitch: Double,
                               widgetOutset: Double, labelGap: Double, labelHeight: Double, dock: Rect, dockCornerRadius: Double,
                               pageIndicatorCenterY: Double) -> HomeScreenMetrics {
        HomeScreenMetrics(iconSize: iconSize, columns: 4, rows: 6, landscapeColumns: 6, landscapeRows: 4,
                          iconLeft: iconLeft, columnPitch: columnPitch, gridTop: gridTop, rowPitch: rowPitch,
                          widgetOutset: widgetOutset, labelGap: labelGap, labelHeight: labelHeight, labelFontSize: 12,
                          dock: dock, dockCornerRadius: dockCornerRadius, dockMaximumIcons: 4, dockIconPitch: columnPitch, dockFitsIcons: false,
                          pageIndicatorCenterY: pageIndicatorCenterY)
    }

    /// The 6.1-inch iPhones (393 x 852 and 390 x 844 points).
    ///
    /// HIG widget sizes for these screens: small 158 x 158, medium 338 x 158, large 338 x 354.
    /// Column pitch: (338 - 158) / 2 = 90; the small widget is one pitch plus an icon plus two
    /// outsets: 158 = 90 + 60 + 2 x 4, so the outset is 4. Row pitch: (354 - 158) / 2 = 98; the
    /// small widget is one row pitch plus an icon tall: 98 + 60 = 158. The four columns are
    /// centred: iconLeft = (width - (3 x 90 + 60)) / 2.
    static func iPhone61(width: Double, height: Double, gridTop: Double) -> HomeScreenMetrics {
        // The dock: 12 pt in from the sides and the bottom, 96 pt tall (an icon and 18 pt above
        // and below), corners of 35 pt: measured on public iOS 17 screenshots (the platter's
        // corners follow the display's 47-55 pt corners, less the inset).
        let dock = Rect(x: 12, y: height - 12 - 96, width: width - 24, height: 96)
        return iPhone(iconSize: 60, iconLeft: (width - 330) / 2, columnPitch: 90, gridTop: gridTop, rowPitch: 98,
                      widgetOutset: 4, labelGap: 5, labelHeight: 16, dock: dock, dockCornerRadius: 35,
                      // 24 pt above the dock: the "Search" pill's centre on public screenshots.
                      pageIndicatorCenterY: dock.minY - 24)
    }

    /// The 6.7-inch iPhones (430 x 932 points): 64-point icons.
    ///
    /// HIG widget sizes: small 170 x 170, medium 364 x 170, large 364 x 382. Column pitch
    /// (364 - 170) / 2 = 97; row pitch (382 - 170) / 2 = 106; the icon is 170 - 106 = 64 points
    /// (the Max and Plus phones' larger icons); outset (170 - 97 - 64) / 2 = 4.5; iconLeft =
    /// (430 - (3 x 97 + 64)) / 2 = 37.5.
    static func iPhoneMax(width: Double, height: Double, gridTop: Double) -> HomeScreenMetrics {
        // The dock: as the 6.1-inch one, 64 + 2 x 18 = 100 pt tall.
        let dock = Rect(x: 12, y: height - 12 - 100, width: width - 24, height: 100)
        return iPhone(iconSize: 64, iconLeft: (width - 355) / 2, columnPitch: 97, gridTop: gridTop, rowPitch: 106,
                      widgetOutset: 4.5, labelGap: 5, labelHeight: 16, dock: dock, dockCornerRadius: 37,
                      pageIndicatorCenterY: dock.minY - 24)
    }

    /// iPhone SE (375 x 667 points).
    ///
    /// HIG widget sizes: small 148 x 148, medium 321 x 148, large 321 x 324. Column pitch
    /// (321 - 148) / 2 = 86.5; row pitch (324 - 148) / 2 = 88; icon 148 - 88 = 60; outset
    /// (148 - 86.5 - 60) / 2 = 0.75; iconLeft = (375 - (3 x 86.5 + 60)) / 2 = 27.75. The first
    /// row sits 8 pt below the 20-pt status bar (public screenshots).
    ///
    /// The grid is fixed by those published sizes, so the rest fits below it: the last row's
    /// labels end at 28 + 5 x 88 + 60 + 4 + 15 = 547. The dock is an icon and 14 pt above and
    /// below (60 + 28 = 88 tall), 4 pt in from the sides and the bottom: 667 - 4 - 88 = 575 to
    /// 663. The page indicator (the dots, or the "Search" pill) is 22 pt tall, centred in the
    /// 28 pt between: (547 + 575) / 2 = 561, from 550 to 572 (3 pt clear of each). Estimated to
    /// fit: Apple publishes no dock or pill size; the 92-pt dock and 30-pt pill used before
    /// overlapped the labels by 6 pt and touched the dock.
    static let iPhoneSE: HomeScreenMetrics = {
        let dock = Rect(x: 4, y: 667 - 4 - 88, width: 375 - 8, height: 88)
        var m = iPhone(iconSize: 60, iconLeft: 27.75, columnPitch: 86.5, gridTop: 28, rowPitch: 88,
                       widgetOutset: 0.75, labelGap: 4, labelHeight: 15, dock: dock, dockCornerRadius: 24,
                       pageIndicatorCenterY: (547 + dock.minY) / 2)
        m.pageIndicatorHeight = 22
        return m
    }()

    /// iPad Pro 11-inch (834 x 1194 points), portrait: 6 columns x 5 rows of 76-point icons
    /// (iPadOS 17's default grid; 8 x 4 in landscape), measured on public screenshots: columns
    /// 130 pt apart, rows 160 pt apart, the first row 76 pt below the 24-pt status bar. A small
    /// widget covers 2 x 2 slots: 130 + 76 = 206 wide plus 2 x 15 outset = 236, and 160 + 76 =
    /// 236 tall, square as iPadOS's are (the HIG's iPad widget sizes belong to a denser grid
    /// than this one, so they are not used here).
    static let iPadPro11: HomeScreenMetrics = {
        // The dock: a platter fitted to its icons, centred, 16 pt above the bottom edge, an
        // icon and 14 pt around it (76 + 28 = 104 tall), corners of 30 pt; icons 94 pt apart.
        let dock = Rect(x: 36, y: 1194 - 16 - 104, width: 834 - 72, height: 104)
        return HomeScreenMetrics(iconSize: 76, columns: 6, rows: 5, landscapeColumns: 8, landscapeRows: 4,
                                 iconLeft: (834 - (5 * 130 + 76)) / 2, columnPitch: 130, gridTop: 100, rowPitch: 160,
                                 widgetOutset: 15, labelGap: 7, labelHeight: 17, labelFontSize: 13,
                                 dock: dock, dockCornerRadius: 30, dockMaximumIcons: 8, dockIconPitch: 94, dockFitsIcons: true,
                                 pageIndicatorCenterY: dock.minY - 28)
    }()

    /// The 6.3-inch iPhones (402 x 874 points: iPhone 16 Pro, 17, 17 Pro): the 6.1-inch grid
    /// (60-pt icons, 90 x 98 pitch), centred: iconLeft = (402 - 330) / 2 = 36; the first row 13
    /// pt below the 62-pt safe area (as the 15 Pro's is below its 59): 75. Estimated: the HIG's
    /// widget table in the sources at hand gives no sizes for this screen.
    static func iPhone63(height: Double) -> HomeScreenMetrics {
        iPhone61(width: 402, height: height, gridTop: 75)
    }

    /// The 13-inch iPads (1024 x 1366 and 1032 x 1376 points), portrait: the 11-inch iPad's
    /// 6 x 5 grid grown with the screen (estimated; Apple publishes no home-screen grid): 80-pt
    /// icons 160 pt apart ((width - (5 x 160 + 80)) / 2 from the left: 72 on the Air, 76 on the
    /// Pro), rows 183 pt apart (160 x 1366 / 1194 = 183.0), the first 114 pt down (100 x
    /// 1.144). A small widget covers 2 x 2 slots: 183 + 80 = 263 tall, and 160 + 80 + 2 x 11.5
    /// = 263 wide. The dock: as the 11-inch one, 80 + 28 = 108 tall, 16 pt above the bottom.
    static func iPad13(width: Double, height: Double) -> HomeScreenMetrics {
        let dock = Rect(x: 36, y: height - 16 - 108, width: width - 72, height: 108)
        return HomeScreenMetrics(iconSize: 80, columns: 6, rows: 5, landscapeColumns: 8, landscapeRows: 4,
                                 iconLeft: (width - (5 * 160 + 80)) / 2, columnPitch: 160, gridTop: 114, rowPitch: 183,
                                 widgetOutset: 11.5, labelGap: 7, labelHeight: 17, labelFontSize: 13,
                                 dock: dock, dockCornerRadius: 32, dockMaximumIcons: 8, dockIconPitch: 100, dockFitsIcons: true,
                                 pageIndicatorCenterY: dock.minY - 28)
    }

    /// An iPad's home screen in landscape: 8 columns x 4 rows of its portrait icons (iPadOS 17's
    /// default landscape grid), estimated from public screenshots as the portrait grids are: the
    /// columns 130 pt apart at 76-pt icons (the 11-inch: 7 x 130 + 76 = 986 wide, from (1194 -
    /// 986) / 2 = 104) or 160 pt at 80-pt icons (the 13-inch: 7 x 160 + 80 = 1200, from (1366 -
    /// 1200) / 2 = 83, 1376: 88); rows 150 pt apart (11-inch) or 180 (13-inch), the first 60 or 70 pt
    /// down. A small widget covers 2 x 2 slots (130 + 76 = 206 wide plus 2 x outset = 150 + 76 =
    /// 226 tall: outset 10; 13-inch: 240 + 2 x 10 = 180 + 80 = 260). The dock as in portrait.
    static func iPadLandscape(width: Double, height: Double, iconSize: Double) -> HomeScreenMetrics {
        let large = iconSize >= 80
        let pitch = large ? 160.0 : 130, rowPitch = large ? 180.0 : 150, top = large ? 70.0 : 60
        let dockHeight = iconSize + 28
        let dock = Rect(x: 36, y: height - 16 - dockHeight, width: width - 72, height: dockHeight)
        return HomeScreenMetrics(iconSize: iconSize, columns: 8, rows: 4, landscapeColumns: 8, landscapeRows: 4,
                                 iconLeft: (width - (7 * pitch + iconSize)) / 2, columnPitch: pitch, gridTop: top, rowPitch: rowPitch,
                                 widgetOutset: (rowPitch - pitch) / 2, labelGap: 7, labelHeight: 17, labelFontSize: 13,
                                 dock: dock, dockCornerRadius: large ? 32 : 30, dockMaximumIcons: 8, dockIconPitch: large ? 100 : 94,
                                 dockFitsIcons: true, pageIndicatorCenterY: dock.minY - 28)
    }
}
