import Foundation
import SBUIKit
import Testing

/// A view that would rather be 100 points wide (an intrinsic width, hugged at 250, as a label's
/// text is): left to the fitting priority (50) it is 100 wide, held at a row's width it is not.
final class HundredWideView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 100, height: UIView.noIntrinsicMetric) }
}

/// A cell whose content is a view a quarter as tall as it is wide, pinned to the content view's
/// edges by constraints: its fitting height depends on the width it is held at.
final class QuarterHeightCell: UICollectionViewCell {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let inner = HundredWideView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            inner.topAnchor.constraint(equalTo: contentView.topAnchor),
            inner.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            inner.heightAnchor.constraint(equalTo: inner.widthAnchor, multiplier: 0.25),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor final class QuarterHeightDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "quarter", for: indexPath)
    }
}

/// issue 38: a compositional row measures its cell at the row's width (the fixed side held at
/// required priority) and fits only the estimated height, as UIKit does; both sides were fitted,
/// so a wrapping row measured as one wide line.
@MainActor @Suite struct SelfSizingFixedAxisTests {
    /// Full-width rows `.estimated(60)` tall in a 300-point view: each cell is held at 300 wide
    /// (required), so its content is 300 x 0.25 = 75 tall; rows at y = 0 and 75, the content 150
    /// tall. Fitted on both sides, the content's hugging (250) would beat the fitting priority (50)
    /// and make it 100 wide and 25 tall.
    @Test func aRowIsMeasuredAtItsWidth() {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        view.register(QuarterHeightCell.self, forCellWithReuseIdentifier: "quarter")
        let dataSource = QuarterHeightDataSource()
        view.dataSource = dataSource
        view.layoutIfNeeded()
        let frames = view.visibleLayoutAttributes.filter { $0.representedElementCategory == .cell }.map(\.frame)
        #expect(frames == [CGRect(x: 0, y: 0, width: 300, height: 75), CGRect(x: 0, y: 75, width: 300, height: 75)])
        #expect(view.contentSize == CGSize(width: 300, height: 150))
    }
}
