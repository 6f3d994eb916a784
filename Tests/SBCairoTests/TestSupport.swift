import SBCairo
import SBPNG

/// A pixel as (r, g, b, a), straight alpha, for literal comparisons.
struct RGBA: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    var description: String { "(\(r), \(g), \(b), \(a))" }

    static let transparent = RGBA(0, 0, 0, 0)
    static let red = RGBA(255, 0, 0, 255)
    static let white = RGBA(255, 255, 255, 255)
}

extension RGBAImage {
    func probe(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(p.r, p.g, p.b, p.a)
    }

    /// Pixels whose alpha is not zero.
    var inkedPixelCount: Int {
        stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + (pixels[$1] != 0 ? 1 : 0) }
    }
}

/// A fresh surface and a canvas on it.
func makeCanvas(width: Int, height: Int) throws -> (ImageSurface, Canvas) {
    let surface = try ImageSurface(width: width, height: height)
    return (surface, try Canvas(surface))
}

/// The message of the error `body` throws, or nil when it does not throw.
func errorMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return String(describing: error)
    }
}
