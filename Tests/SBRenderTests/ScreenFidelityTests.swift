import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The tutorial's screen: the wallpaper stretched as UIImageView's scaleToFill does, the detail
/// view listing the tapped family's iOS faces, and no detail view in deletion mode.
@Suite struct ScreenFidelityTests {
    /// A 4 x 1 wallpaper: three red pixels, then a blue one.
    private func wallpaper() throws -> (folder: String, path: String) {
        var image = RGBAImage(width: 4, height: 1, fill: (255, 0, 0, 255))
        image.pixels[12] = 0
        image.pixels[14] = 255
        let folder = try Support.temporaryFolder()
        let path = folder + "/strip.png"
        try Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    private func scene(_ path: String, mode: String?) -> String {
        let key = mode.map { ", \"wallpaperContentMode\": \"\($0)\"" } ?? ""
        return "{\"items\": 0, \"statusBar\": \"none\", \"canvas\": {\"size\": [40, 40]}, \"wallpaper\": \(Support.quoted(path))\(key)}"
    }

    @Test func theWallpaperIsStretchedByDefault() throws {
        let (folder, path) = try wallpaper()
        defer { Support.cleanUp(folder) }
        // Stretched, the blue pixel covers x 30 ... 40 of the 40-point canvas.
        let stretched = try Support.image(scene(path, mode: nil))
        expectPixel(stretched, 38, 20, RGBA(0, 0, 255, 255), tolerance: 8, "stretched: blue at the right")
        expectPixel(stretched, 5, 20, RGBA(255, 0, 0, 255), tolerance: 8, "stretched: red at the left")
        #expect(try Support.image(scene(path, mode: "scaleToFill")).pixels == stretched.pixels)
        // Aspect fill scales by 40 and crops the middle (image x 1.5 ... 2.5): all red.
        let filled = try Support.image(scene(path, mode: "aspectFill"))
        expectPixel(filled, 38, 20, RGBA(255, 0, 0, 255), tolerance: 8, "aspect fill: red at the right")
        // Aspect fit scales by 10: a 40 x 10 strip at y 15 ... 25, black above and below.
        let fitted = try Support.image(scene(path, mode: "aspectFit"))
        expectPixel(fitted, 38, 20, RGBA(0, 0, 255, 255), tolerance: 8, "aspect fit: blue in the strip")
        expectPixel(fitted, 38, 5, RGBA(0, 0, 0, 255), tolerance: 0, "aspect fit: black above the strip")
    }

    @Test func aContentModeNeedsAnImageWallpaper() throws {
        #expect(throws: SceneError.self) { try Support.plan(#"{"wallpaperContentMode": "aspectFill"}"#) }
        #expect(throws: SceneError.self) { try Support.plan(#"{"wallpaper": "a.png", "wallpaperContentMode": "stretch"}"#) }
    }

    @Test func theDetailViewListsTheTappedFamilysFaces() throws {
        let renderer = try Renderer()
        #expect(renderer.faces(of: "Futura").map(\.face)
                == ["Futura-CondensedExtraBold", "Futura-CondensedMedium", "Futura-Medium", "Futura-MediumItalic"])
        #expect(renderer.faces(of: "Academy Engraved LET").map(\.face) == ["AcademyEngravedLetPlain"])
        // Item 0 (Academy Engraved LET, one face) and item 14 (Futura, four) differ.
        let academy = try Support.image(#"{"detail": 0}"#, renderer: renderer)
        let futura = try Support.image(#"{"detail": 14}"#, renderer: renderer)
        #expect(academy.pixels != futura.pixels)
    }

    @Test func theDetailViewIsNotShownInDeletionMode() throws {
        do {
            _ = try Support.plan(#"{"detail": 3, "editing": true}"#)
            Issue.record("expected an error")
        } catch let error as SceneError {
            #expect(error.description.contains("shouldSelectItemAtIndexPath"))
            #expect(error.description.hasPrefix("detail:"))
            #expect(error == RenderPlan.detailInDeletionMode)
        }
    }

    @Test func theIPadStatusBarIsDrawnAboveTheSpringboard() throws {
        let image = try Support.image(#"{"items": 0, "wallpaper": "graphite"}"#)
        // Black bar, 20 points: its corners and the gap between the time and the battery.
        expectPixel(image, 200, 1, RGBA(0, 0, 0, 255), "status bar, left of the time")
        expectPixel(image, 600, 18, RGBA(0, 0, 0, 255), "status bar, right of the time")
        // The wallpaper starts below it.
        #expect(image.rgba(600, 21) != RGBA(0, 0, 0, 255))
        // White ink in the time (centred) and in the battery (at the right edge).
        let timeInk = (350..<420).contains { x in (4..<16).contains { y in image.rgba(x, y).r > 200 } }
        #expect(timeInk)
        expectPixel(image, 750, 10, RGBA(255, 255, 255, 255), tolerance: 4, "battery charge")
        // "100%" left of the battery (iOS 6 on the iPad), bold 14: Nimbus Sans Bold's advances
        // are 556 for each digit and 889 for "%" per 1000, (3 x 556 + 889) / 1000 x 14 = 35.8
        // points, ending 4 points left of the battery at 768 - 6 - 2 - 24 = 736: 696.2 to 732.
        let ink = { (x: Int) in (3..<17).contains { y in image.rgba(x, y).r > 100 } }
        let percent = (660..<736).filter(ink)
        #expect(percent.first.map { (696...699).contains($0) } == true, "the percentage starts at \(percent.first ?? -1)")
        #expect(percent.last.map { (729...732).contains($0) } == true, "the percentage ends at \(percent.last ?? -1)")
        // Nothing between the time and the percentage, nor between the percentage and the battery.
        #expect(!(500..<690).contains(where: ink))
        #expect(!(733..<736).contains(where: ink))
        let bare = try Support.image(#"{"items": 0, "wallpaper": "graphite", "statusBar": "none"}"#)
        #expect(bare.rgba(200, 1) != RGBA(0, 0, 0, 255))
    }
}
