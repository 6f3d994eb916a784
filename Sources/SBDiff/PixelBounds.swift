import SBPNG

/// Where two pictures differ, before it was one type with SBPNG's region: now ``/SBPNG/PNGRegion``.
@available(*, deprecated, renamed: "PNGRegion")
public typealias PixelBounds = PNGRegion
