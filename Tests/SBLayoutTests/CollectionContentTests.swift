import SBLayout
import Testing

@Suite struct CollectionContentTests {
    @Test func implicitIdentitiesCountThroughTheSections() {
        let c = CollectionContent(itemCounts: [2, 0, 3])
        #expect(c.totalItems == 5)
        #expect(c.sectionStarts == [0, 2, 2])
        #expect(c.identity(at: ip(2, 1)) == 3)
        #expect(c.identities(inSection: 2) == [2, 3, 4])
        #expect(c.maxIdentity == 4)
        #expect(CollectionContent(itemCounts: []).maxIdentity == -1)
        #expect(CollectionContent(itemCounts: [-3]).itemCounts == [0])
    }

    @Test func globalIndicesSkipEmptySections() {
        let c = CollectionContent(itemCounts: [0, 2, 0, 0, 1, 0])
        #expect((0..<3).map { c.indexPath(forGlobalIndex: $0) } == [ip(1, 0), ip(1, 1), ip(4, 0)])
        #expect([ip(1, 0), ip(1, 1), ip(4, 0)].map { c.globalIndex(of: $0) } == [0, 1, 2])
    }

    @Test func containment() {
        let c = CollectionContent(itemCounts: [2, 0])
        #expect(c.contains(ip(0, 1)))
        #expect(!c.contains(ip(0, 2)))
        #expect(!c.contains(ip(1, 0)))
        #expect(!c.contains(ip(-1, 0)))
        #expect(!c.contains(ip(0, -1)))
        #expect(c.numberOfItems(inSection: 5) == 0)
    }

    @Test func perItemSizesRepeatByIdentity() {
        let sizes = [Size(width: 1, height: 1), Size(width: 2, height: 2)]
        let c = CollectionContent(identifiers: [[7, 4]], itemSizes: sizes)
        #expect(c.size(at: ip(0, 0), fallback: .zero) == Size(width: 2, height: 2))
        #expect(c.size(at: ip(0, 1), fallback: .zero) == Size(width: 1, height: 1))
        #expect(!c.usesUniformItemSize)
        #expect(CollectionContent(itemCounts: [1]).size(at: ip(0, 0), fallback: Size(width: 9, height: 9)) == Size(width: 9, height: 9))
    }
}
