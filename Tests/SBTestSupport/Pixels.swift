import SBPNG
import Testing

/// A pixel's samples as Ints, for arithmetic and readable failure messages.
public struct RGBA: Equatable, CustomStringConvertible, Sendable {
    public var r, g, b, a: Int
    public init(_ r: Int, _ g: Int, _ b: Int, _ a: Int = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public var description: String { "(\(r), \(g), \(b), \(a))" }
    /// The largest difference of one channel.
    public func distance(to o: RGBA) -> Int { max(abs(r - o.r), abs(g - o.g), abs(b - o.b), abs(a - o.a)) }
}

extension RGBAImage {
    public func rgba(_ x: Int, _ y: Int) -> RGBA {
        let p = pixel(x: x, y: y)
        return RGBA(Int(p.r), Int(p.g), Int(p.b), Int(p.a))
    }
}

/// Expects the pixel at (x, y) to be `expected` within `tolerance` per channel.
public func expectPixel(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: RGBA, tolerance: Int = 0, _ what: String,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    guard x >= 0, y >= 0, x < image.width, y < image.height else {
        Issue.record("\(what): (\(x), \(y)) lies outside the \(image.width)x\(image.height) picture", sourceLocation: sourceLocation)
        return
    }
    let got = image.rgba(x, y)
    #expect(got.distance(to: expected) <= tolerance,
            "\(what): pixel (\(x), \(y)) is \(got), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}
