import SBLayout
import SBScene

/// A finish's colours, as the band and buttons are painted: the metal's own colour, a lit
/// edge and a shaded one. Picked by eye from Apple's product images of the finishes (they are
/// a likeness of them).
struct DeviceFinishPalette {
    var base: Color
    var highlight: Color
    var shadow: Color

    init(_ finish: DeviceFinish) {
        switch finish {
        // Black Titanium, Midnight, Space Grey.
        case .black: (base, highlight, shadow) = (Self.hex(0x3A3A3C), Self.hex(0x6E6E73), Self.hex(0x1C1C1E))
        // White Titanium, Starlight, Silver.
        case .silver: (base, highlight, shadow) = (Self.hex(0xD8D8DA), Self.hex(0xF5F5F7), Self.hex(0x9D9DA2))
        // Natural Titanium.
        case .naturalTitanium: (base, highlight, shadow) = (Self.hex(0xB3AEA4), Self.hex(0xDCD8CF), Self.hex(0x7D786F))
        // Blue Titanium.
        case .blue: (base, highlight, shadow) = (Self.hex(0x3F4859), Self.hex(0x76819A), Self.hex(0x232935))
        }
    }

    private static func hex(_ rgb: Int) -> Color {
        Color(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255, blue: Double(rgb & 0xFF) / 255)
    }
}
