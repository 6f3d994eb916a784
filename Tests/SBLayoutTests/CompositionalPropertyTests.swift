import PropertyBased
import SBLayout
import Testing

/// A random compositional layout within what scenes accept: random groups (nested, counted,
/// flexible), insets, orthogonal behaviours, headers (pinned or not), backgrounds and lists.
struct CompositionalScenario: Sendable, CustomStringConvertible {
    var spec: CompositionalSpec
    var viewport: Size
    var offset: Point
    var orthogonalOffsets: [Int: Double]
    var querySeed: UInt64

    var description: String { "viewport \(viewport) offset \(offset) orthogonal \(orthogonalOffsets) spec \(spec)" }

    static func dimension(_ d: inout Draw, fractionOf: Bool) -> Compositional.Dimension {
        switch d.int(0...3) {
        case 0: .fractionalWidth(d.element([0.25, 1.0 / 3, 0.5, 1]))
        case 1: .fractionalHeight(d.element([0.25, 0.5, 1]))
        case 2: .absolute(Double(d.int(20...160)))
        default: .estimated(Double(d.int(20...160)))
        }
    }

    static func group(_ d: inout Draw, depth: Int) -> Compositional.Group {
        let axis: Compositional.Group.Axis = d.chance(0.5) ? .horizontal : .vertical
        // Groups stay within their container so that items stay within their sections.
        let size = Compositional.LayoutSize(widthDimension: .fractionalWidth(d.element([0.5, 0.8, 1])),
                                            heightDimension: d.chance(0.5) ? .absolute(Double(d.int(40...200))) : .fractionalWidth(d.element([0.3, 0.5])))
        var subitems: [Compositional.Group.Subitem] = []
        for _ in 0..<d.int(1...3) {
            if depth < 2 && d.chance(0.25) {
                var nested = group(&d, depth: depth + 1)
                nested.layoutSize = Compositional.LayoutSize(widthDimension: .fractionalWidth(d.element([0.5, 1])), heightDimension: .fractionalHeight(d.element([0.5, 1])))
                subitems.append(.group(nested))
            } else {
                var item = Compositional.Item(layoutSize: Compositional.LayoutSize(
                    widthDimension: .fractionalWidth(d.element([0.2, 0.25, 1.0 / 3, 0.5, 1])),
                    heightDimension: .fractionalHeight(d.element([0.5, 1]))))
                item.contentInsets = DirectionalEdgeInsets(all: Double(d.int(0...6)))
                subitems.append(.item(item))
            }
        }
        var g = Compositional.Group(axis: axis, layoutSize: size, subitems: subitems)
        if d.chance(0.3) {
            g.subitems = [subitems[0]]
            g.count = d.int(1...5)
        }
        if d.chance(0.6) {
            let v = Double(d.int(0...12))
            g.interItemSpacing = g.count == nil && d.chance(0.5) ? .flexible(v) : .fixed(v)
        }
        return g
    }

    static let generator = Generator<CompositionalScenario, Shrink.None<CompositionalScenario>>(run: { rng in
        var d = Draw(rng: rng)
        defer { rng = d.rng }
        let viewport = Size(width: Double(d.int(200...900)), height: Double(d.int(200...900)))
        var configuration = Compositional.Configuration()
        configuration.interSectionSpacing = Double(d.int(0...20))
        let horizontal = d.chance(0.2)
        if horizontal { configuration.scrollDirection = .horizontal }
        var sections: [Compositional.Section] = []
        var counts: [Int] = []
        var orthogonalOffsets: [Int: Double] = [:]
        for s in 0..<d.int(1...5) {
            var section: Compositional.Section
            if !horizontal && d.chance(0.2) {
                var list = Compositional.ListConfiguration(appearance: d.element(Compositional.ListConfiguration.Appearance.allCases))
                list.headerMode = d.element(Compositional.ListConfiguration.HeaderMode.allCases)
                list.footerMode = d.element(Compositional.ListConfiguration.FooterMode.allCases)
                section = .list(using: list, layoutEnvironment: viewport)
            } else {
                section = Compositional.Section(group: group(&d, depth: 0))
                section.interGroupSpacing = Double(d.int(0...16))
                section.contentInsets = DirectionalEdgeInsets(top: Double(d.int(0...20)), leading: Double(d.int(0...20)),
                                                              bottom: Double(d.int(0...20)), trailing: Double(d.int(0...20)))
                if d.chance(0.4) {
                    section.orthogonalScrollingBehavior = d.element(Compositional.OrthogonalScrolling.allCases)
                    orthogonalOffsets[s] = Double(d.int(0...600))
                }
                if d.chance(0.5) {
                    var h = Compositional.BoundaryItem(
                        layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Double(d.int(10...50)))),
                        elementKind: ElementKind.sectionHeader, alignment: horizontal ? .leading : .top)
                    if horizontal { h.layoutSize = Compositional.LayoutSize(widthDimension: .absolute(Double(d.int(10...50))), heightDimension: .fractionalHeight(1)) }
                    h.pinToVisibleBounds = d.chance(0.5)
                    h.extendsBoundary = d.chance(0.8)
                    section.boundarySupplementaryItems.append(h)
                }
                if d.chance(0.3) {
                    var f = Compositional.BoundaryItem(
                        layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(Double(d.int(10...50)))),
                        elementKind: ElementKind.sectionFooter, alignment: horizontal ? .trailing : d.element([.bottom, .bottomLeading, .bottomTrailing]))
                    if horizontal { f.layoutSize = Compositional.LayoutSize(widthDimension: .absolute(Double(d.int(10...50))), heightDimension: .fractionalHeight(0.5)) }
                    f.pinToVisibleBounds = d.chance(0.5)
                    section.boundarySupplementaryItems.append(f)
                }
                if d.chance(0.3) { section.decorationItems = [.background(elementKind: "background")] }
            }
            sections.append(section)
            counts.append(d.chance(0.1) ? 0 : d.int(1...60))
        }
        return CompositionalScenario(
            spec: CompositionalSpec(configuration: configuration, sections: sections, itemCounts: counts),
            viewport: viewport, offset: Point(x: Double(d.int(0...400)), y: Double(d.int(0...3000))),
            orthogonalOffsets: orthogonalOffsets, querySeed: d.rng.next())
    })

    /// The prepared layout, or nil when validation refuses the random definition.
    func layout() -> CompositionalLayout? {
        guard (try? spec.validate(viewport: viewport)) != nil else { return nil }
        var layout = CompositionalLayout(spec: spec)
        layout.prepare(content: CollectionContent(itemCounts: spec.itemCounts), viewport: viewport)
        layout.contentOffset = offset
        layout.orthogonalOffsets = orthogonalOffsets
        return layout
    }
}

