import Foundation
internal import SBLayout

// SBUIKit's compositional classes as SBLayout's compositional values (what the engine solves),
// and SBLayout's list sections as SBUIKit's classes.

extension NSCollectionLayoutSize {
    var engineValue: Compositional.LayoutSize {
        Compositional.LayoutSize(widthDimension: widthDimension.engineValue, heightDimension: heightDimension.engineValue)
    }

    static func from(_ v: Compositional.LayoutSize) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: NSCollectionLayoutDimension(v.widthDimension), heightDimension: NSCollectionLayoutDimension(v.heightDimension))
    }
}

extension NSCollectionLayoutEdgeSpacing {
    var engineValue: Compositional.EdgeSpacing {
        Compositional.EdgeSpacing(leading: leading?.engineValue, top: top?.engineValue,
                                  trailing: trailing?.engineValue, bottom: bottom?.engineValue)
    }
}

extension NSDirectionalEdgeInsets {
    var engineValue: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }

    init(_ v: DirectionalEdgeInsets) {
        self.init(top: v.top, leading: v.leading, bottom: v.bottom, trailing: v.trailing)
    }
}

extension NSCollectionLayoutItem {
    /// The item, or the group it is, as a member of a group whose subitems resolve against
    /// `container` (custom groups ask their provider in it).
    func engineSubitem(in container: Size, traits: UITraitCollection) -> Compositional.Group.Subitem {
        if let group = self as? NSCollectionLayoutGroup { return .group(group.engineValue(in: container, traits: traits)) }
        var item = Compositional.Item(layoutSize: layoutSize.engineValue)
        item.contentInsets = contentInsets.engineValue
        item.edgeSpacing = edgeSpacing?.engineValue
        item.supplementaryItems = supplementaryItems.map(\.engineValue)
        return .item(item)
    }
}

extension NSCollectionLayoutGroup {
    /// The group as the engine's value, resolved in `container` (the section's content area for
    /// a section's group, the enclosing group's size less its contentInsets for a nested one). A
    /// custom group calls its item provider with an environment whose content size is the group's
    /// size there and whose insets are the group's contentInsets.
    func engineValue(in container: Size, traits: UITraitCollection) -> Compositional.Group {
        let engineAxis: Compositional.Group.Axis = axis == .horizontal ? .horizontal : .vertical
        let size = layoutSize.engineValue.resolve(in: container)
        let environment = LayoutEnvironment(contentSize: CGSize(size), contentInsets: contentInsets, traitCollection: traits)
        let inner = Size(environment.effectiveContentSize)
        var g: Compositional.Group
        if let itemProvider {
            let items = itemProvider(environment).map {
                Compositional.CustomItem(frame: Rect($0.frame), zIndex: $0.zIndex)
            }
            g = .custom(layoutSize: layoutSize.engineValue, items: items)
        } else if let count, let only = subitems.first {
            g = Compositional.Group(axis: engineAxis, layoutSize: layoutSize.engineValue,
                                    repeatingSubitem: only.engineSubitem(in: inner, traits: traits), count: count)
        } else {
            g = Compositional.Group(axis: engineAxis, layoutSize: layoutSize.engineValue,
                                    subitems: subitems.map { $0.engineSubitem(in: inner, traits: traits) })
        }
        g.interItemSpacing = interItemSpacing?.engineValue
        g.contentInsets = contentInsets.engineValue
        g.edgeSpacing = edgeSpacing?.engineValue
        g.supplementaryItems = supplementaryItems.map(\.engineValue)
        return g
    }
}

