import CCairo
import Foundation
import Testing
@testable import SBCairo
import SBLayout
import SBPNG

/// The cache of what fontconfig read from the pinned font files: it must never change a picture,
/// and a damaged, stale or unwritable cache must only cost the reading it would have saved.
@Suite final class FontScanCacheTests {
    /// A fresh folder for one test's cache file, removed when the test ends.
    private let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "sbrender-font-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Text in several scripts and an emoji, drawn with `fonts`: its pixels.
    private func drawing(_ fonts: FontSetup) throws -> [UInt8] {
        let (surface, canvas) = try makeCanvas(width: 420, height: 60)
        let layout = try TextLayout("Copperplate Ωж אב कि ไทย 漢字 😀", font: FontDescriptor(family: "Helvetica", size: 20), fonts: fonts)
        try canvas.draw(layout, x: 4, y: 8, color: Color(red: 0, green: 0, blue: 0))
        return try surface.makeRGBAImage().pixels
    }

    private func fileLines(_ path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func aCacheFileReadsBackAsWritten() throws {
        let entry = FontScanCache.Entry(
            identity: try #require(FontScanCache.FileIdentity(fields: ["2049", "1024139", "103444", "1592310105", "7"][...])),
            patterns: ["C059:style=Bold Italic:file=/fonts/C059-BdIta.otf:index=0", "C059:index=1"])
        let text = FontScanCache.text(of: ["/fonts/C059-BdIta.otf": entry])
        #expect(text == FontScanCache.header + "\n"
            + "file\t/fonts/C059-BdIta.otf\t2049\t1024139\t103444\t1592310105\t7\t2\n"
            + "C059:style=Bold Italic:file=/fonts/C059-BdIta.otf:index=0\nC059:index=1\n")
        #expect(FontScanCache.parse(Array(text.utf8)) == ["/fonts/C059-BdIta.otf": entry])
    }

    @Test(arguments: [
        "", "sbrender font scan 0, fontconfig 1\n",
        "HEADER\nfile\t/a.otf\t1\t2\t3\t4\t5\t2\nonly one face\n",
        "HEADER\nfile\t/a.otf\t1\t2\t3\t4\n",
        "HEADER\nfile\t/a.otf\t1\t2\tx\t4\t5\t1\nface\n",
        "HEADER\nfile\t/a.otf\t1\t2\t3\t4\t5\t0\n",
        "HEADER\nfile\t/a.otf\t1\t2\t3\t4\t5\t1\nface",
    ])
    func damagedCacheFilesAreIgnored(text: String) {
        let bytes = Array(text.replacingOccurrences(of: "HEADER", with: FontScanCache.header).utf8)
        #expect(FontScanCache.parse(bytes).isEmpty)
    }