/// Every element, asked one by one: cells, each section's boundary items by kind, its
/// backgrounds and its list rows' separators.
func compositionalBruteForce(_ layout: CompositionalLayout) -> [LayoutAttributes] {
    var all: [LayoutAttributes] = []
    for s in 0..<layout.content.numberOfSections {
        guard let definition = layout.definition(ofSection: s) else { continue }
        for i in 0..<layout.content.numberOfItems(inSection: s) {
            if let a = layout.layoutAttributesForItem(at: ip(s, i)) { all.append(a) }
            if let sep = layout.layoutAttributesForDecorationView(ofKind: "separator", at: ip(s, i)) { all.append(sep) }
        }
        for kind in Set(definition.boundarySupplementaryItems.map(\.elementKind)) {
            if let a = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: ip(s, 0)) { all.append(a) }
        }
        for kind in Set(definition.decorationItems.map(\.elementKind) + ["list-background"]) {
            if let a = layout.layoutAttributesForDecorationView(ofKind: kind, at: ip(s, 0)) { all.append(a) }
        }
    }
    return all
}

@Suite struct CompositionalPropertyTests {
    @Test func noItemLiesOutsideItsSection() async {
        await propertyCheck(count: 200, input: CompositionalScenario.generator) { s in
            guard let layout = s.layout() else { return }
            let vertical = s.spec.configuration.scrollDirection == .vertical
            for section in 0..<layout.numberOfSections {
                guard let frame = layout.sectionFrame(section) else { continue }
                let (lo, hi) = vertical ? (frame.minY, frame.maxY) : (frame.minX, frame.maxX)
                for i in 0..<layout.content.numberOfItems(inSection: section) {
                    guard let f = layout.layoutAttributesForItem(at: ip(section, i))?.frame else { continue }
                    let (a, b) = vertical ? (f.minY, f.maxY) : (f.minX, f.maxX)
                    #expect(a >= lo - 1e-9 && b <= hi + 1e-9, "section \(section) \(frame): item \(i) at \(f)")
                }
                if section + 1 < layout.numberOfSections, let next = layout.sectionFrame(section + 1) {
                    #expect((vertical ? next.minY : next.minX) >= hi - 1e-9, "sections \(section) and \(section + 1) overlap")
                }
            }
        }
    }

    @Test func everyItemOfEverySectionIsPlaced() async {
        await propertyCheck(count: 100, input: CompositionalScenario.generator) { s in
            guard let layout = s.layout() else { return }
            let cells = compositionalBruteForce(layout).filter { $0.category == .cell }
            #expect(cells.count == s.spec.itemCounts.reduce(0, +))
        }
    }

    @Test func rectQueriesEqualFilteringAllAttributes() async {
        await propertyCheck(count: 200, input: CompositionalScenario.generator) { s in
            guard let layout = s.layout() else { return }
            let everything = compositionalBruteForce(layout)
            let size = layout.collectionViewContentSize
            var d = Draw(rng: Xoshiro(seed: (s.querySeed, 4, 5, 6)))
            var rects = [layout.visibleRect, Rect(x: -1e6, y: -1e6, width: size.width + 2e6, height: size.height + 2e6)]
            for _ in 0..<10 {
                rects.append(Rect(x: Double(d.int(-200...(Int(size.width) + 200))), y: Double(d.int(-200...(Int(size.height) + 200))),
                                  width: Double(d.int(0...900)), height: Double(d.int(0...900))))
            }
            for _ in 0..<4 where !everything.isEmpty {
                let f = d.element(everything).frame
                rects.append(f)
                rects.append(Rect(x: f.minX, y: f.maxY, width: f.width, height: 30))
            }
            for rect in rects {
                let answer = Set(layout.layoutAttributesForElements(in: rect))
                let expected = Set(everything.filter { $0.frame.intersects(rect) })
                #expect(answer == expected, "rect \(rect): \(answer.count) answered, \(expected.count) expected; missing \(expected.subtracting(answer).prefix(3).map { "\($0.category) \($0.indexPath) \($0.frame)" })")
                if answer != expected { break }
            }
        }
    }
}
