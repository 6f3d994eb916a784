/// The animation of one update batch under one layout: for every element, its attributes at the
/// start and at the end, as UICollectionView animates them.
///
/// Surviving items move from their frame before to their frame after, and so do the headers and
/// footers of surviving sections (matched by kind and section across section inserts and
/// deletes), and views anchored to items (badges) with their items; those of inserted and deleted
/// sections and items appear and disappear with the layout's
/// supplementary initial/final attributes, or by default fade in and out in place. Decoration
/// views (backgrounds, separators) at the same kind and index path before and after move and
/// resize; the others fade in or out in place. An inserted item starts
/// at the layout's initialLayoutAttributesForAppearingItem, or by default fades in at its final
/// place (alpha 0 to 1); a deleted item ends at finalLayoutAttributesForDisappearingItem, or by
/// default fades out in place.
package struct UpdateTransition: Sendable {
    /// One element's animation: what happens to it, and its attributes at the start and the end.
    package struct Element: Hashable, Sendable {
        /// What the update does to the item.
        package var update: ItemUpdate
        /// The attributes at the start of the animation.
        package var start: LayoutAttributes
        /// The attributes at the end of the animation.
        package var end: LayoutAttributes
    }

    /// UIKit's duration for batch updates. *Assumption*: 0.3 s (UIKit does not document it; the
    /// well-known re-implementations use 0.3 s).
    package static let defaultDuration = 0.3

    /// The content before the update.
    package var before: CollectionContent
    /// The content after the update.
    package var after: CollectionContent
    /// Every item's animation, in ``UpdateBatch/apply(to:)`` order, then every supplementary
    /// view's, then every decoration view's (both with identity -1 in their ``ItemUpdate``).
    package var elements: [Element]
    /// The animation's length, in seconds.
    package var duration: Double
    /// The animation's timing curve (ease-in-ease-out by default, as UIKit's).
    package var timing: TimingFunction

    /// Prepares `layout` for the content before and after `batch` and pairs up the attributes.
    /// - Parameters:
    ///   - layout: the layout, configured; it is prepared twice, for the content before and after.
    ///   - content: the content before the update.
    ///   - viewport: the collection view's size, in points.
    ///   - batch: the deletions, insertions and moves.
    ///   - duration: the animation's length, in seconds.
    ///   - timing: the animation's timing curve.
    /// - Throws: ``UpdateError`` when the batch does not apply to `content`.
    package init<L: CollectionViewLayout>(layout: L, content: CollectionContent, viewport: Size, batch: UpdateBatch,
                                         duration: Double = UpdateTransition.defaultDuration,
                                         timing: TimingFunction = .easeInEaseOut) throws(UpdateError) {
        let (after, items) = try batch.apply(to: content)
        var old = layout
        old.prepare(content: content, viewport: viewport)
        var new = layout
        new.prepare(content: after, viewport: viewport)
        var elements: [Element] = []
        for item in items {
            switch item.change {
            case .kept, .moved:
                guard let b = item.before, let a = item.after,
                      let start = old.layoutAttributesForItem(at: b), var end = new.layoutAttributesForItem(at: a) else { continue }
                end.identity = item.identity
                var s = start
                s.indexPath = a
                elements.append(Element(update: item, start: s, end: end))
            case .inserted:
                guard let a = item.after, let end = new.layoutAttributesForItem(at: a) else { continue }
                var start = new.initialLayoutAttributesForAppearingItem(at: a, in: batch) ?? end.faded
                start.identity = end.identity
                elements.append(Element(update: item, start: start, end: end))
            case .deleted:
                guard let b = item.before, let start = old.layoutAttributesForItem(at: b) else { continue }
                var end = old.finalLayoutAttributesForDisappearingItem(at: b, in: batch) ?? start.faded
                end.identity = start.identity
                elements.append(Element(update: item, start: start, end: end))
            }
        }
        // Supplementary views (headers, footers) move with their sections; those of inserted
        // sections appear, those of deleted sections disappear (UIKit asks for their
        // initial/final attributes, and fades them when the layout has none).
        let map = (try? batch.sectionMap(sectionsBefore: content.numberOfSections)) ?? []
        var newSection: [Int: Int] = [:]
        for (a, b) in map.enumerated() { if let b { newSection[b] = a } }
        // A badge (a view anchored to an item) goes with its item instead: matched by its identity.
        func key(_ a: LayoutAttributes) -> String {
            a.isAnchoredToItem ? "\(a.category.kind ?? "")#\(a.identity)" : "\(a.category.kind ?? "")/\(a.indexPath.section)"
        }
        let oldViews = old.layoutAttributesForAllElements().filter { if case .supplementaryView = $0.category { return true } else { return false } }
        let newViews = new.layoutAttributesForAllElements().filter { if case .supplementaryView = $0.category { return true } else { return false } }
        var ends: [String: LayoutAttributes] = [:]
        for v in newViews { ends[key(v)] = v }
        var matched = Set<String>()
        for v in oldViews {
            let kind = v.category.kind ?? ""
            let match = v.isAnchoredToItem ? ends[key(v)] : newSection[v.indexPath.section].flatMap { ends["\(kind)/\($0)"] }
            if let end = match {
                var start = v
                start.indexPath = end.indexPath
                matched.insert(key(end))
                elements.append(Element(update: ItemUpdate(identity: -1, change: .kept, before: v.indexPath, after: end.indexPath), start: start, end: end))
            } else {
                let end = old.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: v.indexPath, in: batch) ?? v.faded
                elements.append(Element(update: ItemUpdate(identity: -1, change: .deleted, before: v.indexPath, after: nil), start: v, end: end))
            }
        }
        for v in newViews where !matched.contains(key(v)) {
            let start = new.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: v.category.kind ?? "", at: v.indexPath, in: batch) ?? v.faded
            elements.append(Element(update: ItemUpdate(identity: -1, change: .inserted, before: nil, after: v.indexPath), start: start, end: v))
        }
        // Decoration views (section backgrounds, list separators) are matched as UIKit matches
        // them, by kind and index path (the section mapped across section updates): one present
        // before and after moves and resizes from its old frame to its new one; the others fade
        // out or in in place.
        func decorations(_ l: L) -> [LayoutAttributes] {
            l.layoutAttributesForAllElements().filter { if case .decorationView = $0.category { return true } else { return false } }
        }
        func decorationKey(_ a: LayoutAttributes, section: Int) -> String { "\(a.category.kind ?? "")/\(section)/\(a.indexPath.item)" }
        var decorationEnds: [String: LayoutAttributes] = [:]
        for d in decorations(new) { decorationEnds[decorationKey(d, section: d.indexPath.section)] = d }
        var matchedDecorations = Set<String>()
        for d in decorations(old) {
            if let s = newSection[d.indexPath.section], let end = decorationEnds[decorationKey(d, section: s)] {
                var start = d
                start.indexPath = end.indexPath
                matchedDecorations.insert(decorationKey(end, section: s))
                elements.append(Element(update: ItemUpdate(identity: -1, change: .kept, before: d.indexPath, after: end.indexPath), start: start, end: end))
            } else {
                elements.append(Element(update: ItemUpdate(identity: -1, change: .deleted, before: d.indexPath, after: nil), start: d, end: d.faded))
            }
        }
        for d in decorations(new) where !matchedDecorations.contains(decorationKey(d, section: d.indexPath.section)) {
            elements.append(Element(update: ItemUpdate(identity: -1, change: .inserted, before: nil, after: d.indexPath), start: d.faded, end: d))
        }
        self.before = content
        self.after = after
        self.elements = elements
        self.duration = duration
        self.timing = timing
    }

    /// Every element's attributes `time` seconds into the animation (clamped to its duration).
    package func attributes(at time: Double) -> [LayoutAttributes] {
        let fraction = duration > 0 ? min(max(time / duration, 0), 1) : 1
        let progress = timing.progress(at: fraction)
        return elements.map { LayoutAttributes.interpolate(from: $0.start, to: $0.end, progress) }
    }
}