    /// The first setup reads the fonts and writes the cache (every pinned file but the first,
    /// which fontconfig's own call reads: 48 of 49); the second reads the cache. Both, and a
    /// setup with no cache at all, draw the same pixels and know the same families.
    @Test func cachedFontsDrawTheSamePixels() throws {
        let cache = FontScanCache(path: folder + "/sbrender/font-scan-1.txt", triesFontconfigCache: false)
        let cold = try FontSetup(.pinned, scanCache: cache)
        let lines = try fileLines(try #require(cache.path))
        #expect(lines.filter { $0.hasPrefix("file\t") }.count == 48)
        #expect(lines.first == FontScanCache.header)
        let warm = try FontSetup(.pinned, scanCache: cache)
        let none = try FontSetup(.pinned, scanCache: FontScanCache(path: nil))
        let pixels = try drawing(none)
        #expect(try drawing(cold) == pixels)
        #expect(try drawing(warm) == pixels)
        #expect(warm.families().map(\.name) == none.families().map(\.name))
        #expect(try warm.resolvedFontFile(family: "Georgia") == "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf")
    }

    /// An entry whose file changed (another size), whose pattern does not parse or whose pattern
    /// is another file's is read again, and the cache file is written anew with what was read.
    @Test func staleAndBrokenEntriesAreReadAgain() throws {
        let path = folder + "/font-scan-1.txt"
        let cache = FontScanCache(path: path, triesFontconfigCache: false)
        _ = try FontSetup(.pinned, scanCache: cache)
        let good = cache.load()
        let loma = "/usr/share/fonts/truetype/tlwg/Loma.ttf"
        let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        var damaged = good
        damaged[loma]?.identity.size += 1
        damaged[dejaVu]?.patterns = ["DejaVu Sans:charset=zz-qq"]
        // A pattern that parses but is another file's.
        let mono = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
        damaged[mono]?.patterns = good[dejaVu]?.patterns ?? []
        cache.store(damaged)
        #expect(cache.load()[loma] != good[loma])
        let fonts = try FontSetup(.pinned, scanCache: cache)
        #expect(try drawing(fonts) == drawing(FontSetup(.pinned, scanCache: FontScanCache(path: nil))))
        #expect(cache.load() == good)
    }

    /// A cache that cannot be written (its folder would have to be made inside a regular file)
    /// is no cache: fonts set up as without one.
    @Test func anUnwritableCacheIsNoCache() throws {
        let blocker = folder + "/file"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let cache = FontScanCache(path: blocker + "/sbrender/font-scan-1.txt")
        let fonts = try FontSetup(.pinned, scanCache: cache)
        #expect(cache.load().isEmpty)
        #expect(try fonts.resolvedFontFile(family: "Menlo") == "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")
    }

    @Test func theCacheLivesInTheUsersCacheFolder() {
        #expect(FontScanCache.inUserCacheFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/a"]).path
            == "/x/cache/sbrender/font-scan-1.txt")
        #expect(FontScanCache.inUserCacheFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/a"]).path
            == "/home/a/.cache/sbrender/font-scan-1.txt")
        #expect(FontScanCache.inUserCacheFolder(environment: [:]).path == nil)
    }

    /// Faces restored with their charsets shared (SharedCharsets) are the patterns FcNameParse
    /// makes of the whole texts: every face of the pinned set's cache (49 faces: 43 before Inter's
    /// 6; 16 different charsets), and texts that are parsed whole (an escaped separator before "charset=", none).
    @Test func sharedCharsetsGiveTheWholeTextsPatterns() throws {
        let cache = FontScanCache(path: folder + "/sbrender/font-scan-1.txt", triesFontconfigCache: false)
        _ = try FontSetup(.pinned, scanCache: cache)
        let faces = cache.load().values.flatMap(\.patterns)
        #expect(faces.count == 49)
        #expect(Set(faces.compactMap { SharedCharsets.split($0)?.ranges }).count == 16)
        let others = ["Odd\\:charset=20-7e:charset=20-7e 41", "Plain:charset=20-7e 41:lang=en", "Plain:style=Bold"]
        #expect(SharedCharsets.split(others[0]) == nil)
        #expect(SharedCharsets.split(others[1])?.rest == "Plain:lang=en")
        #expect(SharedCharsets.split(others[2]) == nil)
        let shared = SharedCharsets()
        for text in faces + faces + others {
            let whole = try #require(FcNameParse(text))
            defer { FcPatternDestroy(whole) }
            let made = try #require(shared.pattern(from: text))
            defer { FcPatternDestroy(made) }
            #expect(FcPatternEqual(whole, made) != 0, "\(text)")
        }
    }

    /// fontconfig's own cache of the pinned files (linked into a folder of their own): its first
    /// setup reads the files and writes the cache, the second maps it; both hold the patterns
    /// reading the files gives (`FcPatternEqual`, face by face, in order, the file's own path
    /// in each) and draw the same pixels.
    @Test func fontconfigsOwnCacheGivesTheSamePatterns() throws {
        let read = try FontSetup(.pinned, scanCache: FontScanCache(path: nil))
        let cache = FontScanCache(path: folder + "/sbrender/font-scan-1.txt")
        let cold = try FontSetup(.pinned, scanCache: cache)
        let warm = try FontSetup(.pinned, scanCache: cache)
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder + "/sbrender").sorted()
        #expect(entries.count == 2)
        #expect(entries.first == "fontconfig")
        #expect(entries.last?.hasPrefix("pinned-fonts-") == true)
        // The text cache is not needed, so not written.
        #expect(cache.load().isEmpty)
        // 50 faces: the first file's one and the other 48 files' 49 (sharedCharsetsGiveTheWholeTextsPatterns).
        #expect(read.applicationFaces.count == 50)
        for setup in [cold, warm] {
            #expect(setup.applicationFaces.count == read.applicationFaces.count)
            for (a, b) in zip(setup.applicationFaces, read.applicationFaces) {
                #expect(FcPatternEqual(a, b) != 0)
            }
        }
        let pixels = try drawing(read)
        #expect(try drawing(warm) == pixels)
        #expect(try warm.resolvedFontFile(family: "Georgia") == "/usr/share/fonts/opentype/urw-base35/C059-Roman.otf")
    }
}
