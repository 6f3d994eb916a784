import Foundation
import SBUIKit

/// A data source of item counts per section, with a plain cell and header/footer views, as a
/// UIKit test would write one.
@MainActor final class CountsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    private(set) var cellRequests: [IndexPath] = []

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    /// A collection view of `frame` with this data source and `layout`, cells registered.
    func makeView(frame: CGRect, layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = self
        return view
    }
}

/// Per-item sizes and per-section insets from a flow delegate.
@MainActor final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: UIEdgeInsets] = [:]

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets[section] ?? .zero
    }
}

/// Frames of a collection view's visible cells, by index path.
@MainActor func cellFrames(_ view: UICollectionView) -> [IndexPath: CGRect] {
    view.layoutIfNeeded()
    var r: [IndexPath: CGRect] = [:]
    for a in view.visibleLayoutAttributes where a.representedElementCategory == .cell { r[a.indexPath] = a.frame }
    return r
}
