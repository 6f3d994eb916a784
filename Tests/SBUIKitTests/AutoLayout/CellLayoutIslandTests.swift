import Foundation
@testable import SBUIKit
import Testing

/// A cell whose content is one view pinned inside its content view: `inset` from the leading and
/// top edges, 40 x 20 (the leading constraint kept to change it).
final class PinnedInnerCell: UICollectionViewCell {
    let inner = UIView()
    private(set) var leading: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        inner.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(inner)
        let leading = inner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10)
        self.leading = leading
        NSLayoutConstraint.activate([
            leading,
            inner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            inner.widthAnchor.constraint(equalToConstant: 40),
            inner.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor final class PinnedInnerDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "pinned", for: indexPath)
    }
}

/// issue 38 (cost): a cell the collection view places is laid out by an engine of its own (UIKit
/// lays a cell's content out on its own too), unless a constraint from outside reaches into it;
/// the frames are those of one system over the whole hierarchy.
@MainActor @Suite struct CellLayoutIslandTests {
    /// A 300 x 400 root holding a collection view at (0, 0, 300, 200) (flow layout, 100 x 50
    /// items, section inset 20 on the left: the line's 280 - 2 x 100 = 80 points of room go
    /// between the two cells, at x = 20 and 200, y = 0) and a banner placed by constraints at
    /// (0, 300, 300, 44).
    private func hierarchy() -> (root: UIView, view: UICollectionView, banner: UIView, data: PinnedInnerDataSource) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 50)
        flow.minimumInteritemSpacing = 10
        flow.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: flow)
        view.register(PinnedInnerCell.self, forCellWithReuseIdentifier: "pinned")
        let data = PinnedInnerDataSource()
        view.dataSource = data
        root.addSubview(view)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.topAnchor, constant: 300),
            banner.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 44),
        ])
        return (root, view, banner, data)
    }

    private func cells(_ view: UICollectionView) -> [PinnedInnerCell] {
        view.subviews.compactMap { $0 as? PinnedInnerCell }.sorted { $0.frame.minX < $1.frame.minX }
    }

    /// Each cell's inner view at (10, 5, 40, 20) in its content view, by the cell's own engine;
    /// the banner by the root's.
    @Test func eachCellHasItsOwnEngine() throws {
        let (root, view, banner, data) = hierarchy()
        root.layoutIfNeeded()
        _ = data
        let cells = cells(view)
        try #require(cells.count == 2)
        #expect(cells.map(\.frame) == [CGRect(x: 20, y: 0, width: 100, height: 50), CGRect(x: 200, y: 0, width: 100, height: 50)])
        #expect(cells.map(\.inner.frame) == [CGRect(x: 10, y: 5, width: 40, height: 20), CGRect(x: 10, y: 5, width: 40, height: 20)])
        #expect(banner.frame == CGRect(x: 0, y: 300, width: 300, height: 44))
        #expect(cells.allSatisfy { LayoutEngine.isIsland($0) })
        #expect(cells.allSatisfy { $0.autoLayout.engine != nil && $0.autoLayout.engine !== root.autoLayout.engine })
        #expect(root.autoLayout.engine != nil)
    }

    /// A constant changed inside one cell moves its view at the next pass: 10 -> 25.
    @Test func aChangeInsideACellIsLaidOutAgain() throws {
        let (root, view, _, data) = hierarchy()
        root.layoutIfNeeded()
        _ = data
        let cells = cells(view)
        try #require(cells.count == 2)
        cells[1].leading?.constant = 25
        root.layoutIfNeeded()
        #expect(cells[1].inner.frame == CGRect(x: 25, y: 5, width: 40, height: 20))
        #expect(cells[0].inner.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
    }

    /// A constraint from the banner to the first cell's inner view (installed on the root, their
    /// common ancestor) makes that cell part of the root's system: the banner's leading edge at
    /// the inner view's, 20 + 10 = 30 in the root; the other cell stays an island.
    @Test func aConstraintFromOutsideJoinsTheCellToTheRootsSystem() throws {
        let (root, view, banner, data) = hierarchy()
        root.layoutIfNeeded()
        _ = data
        let cells = cells(view)
        try #require(cells.count == 2)
        NSLayoutConstraint.deactivate(root.constraints.filter { $0.firstItem === banner && $0.firstAttribute == .leading })
        banner.leadingAnchor.constraint(equalTo: cells[0].inner.leadingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(!LayoutEngine.isIsland(cells[0]))
        #expect(LayoutEngine.isIsland(cells[1]))
        #expect(cells[0].autoLayout.engine == nil)
        // The banner: from 30 to the root's trailing edge, 300.
        #expect(banner.frame == CGRect(x: 30, y: 300, width: 270, height: 44))
        #expect(cells[0].inner.frame == CGRect(x: 10, y: 5, width: 40, height: 20))
    }
}
