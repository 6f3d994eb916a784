import SBLayout
import Testing

/// No element of a home screen overlaps one it should not, on every device and in both
/// appearances: icons, labels, badges and minus badges against each other, the status bar, the
/// page indicator (the "Search" pill on one page, the dots on two) and the dock, and edit mode's
/// "+" and "Done" buttons; the page indicator against the dock; dock icons inside their platter;
/// everything on the screen.
@Suite struct HomeScreenCollisionTests {
    /// A full first page (widest badges: a round one and a three-digit one of 30 points of
    /// text), a full dock, and optionally a second page.
    func layout(_ device: DevicePreset, appearance: HomeScreenSpec.Appearance, pages: Int, editing: Bool = false) -> HomeScreenLayout {
        let m = device.homeScreen
        let tiles = Array(repeating: HomeScreenSpec.Tile.app, count: m.columns * m.rows * pages)
        var l = HomeScreenLayout(spec: HomeScreenSpec(device: device, tiles: tiles, dockCount: m.dockMaximumIcons, appearance: appearance))
        l.prepare(content: CollectionContent(itemCounts: l.spec.itemCounts), viewport: device.screenSize)
        l.isEditing = editing
        return l
    }

    struct Part {
        var name: String
        var rect: Rect
    }

    /// Every drawn part of the first page's tiles and of the dock, in screen points.
    func parts(_ l: HomeScreenLayout, badgeText: Double) -> (tiles: [[Part]], dock: [Part], indicator: Rect, dockPlatter: Rect, statusBar: Rect) {
        let m = l.spec.device.homeScreen
        var tiles: [[Part]] = []
        for a in l.layoutAttributesForElements(in: Rect(origin: .zero, size: l.spec.device.screenSize))
        where a.category == .cell && a.indexPath.section == 0 {
            let icon = l.iconRect(inCellOfSize: a.size).offsetBy(dx: a.frame.minX, dy: a.frame.minY)
            let label = Rect(x: a.frame.minX, y: icon.maxY + m.labelGap, width: a.frame.width, height: m.labelHeight)
            tiles.append([
                Part(name: "icon \(a.indexPath.item)", rect: icon),
                Part(name: "label \(a.indexPath.item)", rect: label),
                Part(name: "badge \(a.indexPath.item)", rect: HomeScreenMetrics.badgeRect(onIcon: icon, contentWidth: badgeText)),
                Part(name: "minus \(a.indexPath.item)", rect: HomeScreenMetrics.minusBadgeRect(onIcon: icon)),
            ])
        }
        let dock = (0..<l.content.numberOfItems(inSection: 1)).compactMap { l.layoutAttributesForItem(at: IndexPath(item: $0, section: 1)) }
            .map { Part(name: "dock icon \($0.indexPath.item)", rect: $0.frame) }
        let status = Rect(x: 0, y: 0, width: l.spec.device.screenSize.width, height: l.spec.device.statusBarHeight)
        return (tiles, dock, l.pageIndicatorRect, l.dockRect, status)
    }

