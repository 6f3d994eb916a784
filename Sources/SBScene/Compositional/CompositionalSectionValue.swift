import SBLayout

/// A boundary supplementary item in a scene: `{"size": SIZE, "alignment": "top", "offset": [x, y],
/// "extendsBoundary": true, "pinToVisibleBounds": false, "kind": "badge", "zIndex": 1}`. `size` is
/// required; a header defaults to the top, a footer to the bottom; `kind` is only for
/// `boundaryItems` (headers are "header", footers "footer").
struct BoundaryItemValue: Decodable, Hashable, Sendable {
    /// The size.
    package var size: Compositional.LayoutSize
    /// The kind, when given.
    package var kind: String?
    /// The alignment, when given.
    package var alignment: Compositional.Alignment?
    /// The offset, in points.
    package var offset: Point
    /// extendsBoundary.
    package var extendsBoundary: Bool
    /// True when the scene gives `extendsBoundary` itself (not UIKit's default).
    package var extendsBoundaryIsGiven: Bool
    /// pinToVisibleBounds.
    package var pinToVisibleBounds: Bool
    /// zIndex, when given.
    package var zIndex: Int?
    enum CodingKeys: String, CodingKey, CaseIterable { case size, kind, alignment, offset, extendsBoundary, pinToVisibleBounds, zIndex }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: CodingKeys.self, expected: "an object such as {\"size\": {...}, \"pinToVisibleBounds\": true}")
        size = try c.scene(Compositional.LayoutSize.self, forKey: .size)
        kind = try c.decodeIfPresent(String.self, forKey: .kind)
        if let kind, kind.isEmpty || kind.count > 64 {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.kind), "expected a name of 1 to 64 characters")
        }
        alignment = try CompositionalDecoding.choice(c, .alignment, decoder)
        if alignment == Compositional.Alignment.none {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.alignment), "must name an edge or a corner, not none")
        }
        offset = try c.point(.offset) ?? .zero
        if abs(offset.x) > CompositionalSpec.maximumLength || abs(offset.y) > CompositionalSpec.maximumLength {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.offset), "must be within ±\(Int(CompositionalSpec.maximumLength)) points")
        }
        extendsBoundaryIsGiven = c.contains(.extendsBoundary)
        extendsBoundary = try c.decodeIfPresent(Bool.self, forKey: .extendsBoundary) ?? true
        pinToVisibleBounds = try c.decodeIfPresent(Bool.self, forKey: .pinToVisibleBounds) ?? false
        zIndex = try c.wholeNumber(.zIndex, expected: "a whole number from -1000 to 1000")
        if let z = zIndex, abs(z) > 1000 {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.zIndex), "expected -1000 to 1000, got \(z)")
        }
    }

    func item(kind: String, alignment fallback: Compositional.Alignment) -> Compositional.BoundaryItem {
        var b = Compositional.BoundaryItem(layoutSize: size, elementKind: kind, alignment: alignment ?? fallback, absoluteOffset: offset)
        b.extendsBoundary = extendsBoundary
        b.pinToVisibleBounds = pinToVisibleBounds
        if let zIndex { b.zIndex = zIndex }
        return b
    }
}

/// A section background in a scene: `true`, `false`, or `{"contentInsets": INSETS}`.
struct BackgroundValue: Decodable, Hashable, Sendable {
    /// The decoration, or nil for `false`.
    package var decoration: Compositional.DecorationItem?
    enum CodingKeys: String, CodingKey, CaseIterable { case contentInsets }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        if let flag = try? decoder.singleValueContainer().decode(Bool.self) {
            decoration = flag ? .background(elementKind: Compositional.DecorationItem.sectionBackgroundKind) : nil
            return
        }
        let c = try CompositionalDecoding.object(decoder, keyedBy: CodingKeys.self, expected: "true, false or {\"contentInsets\": [top, leading, bottom, trailing]}")
        var d = Compositional.DecorationItem.background(elementKind: Compositional.DecorationItem.sectionBackgroundKind)
        d.contentInsets = try c.sceneIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero
        decoration = d
    }
}

