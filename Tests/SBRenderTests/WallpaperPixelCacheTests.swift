import Foundation
import SBCairo
import SBRender
import SBScene
import SBTestSupport
import Testing

/// A one shot's built-in wallpaper kept in a pixel cache: the same bytes drawn or read back, and
/// only built-in wallpapers without a device frame are kept.
@Suite final class WallpaperPixelCacheTests {
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sbrender-wallpaper-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The benchmark's dusk wallpaper and two deleting icons on a small canvas.
    static let dusk = #"{"layout": "springboard", "wallpaper": "dusk", "editing": true, "canvas": {"size": [200, 300]}, "sections": [{"items": [{"label": "Mail"}, {"label": "Maps"}]}]}"#

    private func render(_ plan: RenderPlan, cache: SurfacePixelCache?) throws -> [UInt8] {
        var picture = try PreparedPicture(RenderRequest(plan: plan, format: .png))
        try picture.drawWallpaper(cache: cache)
        return try Renderer().render(picture)
    }

    @Test func theSameBytesDrawnKeptAndReadBack() throws {
        let plan = try Support.plan(Self.dusk)
        let cache = SurfacePixelCache(folder: folder)
        let plain = try Renderer().render(plan: plan, format: .png)
        let key = try #require(PreparedPicture.wallpaperCacheKey(plan))
        #expect(key.hasPrefix("wallpaper-dusk-200x300@1-"))
        // Drawn and kept, then read back.
        #expect(try render(plan, cache: cache) == plain)
        #expect(FileManager.default.fileExists(atPath: folder + "/pixels-1-\(key).bin"))
        #expect(try render(plan, cache: cache) == plain)
        // The entry is what is used: another picture kept under the key shows instead.
        let other = try ImageSurface(width: 200, height: 300)
        cache.store(key, from: other)
        #expect(try render(plan, cache: cache) != plain)
    }

    @Test func onlyBuiltInWallpapersWithoutADeviceFrameAreKept() throws {
        let scale2 = try Support.plan(#"{"layout": "circle", "wallpaper": "ocean", "canvas": {"size": [100, 80], "scale": 2}}"#)
        #expect(PreparedPicture.wallpaperCacheKey(scale2)?.hasPrefix("wallpaper-ocean-200x160@2-") == true)
        // Wallpapers whose pixels changed are kept under names of their own, so that pixels
        // cached before the change are never read: graphite dithered, bloom computed per pixel.
        let graphite = try Support.plan(#"{"layout": "circle", "wallpaper": "graphite", "canvas": {"size": [100, 80]}}"#)
        #expect(PreparedPicture.wallpaperCacheKey(graphite)?.hasPrefix("wallpaper-graphite-dithered-100x80@1-") == true)
        let bloom = try Support.plan(#"{"layout": "circle", "wallpaper": "bloom", "canvas": {"size": [100, 80]}}"#)
        #expect(PreparedPicture.wallpaperCacheKey(bloom)?.hasPrefix("wallpaper-bloom-computed-100x80@1-") == true)
        for json in [#"{"layout": "circle", "frame": "iphone-15-pro"}"#, #"{"layout": "circle", "wallpaper": "none"}"#] {
            #expect(PreparedPicture.wallpaperCacheKey(try Support.plan(json)) == nil)
        }
    }
}