    /// Overlap of more than a hundredth of a point (touching edges are allowed).
    func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let w = min(a.maxX, b.maxX) - max(a.minX, b.minX)
        let h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
        return w > 0.01 && h > 0.01
    }

    /// Every preset, and the iPads in landscape.
    static let devices = DevicePreset.all + DevicePreset.all.compactMap(\.inLandscape)

    @Test(arguments: devices)
    func nothingCollides(_ device: DevicePreset) {
        for appearance in HomeScreenSpec.Appearance.allCases {
            for pages in [1, 2] {
                let l = layout(device, appearance: appearance, pages: pages, editing: true)
                // 30 points of text: "999" at 16 pt is about 27 points wide.
                for badgeText in [0.0, 30.0] {
                    let p = parts(l, badgeText: badgeText)
                    let context = "\(device.id) \(appearance) \(pages) page(s), badge text \(badgeText)"
                    #expect(p.tiles.count == device.homeScreen.columns * device.homeScreen.rows, "\(context)")
                    let screen = Rect(origin: .zero, size: device.screenSize)
                    let buttons = l.editButtonRects
                    let chrome = [Part(name: "status bar", rect: p.statusBar), Part(name: "page indicator", rect: p.indicator),
                                  Part(name: "dock", rect: p.dockPlatter), Part(name: "+ button", rect: buttons.add),
                                  Part(name: "Done button", rect: buttons.done)]
                    for button in [buttons.add, buttons.done] {
                        #expect(screen.contains(button), "\(context): edit button \(button) leaves the screen")
                        if let cutout = device.cutout.rect { #expect(!overlaps(button, cutout), "\(context): edit button \(button) on the cut-out") }
                    }
                    #expect(!overlaps(buttons.add, buttons.done), "\(context)")
                    for (i, tile) in p.tiles.enumerated() {
                        for part in tile {
                            #expect(screen.contains(part.rect), "\(context): \(part.name) \(part.rect) leaves the screen")
                            for c in chrome where overlaps(part.rect, c.rect) {
                                Issue.record("\(context): \(part.name) \(part.rect) overlaps the \(c.name) \(c.rect)")
                            }
                            if let cutout = device.cutout.rect, overlaps(part.rect, cutout) {
                                Issue.record("\(context): \(part.name) overlaps the cut-out")
                            }
                        }
                        for other in p.tiles[(i + 1)...] {
                            for a in tile {
                                // A badge is drawn over its own icon; between tiles nothing may meet.
                                for b in other where overlaps(a.rect, b.rect) {
                                    Issue.record("\(context): \(a.name) \(a.rect) overlaps \(b.name) \(b.rect)")
                                }
                            }
                        }
                    }
                    #expect(!overlaps(p.indicator, p.dockPlatter), "\(context): page indicator \(p.indicator) on the dock \(p.dockPlatter)")
                    #expect(!overlaps(p.indicator, p.statusBar), "\(context)")
                    #expect(screen.contains(p.dockPlatter) && screen.contains(p.indicator), "\(context)")
                    for icon in p.dock {
                        #expect(p.dockPlatter.contains(icon.rect), "\(context): \(icon.name) \(icon.rect) outside the dock \(p.dockPlatter)")
                        #expect(!overlaps(HomeScreenMetrics.badgeRect(onIcon: icon.rect, contentWidth: badgeText), p.indicator), "\(context)")
                    }
                    if !device.hasHomeButton {
                        // Above the home indicator's 34-point (iPad 20-point) safe area... or within
                        // it by the dock's published inset: the platter ends at least 12 pt (16 on
                        // iPad) above the bottom.
                        #expect(p.dockPlatter.maxY <= device.screenSize.height - 12, "\(context)")
                    }
                }
            }
        }
    }

    @Test func theSEsGridPillAndDockNoLongerMeet() {
        let l = layout(.iPhoneSE, appearance: .light, pages: 1)
        let p = parts(l, badgeText: 0)
        // The last row's labels end at 28 + 5 x 88 + 60 + 4 + 15 = 547 (HIG widget sizes for
        // 375 x 667: row pitch (324 - 148) / 2 = 88).
        #expect(p.tiles.map { $0[1].rect.maxY }.max() == 547)
        // The "Search" pill: 22 tall centred on (547 + 575) / 2 = 561, 88 wide centred on 375:
        // x = (375 - 88) / 2 = 143.5, y = 561 - 11 = 550.
        #expect(p.indicator == Rect(x: 143.5, y: 550, width: 88, height: 22))
        // The dock: 4 pt in, 88 tall, ending 4 pt above the bottom: y = 667 - 4 - 88 = 575.
        #expect(p.dockPlatter == Rect(x: 4, y: 575, width: 367, height: 88))
        // The first row's badges reach 7 pt above the icons at y 28: 21, clear of the 20-pt bar.
        #expect(p.tiles[0][2].rect.minY == 21)
    }

    @Test func badgeGeometryIsThePublishedPill() {
        let icon = Rect(x: 100, y: 200, width: 60, height: 60)
        // Round: 24 x 24 centred 5 pt inside the top-right corner (155, 205): x 143, y 193.
        #expect(HomeScreenMetrics.badgeRect(onIcon: icon, contentWidth: 5) == Rect(x: 143, y: 193, width: 24, height: 24))
        // Text 20 wide: 20 + 14 = 34 wide, x = 155 - 17 = 138.
        #expect(HomeScreenMetrics.badgeRect(onIcon: icon, contentWidth: 20) == Rect(x: 138, y: 193, width: 34, height: 24))
        // The minus badge: 22 across centred 4 pt inside the top-left corner (104, 204).
        #expect(HomeScreenMetrics.minusBadgeRect(onIcon: icon) == Rect(x: 93, y: 193, width: 22, height: 22))
    }

    @Test func aFolderNamesTheLastMiniatureItsBadgesAreDrawnOver() {
        var l = HomeScreenLayout(spec: HomeScreenSpec(device: .iPhone15Pro, tiles: [.app, .folder(apps: 3), .folder(apps: 12)]))
        l.prepare(content: CollectionContent(itemCounts: l.spec.itemCounts), viewport: Size(width: 393, height: 852))
        // Folder 1's apps are miniatures 0-2, folder 2's 3-14 (nine shown: 3-11).
        #expect((0..<15).map { l.folderIcon(ofMiniature: $0)?.isLast ?? false }
                == [false, false, true, false, false, false, false, false, false, false, false, true, false, false, false])
        // Folder 1 at column 1: icon x = 31.5 + 90 = 121.5, y = 72.
        #expect(l.folderIcon(ofMiniature: 0)?.icon == Rect(x: 121.5, y: 72, width: 60, height: 60))
        #expect(l.folderIcon(ofMiniature: 15) == nil)
    }

    @Test func editModeShowsDotsAndTheButtonsInsteadOfThePillAndTheStatusBarsItems() {
        var l = layout(.iPhone15Pro, appearance: .light, pages: 1)
        #expect(!l.showsPageDots)
        // The "Search" pill: 88 x 30 centred on 393 at the 15 Pro's 852 - 12 - 96 - 24 = 720.
        #expect(l.pageIndicatorRect == Rect(x: 152.5, y: 705, width: 88, height: 30))
        l.isEditing = true
        #expect(l.showsPageDots)
        // One dot: 7 + 20 = 27 wide, x = (393 - 27) / 2 = 183.
        #expect(l.pageIndicatorRect == Rect(x: 183, y: 705, width: 27, height: 30))
        // The buttons: 30 tall centred on the island's middle, 11 + 37.33 / 2 = 29.665; "+" 30
        // wide 20 in, "Done" 2.2 x 30 = 66 wide ending 20 from the right: x = 393 - 20 - 66 = 307.
        let b = l.editButtonRects
        #expect(abs(b.add.minY - 14.665) < 1e-9 && b.add.minX == 20 && b.add.width == 30 && b.add.height == 30)
        #expect(abs(b.done.minX - 307) < 1e-9 && abs(b.done.width - 66) < 1e-9)
        let kinds = l.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 393, height: 852)).compactMap { a -> String? in
            if case .decorationView(let kind) = a.category { return kind } else { return nil }
        }
        #expect(Set(kinds) == [HomeScreenLayout.Kind.statusBar, HomeScreenLayout.Kind.pageIndicator, HomeScreenLayout.Kind.dock,
                               HomeScreenLayout.Kind.addButton, HomeScreenLayout.Kind.doneButton])
        // On the SE the buttons fit its 20-pt status bar: 18 tall, centred at 10: y 1.
        var se = layout(.iPhoneSE, appearance: .dark, pages: 1)
        se.isEditing = true
        #expect(se.editButtonRects.add == Rect(x: 20, y: 1, width: 18, height: 18))
    }

    @Test func theIPadsTurnToLandscapeWithAnEightByFourGrid() throws {
        let land = try #require(DevicePreset.iPadPro11.inLandscape)
        #expect(land.screenSize == Size(width: 1194, height: 834) && land.orientation == .landscape)
        let m = land.homeScreen
        // 8 x 4 slots of 76-pt icons 130 apart: 7 x 130 + 76 = 986 wide, from (1194 - 986) / 2 = 104.
        #expect(m.columns == 8 && m.rows == 4 && m.iconLeft == 104 && m.columnPitch == 130 && m.rowPitch == 150)
        // The dock: 76 + 28 = 104 tall, 16 pt above the bottom: y = 834 - 16 - 104 = 714.
        #expect(m.dock.minY == 714)
        // The 13-inch Pro: 7 x 160 + 80 = 1200 wide, from (1376 - 1200) / 2 = 88.
        #expect(DevicePreset.iPadPro13.inLandscape?.homeScreen.iconLeft == 88)
        #expect(DevicePreset.iPhone17Pro.inLandscape == nil)
        #expect(land.inLandscape == nil)
    }
}