/// A list section's configuration in a scene: `{"appearance": "insetGrouped", "headerMode":
/// "supplementary", "footerMode": "none", "showsSeparators": true, "headerTopPadding": 10,
/// "separatorConfiguration": {...}, "itemSeparators": [{"item": 0, ...}]}`
/// (UICollectionLayoutListConfiguration). `appearance` is required (UIKit's initializer takes it);
/// the rest default as in UIKit (`headerTopPadding` absent: the system's spacing). Rows beyond
/// the section's `itemCount` in `itemSeparators` are refused by the section.
extension Compositional.ListConfiguration: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable {
        case appearance, headerMode, footerMode, showsSeparators, headerTopPadding, separatorConfiguration, itemSeparators
    }

    init(scene decoder: any Decoder) throws {
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "expected {\"appearance\": \"plain|grouped|insetGrouped|sidebar|sidebarPlain\"}")
        }
        try StrictKeys.check(decoder, known: SceneKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: SceneKeys.self)
        guard let appearance: Compositional.ListConfiguration.Appearance = try CompositionalDecoding.choice(c, .appearance, decoder) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.appearance), "is missing; expected one of plain, grouped, insetGrouped, sidebar, sidebarPlain")
        }
        self.init(appearance: appearance)
        if let mode: Compositional.ListConfiguration.HeaderMode = try CompositionalDecoding.choice(c, .headerMode, decoder) { self.headerMode = mode }
        if let mode: Compositional.ListConfiguration.FooterMode = try CompositionalDecoding.choice(c, .footerMode, decoder) { self.footerMode = mode }
        if let s = try c.decodeIfPresent(Bool.self, forKey: .showsSeparators) {
            if s && appearance.isSidebar {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.showsSeparators), "a sidebar is drawn without separators (UIKit's sidebar look); whether UIKit draws them in a sidebar when asked is not established, so true is refused: drop the key or use another appearance")
            }
            self.showsSeparators = s
        }
        if let padding = try CompositionalDecoding.length(c, .headerTopPadding, decoder) {
            guard self.headerMode == .supplementary else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.headerTopPadding), "pads above a supplementary header, and this list has none: add \"headerMode\": \"supplementary\" or drop the key")
            }
            self.headerTopPadding = padding
        }
        if appearance.isSidebar, let key = [SceneKeys.separatorConfiguration, .itemSeparators].first(where: c.contains) {
            throw SceneError(path: CompositionalDecoding.path(decoder, key), "a sidebar is drawn without separators (UIKit's sidebar look), so a separator configuration would have no effect: drop the key or use another appearance")
        }
        if let value = try c.decodeIfPresent(SeparatorConfigurationValue.self, forKey: .separatorConfiguration) {
            self.separatorConfiguration = value.applied(to: self.separatorConfiguration)
        }
        if let items = try c.decodeIfPresent([ItemSeparatorValue].self, forKey: .itemSeparators) {
            for (i, entry) in items.enumerated() {
                guard self.itemSeparators[entry.item] == nil else {
                    throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.itemSeparators) + "[\(i)].item",
                                     "row \(entry.item) is listed twice; give each row one entry")
                }
                self.itemSeparators[entry.item] = entry.change.applied(to: self.separatorConfiguration)
            }
        }
    }
}

