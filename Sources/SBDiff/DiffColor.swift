/// An opaque colour used to paint pixels of a diff image (red, green, blue, 8 bits each).
package struct DiffColor: Sendable, Hashable {
    /// The red component, 0 to 255.
    package var red: UInt8
    /// The green component, 0 to 255.
    package var green: UInt8
    /// The blue component, 0 to 255.
    package var blue: UInt8

    /// A colour from 8-bit components.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// pixelmatch's colour for counted differences: (255, 0, 0).
    package static let red = DiffColor(red: 255, green: 0, blue: 0)
    /// pixelmatch's colour for anti-aliased pixels: (255, 255, 0).
    package static let yellow = DiffColor(red: 255, green: 255, blue: 0)

    /// The colour as an opaque RGBA pixel, in memory order R, G, B, A read as a little-endian word.
    var opaqueWord: UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    }
}
