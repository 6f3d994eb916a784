/// What fills and strokes draw with.
public enum Paint: Hashable, Sendable {
    case color(CairoColor)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
}

/// One colour stop of a gradient; `offset` runs from 0 (start) to 1 (end).
public struct GradientStop: Hashable, Sendable {
    public var offset: Double
    public var color: CairoColor

    public init(offset: Double, color: CairoColor) {
        self.offset = offset
        self.color = color
    }
}

/// What a gradient does beyond its ends.
public enum GradientExtend: Hashable, Sendable {
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
public struct LinearGradient: Hashable, Sendable {
    public var startX: Double, startY: Double
    public var endX: Double, endY: Double
    public var stops: [GradientStop]
    public var extend: GradientExtend

    public init(startX: Double, startY: Double, endX: Double, endY: Double,
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
public struct RadialGradient: Hashable, Sendable {
    public var startCenterX: Double, startCenterY: Double, startRadius: Double
    public var endCenterX: Double, endCenterY: Double, endRadius: Double
    public var stops: [GradientStop]
    public var extend: GradientExtend

    public init(startCenterX: Double, startCenterY: Double, startRadius: Double,
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
    public init(centerX: Double, centerY: Double, radius: Double,
                stops: [GradientStop], extend: GradientExtend = .pad) {
        self.init(startCenterX: centerX, startCenterY: centerY, startRadius: 0,
                  endCenterX: centerX, endCenterY: centerY, endRadius: radius,
                  stops: stops, extend: extend)
    }
}
