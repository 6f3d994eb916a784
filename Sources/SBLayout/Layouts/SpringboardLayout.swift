/// The springboard layouts.
///
/// Tutorial mode (the default) is the iPad Springboard tutorial's SpringboardLayout: a
/// horizontal UICollectionViewFlowLayout with 144 x 144 items, 48 pt line and interitem spacing
/// and 32 pt section insets, paged by the viewport width. On a 768 x 1024 view its columns stand
/// at x = 32, 224, 416, 608 (the fifth starts the next page at 800) and each column holds five
/// icons at y = 32, 236, 440, 644, 848.
///
/// Home-screen mode (`rows` and `columns` set) is SwiftSpringBoard's SpringBoardLayout: each
/// section is a page, items fill the page row by row, pages may be partly filled; with
/// `fixedItemSize` the items keep that size and are spaced evenly between the insets, without it
/// the item size is computed so that the grid fills the page. *Assumption*: items beyond a page's
/// capacity continue on further rows below it.
///
/// In deletion mode every cell shows its delete button and quivers.
package struct SpringboardLayout: StatefulLayout {
    /// `"springboard"`.
    package var name = "springboard"
    /// The icon size in tutorial mode, in points: the tutorial's 144 x 144 by default. Home-screen
    /// mode uses ``fixedItemSize`` or fills the page instead.
    package var itemSize = Size(width: 144, height: 144)
    /// The spacing between columns (tutorial mode, where lines are columns) or rows (home-screen
    /// mode), in points. 48 by default.
    package var minimumLineSpacing = 48.0
    /// The spacing between icons of a column (tutorial mode) or a row (home-screen mode), in
    /// points. 48 by default.
    package var minimumInteritemSpacing = 48.0
    /// The insets around each section (tutorial mode) or page (home-screen mode), in points. 32 on
    /// every edge by default.
    package var sectionInset = EdgeInsets(all: 32)
    /// Rows and columns per page, which turn on home-screen mode; nil for tutorial mode.
    package var grid: (rows: Int, columns: Int)? {
        get { gridRows > 0 && gridColumns > 0 ? (gridRows, gridColumns) : nil }
        set {
            gridRows = newValue?.rows ?? 0
            gridColumns = newValue?.columns ?? 0
        }
    }
    /// The item size in home-screen mode, in points (SwiftSpringBoard's fixed item size), or nil
    /// to compute the size that makes the grid fill the page.
    package var fixedItemSize: Size?

    /// The scroll position, deletion mode and what was prepared last; the content size is the
    /// flow's (tutorial mode), or one viewport width per section and at least the viewport's
    /// height (home-screen mode).
    package var state = LayoutState()

    private var gridRows = 0
    private var gridColumns = 0
    private var flow = FlowLayout()
    /// Home-screen geometry, computed in prepare.
    private var cell = Size.zero
    private var pitch = Size.zero
    private var origin = Point.zero

    /// Tutorial mode with the tutorial's values.
    package init() {}

    /// The flow layout tutorial mode delegates to, in the springboard's scroll position and
    /// deletion mode.
    private func configuredFlow() -> FlowLayout {
        var f = flow
        f.scrollDirection = .horizontal
        f.itemSize = itemSize
        f.minimumLineSpacing = minimumLineSpacing
        f.minimumInteritemSpacing = minimumInteritemSpacing
        f.sectionInset = sectionInset
        f.state = state
        return f
    }

    /// Lays out the content: a horizontal flow in tutorial mode, pages of rows and columns in
    /// home-screen mode.
    package mutating func prepare(content: CollectionContent, viewport: Size) {
        state.prepare(content: content, viewport: viewport)
        if let (rows, columns) = grid {
            prepareHomeScreen(rows: rows, columns: columns)
        } else {
            flow = configuredFlow()
            flow.prepare(content: content, viewport: viewport)
            state.collectionViewContentSize = flow.collectionViewContentSize
        }
    }

    private mutating func prepareHomeScreen(rows: Int, columns: Int) {
        let w = viewport.width, h = viewport.height
        let innerW = w - sectionInset.left - sectionInset.right
        let innerH = h - sectionInset.top - sectionInset.bottom
        if let fixed = fixedItemSize {
            cell = fixed
            let gapX = columns > 1 ? (innerW - Double(columns) * fixed.width) / Double(columns - 1) : 0
            let gapY = rows > 1 ? (innerH - Double(rows) * fixed.height) / Double(rows - 1) : 0
            pitch = Size(width: fixed.width + max(0, gapX), height: fixed.height + max(0, gapY))
            origin = Point(x: sectionInset.left + (columns == 1 ? max(0, (innerW - fixed.width) / 2) : 0),
                           y: sectionInset.top + (rows == 1 ? max(0, (innerH - fixed.height) / 2) : 0))
        } else {
            let cw = max(0, (innerW - Double(columns - 1) * minimumInteritemSpacing) / Double(columns))
            let ch = max(0, (innerH - Double(rows - 1) * minimumLineSpacing) / Double(rows))
            cell = Size(width: cw, height: ch)
            pitch = Size(width: cw + minimumInteritemSpacing, height: ch + minimumLineSpacing)
            origin = Point(x: sectionInset.left, y: sectionInset.top)
        }
        var height = h
        for s in 0..<content.numberOfSections {
            let usedRows = (content.numberOfItems(inSection: s) + columns - 1) / columns
            guard usedRows > 0 else { continue }
            // Rows below the page (more items than a page holds, or fixed items taller than the
            // page allows) make the content taller; rounding within a hair of the page does not.
            let bottom = origin.y + Double(usedRows - 1) * pitch.height + cell.height + sectionInset.bottom
            if usedRows > rows || bottom > h + 1e-7 { height = max(height, bottom) }
        }
        state.collectionViewContentSize = Size(width: Double(content.numberOfSections) * w, height: height)
    }

    private func homeFrame(_ indexPath: IndexPath, columns: Int) -> Rect {
        let row = indexPath.item / columns, column = indexPath.item % columns
        return Rect(x: Double(indexPath.section) * viewport.width + origin.x + Double(column) * pitch.width,
                    y: origin.y + Double(row) * pitch.height,
                    width: cell.width, height: cell.height)
    }

    /// The cells that intersect `rect`; there are no supplementary views.
    package func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let (_, columns) = grid else { return flow.layoutAttributesForElements(in: rect).map(decorated) }
        var result: [LayoutAttributes] = []
        let w = viewport.width
        guard w > 0, content.numberOfSections > 0 else { return result }
        // One page more on each side: a page's last column may end a rounding error past the
        // page edge (no insets), and the division may round; the intersection test below decides.
        let firstPage = max(0, Int((rect.minX / w).rounded(.down)) - 1)
        let lastPage = min(content.numberOfSections - 1, Int((rect.maxX / w).rounded(.down)) + 1)
        guard firstPage <= lastPage else { return result }
        let firstRow = pitch.height > 0 ? max(0, Int(((rect.minY - origin.y - cell.height) / pitch.height).rounded(.down))) : 0
        for page in firstPage...lastPage {
            let count = content.numberOfItems(inSection: page)
            var item = firstRow * columns
            while item < count {
                let ip = IndexPath(item: item, section: page)
                let f = homeFrame(ip, columns: columns)
                if f.minY >= rect.maxY { break }
                if f.intersects(rect) { result.append(decorated(.cell(ip, frame: f))) }
                item += 1
            }
        }
        return result
    }

    /// The cell at `indexPath`, or nil when the content has no such item.
    package func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let (_, columns) = grid else { return flow.layoutAttributesForItem(at: indexPath).map(decorated) }
        guard content.contains(indexPath) else { return nil }
        return decorated(.cell(indexPath, frame: homeFrame(indexPath, columns: columns)))
    }

    /// Always nil: the springboard has no headers or footers.
    package func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// The number of pages that hold items (the page dots). In tutorial mode the content's
    /// trailing section inset alone does not make a page; paging may still rest there
    /// (``numberOfScrollPages``).
    package var numberOfPages: Int {
        let width = grid == nil ? collectionViewContentSize.width - sectionInset.right : collectionViewContentSize.width
        return Paging.pageCount(contentWidth: width, pageWidth: viewport.width)
    }

    /// The number of pages UIScrollView pages through: the content width over the viewport width,
    /// rounded up, trailing inset included. The last rests at contentSize - bounds
    /// (``contentOffset(forPage:)``), so it may be only a few points from the page before it: 60
    /// tutorial icons make 2320 pt of content, 4 resting offsets (0, 768, 1536 and
    /// 2320 - 768 = 1552) but 3 page dots (``numberOfPages``).
    package var numberOfScrollPages: Int {
        Paging.pageCount(contentWidth: collectionViewContentSize.width, pageWidth: viewport.width)
    }

    /// The page the current content offset shows most of (the page dot that is lit).
    package var currentPage: Int {
        guard viewport.width > 0 else { return 0 }
        return min(max(0, Int((contentOffset.x / viewport.width).rounded(.toNearestOrAwayFromZero))), numberOfPages - 1)
    }

    /// The scroll page whose resting offset is nearest the content offset (the first of two
    /// equally near), from 0 to ``numberOfScrollPages`` - 1.
    private var currentScrollPage: Int {
        let last = numberOfScrollPages - 1
        guard viewport.width > 0, last > 0 else { return 0 }
        // Resting offsets are whole pages until the clamped last one: only the pages next to the
        // offset's own and the last can be nearest.
        let guess = min(max(0, Int((contentOffset.x / viewport.width).rounded(.toNearestOrAwayFromZero))), last)
        var best = 0, bestDistance = Double.infinity
        for page in Set([max(0, guess - 1), guess, min(last, guess + 1), last]).sorted() {
            let distance = abs(contentOffset(forPage: page).x - contentOffset.x)
            if distance < bestDistance { (best, bestDistance) = (page, distance) }
        }
        return best
    }

    /// Where page `page` rests: N x the viewport width, clamped to [0, contentSize - bounds] as
    /// UIScrollView clamps every offset, paging included. The tutorial's default content is
    /// 1360 pt wide, so on a 768 pt view page 1 rests at 592, not 768 (it shows part of page 0).
    package func contentOffset(forPage page: Int) -> Point {
        let limit = max(0, collectionViewContentSize.width - viewport.width)
        return Point(x: min(max(0, Double(page) * viewport.width), limit), y: contentOffset.y)
    }

    /// Paging: the nearest page in the swipe's direction, at most one page per swipe (see
    /// ``Paging/targetPage(currentPage:proposed:velocity:pageWidth:pageCount:)``), among the
    /// ``numberOfScrollPages`` resting offsets (``contentOffset(forPage:)``).
    package func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        let page = Paging.targetPage(currentPage: currentScrollPage, proposed: proposed.x, velocity: velocity.x,
                                     pageWidth: viewport.width, pageCount: numberOfScrollPages)
        return contentOffset(forPage: page)
    }
}
