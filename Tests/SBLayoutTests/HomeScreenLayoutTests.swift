import SBLayout
import Testing

/// The device catalogue and the home screen's geometry, against numbers worked out by hand
/// from the HIG's widget sizes (the arithmetic is in the comments).
@Suite struct HomeScreenLayoutTests {
    func layout(_ tiles: [HomeScreenSpec.Tile], dock: Int = 0, device: DevicePreset = .iPhone15Pro, offset: Point = .zero) -> HomeScreenLayout {
        var l = HomeScreenLayout(spec: HomeScreenSpec(device: device, tiles: tiles, dockCount: dock))
        let spec = l.spec
        l.prepare(content: CollectionContent(itemCounts: spec.itemCounts), viewport: device.screenSize)
        l.contentOffset = offset
        return l
    }

    @Test func theCatalogueHoldsTheDevicesWithTheirPublishedScreens() {
        // The list is DevicePreset.all's (a new device needs no edit here): ids unique and found
        // by name, the newest iPhone first, every iPhone before the iPads.
        #expect(Set(DevicePreset.ids).count == DevicePreset.all.count)
        #expect(DevicePreset.all.allSatisfy { DevicePreset.named($0.id)?.name == $0.name })
        #expect(DevicePreset.ids.first == "iphone-17-pro")
        let idioms = DevicePreset.all.map(\.idiom)
        #expect(idioms.lastIndex(of: .phone).map { $0 < (idioms.firstIndex(of: .pad) ?? .max) } == true)
        let pro = DevicePreset.iPhone15Pro
        #expect(pro.screenSize == Size(width: 393, height: 852) && pro.scale == 3 && pro.displayCornerRadius == 55)
        #expect(pro.safeArea == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // The island is centred: (393 - 126) / 2 = 133.5.
        #expect(pro.cutout == .dynamicIsland(Rect(x: 133.5, y: 11, width: 126, height: 37.33)))
        #expect(DevicePreset.named("iphone-14")?.cutout.rect == Rect(x: 114, y: 0, width: 162, height: 34))
        #expect(DevicePreset.named("iphone-se")?.cutout == DevicePreset.Cutout.none)
        #expect(DevicePreset.named("iphone-se")?.hasHomeButton == true)
        #expect(DevicePreset.named("ipad-pro-11")?.idiom == .pad)
        #expect(DevicePreset.named("ipad-pro-11")?.screenSize == Size(width: 834, height: 1194))
        #expect(DevicePreset.named("iphone-15") == nil)
    }

    @Test func theIPhoneGridComesFromTheHIGWidgetSizes() {
        // 6.1": medium 338 - small 158 = 180 = 2 column pitches; large 354 - small 158 = 196 = 2 row pitches.
        let m = DevicePreset.iPhone15Pro.homeScreen
        #expect(m.iconSize == 60 && m.columns == 4 && m.rows == 6)
        #expect(m.columnPitch == 90 && m.rowPitch == 98 && m.widgetOutset == 4)
        // (393 - (3 x 90 + 60)) / 2 = 31.5.
        #expect(m.iconLeft == 31.5)
        // 6.7": (364 - 170) / 2 = 97, (382 - 170) / 2 = 106, icon 170 - 106 = 64, left (430 - 355) / 2 = 37.5.
        let max = DevicePreset.iPhone15ProMax.homeScreen
        #expect(max.iconSize == 64 && max.columnPitch == 97 && max.rowPitch == 106 && max.iconLeft == 37.5)
        // 60 x 0.2237 = 13.422.
        #expect(close(m.iconCornerRadius, 13.422))
    }

    @Test func aSmallWidgetIsTheHIGsSmallWidgetAndAppsFillTheSlotsBesideIt() {
        let l = layout([.widget(.small)] + Array(repeating: .app, count: 5))
        // The widget: x = 31.5 - 4 = 27.5, y = 72, 90 + 60 + 8 = 158 wide, 98 + 60 = 158 tall
        // plus the label (5 + 16): 179.
        #expect(l.frame(0, 0) == Rect(x: 27.5, y: 72, width: 158, height: 179))
        // Apps are 86 wide (the 90 pitch less 4), centred on their icon: x = icon - 13.
        // App 1 at column 2, row 0: 31.5 + 180 - 13 = 198.5; 60 + 5 + 16 = 81 tall.
        #expect(l.frame(0, 1) == Rect(x: 198.5, y: 72, width: 86, height: 81))
        // App 2 at column 3: 31.5 + 270 - 13 = 288.5.
        #expect(l.frame(0, 2) == Rect(x: 288.5, y: 72, width: 86, height: 81))
        // App 3 at column 2, row 1: y = 72 + 98 = 170.
        #expect(l.frame(0, 3) == Rect(x: 198.5, y: 170, width: 86, height: 81))
        // App 5 below the widget, column 0, row 2: x = 31.5 - 13 = 18.5, y = 72 + 196 = 268.
        #expect(l.frame(0, 5) == Rect(x: 18.5, y: 268, width: 86, height: 81))
    }

