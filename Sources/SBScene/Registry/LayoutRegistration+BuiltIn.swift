import SBLayout
import SBTimeline

/// sbrender's own layouts' looks and named animations (SBTimeline's), each beside its definition
/// in SBLayout.
extension LayoutRegistration {
    /// The springboard: the tutorial's font-family labels on light grey icons, on black below
    /// the dusk wallpaper, under iOS 6's status bar (the tutorial's iPad app); its detail view,
    /// the installed fonts as items and page dots.
    public static let springboard = LayoutRegistration(
        .springboard, defaultStyle: { _ in .springboard },
        demoItemStyle: { _, identity in ItemStyle(label: DemoLabels.label(identity: identity), color: .lightGray) },
        background: { _ in .black },
        defaultWallpaper: { _ in .builtin(.dusk) },
        defaultStatusBar: .ios6,
        animations: [.quiver, .springboardDelete, .springboardPage, .springboardReorder, .springboardDrag, .springboardDetail, .transition],
        features: [.detailView, .installedFonts, .pageDots])
    /// The flow layout: recipe 10-1's white cells on light grey; recipe 10-3's block strings on
    /// dark grey when it scrolls horizontally.
    public static let flow = LayoutRegistration(
        .flow, defaultStyle: { spec in spec.direction == .horizontal ? .blockString : .flow },
        demoItemStyle: { _, _ in ItemStyle(label: "", color: .white) },
        background: { spec in spec.direction == .horizontal ? .darkGray : .lightGray },
        navigationBarItems: NavigationBar.Items(),
        animations: [.nextItemDelete, .flowInsert, .flowScroll, .transition])
    /// The circle: recipe 10-6's pastel discs on light grey, item 0 selected (the dark dot);
    /// recipes 10-6 and 10-9's bar: "Add" on the left, "Delete" on the right and, in recipe
    /// 10-9's sample, the title "Double-tap items".
    public static let circle = LayoutRegistration(
        .circle, defaultStyle: { _ in .circle },
        navigationBarItems: NavigationBar.Items(title: "Double-tap items", left: "Add", right: "Delete"),
        selectedDemoItem: 0,
        animations: [.circleInsert, .circleDelete, .circleRotate, .circlePinch, .circlePop, .circleSpin, .circleGhost, .circleColorize, .transition])
    /// The punched layout: recipe 10-4's pastel cells on black.
    public static let punched = LayoutRegistration(.punched, defaultStyle: { _ in .punched }, background: { _ in .black },
                                                   navigationBarItems: NavigationBar.Items(), animations: [.punchedScroll, .transition])
    /// The grid: recipe 10-8's tinted cells on light grey.
    public static let grid = LayoutRegistration(.grid, defaultStyle: { _ in .grid }, navigationBarItems: NavigationBar.Items(),
                                                animations: [.quiver, .nextItemDelete, .transition])
    /// The compositional layout: clear items (its look tints each section's cards itself), on
    /// white, or system grouped grey when a section is a grouped list; its gallery adds a
    /// self-sizing list and badges.
    public static let compositional = LayoutRegistration(
        .compositional, defaultStyle: { _ in .compositional },
        demoItemStyle: { _, _ in ItemStyle(label: "", color: .clear) },
        background: { spec in Color.compositionalBackground(spec.resolvedCompositional.sections) },
        galleryScenes: [.compositionalSelfSizing, .compositionalBadges],
        animations: [.compositionalOrthogonal, .compositionalScroll, .compositionalInsert, .compositionalDelete, .transition])
    /// The home screen: clear items (its look makes each icon from its label), on black behind
    /// the wallpaper (bloom, or nightfall in dark appearance), which covers the screen as iOS's
    /// does (aspect-fill); a device's screen.
    public static let homescreen = LayoutRegistration(
        .homescreen, defaultStyle: { _ in .homescreen },
        demoItemStyle: { _, identity in ItemStyle(label: HomeScreenItems.demoLabel(identity: identity), color: .clear) },
        background: { _ in .black },
        defaultWallpaper: { scene in .builtin(scene.interfaceStyle == .dark ? .nightfall : .bloom) },
        wallpaperContentMode: .aspectFill,
        animations: [.homescreenJiggle, .homescreenDelete],
        features: [.deviceScreen])
}

extension LayoutRegistry {
    /// sbrender's own layouts, in the order the command line and the docs gallery list them:
    /// the one list of them (tests, the README's tables, the Makefile's gallery and the scene
    /// schema are checked against it).
    public static let builtIn = LayoutRegistry(builtIn: [.springboard, .flow, .circle, .punched, .grid, .compositional, .homescreen])
}

extension Color {
    /// UIKit's systemGroupedBackground, (242, 242, 247): behind grouped and inset-grouped lists.
    package static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)

    /// A compositional collection view's background: the lists' own background colour when
    /// every section is a list of the same one (UIKit's list layout colours its collection view),
    /// else system grouped grey when any section is a grouped, inset-grouped or sidebar list,
    /// white otherwise.
    package static func compositionalBackground(_ sections: [Compositional.Section]) -> Color {
        let colours = Set(sections.map { $0.listConfiguration?.backgroundColor })
        if colours.count == 1, let only = colours.first, let colour = only { return colour }
        let grey = sections.contains { s in
            guard let list = s.listConfiguration else { return false }
            return list.appearance.hasGroupedBackground
        }
        return grey ? groupedBackground : .white
    }
}
