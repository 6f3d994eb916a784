/// An axis-aligned rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelBounds: Sendable, Hashable {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns.
    public var width: Int
    /// The number of rows.
    public var height: Int

    /// The rectangle of `width` x `height` pixels whose top-left pixel is (x, y).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle spanning two corner pixels, both included.
    public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
        self.init(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The last column inside the rectangle.
    public var maxX: Int { x + width - 1 }
    /// The last row inside the rectangle.
    public var maxY: Int { y + height - 1 }
}
