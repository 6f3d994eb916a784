#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyBased
import SBLayout
import Testing

// Property tests over random contents and viewports: invariants every layout must keep, checked
// against brute force rather than against numbers computed by the code under test.

/// Draws from the property checker's generator.
struct Draw {
    var rng: any SeededRandomNumberGenerator

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(rng.next() % UInt64(range.count))
    }

    mutating func chance(_ p: Double) -> Bool {
        Double(rng.next() >> 11) * 0x1.0p-53 < p
    }

    /// A length in points: mostly whole, sometimes halves, sometimes arbitrary fractions, so that
    /// both exact boundaries and rounding get exercised.
    mutating func length(_ range: ClosedRange<Int>) -> Double {
        let whole = Double(int(range))
        switch int(0...5) {
        case 0: return min(Double(range.upperBound), whole + 0.5)
        case 1: return max(Double(range.lowerBound), min(Double(range.upperBound), whole + Double(int(0...999)) / 1000))
        default: return whole
        }
    }

    mutating func size(_ range: ClosedRange<Int>) -> Size {
        Size(width: length(range), height: length(range))
    }

    mutating func element<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }
}

/// One random layout configuration, within what `sbrender layout` accepts.
struct LayoutScenario: Sendable, CustomStringConvertible {
    enum Kind: String, Sendable, CaseIterable {
        case flow, grid, tutorialSpringboard, homeScreenFill, homeScreenFixed
    }

    var kind: Kind
    var counts: [Int]
    var itemSize: Size
    /// Per-item sizes (flow and grid only); empty for the uniform item size.
    var itemSizes: [Size]
    var inset: EdgeInsets
    var lineSpacing: Double
    var interitemSpacing: Double
    var header: Size
    var footer: Size
    var direction: ScrollDirection
    var alignment: GridLayout.Alignment
    var viewport: Size
    var rows: Int
    var columns: Int
    /// Content offsets and query rectangles are drawn from this after the layout is prepared.
    var querySeed: UInt64

    var description: String {
        "\(kind) counts \(counts) viewport \(viewport) itemSize \(itemSize) itemSizes \(itemSizes) inset \(inset) "
            + "line \(lineSpacing) interitem \(interitemSpacing) header \(header) footer \(footer) \(direction) "
            + "\(alignment) rows \(rows) columns \(columns) querySeed \(querySeed)"
    }

    static func draw(_ rng: inout any SeededRandomNumberGenerator) -> LayoutScenario {
        var d = Draw(rng: rng)
        defer { rng = d.rng }
        let kind = d.element(Kind.allCases)
        let sections = d.int(0...6)
        var counts = (0..<sections).map { _ in d.int(0...40) }
        if d.chance(0.2), !counts.isEmpty { counts[d.int(0...(counts.count - 1))] = 0 }
        let perItem = (kind == .flow || kind == .grid) && d.chance(0.5)
        let itemSizes = perItem ? (0..<d.int(1...7)).map { _ in d.size(1...300) } : []
        let inset = d.chance(0.3) ? EdgeInsets.zero
            : EdgeInsets(top: d.length(0...80), left: d.length(0...80), bottom: d.length(0...80), right: d.length(0...80))
        let header = d.chance(0.5) ? Size.zero : d.size(0...100)
        let footer = d.chance(0.5) ? Size.zero : d.size(0...100)
        var s = LayoutScenario(
            kind: kind, counts: counts, itemSize: d.size(1...300), itemSizes: itemSizes, inset: inset,
            lineSpacing: d.length(0...60), interitemSpacing: d.length(0...60), header: header, footer: footer,
            direction: d.chance(0.5) ? .vertical : .horizontal, alignment: d.element(GridLayout.Alignment.allCases),
            viewport: Size(width: Double(d.int(100...2000)), height: Double(d.int(100...2000))),
            rows: d.int(1...8), columns: d.int(1...8), querySeed: d.rng.next())
        s.keepHomeScreenOnItsPages()
        return s
    }

    /// Home-screen mode's domain (what `LayoutSpec` accepts): the columns fit across a page,
    /// and in fill mode the spacings leave the cells some room both ways. Rows may run below.
    mutating func keepHomeScreenOnItsPages() {
        let innerWidth = viewport.width - inset.left - inset.right
        let innerHeight = viewport.height - inset.top - inset.bottom
        let c = Double(columns), r = Double(rows)
        switch kind {
        case .homeScreenFixed where c * itemSize.width > innerWidth:
            if innerWidth < c {
                inset.left = 0
                inset.right = 0
            }
            // The widest items that fit: the columns touch both insets.
            itemSize.width = (viewport.width - inset.left - inset.right) / c
        case .homeScreenFill where innerWidth - (c - 1) * interitemSpacing <= 0 || innerHeight - (r - 1) * lineSpacing <= 0:
            inset = .zero
            interitemSpacing = 0
            lineSpacing = 0
        default:
            break
        }
    }