extension NSRectAlignment {
    var engineValue: Compositional.Alignment {
        switch self {
        case .none: .none
        case .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}

extension UICollectionLayoutSectionOrthogonalScrollingBehavior {
    var engineValue: Compositional.OrthogonalScrolling {
        switch self {
        case .none: .none
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

extension UICollectionLayoutListConfiguration {
    /// The engine's configuration, without per-row separators.
    var engineValue: Compositional.ListConfiguration {
        let appearance: Compositional.ListConfiguration.Appearance
        switch self.appearance {
        case .plain: appearance = .plain
        case .grouped: appearance = .grouped
        case .insetGrouped: appearance = .insetGrouped
        case .sidebar: appearance = .sidebar
        case .sidebarPlain: appearance = .sidebarPlain
        }
        var c = Compositional.ListConfiguration(appearance: appearance)
        switch headerMode {
        case .none: c.headerMode = .none
        case .supplementary: c.headerMode = .supplementary
        case .firstItemInSection: c.headerMode = .firstItemInSection
        }
        c.footerMode = footerMode == .supplementary ? .supplementary : .none
        c.showsSeparators = showsSeparators && !appearance.isSidebar
        c.headerTopPadding = headerTopPadding.map { Double($0) }
        c.separatorConfiguration = separatorConfiguration.engineValue
        c.backgroundColor = backgroundColor?.sbColor
        return c
    }

    /// The engine's configuration for section `section` of `itemCount` rows: the
    /// ``itemSeparatorHandler``'s answer for each row that differs from the section's.
    func engineValue(section: Int, itemCount: Int) -> Compositional.ListConfiguration {
        var c = engineValue
        guard let handler = itemSeparatorHandler, itemCount > 0 else { return c }
        for item in 0..<itemCount {
            let answer = handler(IndexPath(item: item, section: section), separatorConfiguration)
            if answer != separatorConfiguration { c.itemSeparators[item] = answer.engineValue }
        }
        return c
    }
}

extension UIListSeparatorConfiguration {
    var engineValue: Compositional.SeparatorConfiguration {
        func visibility(_ v: Visibility) -> Compositional.SeparatorConfiguration.Visibility {
            switch v {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
        var c = Compositional.SeparatorConfiguration()
        c.topSeparatorVisibility = visibility(topSeparatorVisibility)
        c.bottomSeparatorVisibility = visibility(bottomSeparatorVisibility)
        c.topSeparatorInsets = topSeparatorInsets.engineValue
        c.bottomSeparatorInsets = bottomSeparatorInsets.engineValue
        return c
    }
}

extension NSCollectionLayoutSection {
    /// The section as the engine's value in a collection view whose content area is `viewport`
    /// with these traits. A list section's header and footer kinds become the engine's.
    /// `section` and `itemCount` say which section it is and how many rows it holds, for a list's
    /// per-row separators.
    func engineValue(viewport: Size, traits: UITraitCollection, section: Int = 0, itemCount: Int = 0) -> Compositional.Section {
        let area = LayoutEnvironment(contentSize: CGSize(viewport), contentInsets: contentInsets, traitCollection: traits).effectiveContentSize
        var s = Compositional.Section(group: group.engineValue(in: Size(area), traits: traits))
        s.interGroupSpacing = Double(interGroupSpacing)
        s.contentInsets = contentInsets.engineValue
        s.contentInsetsReference = contentInsetsReference.engineValue
        s.supplementaryContentInsetsReference = supplementaryContentInsetsReference.engineValue
        s.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        s.orthogonalScrollingBehavior = orthogonalScrollingBehavior.engineValue
        s.boundarySupplementaryItems = boundarySupplementaryItems.map { b in
            var v = b.engineBoundary
            if listConfiguration != nil { v.elementKind = ElementKindBridge.sbLayout(b.elementKind) }
            return v
        }
        s.decorationItems = decorationItems.map { d in
            var v = Compositional.DecorationItem(elementKind: d.elementKind)
            v.contentInsets = d.contentInsets.engineValue
            v.zIndex = d.zIndex
            return v
        }
        s.listConfiguration = listConfiguration?.engineValue(section: section, itemCount: itemCount)
        return s
    }

    /// A list section (UIKit's `list(using:layoutEnvironment:)`): one 44 pt row per item across
    /// the section's content area, with the configuration's header, footer and insets, as
    /// SBLayout's list metrics give them. The result is an ordinary section: change its insets or
    /// items as on iOS.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let value = Compositional.Section.list(using: configuration.engineValue,
                                               layoutEnvironment: Size(layoutEnvironment.container.contentSize))
        let items = value.group.subitems.compactMap { sub -> NSCollectionLayoutItem? in
            guard case .item(let i) = sub else { return nil }
            let item = NSCollectionLayoutItem(layoutSize: .from(i.layoutSize))
            item.contentInsets = NSDirectionalEdgeInsets(i.contentInsets)
            return item
        }
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .from(value.group.layoutSize), subitems: items)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(value.contentInsets)
        section.interGroupSpacing = value.interGroupSpacing
        section.boundarySupplementaryItems = value.boundarySupplementaryItems.map { b in
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .from(b.layoutSize), elementKind: ElementKindBridge.uikit(b.elementKind),
                                                        alignment: b.alignment == .bottom ? .bottom : .top)
        }
        section.listConfiguration = configuration
        return section
    }
}

extension NSCollectionLayoutSupplementaryItem {
    /// The engine's value.
    var engineValue: Compositional.SupplementaryItem {
        var s = Compositional.SupplementaryItem(layoutSize: layoutSize.engineValue, elementKind: elementKind,
                                                containerAnchor: containerAnchor.engineValue)
        s.itemAnchor = itemAnchor?.engineValue
        s.zIndex = zIndex
        return s
    }
}

extension NSCollectionLayoutAnchor {
    /// The engine's value.
    var engineValue: Compositional.Anchor {
        let edges = DirectionalRectEdge(rawValue: Int(edges.rawValue))
        let offset = Point(x: Double(offset.x), y: Double(offset.y))
        return isFractionalOffset ? .init(edges: edges, fractionalOffset: offset) : .init(edges: edges, absoluteOffset: offset)
    }
}

extension NSCollectionLayoutBoundarySupplementaryItem {
    /// The engine's value (its kind as given).
    var engineBoundary: Compositional.BoundaryItem {
        var v = Compositional.BoundaryItem(layoutSize: layoutSize.engineValue, elementKind: elementKind,
                                           alignment: alignment.engineValue, absoluteOffset: Point(offset))
        v.extendsBoundary = extendsBoundary
        v.pinToVisibleBounds = pinToVisibleBounds
        v.zIndex = zIndex
        return v
    }
}

extension UIContentInsetsReference {
    /// The engine's value.
    var engineValue: Compositional.InsetsReference {
        switch self {
        case .automatic: .automatic
        case .none: .none
        case .safeArea: .safeArea
        case .layoutMargins: .layoutMargins
        case .readableContent: .readableContent
        }
    }
}
