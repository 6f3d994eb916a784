import SBLayout

/// A button on a device's edge, as seen from the front: it stands out of the body's outline by
/// the model's ``DeviceFrameModel/buttonDepth``.
package struct DeviceButton: Hashable, Sendable {
    /// The edge a button sits on, seen from the front in portrait.
    package enum Edge: Hashable, Sendable {
        /// The left edge (an iPhone's Action button or ring/silent switch and volume buttons).
        case left
        /// The right edge (an iPhone's side button, an iPad's volume buttons).
        case right
        /// The top edge (an iPad's top button).
        case top
    }

    /// The edge it sits on.
    package var edge: Edge
    /// Where it starts along the edge, in points from the body's top (left and right edges) or
    /// left (top edge).
    package var start: Double
    /// Its length along the edge, in points.
    package var length: Double

    /// A button on `edge` from `start` for `length` points.
    package init(edge: Edge, start: Double, length: Double) {
        self.edge = edge
        self.start = start
        self.length = length
    }

    /// A button placed in millimetres from the body's top or left, converted at
    /// `pointsPerMillimetre` and rounded to whole points.
    init(edge: Edge, fromMillimetre a: Double, toMillimetre b: Double, pointsPerMillimetre k: Double) {
        let start = (a * k).rounded()
        self.init(edge: edge, start: start, length: (b * k).rounded() - start)
    }
}
