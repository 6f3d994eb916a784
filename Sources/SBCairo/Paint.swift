import SBLayout

/// What fills and strokes draw with.
package enum Paint: Hashable, Sendable {
    /// A solid colour.
    case color(Color)
    /// A gradient along a line.
    case linearGradient(LinearGradient)
    /// A gradient between two circles.
    case radialGradient(RadialGradient)
}

/// One colour stop of a gradient; `offset` runs from 0 (start) to 1 (end).
package struct GradientStop: Hashable, Sendable {
    /// Where the stop sits along the gradient, 0 (start) to 1 (end).
    package var offset: Double
    /// The colour at the stop.
    package var color: Color

    /// A stop of `color` at `offset` (0 to 1).
    package init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// What a gradient does beyond its ends.
package enum GradientExtend: Hashable, Sendable {
    /// Transparent outside.
    case none
    /// Repeat the gradient.
    case `repeat`
    /// Repeat, mirrored.
    case reflect
    /// Continue the end colours (the default, as in Core Graphics' extended gradients).
    case pad
}

/// A gradient along the line from (startX, startY) to (endX, endY), in user units.
package struct LinearGradient: Hashable, Sendable {
    /// The start point, in user units.
    package var startX: Double, startY: Double
    /// The end point, in user units.
    package var endX: Double, endY: Double
    /// The colour stops, in order of offset.
    package var stops: [GradientStop]
    /// What the gradient does beyond its ends.
    package var extend: GradientExtend

    /// A gradient from (startX, startY) to (endX, endY), in user units, padded beyond its ends
    /// by default.
    package init(startX: Double, startY: Double, endX: Double, endY: Double,
                stops: [GradientStop], extend: GradientExtend = .pad) {
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
        self.stops = stops
        self.extend = extend
    }
}

/// A gradient between two circles, in user units: the start circle (often radius 0) and the end
/// circle.
package struct RadialGradient: Hashable, Sendable {
    /// The start circle: its centre and radius, in user units.
    package var startCenterX: Double, startCenterY: Double, startRadius: Double
    /// The end circle: its centre and radius, in user units.
    package var endCenterX: Double, endCenterY: Double, endRadius: Double
    /// The colour stops, in order of offset.
    package var stops: [GradientStop]
    /// What the gradient does beyond its ends.
    package var extend: GradientExtend

    /// A gradient from the start circle to the end circle, in user units, padded beyond its ends
    /// by default.
    package init(startCenterX: Double, startCenterY: Double, startRadius: Double,
                endCenterX: Double, endCenterY: Double, endRadius: Double,
                stops: [GradientStop], extend: GradientExtend = .pad) {
        self.startCenterX = startCenterX
        self.startCenterY = startCenterY
        self.startRadius = startRadius
        self.endCenterX = endCenterX
        self.endCenterY = endCenterY
        self.endRadius = endRadius
        self.stops = stops
        self.extend = extend
    }

    /// A gradient from the centre of a circle outwards to its edge.
    package init(centerX: Double, centerY: Double, radius: Double,
                stops: [GradientStop], extend: GradientExtend = .pad) {
        self.init(startCenterX: centerX, startCenterY: centerY, startRadius: 0,
                  endCenterX: centerX, endCenterY: centerY, endRadius: radius,
                  stops: stops, extend: extend)
    }
}