    static let generator = Generator<LayoutScenario, Shrink.None<LayoutScenario>>(run: { draw(&$0) })

    var content: CollectionContent { CollectionContent(itemCounts: counts, itemSizes: itemSizes) }

    func layout() -> any CollectionViewLayout {
        var layout: any CollectionViewLayout
        switch kind {
        case .flow:
            var f = FlowLayout()
            f.itemSize = itemSize
            f.sectionInset = inset
            f.minimumLineSpacing = lineSpacing
            f.minimumInteritemSpacing = interitemSpacing
            f.headerReferenceSize = header
            f.footerReferenceSize = footer
            f.scrollDirection = direction
            layout = f
        case .grid:
            var g = GridLayout()
            g.itemSize = itemSize
            g.sectionInset = inset
            g.minimumInteritemSpacing = interitemSpacing
            g.headerReferenceSize = header
            g.footerReferenceSize = footer
            g.scrollDirection = direction
            // Recipe 10-8's own horizontal geometry overlaps tall items by design (GridLayoutTests).
            g.horizontalGeometry = .measured
            g.alignment = alignment
            layout = g
        case .tutorialSpringboard, .homeScreenFill, .homeScreenFixed:
            var s = SpringboardLayout()
            s.itemSize = itemSize
            s.sectionInset = inset
            s.minimumLineSpacing = lineSpacing
            s.minimumInteritemSpacing = interitemSpacing
            if kind != .tutorialSpringboard {
                s.grid = (rows, columns)
                s.fixedItemSize = kind == .homeScreenFixed ? itemSize : nil
            }
            layout = s
        }
        layout.prepare(content: content, viewport: viewport)
        return layout
    }
}

/// Every element of a layout, asked one by one: each item, and each section's header and footer.
func bruteForceElements(_ layout: any CollectionViewLayout) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    let content = layout.content
    for section in 0..<content.numberOfSections {
        for item in 0..<content.numberOfItems(inSection: section) {
            if let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) { all.append(a) }
        }
        for kind in [ElementKind.sectionHeader, ElementKind.sectionFooter] {
            if let a = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section)) {
                all.append(a)
            }
        }
    }
    return all
}

/// Pairs of cells whose interiors overlap (a sweep along x). Cells that touch, or overlap by
/// no more than rounding (1e-9 pt, e.g. where fill-mode pages meet without insets), do not count.
func overlappingCells(_ cells: [LayoutAttributes]) -> [(IndexPath, IndexPath)] {
    let sorted = cells.sorted { $0.frame.minX < $1.frame.minX }
    var found: [(IndexPath, IndexPath)] = []
    for i in sorted.indices {
        let a = sorted[i].frame
        var j = i + 1
        while j < sorted.count, sorted[j].frame.minX < a.maxX {
            let b = sorted[j].frame
            let dx = min(a.maxX, b.maxX) - max(a.minX, b.minX)
            let dy = min(a.maxY, b.maxY) - max(a.minY, b.minY)
            if dx > 1e-9 && dy > 1e-9 { found.append((sorted[i].indexPath, sorted[j].indexPath)) }
            j += 1
        }
    }
    return found
}

/// Identifies an element: category and index path.
struct ElementKey: Hashable, Comparable, CustomStringConvertible {
    var rank: Int
    var kind: String
    var indexPath: IndexPath

    init(_ a: LayoutAttributes) {
        rank = a.category.sortRank
        kind = a.category.kind ?? ""
        indexPath = a.indexPath
    }

    static func < (a: ElementKey, b: ElementKey) -> Bool {
        (a.rank, a.indexPath, a.kind) < (b.rank, b.indexPath, b.kind)
    }

    var description: String { "\(kind.isEmpty ? "cell" : kind)\(indexPath)" }
}

@Suite struct LayoutPropertyTests {
    @Test func noTwoCellsOverlap() async {
        await propertyCheck(count: 200, input: LayoutScenario.generator) { s in
            let layout = s.layout()
            let cells = bruteForceElements(layout).filter { $0.category == .cell }
            let overlaps = overlappingCells(cells)
            #expect(overlaps.isEmpty, "\(overlaps.count) overlapping pairs, e.g. \(overlaps.prefix(3).map { "\($0.0) & \($0.1)" })")
        }
    }

