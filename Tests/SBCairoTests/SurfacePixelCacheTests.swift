import Foundation
import Testing
@testable import SBCairo
import SBLayout

/// Pixels kept between runs: read back exactly as written, and refused (the surface left
/// transparent) when the entry is damaged, another key's or another size's.
@Suite final class SurfacePixelCacheTests {
    /// A fresh folder for one test's entries, removed when the test ends.
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sbrender-pixel-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A 24 x 16 surface with a translucent circle on a colour: every pixel drawn, some not opaque.
    private func drawn() throws -> ImageSurface {
        let (surface, canvas) = try makeCanvas(width: 24, height: 16)
        canvas.rectangle(x: 0, y: 0, width: 24, height: 10)
        try canvas.fill(with: .color(Color(red: 0.2, green: 0.4, blue: 0.6)))
        canvas.circle(centerX: 12, centerY: 8, radius: 7)
        try canvas.fill(with: .color(Color(red: 1, green: 1, blue: 1, alpha: 0.15)))
        return surface
    }

    private func pixels(_ surface: ImageSurface) throws -> [UInt8] { try surface.makeRGBAImage().pixels }

    @Test func anEntryReadsBackAsDrawn() throws {
        let cache = SurfacePixelCache(folder: folder)
        let original = try drawn()
        #expect(try pixels(original).contains { $0 != 0 })
        let empty = try ImageSurface(width: 24, height: 16)
        #expect(!cache.load("circle", into: empty))
        cache.store("circle", from: original)
        let back = try ImageSurface(width: 24, height: 16)
        #expect(cache.load("circle", into: back))
        #expect(try pixels(back) == pixels(original))
        // No temporary file is left beside the entry.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pixels-1-circle.bin"])
    }

    /// The folder holds at most 8 entries: storing 11 keys (one a picture size, say) leaves the
    /// last 8 written, the first 3 removed (11 - 8 = 3), and the newest always readable.
    @Test func theFolderKeepsTheEightNewestEntries() throws {
        let cache = SurfacePixelCache(folder: folder)
        let surface = try drawn()
        for k in 0..<11 {
            cache.store("size-\(k)", from: surface)
            // Distinct modification times even on a coarse clock.
            let path = try #require(cache.path(of: "size-\(k)"))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(1_000 + k))], ofItemAtPath: path)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == (3..<11).map { "pixels-1-size-\($0).bin" }.sorted())
        let back = try ImageSurface(width: 24, height: 16)
        #expect(cache.load("size-10", into: back))
    }

    @Test func aDamagedShortOrForeignEntryIsRefusedAndLeavesTheSurfaceTransparent() throws {
        let cache = SurfacePixelCache(folder: folder)
        cache.store("circle", from: try drawn())
        let path = try #require(cache.path(of: "circle"))
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        let transparent = [UInt8](repeating: 0, count: 24 * 16 * 4)
        // The last pixel's byte changed; the file cut short; another size's surface; another key.
        var damaged = good
        damaged[damaged.count - 1] ^= 0x01
        for (bytes, width, key) in [(damaged, 24, "circle"), (good.prefix(good.count - 4), 24, "circle"), (good, 23, "circle")] {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let surface = try ImageSurface(width: width, height: 16)
            #expect(!cache.load(key, into: surface))
            #expect(try pixels(surface) == [UInt8](repeating: 0, count: width * 16 * 4))
        }
        try good.write(to: URL(fileURLWithPath: path))
        try FileManager.default.copyItem(atPath: path, toPath: try #require(cache.path(of: "square")))
        let surface = try ImageSurface(width: 24, height: 16)
        #expect(!cache.load("square", into: surface))
        #expect(try pixels(surface) == transparent)
        #expect(cache.load("circle", into: surface))
    }

    @Test func keysThatCannotNameAFileAndNoFolderKeepNothing() throws {
        let cache = SurfacePixelCache(folder: folder)
        #expect(cache.path(of: "../circle") == nil)
        #expect(cache.path(of: "") == nil)
        #expect(cache.path(of: String(repeating: "a", count: 129)) == nil)
        #expect(cache.path(of: "wallpaper-dusk-768x1024@1-0_0") == folder + "/pixels-1-wallpaper-dusk-768x1024@1-0_0.bin")
        cache.store("../circle", from: try drawn())
        SurfacePixelCache(folder: nil).store("circle", from: try drawn())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(!SurfacePixelCache(folder: nil).load("circle", into: try ImageSurface(width: 24, height: 16)))
    }

    @Test func theChecksumSeesAChangedOrSwappedWord() {
        // Words 1, 2, 3: a = 6, b = 1 + 3 + 6 = 10; swapped (2, 1, 3): a = 6, b = 2 + 3 + 6 = 11.
        let words: [UInt64] = [1, 2, 3], swapped: [UInt64] = [2, 1, 3], changed: [UInt64] = [1, 2, 4]
        let sum = { (w: [UInt64]) in w.withUnsafeBytes { SurfacePixelCache.checksum($0.baseAddress!, $0.count) } }
        #expect(sum(words) == UInt64(6) ^ (UInt64(10) &* 0x9E37_79B9_7F4A_7C15))
        #expect(sum(swapped) != sum(words))
        #expect(sum(changed) != sum(words))
    }

    @Test func theCodeThatDrawsIsNamedByItsBuildIDs() throws {
        // Two ELF notes, little-endian: a "Go" note (name size 3 padded to 4, type 3, a 2-byte
        // description padded to 4), which is not GNU's and is skipped, then GNU's build ID
        // (name "GNU\0", type 3 = NT_GNU_BUILD_ID) with the description de ad be ef.
        let goNote: [UInt8] = [3, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x6F, 0, 0, 1, 2, 0, 0]
        let gnuNote: [UInt8] = [4, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0, 0x47, 0x4E, 0x55, 0, 0xDE, 0xAD, 0xBE, 0xEF]
        let id = { (bytes: [UInt8]) in bytes.withUnsafeBytes { CodeIdentity.buildID(inNotes: $0) } }
        #expect(id(goNote + gnuNote) == "deadbeef")
        #expect(id(goNote) == nil)
        // Cut short inside the build ID's description: no ID rather than a partial one.
        #expect(id(goNote + gnuNote.dropLast(1)) == nil)
        #expect(id([]) == nil)
        #if os(Linux)
        // This process: the test executable's, cairo's and pixman's IDs (Debian links every
        // library with one, SwiftPM every executable), each in hex.
        let fields = try #require(CodeIdentity.current).split(separator: "\t")
        #expect(fields.count == 3)
        #expect(fields.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isHexDigit) })
        #endif
    }
}
