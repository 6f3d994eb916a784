import SBUIKit
import UIKitLayouts

/// Item counts, plain cells, and photo heights and tag sizes by item: what an app's view
/// controller would give the collection view.
@MainActor final class Catalog: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, PinterestLayoutDelegate {
    var counts: [Int]
    var photoHeights: [CGFloat] = []
    var tagWidths: [CGFloat] = []

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat {
        photoHeights[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        tagWidths.isEmpty ? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize : CGSize(width: tagWidths[indexPath.item], height: 30)
    }

    func makeView(width: CGFloat, height: CGFloat, layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = self
        view.delegate = self
        view.layoutIfNeeded()
        return view
    }
}

@MainActor func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}
