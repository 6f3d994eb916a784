import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// Recipe 10-2's ImageCell: the image view is CGRectInset(self.bounds, 4.0f, 4.0f).
@Suite("Image cell probes")
struct ImageCellProbeTests {
    @Test("flow: an item image is inset by 4 points in its white cell")
    func flowImageInset() throws {
        // s01n3p01 is one blue pixel: drawn aspect-fill it covers the image view. Recipe 10-1's
        // cell 0 is (10, 40, 50, 50), so the image view is (14, 44, 42, 42).
        let blue = try Support.fixture("pngsuite/s01n3p01.png")
        let img = try Support.image("""
            {"layout": "flow", "sections": [{"items": [{"image": \(Support.quoted(blue))}]}]}
            """)
        expectPixel(img, 35, 65, RGBA(0, 0, 255), "the image at the cell's centre")
        expectPixel(img, 12, 65, RGBA(255, 255, 255), "2 pt inside the cell's left edge: the white cell")
        expectPixel(img, 35, 42, RGBA(255, 255, 255), "2 pt inside the top edge: the white cell")
        expectPixel(img, 58, 65, RGBA(255, 255, 255), "2 pt inside the right edge: the white cell")
        expectPixel(img, 16, 65, RGBA(0, 0, 255), "2 pt inside the image view's left edge (14)")
        expectPixel(img, 35, 54 + 30, RGBA(0, 0, 255), "2 pt inside the image view's bottom edge (86)")
        expectPixel(img, 35, 88, RGBA(255, 255, 255), "2 pt inside the cell's bottom edge")
    }
}
