/// A rectangle of whole pixels inside an image, columns `x ..< x + width` and rows
/// `y ..< y + height`: the part an APNG frame or a partial encode covers, or where two pictures
/// differ.
package struct PNGRegion: Sendable, Hashable, CustomStringConvertible {
    /// The left column, from 0.
    package var x: Int
    /// The top row, from 0.
    package var y: Int
    /// The width, in pixels.
    package var width: Int
    /// The height, in pixels.
    package var height: Int

    /// The region of `width` x `height` pixels whose top-left pixel is (x, y).
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The region spanning two corner pixels, both included.
    package init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The last column inside the region.
    package var maxX: Int { x + width - 1 }
    /// The last row inside the region.
    package var maxY: Int { y + height - 1 }

    /// The whole of `image`.
    package init(covering image: RGBAImage) {
        self.init(x: 0, y: 0, width: image.width, height: image.height)
    }

    /// True when the region holds at least one pixel and lies inside a `width` x `height` image.
    package func isNonEmpty(inside width: Int, _ height: Int) -> Bool {
        x >= 0 && y >= 0 && self.width > 0 && self.height > 0
            && self.width <= width - x && self.height <= height - y
    }

    /// "(x, y) w x h".
    package var description: String { "(\(x), \(y)) \(width) x \(height)" }
}