/// A section in a scene: a `group` or a `list`, and `interGroupSpacing`, `contentInsets`,
/// `orthogonalScrolling`, `orthogonalOffset`, `header`, `footer`, `boundaryItems`, `background`, `decorations`,
/// `contentInsetsReference`, `supplementaryContentInsetsReference`, `supplementariesFollowContentInsets` and
/// `itemCount` (NSCollectionLayoutSection). `itemCount` (how many items the section holds) is required.
package struct SectionValue: Decodable, Hashable, Sendable {
    /// The group, for a section that is not a list.
    package var group: Compositional.Group?
    /// The list configuration, for a list section.
    package var list: Compositional.ListConfiguration?
    /// interGroupSpacing, when given.
    package var interGroupSpacing: Double?
    /// contentInsets, when given.
    package var contentInsets: DirectionalEdgeInsets?
    /// orthogonalScrollingBehavior.
    package var orthogonalScrolling: Compositional.OrthogonalScrolling
    /// The section's own scroll offset, in points along its orthogonal axis, when given.
    package var orthogonalOffset: Double?
    /// The header, footer and other boundary items, in order.
    package var boundaryItems: [Compositional.BoundaryItem]
    /// The scene key of each boundary item (`header`, `footer`, `boundaryItems[2]`), for messages.
    package var boundaryKeys: [String]
    /// The keys of the boundary items whose `extendsBoundary` the scene gives itself.
    package var boundaryKeysGivingExtends: Set<String> = []
    /// The background, when given.
    package var background: Compositional.DecorationItem?
    /// Further decorations, each of its own kind (`decorations`).
    package var decorations: [Compositional.DecorationItem] = []
    /// contentInsetsReference, when given.
    package var contentInsetsReference: Compositional.InsetsReference?
    /// supplementaryContentInsetsReference, when given.
    package var supplementaryContentInsetsReference: Compositional.InsetsReference?
    /// supplementariesFollowContentInsets, when given.
    package var supplementariesFollowContentInsets: Bool?
    /// How many items the section holds.
    package var itemCount: Int
    enum CodingKeys: String, CodingKey, CaseIterable {
        case group, list, interGroupSpacing, contentInsets, orthogonalScrolling, orthogonalOffset, header, footer, boundaryItems, background, decorations, itemCount
        case contentInsetsReference, supplementaryContentInsetsReference, supplementariesFollowContentInsets
    }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: CodingKeys.self, expected: "a section object such as {\"group\": {...}, \"itemCount\": 6}")
        let p = { (key: CodingKeys) in CompositionalDecoding.path(decoder, key) }
        switch (c.contains(.group), c.contains(.list)) {
        case (true, true): throw SceneError(path: p(.list), "give either a group or a list, not both")
        case (false, false): throw SceneError(path: CompositionalDecoding.path(decoder), "needs a \"group\" or a \"list\"")
        default: break
        }
        group = try c.sceneIfPresent(Compositional.Group.self, forKey: .group)
        if group?.edgeSpacing != nil {
            throw SceneError(path: p(.group) + ".edgeSpacing", "spaces a group inside its parent group; the section's own group has none (UIKit's effect there is not established), so space groups with interGroupSpacing and the section's contentInsets")
        }
        list = try c.sceneIfPresent(Compositional.ListConfiguration.self, forKey: .list)
        interGroupSpacing = try CompositionalDecoding.length(c, .interGroupSpacing, decoder)
        contentInsets = try c.sceneIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets)
        orthogonalScrolling = try CompositionalDecoding.choice(c, .orthogonalScrolling, decoder) ?? .none
        orthogonalOffset = try c.decodeIfPresent(Double.self, forKey: .orthogonalOffset)
        if let offset = orthogonalOffset {
            guard orthogonalScrolling != .none else {
                throw SceneError(path: p(.orthogonalOffset), "applies to a section whose orthogonalScrolling is not \"none\"")
            }
            guard offset.isFinite, abs(offset) <= CompositionalSpec.maximumLength else {
                throw SceneError(path: p(.orthogonalOffset), "must be within ±\(Int(CompositionalSpec.maximumLength)) points, got \(NumberText.plain(offset))")
            }
        }
        if list != nil && orthogonalScrolling != .none {
            throw SceneError(path: p(.orthogonalScrolling), "a list section cannot scroll orthogonally; use \"none\"")
        }
        boundaryItems = []
        boundaryKeys = []
        // `header` and `footer`: a boundary item of their own kind ("header", "footer") at the
        // top or bottom; the key, the kind and the list's mode (`headerMode`) share the name.
        let edges: [(key: CodingKeys, kind: String, alignment: Compositional.Alignment)] = [
            (.header, ElementKind.sectionHeader, .top), (.footer, ElementKind.sectionFooter, .bottom),
        ]
        for edge in edges {
            guard let b = try c.decodeIfPresent(BoundaryItemValue.self, forKey: edge.key) else { continue }
            let name = edge.key.stringValue
            if list != nil { throw SceneError(path: p(edge.key), "a list section's \(name) comes from list.\(name)Mode (\"supplementary\")") }
            if b.kind != nil { throw SceneError(path: p(edge.key) + ".kind", "a \(name)'s kind is always \"\(edge.kind)\"; use boundaryItems for other kinds") }
            boundaryItems.append(b.item(kind: edge.kind, alignment: edge.alignment))
            boundaryKeys.append(name)
            if b.extendsBoundaryIsGiven { boundaryKeysGivingExtends.insert(name) }
        }
        if let others = try c.decodeIfPresent([BoundaryItemValue].self, forKey: .boundaryItems) {
            for (i, b) in others.enumerated() {
                guard let kind = b.kind else { throw SceneError(path: p(.boundaryItems) + "[\(i)].kind", "is missing; name the item's kind, such as \"badge\"") }
                guard let alignment = b.alignment else { throw SceneError(path: p(.boundaryItems) + "[\(i)].alignment", "is missing; expected an edge or corner such as \"topTrailing\"") }
                boundaryItems.append(b.item(kind: kind, alignment: alignment))
                boundaryKeys.append("boundaryItems[\(i)]")
                if b.extendsBoundaryIsGiven { boundaryKeysGivingExtends.insert("boundaryItems[\(i)]") }
            }
        }
        background = try c.decodeIfPresent(BackgroundValue.self, forKey: .background)?.decoration
        decorations = try c.sceneListIfPresent(Compositional.DecorationItem.self, forKey: .decorations) ?? []
        // UIKit registers one decoration view class per kind; two decorations of one kind in a
        // section would be one index path twice.
        var kinds: Set<String> = background.map { [$0.elementKind] } ?? []
        for (i, d) in decorations.enumerated() where !kinds.insert(d.elementKind).inserted {
            throw SceneError(path: p(.decorations) + "[\(i)].kind", "repeats the kind \"\(d.elementKind)\"\(d.elementKind == Compositional.DecorationItem.sectionBackgroundKind ? " of background" : ""); give each decoration of a section its own kind")
        }
        contentInsetsReference = try CompositionalDecoding.choice(c, .contentInsetsReference, decoder)
        supplementaryContentInsetsReference = try CompositionalDecoding.choice(c, .supplementaryContentInsetsReference, decoder)
        supplementariesFollowContentInsets = try c.decodeIfPresent(Bool.self, forKey: .supplementariesFollowContentInsets)
        guard let count = try c.wholeNumber(.itemCount, expected: "a whole number of items from 0 to \(LayoutSpec.maximumItems)") else {
            throw SceneError(path: p(.itemCount), "is missing; say how many items the section holds, such as \"itemCount\": 6")
        }
        guard count >= 0, count <= LayoutSpec.maximumItems else {
            throw SceneError(path: p(.itemCount), "expected 0 to \(LayoutSpec.maximumItems), got \(count)")
        }
        itemCount = count
        if let row = list?.itemSeparators.keys.max(), row >= count {
            throw SceneError(path: p(.list) + ".itemSeparators", count == 0 ? "names row \(row), but the section holds no items: drop the entry or raise itemCount"
                : "names row \(row), but the section holds \(count) item\(count == 1 ? "" : "s") (rows 0 to \(count - 1)): drop the entry or raise itemCount")
        }
    }

    /// The UIKit section, with list sections resolved for a collection view of `viewport`.
    package func section(viewport: Size) -> Compositional.Section {
        var s: Compositional.Section
        if let list {
            s = .list(using: list, layoutEnvironment: viewport)
        } else if let group {
            s = Compositional.Section(group: group)
            s.boundarySupplementaryItems = boundaryItems
        } else {
            s = Compositional.Section(group: .horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: []))
        }
        if let interGroupSpacing { s.interGroupSpacing = interGroupSpacing }
        if let contentInsets { s.contentInsets = contentInsets }
        s.orthogonalScrollingBehavior = orthogonalScrolling
        if list != nil { s.boundarySupplementaryItems += boundaryItems }
        s.decorationItems = (background.map { [$0] } ?? []) + decorations
        if let contentInsetsReference { s.contentInsetsReference = contentInsetsReference }
        if let supplementaryContentInsetsReference { s.supplementaryContentInsetsReference = supplementaryContentInsetsReference }
        if let supplementariesFollowContentInsets { s.supplementariesFollowContentInsets = supplementariesFollowContentInsets }
        return s
    }
}