    @Test func everyElementLiesInsideTheContent() async {
        await propertyCheck(count: 200, input: LayoutScenario.generator) { s in
            let layout = s.layout()
            let size = layout.collectionViewContentSize
            #expect(size.isValid)
            let bounds = Rect(x: -1e-9, y: -1e-9, width: size.width + 2e-9, height: size.height + 2e-9)
            let outside = bruteForceElements(layout).filter { !bounds.contains($0.frame) }
            #expect(outside.isEmpty, "content \(size); outside: \(outside.prefix(3).map { "\(ElementKey($0)) \($0.frame)" })")
        }
    }

    @Test func everyItemHasAttributes() async {
        await propertyCheck(count: 100, input: LayoutScenario.generator) { s in
            let layout = s.layout()
            let cells = bruteForceElements(layout).filter { $0.category == .cell }
            #expect(cells.count == s.content.totalItems)
            for c in cells {
                #expect(c.size.isValid)
                #expect(c.frame.minX.isFinite && c.frame.minY.isFinite)
                #expect(c.identity == s.content.identity(at: c.indexPath))
            }
        }
    }

    @Test func rectQueriesEqualTheBruteForceFilter() async {
        await propertyCheck(count: 200, input: LayoutScenario.generator) { s in
            var layout = s.layout()
            let everything = bruteForceElements(layout)
            let size = layout.collectionViewContentSize
            var d = Draw(rng: Xoshiro(seed: (s.querySeed, 1, 2, 3)))
            var rects: [Rect] = [
                Rect(x: 0, y: 0, width: size.width, height: size.height),
                Rect(x: -1e6, y: -1e6, width: size.width + 2e6, height: size.height + 2e6),
            ]
            for _ in 0..<12 {
                let x = Double(d.int(-100...(Int(size.width) + 100))) + (d.chance(0.5) ? 0 : 0.25)
                let y = Double(d.int(-100...(Int(size.height) + 100))) + (d.chance(0.5) ? 0 : 0.75)
                rects.append(Rect(x: x, y: y, width: Double(d.int(0...Int(s.viewport.width * 1.5))),
                                  height: Double(d.int(0...Int(s.viewport.height * 1.5)))))
            }
            // Rectangles whose edges sit exactly on an element's edges (touching is not intersecting).
            for _ in 0..<6 where !everything.isEmpty {
                let f = d.element(everything).frame
                rects.append(d.chance(0.5) ? Rect(x: f.maxX, y: f.minY, width: 50, height: f.height)
                                           : Rect(x: f.minX, y: f.maxY, width: f.width, height: 50))
                rects.append(Rect(x: f.minX - 40, y: f.minY - 40, width: 40, height: 40))
                rects.append(f)
            }
            // The visible rectangle at a random content offset, as `sbrender layout` asks it.
            layout.contentOffset = Point(x: Double(d.int(0...max(0, Int(size.width)))), y: Double(d.int(0...max(0, Int(size.height)))))
            rects.append(layout.visibleRect)

            for rect in rects {
                let answer = layout.layoutAttributesForElements(in: rect)
                let expected = everything.filter { $0.frame.intersects(rect) }
                let answerKeys = answer.map(ElementKey.init).sorted()
                let expectedKeys = expected.map(ElementKey.init).sorted()
                #expect(answerKeys == expectedKeys, "rect \(rect): missing \(Set(expectedKeys).subtracting(answerKeys).sorted().prefix(5)), extra \(Set(answerKeys).subtracting(expectedKeys).sorted().prefix(5))")
                // The same attributes, not only the same elements.
                #expect(Set(answer) == Set(expected), "rect \(rect): attributes differ")
                if answerKeys != expectedKeys { break }
            }
            #expect(layout.layoutAttributesForAllElements().count == everything.count)
        }
    }
}

/// Circle and punched layouts over random item counts, gestures, viewports and offsets.
struct TransformedScenario: Sendable, CustomStringConvertible {
    var items: Int
    var pinch: Double
    var rotation: Double
    var viewport: Size
    var offset: Double
    var direction: ScrollDirection

    var description: String {
        "items \(items) pinch \(pinch) rotation \(rotation) viewport \(viewport) offset \(offset) \(direction)"
    }

