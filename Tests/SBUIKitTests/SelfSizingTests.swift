import Foundation
import SBUIKit
import Testing

/// A cell that measures itself at 80 x 40, as a cell with Auto Layout constraints would.
final class MeasuredCell: UICollectionViewCell {
    private(set) var madeWithFrame = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        madeWithFrame = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: 80, height: 40)
        return attributes
    }
}

@MainActor final class MeasuredDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "measured", for: indexPath)
    }
}

@MainActor @Suite struct SelfSizingTests {
    /// Estimated 50 x 50, measured 80 x 40. In 300 pt a full line holds 3 (80 + 90 + 90 = 260;
    /// a fourth 350 > 300), gaps (300 - 240) / 2 = 30: x = 0, 110, 220, all at y = 0; the content
    /// is 40 tall.
    @Test func cellsSizeThemselves() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let ds = MeasuredDataSource()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        view.register(MeasuredCell.self, forCellWithReuseIdentifier: "measured")
        view.dataSource = ds
        view.layoutIfNeeded()
        let frames = view.visibleLayoutAttributes.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 80, height: 40), CGRect(x: 110, y: 0, width: 80, height: 40),
                           CGRect(x: 220, y: 0, width: 80, height: 40)])
        #expect(view.contentSize == CGSize(width: 300, height: 40))
        // The registered class was made through init(frame:), as UIKit makes it.
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? MeasuredCell
        #expect(cell?.madeWithFrame == true)
        #expect(cell?.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
    }
}

@MainActor @Suite struct CompositionalSelfSizingUIKitTests {
    /// A 300 x 400 view of three `MeasuredCell`s (they measure 80 x 40) in full-width rows of
    /// this height, laid out.
    func laidOut(rowHeight: NSCollectionLayoutDimension) -> UICollectionView {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: rowHeight)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(MeasuredCell.self, forCellWithReuseIdentifier: "measured")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return view
    }

    let dataSource = MeasuredDataSource()

    /// Rows `.estimated(60)` tall: only the estimated height is the cell's. Rows 300 x 40 at
    /// y = 0, 40, 80 (the width stays the group's 300); the content 3 x 40 = 120 tall.
    @Test func estimatedRowsTakeTheCellsHeight() {
        let view = laidOut(rowHeight: .estimated(60))
        let frames = view.visibleLayoutAttributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 300, height: 40), CGRect(x: 0, y: 40, width: 300, height: 40),
                           CGRect(x: 0, y: 80, width: 300, height: 40)])
        #expect(view.contentSize == CGSize(width: 300, height: 120))
    }

    /// Absolute rows do not size themselves: 3 x 60 = 180 whatever the cells prefer.
    @Test func absoluteRowsKeepTheirHeight() {
        #expect(laidOut(rowHeight: .absolute(60)).contentSize == CGSize(width: 300, height: 180))
    }
}
