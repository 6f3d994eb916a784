/// Today's iPhone and iPad home screen: pages of app icons, folders and widgets on the device's
/// grid, the dock, the page indicator and the status bar, laid out as iOS 17 lays them out.
///
/// The content is ``HomeScreenSpec/itemCounts``' three sections:
/// - section 0, the pages' tiles in reading order. Each tile takes the first free place of the
///   current page, row by row (a widget only at even columns, as iOS snaps widgets to halves of
///   the grid); a tile that no longer fits starts the next page. So apps fill the slots beside a
///   widget, as on iOS. An app's or folder's frame is its icon with the label below it
///   (``labelWidth(_:)`` wide, centred on the icon); a widget's frame is the widget with its
///   label below it.
/// - section 1, the dock's icons (no labels), fixed on the screen while the pages scroll.
/// - section 2, the folders' apps: the first nine of each folder in a 3 x 3 grid of miniatures on
///   their folder's icon (z index 1), the rest hidden.
///
/// Decoration views, fixed on the screen: ``Kind/statusBar``, ``Kind/pageIndicator`` (the page
/// dots, or iOS 16's "Search" pill on a single page outside edit mode) and ``Kind/dock`` (the
/// platter); in edit mode also ``Kind/addButton`` and ``Kind/doneButton``, where the status bar
/// shows only the cut-out.
/// Pages lie side by side; page `p` is scrolled to with a content offset of `p` x the width.
package struct HomeScreenLayout: StatefulLayout {
    /// The decoration views' kinds.
    package enum Kind {
        /// The status bar across the top of the screen.
        package static let statusBar = "statusBar"
        /// The page dots or the "Search" pill above the dock.
        package static let pageIndicator = "pageIndicator"
        /// The dock's platter.
        package static let dock = "dock"
        /// Edit mode's "+" button at the top left (iOS 17's, which opens the widget gallery).
        package static let addButton = "addButton"
        /// Edit mode's "Done" button at the top right.
        package static let doneButton = "doneButton"
    }

    /// Where a tile of section 0 sits: its page and its top-left slot.
    package struct Placement: Hashable, Sendable {
        /// A placement.
        package init(page: Int, column: Int, row: Int) {
            self.page = page
            self.column = column
            self.row = row
        }
        /// The page, from 0.
        package var page: Int
        /// The first column covered.
        package var column: Int
        /// The first row covered.
        package var row: Int
    }

    /// What is laid out.
    package var spec: HomeScreenSpec
    /// "homescreen".
    package var name: String { LayoutName.homescreen.rawValue }
    /// The scroll position (a page is one viewport wide), jiggle mode (every icon, widget and
    /// dock icon shows its delete badge; the seed sets each icon's jiggle phase) and what was
    /// prepared last: three empty sections (tiles, dock, folder) until then.
    package var state = LayoutState(content: CollectionContent(itemCounts: [0, 0, 0]))
    /// Where each tile of section 0 sits, after ``prepare(content:viewport:)``.
    package private(set) var placements: [Placement] = []
    /// The number of pages (at least 1).
    package private(set) var numberOfPages = 1
    private var tileFrames: [Rect] = []
    private var folderApps: [(folder: Int, index: Int)] = []

    /// A home screen layout for `spec`.
    package init(spec: HomeScreenSpec = .demo()) {
        self.spec = spec
    }

    private var metrics: HomeScreenMetrics { spec.device.homeScreen }

    /// The width of an icon's label box: the column pitch less 4 points, so neighbouring labels
    /// keep apart.
    package func labelWidth(_ m: HomeScreenMetrics) -> Double { m.columnPitch - 4 }

    /// Places the tiles (section 0 of `content`; the tile with identity `i` is the spec's tile
    /// `i`, and identities past the spec's list are apps).
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        let m = metrics
        let count = content.numberOfSections > 0 ? content.numberOfItems(inSection: 0) : 0
        var taken: [[Bool]] = []
        var page = 0
        placements = []
        tileFrames = []
        folderApps = []
        var memberTotal = 0
        for i in 0..<count {
            // By identity, so that a tile keeps its kind when an update removes one before it.
            let identity = content.identity(at: IndexPath(item: i, section: 0))
            let tile = identity >= 0 && identity < spec.tiles.count ? spec.tiles[identity] : .app
            let (w, h) = tile.slots
            let step = w > 1 ? 2 : 1
            var placed: Placement?
            while placed == nil {
                while taken.count <= page { taken.append(Array(repeating: false, count: m.columns * m.rows)) }
                search: for r in 0...max(0, m.rows - h) where r + h <= m.rows {
                    for c in stride(from: 0, through: m.columns - w, by: step) {
                        if (0..<h).allSatisfy({ dr in (0..<w).allSatisfy { dc in !taken[page][(r + dr) * m.columns + c + dc] } }) {
                            placed = Placement(page: page, column: c, row: r)
                            break search
                        }
                    }
                }
                if placed == nil {
                    // A tile larger than the grid (refused by validate) would loop for ever.
                    if w > m.columns || h > m.rows { placed = Placement(page: page, column: 0, row: 0); break }
                    page += 1
                }
            }
            guard let p = placed else { continue }
            if w <= m.columns && h <= m.rows {
                for dr in 0..<h { for dc in 0..<w { taken[p.page][(p.row + dr) * m.columns + p.column + dc] = true } }
            }
            placements.append(p)
            tileFrames.append(frame(of: tile, at: p))
            if case .folder(let apps) = tile {
                for j in 0..<apps { folderApps.append((i, j)) }
                memberTotal += apps
            }
        }
        numberOfPages = max(1, (placements.map(\.page).max() ?? 0) + 1)
    }

    /// The frame of a tile placed at `p`, in content coordinates.
    private func frame(of tile: HomeScreenSpec.Tile, at p: Placement) -> Rect {
        let m = metrics
        let pageX = Double(p.page) * viewport.width
        let iconX = pageX + m.iconLeft + Double(p.column) * m.columnPitch
        let iconY = m.gridTop + Double(p.row) * m.rowPitch
        let labelArea = m.labelGap + m.labelHeight
        if case .widget = tile {
            let (w, h) = tile.slots
            let width = Double(w - 1) * m.columnPitch + m.iconSize + 2 * m.widgetOutset
            let height = Double(h - 1) * m.rowPitch + m.iconSize
            return Rect(x: iconX - m.widgetOutset, y: iconY, width: width, height: height + labelArea)
        }
        let lw = labelWidth(m)
        return Rect(x: iconX - (lw - m.iconSize) / 2, y: iconY, width: lw, height: m.iconSize + labelArea)
    }

    /// The icon's rectangle inside an app or folder cell of this layout: centred at the top.
    package func iconRect(inCellOfSize size: Size) -> Rect {
        let s = metrics.iconSize
        return Rect(x: (size.width - s) / 2, y: 0, width: s, height: s)
    }

    /// The content: the pages side by side, each the viewport's size.
    package var collectionViewContentSize: Size {
        Size(width: Double(numberOfPages) * viewport.width, height: viewport.height)
    }

    /// The page the content offset shows most of.
    package var currentPage: Int {
        guard viewport.width > 0 else { return 0 }
        return min(max(0, Int((contentOffset.x / viewport.width).rounded())), numberOfPages - 1)
    }

    /// The content offset that shows `page`.
    package func contentOffset(forPage page: Int) -> Point { Point(x: Double(page) * viewport.width, y: 0) }

    /// The dock platter's rectangle on the screen: the device's, or on iPad fitted to the icons.
    package var dockRect: Rect {
        let m = metrics
        guard m.dockFitsIcons else { return m.dock }
        let n = Double(content.numberOfSections > 1 ? content.numberOfItems(inSection: 1) : 0)
        let padding = (m.dock.height - m.iconSize) / 2
        let width = min(m.dock.width, max(0, n - 1) * m.dockIconPitch + m.iconSize + 2 * padding)
        return Rect(x: (viewport.width - width) / 2, y: m.dock.minY, width: width, height: m.dock.height)
    }

    /// The page indicator's rectangle on the screen: 7-point dots 9 points apart in a pill 10
    /// points wider at each end, or an 88-point "Search" pill on a single page (iOS 16 and later;
    /// both measured on public screenshots), ``HomeScreenMetrics/pageIndicatorHeight`` tall,
    /// centred on ``HomeScreenMetrics/pageIndicatorCenterY``.
    package var pageIndicatorRect: Rect {
        let n = Double(numberOfPages)
        let width = showsPageDots ? n * 7 + (n - 1) * 9 + 20 : 88
        let height = metrics.pageIndicatorHeight
        return Rect(x: (viewport.width - width) / 2, y: metrics.pageIndicatorCenterY - height / 2, width: width, height: height)
    }

    /// True when the page indicator shows the page dots: on more than one page, and in edit
    /// mode (where iOS swaps the "Search" pill for the dots, which open the pages' editor).
    package var showsPageDots: Bool { numberOfPages > 1 || isEditing }

    /// Edit mode's buttons on the screen, in the status bar's place (iOS hides the status bar
    /// while the icons jiggle): a round "+" at the top left and a "Done" pill at the top right,
    /// 20 points in from the sides, as tall as the status bar allows up to 30 points (public
    /// iOS 17 screenshots), centred on the status bar's middle (on a Dynamic Island iPhone on the
    /// island's, 11 + 37.33 / 2 = 29.7 points down, level with the clock).
    package var editButtonRects: (add: Rect, done: Rect) {
        let device = spec.device
        let height = min(30, device.statusBarHeight - 2)
        let centerY = device.cutout.rect.map { $0.midY } ?? device.statusBarHeight / 2
        let y = centerY - height / 2
        let done = 2.2 * height
        return (Rect(x: 20, y: y, width: height, height: height), Rect(x: viewport.width - 20 - done, y: y, width: done, height: height))
    }

    private func dockIconFrame(_ i: Int, of n: Int) -> Rect {
        let m = metrics
        let pitch = m.dockFitsIcons ? m.dockIconPitch : m.columnPitch
        let group = Double(n - 1) * pitch + m.iconSize
        let x = (viewport.width - group) / 2 + Double(i) * pitch
        let dock = dockRect
        return Rect(x: contentOffset.x + x, y: dock.midY - m.iconSize / 2, width: m.iconSize, height: m.iconSize)
    }

    private func folderAppFrame(_ k: Int) -> (Rect, hidden: Bool) {
        let (folder, j) = folderApps[k]
        let tile = tileFrames[folder]
        let icon = iconRect(inCellOfSize: tile.size).offsetBy(dx: tile.minX, dy: tile.minY)
        // iOS's folder icon: a 3 x 3 grid of miniatures, each a fifth of the icon, 7 % of the
        // icon apart, 13 % in from the edges (0.13 + 3 x 0.2 + 2 x 0.07 + 0.13 = 1; measured on
        // public screenshots).
        let slot = min(j, 8)
        let mini = icon.width * 0.2, gap = icon.width * 0.07, pad = icon.width * 0.13
        let x = icon.minX + pad + Double(slot % 3) * (mini + gap)
        let y = icon.minY + pad + Double(slot / 3) * (mini + gap)
        return (Rect(x: x, y: y, width: mini, height: mini), j >= 9)
    }

    /// The icon of the folder a miniature (item `item` of section 2) sits on, in content
    /// coordinates, and whether the miniature is the last of its folder drawn (the ninth, or the
    /// folder's last app): the one its folder's badge and minus badge are drawn over, so that
    /// they stay above every miniature as on iOS. Nil for an item the layout does not have.
    package func folderIcon(ofMiniature item: Int) -> (icon: Rect, isLast: Bool)? {
        guard item >= 0 && item < folderApps.count else { return nil }
        let (folder, j) = folderApps[item]
        let tile = tileFrames[folder]
        let icon = iconRect(inCellOfSize: tile.size).offsetBy(dx: tile.minX, dy: tile.minY)
        let isLast = j == 8 || (j < 8 && (item + 1 == folderApps.count || folderApps[item + 1].folder != folder))
        return (icon, isLast)
    }

    private func attributes(_ indexPath: IndexPath) -> LayoutAttributes? {
        guard content.contains(indexPath) else { return nil }
        var a: LayoutAttributes
        switch indexPath.section {
        case 0:
            guard indexPath.item < tileFrames.count else { return nil }
            a = decorated(.cell(indexPath, frame: tileFrames[indexPath.item]))
        case 1:
            a = decorated(.cell(indexPath, frame: dockIconFrame(indexPath.item, of: content.numberOfItems(inSection: 1))))
        case 2:
            guard indexPath.item < folderApps.count else { return nil }
            let (frame, hidden) = folderAppFrame(indexPath.item)
            a = decorated(.cell(indexPath, frame: frame))
            a.zIndex = 1
            a.isHidden = hidden
            a.isDeleteButtonHidden = true
        default:
            return nil
        }
        return a
    }

    /// Every cell and decoration view whose frame meets `rect`.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for section in 0..<min(3, content.numberOfSections) {
            for item in 0..<content.numberOfItems(inSection: section) {
                if let a = attributes(IndexPath(item: item, section: section)), a.frame.intersects(rect) { result.append(a) }
            }
        }
        for kind in [Kind.statusBar, Kind.pageIndicator, Kind.dock, Kind.addButton, Kind.doneButton] {
            if let a = layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: 0)), a.frame.intersects(rect) {
                result.append(a)
            }
        }
        return result
    }

    /// The attributes of a tile, dock icon or folder miniature.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { attributes(indexPath) }

    /// None: the home screen has no headers or footers.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// The status bar, page indicator or dock platter, fixed on the screen (z index -1, below the
    /// icons); nil for another kind, and for the dock of an iPad with no dock icons.
    package func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard indexPath == IndexPath(item: 0, section: 0) else { return nil }
        let frame: Rect
        switch kind {
        case Kind.statusBar:
            // In edit mode the look draws only the cut-out: the "+" and "Done" buttons take the
            // items' place.
            frame = Rect(x: 0, y: 0, width: viewport.width, height: spec.device.statusBarHeight)
        case Kind.addButton, Kind.doneButton:
            guard isEditing else { return nil }
            frame = kind == Kind.addButton ? editButtonRects.add : editButtonRects.done
        case Kind.pageIndicator: frame = pageIndicatorRect
        case Kind.dock:
            frame = dockRect
            guard frame.width > 0 else { return nil }
        default: return nil
        }
        var a = LayoutAttributes(category: .decorationView(kind: kind), indexPath: indexPath, frame: frame.offsetBy(dx: contentOffset.x, dy: contentOffset.y))
        a.zIndex = kind == Kind.statusBar || kind == Kind.addButton || kind == Kind.doneButton ? 2 : -1
        return a
    }

    /// A deleted icon shrinks to a fifth of its size as it fades (iOS's deletion: the icon
    /// shrinks away while its neighbours slide into its place).
    package func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath, in update: UpdateBatch) -> LayoutAttributes? {
        guard var a = attributes(indexPath) else { return nil }
        a.transform = .scale(x: 0.2, y: 0.2)
        a.alpha = 0
        return a
    }

    /// How a cell jiggles in editing mode: the identity whose phase it takes (``Jiggle``) and the
    /// point it rocks about, relative to its centre. A folder's miniatures move with their
    /// folder (its phase, about its icon's centre); everything else rocks about its own centre.
    package func jiggleAnchor(of a: LayoutAttributes) -> (identity: Int, pivot: Point) {
        guard a.indexPath.section == 2, a.indexPath.item < folderApps.count else { return (a.identity, .zero) }
        let folder = folderApps[a.indexPath.item].folder
        let tile = tileFrames[folder]
        let center = Point(x: tile.midX, y: tile.minY + metrics.iconSize / 2)
        return (content.identity(at: IndexPath(item: folder, section: 0)), Point(x: center.x - a.center.x, y: center.y - a.center.y))
    }

    /// Pages snap: the nearest page boundary.
    package func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        guard viewport.width > 0 else { return proposed }
        let page = min(max(0, (proposed.x / viewport.width).rounded()), Double(numberOfPages - 1))
        return Point(x: page * viewport.width, y: 0)
    }
}