    static let generator = Generator<TransformedScenario, Shrink.None<TransformedScenario>>(run: { rng in
        var d = Draw(rng: rng)
        defer { rng = d.rng }
        return TransformedScenario(
            items: d.int(0...40), pinch: Double(d.int(1...300)) / 100, rotation: Double(d.int(-720...720)),
            viewport: Size(width: Double(d.int(100...2000)), height: Double(d.int(100...2000))),
            offset: d.length(-500...12000), direction: d.chance(0.5) ? .horizontal : .vertical)
    })
}

@Suite struct TransformedLayoutPropertyTests {
    @Test func circleItemsLieOnTheClampedCircle() async {
        await propertyCheck(count: 200, input: TransformedScenario.generator) { s in
            var c = CircleLayout()
            c.scale = s.pinch
            c.rotation = s.rotation * Double.pi / 180
            c = prepared(c, CollectionContent(itemCounts: [s.items]), s.viewport)
            let radius = min(s.viewport.width, s.viewport.height) / 3 * min(max(s.pinch, 0.5), 1.3)
            let middle = Point(x: s.viewport.width / 2, y: s.viewport.height / 2)
            let cells = bruteForceElements(c)
            #expect(cells.count == s.items)
            for a in cells {
                let dx = a.center.x - middle.x, dy = a.center.y - middle.y
                #expect(close((dx * dx + dy * dy).squareRoot(), radius, 1e-9), "\(a.indexPath)")
                #expect(a.size == Size(width: 80, height: 80))
            }
            // Neighbours are 2 pi / n apart, clockwise.
            if s.items >= 2 {
                for i in 0..<s.items {
                    let a = cells[i].center, b = cells[(i + 1) % s.items].center
                    let cross = (a.x - middle.x) * (b.y - middle.y) - (a.y - middle.y) * (b.x - middle.x)
                    let dot = (a.x - middle.x) * (b.x - middle.x) + (a.y - middle.y) * (b.y - middle.y)
                    let step = atan2Degrees(cross, dot)
                    #expect(close(step, 360 / Double(s.items), 1e-6), "step \(i): \(step)")
                }
            }
            let rect = Rect(x: s.offset / 10, y: s.offset / 20, width: s.viewport.width / 2, height: s.viewport.height / 2)
            #expect(Set(c.layoutAttributesForElements(in: rect)) == Set(cells.filter { $0.frame.intersects(rect) }))
        }
    }

    @Test func punchedZoomStaysBetweenCosQuarterPiAndOne() async {
        await propertyCheck(count: 100, input: TransformedScenario.generator) { s in
            var p = PunchedLayout()
            p.flow.scrollDirection = s.direction
            p = prepared(p, CollectionContent(sections: s.items, itemsPerSection: 1), s.viewport)
            p.contentOffset = Point(x: s.offset, y: 0)
            let all = bruteForceElements(p)
            for a in all {
                let z = a.transform.m11
                #expect(z >= 0.7071067811865476 - 1e-15 && z <= 1, "\(a.indexPath): \(z)")
                #expect(a.transform.m22 == z && a.transform.m33 == 1)
                // The zoom follows the distance of the centre from the visible middle.
                let distance = abs(s.viewport.width / 2 - (a.center.x - s.offset))
                if distance >= s.viewport.width / 2 { #expect(z == 0.7071067811865476) }
            }
            let visible = p.visibleRect
            #expect(Set(p.layoutAttributesForElements(in: visible)) == Set(all.filter { $0.frame.intersects(visible) }))
            // Snapping (horizontal): away from the ends, an item's centre lands in the middle.
            let target = p.targetContentOffset(forProposedContentOffset: Point(x: s.offset, y: 0), withScrollingVelocity: .zero)
            let edge = s.offset == 0 || s.offset >= p.collectionViewContentSize.width - s.viewport.width
            if s.direction == .horizontal, !edge, s.items > 0 {
                let middle = target.x + s.viewport.width / 2
                let landed = all.contains { close($0.center.x, middle, 1e-6) }
                let nothingNear = p.layoutAttributesForElements(in: Rect(x: s.offset, y: 0, width: s.viewport.width, height: s.viewport.height)).isEmpty
                #expect(landed || (nothingNear && target.x == s.offset), "proposed \(s.offset), target \(target.x)")
            } else if edge {
                #expect(target == Point(x: s.offset, y: 0))
            }
        }
    }
}

/// The angle from one vector to the next, in degrees, 0 ..< 360.
func atan2Degrees(_ y: Double, _ x: Double) -> Double {
    var a = atan2(y, x) * 180 / Double.pi
    if a < -1e-9 { a += 360 }
    return a
}
