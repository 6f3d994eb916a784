import SBLayout
import SBMotion
import Testing

@Suite struct CompositionalMotionTests {
    /// A carousel of 0.9-wide groups in a 390 pt view, centred group paging, 10 pt apart.
    func carousel(_ behavior: Compositional.OrthogonalScrolling) -> LayoutSpec {
        var section = Compositional.Section(group: .horizontal(
            layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(250)),
            subitems: [Compositional.Item(layoutSize: Compositional.LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        var spec = LayoutSpec(layout: .compositional)
        spec.viewport = Size(width: 390, height: 844)
        spec.compositional = CompositionalSpec(sections: [section], itemCounts: [5])
        return spec
    }

    @Test func theOrthogonalFlickPagesOneGroupAndCentresIt() throws {
        let timeline = try NamedAnimation.make("orthogonal", spec: carousel(.groupPagingCentered))
        let end = timeline.state(at: timeline.duration).layout
        // Groups 351 wide, 10 apart: one page is 361; the second group is then centred at (390 - 351) / 2.
        #expect((end as? CompositionalLayout)?.orthogonalOffset(inSection: 0) == 361)
        #expect(end.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == Rect(x: 19.5, y: 0, width: 351, height: 250))
        let start = timeline.state(at: 0).layout
        #expect(start.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 19.5, y: 0, width: 351, height: 250))
    }

    @Test func aContinuousFlickStopsWhereDecelerationStops() throws {
        let timeline = try NamedAnimation.make("orthogonal", spec: carousel(.continuous))
        let offset = (timeline.state(at: timeline.duration).layout as? CompositionalLayout)?.orthogonalOffset(inSection: 0) ?? -1
        // 1500 pt/s decaying by 0.998 a millisecond travels 1500 / (1000 x -ln 0.998) = 749.25 pt.
        #expect(abs(offset - 749.25) < 0.01)
    }

    @Test func insertsDeletesAndTransitionsAreNamed() throws {
        #expect(NamedAnimation.names(for: .compositional) == ["orthogonal", "scroll", "insert", "delete", "transition"])
        let delete = try NamedAnimation.make("delete", spec: carousel(.none))
        #expect(delete.duration > 0)
        let transition = try NamedAnimation.make("transition", spec: carousel(.none), to: LayoutSpec(layout: .grid))
        #expect(transition.duration > 0)
        let back = try NamedAnimation.make("transition", spec: LayoutSpec(layout: .flow), to: LayoutSpec(layout: .compositional))
        #expect(back.duration > 0)
    }
}
