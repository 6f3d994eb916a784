import Foundation
import SBPNG
import SBRender
import SBScene
import SBTestSupport
import Testing

/// The same scene gives the same bytes: twice from one renderer, from two renderers, and from
/// two renderers drawing at the same time.
@Suite("Byte-identical re-renders")
struct DeterminismTests {
    static let scenes: [String] = ["bench", "springboard-none-scale2", "images", "flow", "circle", "punched", "grid", "flow-horizontal"]

    static func scene(_ name: String) throws -> String {
        switch name {
        case "bench": return try Support.benchScene()
        case "springboard-none-scale2": return Scenes.springboard(scale: 2, firstExtra: ", \"badge\": 7")
        case "images":
            // An image wallpaper and an item image: SVG names images after cairo's surface ids.
            let wallpaper = Support.quoted(try Support.fixture("pngsuite/basn2c08.png"))
            let icon = Support.quoted(try Support.fixture("pngsuite/basn3p04.png"))
            return Scenes.springboard(count: 8, wallpaper: wallpaper, firstExtra: ", \"image\": \(icon)")
        case "flow-horizontal": return "{\"layout\": \"flow\", \"direction\": \"horizontal\"}"
        default: return "{\"layout\": \"\(name)\"}"
        }
    }

    @Test("PNG, SVG and PDF bytes: same renderer twice, and a second renderer", arguments: DeterminismTests.scenes)
    func sameBytes(name: String) throws {
        let json = try Self.scene(name)
        let one = try Renderer(), other = try Renderer()
        for format in [OutputFormat.png, .svg, .pdf] {
            let a = try Support.bytes(json, format: format, renderer: one)
            let b = try Support.bytes(json, format: format, renderer: one)
            let c = try Support.bytes(json, format: format, renderer: other)
            let sameAgain = a == b
            #expect(sameAgain, "\(name) \(format): the same renderer gave different bytes: \(Self.firstDifference(a, b))")
            let sameOther = a == c
            #expect(sameOther, "\(name) \(format): a second renderer gave different bytes: \(Self.firstDifference(a, c))")
        }
    }

    @Test("a renderer prepared on another thread (fonts set up there, no survey given) gives the same bytes", arguments: DeterminismTests.scenes)
    func preparedRenderer(name: String) throws {
        let json = try Self.scene(name)
        let prepared = try RendererPreparation().renderer()
        // A second call cannot hand out the same fonts again: it sets up fonts of its own.
        let preparation = RendererPreparation()
        _ = try preparation.renderer()
        let again = try preparation.renderer()
        #expect(again.fonts !== prepared.fonts)
        let inPlace = try Renderer()
        for format in [OutputFormat.png, .svg, .pdf] {
            let a = try Support.bytes(json, format: format, renderer: inPlace)
            let b = try Support.bytes(json, format: format, renderer: prepared)
            let c = try Support.bytes(json, format: format, renderer: again)
            #expect(a == b, "\(name) \(format): the prepared renderer gave different bytes: \(Self.firstDifference(a, b))")
            #expect(a == c, "\(name) \(format): a second renderer() gave different bytes: \(Self.firstDifference(a, c))")
        }
    }

    /// Where two byte strings first differ, with some text around it (SVG and PDF are mostly text).
    static func firstDifference(_ a: [UInt8], _ b: [UInt8]) -> String {
        let common = min(a.count, b.count)
        guard let i = (0..<common).first(where: { a[$0] != b[$0] }) ?? (a.count == b.count ? nil : common) else { return "none" }
        func around(_ x: [UInt8]) -> String {
            let lo = max(0, i - 40), hi = min(x.count, i + 40)
            return String(decoding: x[lo..<hi], as: UTF8.self).replacingOccurrences(of: "\n", with: "⏎")
        }
        return "lengths \(a.count) and \(b.count), first difference at byte \(i): «\(around(a))» vs «\(around(b))»"
    }

    @Test("PNG header: the plan's pixel size")
    func pngHeader() throws {
        let png = try Support.bytes(Scenes.springboard(scale: 2), format: .png)
        #expect(png.starts(with: [137, 80, 78, 71, 13, 10, 26, 10]))
        func be32(_ i: Int) -> Int { png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        #expect(be32(16) == 1536 && be32(20) == 2048, "the PNG is \(be32(16))x\(be32(20))")
    }

    @Test("the benchmark scene renders at 768 x 1024 with the dusk gradient behind the icons")
    func benchScenePixels() throws {
        let img = try Support.image(Support.benchScene())
        #expect(img.width == 768 && img.height == 1024)
        // Bottom-right corner: no icon, no circle; the gradient's end #f8cdda.
        expectPixel(img, 767, 1023, RGBA(248, 205, 218), tolerance: 2, "gradient end")
        // 20 items: one page, so no page dots. At (376, 1000) the gradient is 1000.5/1024 of the
        // way from (29, 43, 100) to (248, 205, 218): (243.0, 201.3, 215.3), under circle 11
        // (centre (448, 935), r 192, 97 away) at 0.15 white: (244.8, 209.3, 221.3).
        expectPixel(img, 376, 1000, RGBA(245, 209, 221), tolerance: 2, "no page dots on a single page")
    }

    @Test("two renderers drawing at once give the same pixels")
    func concurrentRenderers() throws {
        let json = Scenes.springboard(firstOffset: 0.2, wallpaper: "\"dusk\"")
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            do {
                let image = try Support.image(json)
                results.set(i, image)
            } catch {
                results.fail("render \(i): \(error)")
            }
        }
        #expect(results.failures.isEmpty, "\(results.failures)")
        let images = results.images
        try #require(images.count == 4)
        for i in 1..<4 {
            let same = images[i] == images[0]
            #expect(same, "concurrent render \(i) differs from render 0")
        }
    }
}

/// Collects results from concurrent work.
final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: RGBAImage] = [:]
    private var errors: [String] = []

    func set(_ i: Int, _ image: RGBAImage) { lock.lock(); stored[i] = image; lock.unlock() }
    func fail(_ message: String) { lock.lock(); errors.append(message); lock.unlock() }
    var images: [RGBAImage] { lock.lock(); defer { lock.unlock() }; return stored.keys.sorted().compactMap { stored[$0] } }
    var failures: [String] { lock.lock(); defer { lock.unlock() }; return errors }
}