    @Test func widgetsSnapToEvenColumnsAndLaterAppsFillTheGaps() {
        // An app, then a small widget: the widget takes columns 2-3 (not 1-2).
        let a = layout([.app, .widget(.small), .app])
        #expect(a.placements.map(\.column) == [0, 2, 1])
        #expect(a.placements.map(\.row) == [0, 0, 0])
        // Three apps, then a medium widget (4 x 2): row 0 has one slot left, so the widget goes to
        // rows 1-2; the next app fills column 3 of row 0.
        let b = layout([.app, .app, .app, .widget(.medium), .app])
        #expect(b.placements == [.init(page: 0, column: 0, row: 0), .init(page: 0, column: 1, row: 0), .init(page: 0, column: 2, row: 0),
                                 .init(page: 0, column: 0, row: 1), .init(page: 0, column: 3, row: 0)])
        // The medium widget: 3 x 90 + 60 + 8 = 338 wide (the HIG's), 158 + 21 tall, at y = 72 + 98 = 170.
        #expect(b.frame(0, 3) == Rect(x: 27.5, y: 170, width: 338, height: 179))
        // A large widget: 338 wide, 3 x 98 + 60 = 354 tall (the HIG's), plus 21.
        let c = layout([.widget(.large)])
        #expect(c.frame(0, 0) == Rect(x: 27.5, y: 72, width: 338, height: 375))
    }

    @Test func aFullPageStartsTheNextOneScrolledAWidthAway() {
        let l = layout(Array(repeating: .app, count: 25))
        #expect(l.numberOfPages == 2)
        // 4 x 6 = 24 per page: app 24 is the second page's first, at 393 + 18.5 = 411.5.
        #expect(l.frame(0, 24) == Rect(x: 411.5, y: 72, width: 86, height: 81))
        #expect(l.collectionViewContentSize == Size(width: 786, height: 852))
        #expect(l.contentOffset(forPage: 1) == Point(x: 393, y: 0))
        // Two dots: 2 x 7 + 9 + 20 = 43 wide, centred: (393 - 43) / 2 = 175; 30 tall about 744 - 24 = 720.
        #expect(l.pageIndicatorRect == Rect(x: 175, y: 705, width: 43, height: 30))
        // A widget that no longer fits the page goes to the next one.
        let w = layout(Array(repeating: .app, count: 21) + [.widget(.small)])
        #expect(w.placements[21] == .init(page: 1, column: 0, row: 0))
    }

    @Test func theDockAndTheChromeStayOnTheScreen() {
        let l = layout(Array(repeating: .app, count: 30), dock: 4, offset: Point(x: 393, y: 0))
        // The dock: 12 in from the sides and bottom, 96 tall: (12, 852 - 108 = 744, 393 - 24 = 369, 96).
        // Its icons sit on the grid's columns, centred in it: y = 744 + 48 - 30 = 762; on page 1
        // the content offset 393 is added.
        #expect(l.frame(1, 0) == Rect(x: 393 + 31.5, y: 762, width: 60, height: 60))
        #expect(l.frame(1, 3) == Rect(x: 393 + 301.5, y: 762, width: 60, height: 60))
        let decorations = l.layoutAttributesForElements(in: l.visibleRect).filter { $0.category != .cell }
        let byKind = Dictionary(uniqueKeysWithValues: decorations.map { ($0.category.kind ?? "", $0.frame) })
        #expect(byKind[HomeScreenLayout.Kind.dock] == Rect(x: 393 + 12, y: 744, width: 369, height: 96))
        #expect(byKind[HomeScreenLayout.Kind.statusBar] == Rect(x: 393, y: 0, width: 393, height: 54))
        // Three dock icons are centred: (393 - (2 x 90 + 60)) / 2 = 76.5.
        let three = layout([], dock: 3)
        #expect(three.frame(1, 0).minX == 76.5)
        // A single page shows the 88 x 30 "Search" pill: x = (393 - 88) / 2 = 152.5.
        #expect(three.pageIndicatorRect == Rect(x: 152.5, y: 705, width: 88, height: 30))
    }

    @Test func theIPadDockFitsItsIcons() {
        let l = layout([.app], dock: 6, device: .iPadPro11)
        // 5 x 94 + 76 + 2 x 14 = 574 wide, centred: (834 - 574) / 2 = 130; y = 1194 - 16 - 104 = 1074.
        #expect(l.dockRect == Rect(x: 130, y: 1074, width: 574, height: 104))
        // The first icon: (834 - (5 x 94 + 76)) / 2 = 144, y = 1074 + 52 - 38 = 1088.
        #expect(l.frame(1, 0) == Rect(x: 144, y: 1088, width: 76, height: 76))
    }

    @Test func aFoldersAppsAreMiniaturesOnItsIcon() {
        let l = layout([.folder(apps: 10), .app])
        // The folder's icon: (31.5, 72). Miniatures are 0.2 x 60 = 12 points, 0.07 x 60 = 4.2 apart,
        // 0.13 x 60 = 7.8 in: the first at (39.3, 79.8), the fifth (row 1, column 1) at
        // 39.3 + 16.2 = 55.5, 79.8 + 16.2 = 96.
        #expect(close(l.frame(2, 0), Rect(x: 39.3, y: 79.8, width: 12, height: 12)))
        #expect(close(l.frame(2, 4), Rect(x: 55.5, y: 96, width: 12, height: 12)))
        // The tenth is hidden, and none of them shows a delete badge.
        #expect(l.layoutAttributesForItem(at: ip(2, 9))?.isHidden == true)
        #expect(l.layoutAttributesForItem(at: ip(2, 0))?.zIndex == 1)
        // A miniature jiggles with its folder, about the folder icon's centre (61.5, 102):
        // 61.5 - 45.3 = 16.2, 102 - 85.8 = 16.2.
        let mini = l.layoutAttributesForItem(at: ip(2, 0))!
        let anchor = l.jiggleAnchor(of: mini)
        #expect(anchor.identity == 0)
        #expect(close(anchor.pivot, Point(x: 16.2, y: 16.2)))
    }

    @Test func validationNamesWhatDoesNotFit() {
        var spec = LayoutSpec(layout: .homescreen)
        #expect(spec.viewport == Size(width: 393, height: 852))
        spec.homescreen = HomeScreenSpec(device: .iPhone15Pro, tiles: [.app], dockCount: 5)
        #expect(throws: LayoutSpecError(.homescreen, "dock: iPhone 15 Pro's dock holds 0 to 4 icons, got 5")) { try spec.validate() }
        spec.homescreen = HomeScreenSpec(device: .iPhone15Pro, tiles: [.app], dockCount: 4)
        spec.viewport = Size(width: 768, height: 1024)
        #expect(throws: LayoutSpecError.self) { try spec.validate() }
        spec.viewport = Size(width: 393, height: 852)
        spec.page = 1
        #expect(throws: LayoutSpecError(.page, "is past the last page: the home screen has 1 page (0 to 0)")) { _ = try spec.preparedLayout() }
    }

    @Test func deletingATileReflowsTheOthersAndKeepsTheirKinds() {
        let l = layout([.app, .widget(.small), .app, .app])
        var after = l
        after.prepare(content: CollectionContent(identifiers: [[1, 2, 3], [], []]), viewport: l.viewport)
        // With the first app gone, the widget (identity 1) moves to column 0, and the apps follow.
        #expect(after.placements.map(\.column) == [0, 2, 3])
        #expect(after.frame(0, 0).width == 158)
    }

    @Test func jiggleRocksWithinTwoDegreesOnItsOwnPhase() {
        var angles: [Double] = []
        for step in 0..<50 {
            let m = Jiggle.motion(at: Double(step) * 0.013, seed: 7, identity: 3)
            #expect(abs(m.angle) <= 1.8 * Double.pi / 180 + 1e-12)
            #expect(abs(m.offset.x) <= 0.5 && abs(m.offset.y) <= 0.5)
            angles.append(m.angle)
        }
        #expect(angles.max()! > 1.5 * Double.pi / 180)
        #expect(Jiggle.motion(at: 0.1, seed: 7, identity: 3).angle == Jiggle.motion(at: 0.1, seed: 7, identity: 3).angle)
        #expect(Jiggle.motion(at: 0.1, seed: 7, identity: 3).angle != Jiggle.motion(at: 0.1, seed: 7, identity: 4).angle)
    }
}
