#if canImport(UIKit)
import UIKit
#else
import SBUIKit
#endif

/// A horizontal carousel: the item at the centre is full size and opaque, its neighbours shrink
/// and fade with their distance to the centre; scrolling re-lays out at every offset and comes to
/// rest with an item centred.
public final class ScalingCarouselLayout: UICollectionViewFlowLayout {
    public var sideItemScale: CGFloat = 0.8
    public var sideItemAlpha: CGFloat = 0.6

    public override func prepare() {
        if let collectionView = collectionView {
            scrollDirection = .horizontal
            let inset = (collectionView.bounds.width - itemSize.width) / 2
            sectionInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
            collectionView.decelerationRate = .fast
        }
        super.prepare()
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
              let superAttributes = super.layoutAttributesForElements(in: rect),
              let attributes = NSArray(array: superAttributes, copyItems: true) as? [UICollectionViewLayoutAttributes]
        else { return nil }
        let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        let maxDistance = itemSize.width + minimumLineSpacing
        for attribute in attributes {
            let distance = min(abs(attribute.center.x - visibleRect.midX), maxDistance)
            let ratio = (maxDistance - distance) / maxDistance
            let scale = ratio * (1 - sideItemScale) + sideItemScale
            attribute.alpha = ratio * (1 - sideItemAlpha) + sideItemAlpha
            attribute.transform3D = CATransform3DMakeScale(scale, scale, 1)
            attribute.zIndex = Int(attribute.alpha * 10)
        }
        return attributes
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                             withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let proposedRect = CGRect(origin: proposedContentOffset, size: collectionView.bounds.size)
        guard let candidates = super.layoutAttributesForElements(in: proposedRect), !candidates.isEmpty else {
            return proposedContentOffset
        }
        let closest = candidates.min { abs($0.center.x - proposedRect.midX) < abs($1.center.x - proposedRect.midX) }!
        return CGPoint(x: closest.center.x - collectionView.bounds.width / 2, y: proposedContentOffset.y)
    }
}
