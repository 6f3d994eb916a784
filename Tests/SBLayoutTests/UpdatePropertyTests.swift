import PropertyBased
import SBLayout
import Testing

/// A random, valid update batch on random content, with what it must do written down while it is
/// drawn (so that the checks do not depend on `UpdateBatch.apply`).
struct UpdateScenario: Sendable, CustomStringConvertible {
    var counts: [Int]
    var batch: UpdateBatch
    /// Identities (implicit numbering) the batch deletes.
    var deletedIdentities: [Int]
    /// Where each moved identity must end up.
    var movedTo: [Int: IndexPath]
    /// The section sizes after the update.
    var countsAfter: [Int]

    var description: String {
        "counts \(counts) deleting \(batch.deletedIndexPaths.sorted()) inserting \(batch.insertedIndexPaths.sorted()) "
            + "moving \(batch.moves.map { "\($0.from)->\($0.to)" })"
    }

    static func draw(_ rng: inout any SeededRandomNumberGenerator) -> UpdateScenario {
        var d = Draw(rng: rng)
        defer { rng = d.rng }
        let sections = d.int(1...6)
        let counts = (0..<sections).map { _ in d.int(0...40) }
        var deleted: [IndexPath] = [], deletedIdentities: [Int] = []
        var moveSources: [(IndexPath, identity: Int, toSection: Int)] = []
        var kept = [Int](repeating: 0, count: sections)
        var identity = 0
        for s in 0..<sections {
            for i in 0..<counts[s] {
                switch d.int(0...9) {
                case 0, 1:
                    deleted.append(IndexPath(item: i, section: s))
                    deletedIdentities.append(identity)
                case 2, 3:
                    moveSources.append((IndexPath(item: i, section: s), identity, d.int(0...(sections - 1))))
                default:
                    kept[s] += 1
                }
                identity += 1
            }
        }
        let insertCounts = (0..<sections).map { _ in d.int(0...3) }
        var countsAfter: [Int] = []
        var inserted: [IndexPath] = []
        var moves: [UpdateBatch.Move] = []
        var movedTo: [Int: IndexPath] = [:]
        for s in 0..<sections {
            let incoming = moveSources.filter { $0.toSection == s }
            let total = kept[s] + incoming.count + insertCounts[s]
            countsAfter.append(total)
            // Random distinct places for the incoming moves and the insertions.
            var places = Array(0..<total)
            for k in stride(from: places.count - 1, to: 0, by: -1) { places.swapAt(k, d.int(0...k)) }
            for (k, m) in incoming.enumerated() {
                let to = IndexPath(item: places[k], section: s)
                moves.append(.init(from: m.0, to: to))
                movedTo[m.identity] = to
            }
            for k in 0..<insertCounts[s] {
                inserted.append(IndexPath(item: places[incoming.count + k], section: s))
            }
        }
        return UpdateScenario(counts: counts, batch: UpdateBatch(deleting: deleted, inserting: inserted, moving: moves),
                              deletedIdentities: deletedIdentities, movedTo: movedTo, countsAfter: countsAfter)
    }

    static let generator = Generator<UpdateScenario, Shrink.None<UpdateScenario>>(run: { draw(&$0) })
}

/// Multiset difference, as sorted arrays.
func removing(_ removed: [Int], from items: [Int]) -> [Int] {
    var counts: [Int: Int] = [:]
    for r in removed { counts[r, default: 0] += 1 }
    var result: [Int] = []
    for i in items {
        if let c = counts[i], c > 0 { counts[i] = c - 1 } else { result.append(i) }
    }
    return result.sorted()
}

func allIndexPaths(_ c: CollectionContent) -> [IndexPath] {
    (0..<c.numberOfSections).flatMap { s in (0..<c.numberOfItems(inSection: s)).map { IndexPath(item: $0, section: s) } }
}

@Suite struct UpdatePropertyTests {
    @Test func updatesKeepEverySurvivingItem() async {
        await propertyCheck(count: 300, input: UpdateScenario.generator) { s in
            let before = CollectionContent(itemCounts: s.counts)
            let result: (content: CollectionContent, items: [ItemUpdate])
            do {
                result = try s.batch.apply(to: before)
            } catch {
                Issue.record("a valid batch was refused: \(error)")
                return
            }
            let after = result.content
            #expect(after.itemCounts == s.countsAfter)
            let beforeIDs = (0..<before.numberOfSections).flatMap { before.identities(inSection: $0) }
            let afterIDs = (0..<after.numberOfSections).flatMap { after.identities(inSection: $0) }
            let insertedIDs = s.batch.insertedIndexPaths.map { after.identity(at: $0) }
            // Identities before minus deleted == identities after minus inserted, as multisets.
            #expect(removing(s.deletedIdentities, from: beforeIDs) == removing(insertedIDs, from: afterIDs))
            // Inserted items are new; moved items are where the batch put them.
            #expect(Set(insertedIDs).isDisjoint(with: beforeIDs))
            #expect(Set(insertedIDs).count == insertedIDs.count)
            for (identity, to) in s.movedTo {
                #expect(after.identity(at: to) == identity, "identity \(identity) should be at \(to)")
            }
            // Items that are neither deleted nor moved keep their order within their section.
            for section in 0..<before.numberOfSections {
                let stay = before.identities(inSection: section).filter {
                    !s.deletedIdentities.contains($0) && s.movedTo[$0] == nil
                }
                let stayed = after.identities(inSection: section).filter { stay.contains($0) }
                #expect(stay == stayed, "section \(section)")
            }
            // Every item before and after is accounted for exactly once.
            let updates = result.items
            #expect(updates.compactMap(\.before).sorted() == allIndexPaths(before))
            #expect(updates.compactMap(\.after).sorted() == allIndexPaths(after))
            #expect(updates.filter { $0.change == .deleted }.map(\.identity).sorted() == s.deletedIdentities.sorted())
        }
    }

    @Test func transitionsAnimateEveryElement() async {
        await propertyCheck(count: 100, input: UpdateScenario.generator) { s in
            let content = CollectionContent(itemCounts: s.counts)
            var flow = FlowLayout()
            flow.itemSize = Size(width: 60, height: 40)
            guard let t = try? UpdateTransition(layout: flow, content: content, viewport: Size(width: 320, height: 480), batch: s.batch) else {
                Issue.record("a valid batch was refused")
                return
            }
            #expect(t.elements.count == t.after.totalItems + s.deletedIdentities.count)
            let old = prepared(flow, content, Size(width: 320, height: 480))
            let new = prepared(flow, t.after, Size(width: 320, height: 480))
            for e in t.elements {
                #expect(e.start.identity == e.end.identity)
                switch e.update.change {
                case .kept, .moved:
                    #expect(e.start.frame == old.layoutAttributesForItem(at: e.update.before!)?.frame)
                    #expect(e.end == new.layoutAttributesForItem(at: e.update.after!))
                case .inserted:
                    #expect(e.start.frame == e.end.frame && e.start.alpha == 0 && e.end.alpha == 1)
                case .deleted:
                    #expect(e.start.frame == e.end.frame && e.start.alpha == 1 && e.end.alpha == 0)
                }
            }
        }
    }
}
