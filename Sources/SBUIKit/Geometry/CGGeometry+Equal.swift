public import Foundation

#if !canImport(CoreGraphics)
// CoreGraphics' comparison methods, which Foundation outside Apple's platforms lacks.
extension CGPoint {
    /// Whether the two points are equal (CoreGraphics' `equalTo(_:)`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (CoreGraphics' `equalTo(_:)`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles are equal after standardizing them (CoreGraphics'
    /// `equalTo(_:)`).
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}

/// A two-dimensional vector, such as a velocity (CoreGraphics' `CGVector`).
public struct CGVector: Hashable, Sendable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// A vector with the given components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector()
}
#endif
