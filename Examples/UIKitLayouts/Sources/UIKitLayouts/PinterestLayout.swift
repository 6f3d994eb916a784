#if canImport(UIKit)
import UIKit
#else
import SBUIKit
#endif

/// Gives the waterfall the height of each photo.
@MainActor public protocol PinterestLayoutDelegate: AnyObject {
    func collectionView(_ collectionView: UICollectionView, heightForPhotoAtIndexPath indexPath: IndexPath) -> CGFloat
}

/// A Pinterest-style waterfall: columns of equal width, each item placed in the shortest column,
/// its height from the delegate plus padding around it.
public final class PinterestLayout: UICollectionViewLayout {
    public weak var delegate: PinterestLayoutDelegate?
    public var numberOfColumns = 2
    public var cellPadding: CGFloat = 6

    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        let insets = collectionView.contentInset
        return collectionView.bounds.width - (insets.left + insets.right)
    }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: contentWidth, height: contentHeight)
    }

    public override func prepare() {
        super.prepare()
        cache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView, collectionView.numberOfSections > 0 else { return }
        let columnWidth = contentWidth / CGFloat(numberOfColumns)
        let xOffsets = (0..<numberOfColumns).map { CGFloat($0) * columnWidth }
        var yOffsets = [CGFloat](repeating: 0, count: numberOfColumns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let photoHeight = delegate?.collectionView(collectionView, heightForPhotoAtIndexPath: indexPath) ?? 180
            let height = cellPadding * 2 + photoHeight
            // The shortest column; the leftmost of equal ones.
            let column = yOffsets.indices.min { yOffsets[$0] < yOffsets[$1] } ?? 0
            let frame = CGRect(x: xOffsets[column], y: yOffsets[column], width: columnWidth, height: height)
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffsets[column] += height
        }
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}