/// The `compositional` object of a scene: `{"scrollDirection": "vertical", "interSectionSpacing": 0,
/// "boundaryItems": [BOUNDARY, ...], "contentInsetsReference": "automatic", "safeAreaInsets": INSETS,
/// "layoutDirection": "leftToRight", "sections": [SECTION, ...]}`
/// (UICollectionViewCompositionalLayoutConfiguration and its sections).
package struct CompositionalValue: Decodable, Hashable, Sendable {
    /// The configuration.
    package var configuration: Compositional.Configuration
    /// The sections.
    package var sections: [SectionValue]
    enum CodingKeys: String, CodingKey, CaseIterable {
        case scrollDirection, interSectionSpacing, boundaryItems, sections, contentInsetsReference, safeAreaInsets, layoutDirection
    }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: CodingKeys.self, expected: "an object such as {\"sections\": [...]}")
        configuration = Compositional.Configuration()
        if let d: ScrollDirection = try CompositionalDecoding.choice(c, .scrollDirection, decoder) { configuration.scrollDirection = d }
        if let s = try CompositionalDecoding.length(c, .interSectionSpacing, decoder) { configuration.interSectionSpacing = s }
        if let r: Compositional.InsetsReference = try CompositionalDecoding.choice(c, .contentInsetsReference, decoder) { configuration.contentInsetsReference = r }
        if let safe = try c.sceneIfPresent(DirectionalEdgeInsets.self, forKey: .safeAreaInsets) { configuration.safeAreaInsets = safe }
        if let d: LayoutDirection = try CompositionalDecoding.choice(c, .layoutDirection, decoder) { configuration.layoutDirection = d }
        // Layout-wide boundary items: each with its kind and alignment, as a section's boundaryItems.
        for (i, b) in (try c.decodeIfPresent([BoundaryItemValue].self, forKey: .boundaryItems) ?? []).enumerated() {
            let at = CompositionalDecoding.path(decoder, CodingKeys.boundaryItems) + "[\(i)]"
            guard let kind = b.kind else { throw SceneError(path: at + ".kind", "is missing; name the item's kind, such as \"banner\"") }
            guard let alignment = b.alignment else { throw SceneError(path: at + ".alignment", "is missing; expected an edge or corner such as \"top\"") }
            configuration.boundarySupplementaryItems.append(b.item(kind: kind, alignment: alignment))
        }
        sections = try c.decode([SectionValue].self, forKey: .sections)
        guard !sections.isEmpty else {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.sections), "must list at least one section")
        }
        guard sections.count <= CompositionalSpec.maximumSections else {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.sections), "lists \(sections.count) sections; at most \(CompositionalSpec.maximumSections)")
        }
        // A pinned item needs an edge across the scroll direction to stay on.
        let vertical = configuration.scrollDirection == .vertical
        for (i, section) in sections.enumerated() {
            let at = CompositionalDecoding.path(decoder, CodingKeys.sections) + "[\(i)]"
            // A list section's header and footer are boundary items too.
            var items = Array(zip(section.boundaryItems, section.boundaryKeys))
            if let list = section.list {
                let size = Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
                if list.headerMode == .supplementary {
                    items.insert((Compositional.BoundaryItem(layoutSize: size, elementKind: ElementKind.sectionHeader, alignment: .top), "list.headerMode"), at: 0)
                }
                if list.footerMode == .supplementary {
                    // Before the scene's own items, so that a clash names the scene's item.
                    let at = list.headerMode == .supplementary ? 1 : 0
                    items.insert((Compositional.BoundaryItem(layoutSize: size, elementKind: ElementKind.sectionFooter, alignment: .bottom), "list.footerMode"), at: at)
                }
            }
            // extendsBoundary means something on an edge across the scroll direction only.
            for (item, key) in items where section.boundaryKeysGivingExtends.contains(key) && item.extendsBoundary
                && item.alignment.scrollEdge(configuration.scrollDirection) == 0 {
                throw SceneError(path: "\(at).\(key).extendsBoundary", "applies to an item on an edge across the scroll direction (\(vertical ? "top or bottom when scrolling vertically" : "leading or trailing when scrolling horizontally")); this one is at \(item.alignment.rawValue) and overlays the section's side, so drop the key")
            }
            // UIKit: each supplementary item must have a unique element kind.
            var kinds: [String: String] = [:]
            for (item, key) in items {
                if let first = kinds[item.elementKind] {
                    throw SceneError(path: "\(at).\(key).kind", "repeats the kind \"\(item.elementKind)\" of \(first); UIKit needs a unique element kind for each supplementary item of a section")
                }
                kinds[item.elementKind] = key
            }
            // Two items that extend the section on the same edge: what UIKit does (stack them,
            // or overlap them and extend by the taller) is not established, so it is refused.
            for edge in [-1, 1] {
                let extending = items.filter { item, _ in
                    item.extendsBoundary && item.alignment.scrollEdge(configuration.scrollDirection) == edge
                }
                if extending.count > 1 {
                    let names = extending.map(\.1)
                    throw SceneError(path: "\(at).\(names[1]).extendsBoundary",
                                     "\(names[0]) and \(names[1]) both extend the section on its \(edge < 0 ? (vertical ? "top" : "leading") : (vertical ? "bottom" : "trailing")) edge; sbrender cannot say how UIKit places two such items, so give one of them \"extendsBoundary\": false (it then overlays the section's content) or merge them into one")
                }
            }
            for (item, key) in zip(section.boundaryItems, section.boundaryKeys) where item.pinToVisibleBounds {
                let onEdge = configuration.scrollDirection == .vertical ? item.alignment.isTopOrBottom : item.alignment.isLeadingOrTrailing
                if !onEdge {
                    throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.sections) + "[\(i)].\(key).pinToVisibleBounds",
                                     "needs an alignment on an edge across the scroll direction (top or bottom when scrolling vertically), not \(item.alignment.rawValue)")
                }
            }
        }
    }

    /// The layout's definition for a collection view of `viewport` (list sections need its width).
    package func spec(viewport: Size) -> CompositionalSpec {
        var spec = CompositionalSpec(configuration: configuration, sections: sections.map { $0.section(viewport: viewport) },
                                     itemCounts: sections.map(\.itemCount))
        for (i, section) in sections.enumerated() {
            if let offset = section.orthogonalOffset { spec.orthogonalOffsets[i] = offset }
        }
        return spec
    }
}
