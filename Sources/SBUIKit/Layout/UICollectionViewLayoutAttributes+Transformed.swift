import Foundation

extension UICollectionViewLayoutAttributes {
    /// Where the element shows on screen: its frame transformed about its centre by
    /// ``transform3D`` (the bounding box; a perspective projects the plane z = 0).
    var transformedFrame: CGRect {
        CALayer.frame(size: size, position: center, anchorPoint: CGPoint(x: 0.5, y: 0.5), transform: transform3D)
    }
}
