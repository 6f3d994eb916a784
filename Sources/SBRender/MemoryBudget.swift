import SBLayout
import SBScene
import SBPNG
import SBOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory a command may plan to use, and its estimates of what it will use, checked
/// before the large allocations: canvases (one per job), decoded pictures, raster caches and
/// layout attributes kept. An input that would need more is refused with one line saying how
/// much, why, and how to ask for less or allow more, instead of paging the machine to a halt.
///
/// The estimates are upper bounds measured with `/usr/bin/time -v` (README, "Limits"): a frame
/// at 16 bytes per pixel (its canvas, the wallpaper's surface, the PNG encoder's filtered rows
/// and compressed data), a decoded PNG at 8 bytes per pixel (its inflated rows and its RGBA
/// pixels), 64 bytes per item for the layouts that keep only frames, 480 for the compositional
/// layout's prepared attributes.
package struct MemoryBudget: Sendable, Equatable {
    /// 2 GiB.
    package static let defaultBytes = 2 << 30
    /// The environment variable that sets the budget (`SBRENDER_MAX_MEMORY=8G`); `--max-memory` wins.
    package static let environmentVariable = "SBRENDER_MAX_MEMORY"

    /// Bytes per pixel of a frame being drawn and encoded.
    package static let bytesPerFramePixel = 16
    /// Bytes per pixel of a PNG being decoded.
    package static let bytesPerDecodedPixel = 8
    /// The raster cache's capacity (CairoPainter's elements drawn once and reused).
    package static let rasterCacheBytes = 64 << 20

    /// The budget in bytes.
    package let bytes: Int

    /// A budget of `bytes`.
    package init(bytes: Int = MemoryBudget.defaultBytes) {
        self.bytes = bytes
    }

    /// `2G`, `512M`, `1.5GiB`, `300000000`: a size with an optional K, M, G or T (powers of 1024,
    /// with or without `iB`/`B`); nil when it is not one or is not positive.
    package static func parse(_ text: String) -> Int? {
        var number = text.filter { $0 != " " }
        var factor = 1.0
        for (suffixes, f) in [(["TiB", "TB", "T"], 1099511627776.0), (["GiB", "GB", "G"], 1073741824.0),
                              (["MiB", "MB", "M"], 1048576.0), (["KiB", "KB", "K"], 1024.0), (["B"], 1.0)] {
            if let s = suffixes.first(where: { number.uppercased().hasSuffix($0.uppercased()) }) {
                number = String(number.dropLast(s.count))
                factor = f
                break
            }
        }
        guard let value = Double(number), value.isFinite, value > 0, value * factor < 9e18 else { return nil }
        let bytes = Int(value * factor)
        return bytes > 0 ? bytes : nil
    }

    /// `bytes` for people: `5.8 GiB`, `640 MiB`.
    package static func describe(_ bytes: Int) -> String {
        let gib = Double(bytes) / 1073741824
        if gib >= 1 { return "\(tenths(gib)) GiB" }
        if bytes >= 1 << 20 { return "\(Int((Double(bytes) / 1048576).rounded(.up))) MiB" }
        if bytes >= 1 << 10 { return "\(Int((Double(bytes) / 1024).rounded(.up))) KiB" }
        return "\(bytes) bytes"
    }

    static func tenths(_ v: Double) -> String {
        let t = Int((v * 10).rounded())
        return t % 10 == 0 ? "\(t / 10)" : "\(t / 10).\(t % 10)"
    }

    /// `a * b * c` in bytes, saturating at `Int.max` (an estimate past any budget).
    package static func product(_ factors: Int...) -> Int { ByteCount.product(factors) }

    /// `a + b`, saturating.
    package static func sum(_ terms: [Int]) -> Int { ByteCount.sum(terms) }

    /// The bytes of one picture being drawn and encoded: its pixels (with a device frame, the
    /// framed picture's: ``/SBScene/RenderPlan/pixelWidth`` x ``/SBScene/RenderPlan/pixelHeight``)
    /// at ``bytesPerFramePixel``.
    package static func pictureBytes(_ plan: RenderPlan) -> Int {
        product(plan.pixelWidth, plan.pixelHeight, bytesPerFramePixel)
    }

    /// The bytes of a PNG wallpaper scaled to a framed picture's canvas: with a device frame the
    /// wallpaper is drawn at the canvas's own size (which may be larger than the picture written)
    /// before it is placed on the screen, 4 bytes a pixel kept and as many again while it is
    /// scaled; 0 without a frame (the picture's own pixels, counted by ``pictureBytes(_:)``,
    /// cover it) or without a PNG wallpaper.
    package static func framedWallpaperBytes(_ plan: RenderPlan) -> Int {
        guard plan.deviceFrame != nil, case .image = plan.wallpaper else { return 0 }
        let view = plan.collectionViewFrame.size, s = Double(plan.scale)
        return product(Int((view.width * s).rounded(.up)), Int((view.height * s).rounded(.up)), 8)
    }

    /// The layout attributes a prepared layout keeps for `spec`'s items: its layout's estimate
    /// (``/SBLayout/LayoutDefinition/memoryBytes(for:)``; 64 bytes an item unless the layout's
    /// registration says otherwise).
    package static func layoutBytes(_ spec: LayoutSpec) -> Int {
        spec.definition.memoryBytes(for: spec)
    }

    /// The bytes decoding the PNG at `path` takes, from its header alone; 0 when it cannot be
    /// read or is not a PNG (the decoder says why when it gets there).
    package static func decodedBytes(ofPNGAt path: String) -> Int {
        // Regular files only: a FIFO would block the open, a device never end (the loader
        // refuses both with their own message).
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return 0 }
        guard let file = FileDescriptor(readingAt: path), let start = try? file.read(upTo: 33),
              let header = try? PNGDecoder.header(of: start) else { return 0 }
        return product(header.width, header.height, bytesPerDecodedPixel)
    }

    /// The peak memory of drawing `plan` on `jobs` canvases at once, as `render` and `animate`
    /// (and the preview, for each picture and animation) check it: the frames (framed pictures
    /// with a device frame), a framed picture's PNG wallpaper at its canvas's size, the images
    /// decoded (from their headers), the layout's attributes and the raster caches.
    package static func drawingBytes(_ plan: RenderPlan, jobs: Int) -> Int {
        let frame = pictureBytes(plan)
        let images = plan.imageKeyPaths.keys.map { decodedBytes(ofPNGAt: $0) }
        return sum([product(frame, jobs), framedWallpaperBytes(plan), sum(images), layoutBytes(plan.spec), product(rasterCacheBytes, jobs)])
    }

    /// What a picture of `plan` needs memory for, and how to need less, as `sbrender render` and
    /// the preview say it: when one image takes at least half of `estimate` to decode, it is named
    /// by its scene key and file (`a 393x852-pixel picture, most of it to decode
    /// homescreen.apps[0].icon (big.png, about 2 GiB),`) and the remedy is a smaller image for that
    /// key (the file by its name); otherwise the canvas is the cause.
    /// - Parameters:
    ///   - plan: the picture's plan.
    ///   - estimate: what drawing it needs (``drawingBytes(_:jobs:)``).
    /// - Returns: the `what` and `remedy` of ``check(_:what:remedy:)``.
    package static func pictureWords(_ plan: RenderPlan, estimate: Int) -> (what: String, remedy: String) {
        let picture = "a \(plan.pixelWidth)x\(plan.pixelHeight)-pixel picture"
        let weighed = plan.imageKeyPaths.map { (path: $0.key, key: $0.value, bytes: decodedBytes(ofPNGAt: $0.key)) }
        guard let top = weighed.max(by: { ($0.bytes, $1.path) < ($1.bytes, $0.path) }), top.bytes > 0, top.bytes >= estimate / 2 else {
            return (picture, "lower --size or --scale, or use smaller images")
        }
        // The file by its name: the key says where it is named, and the name reads the same
        // whether the scene's folder was given as a relative or an absolute path.
        let name = top.path.split(separator: "/").last.map(String.init) ?? top.path
        return ("\(picture), most of it to decode \(top.key) (\(name), about \(describe(top.bytes))),",
                "use a smaller image for \(top.key), or lower --size or --scale")
    }

    /// Throws unless `estimate` fits.
    /// - Parameters:
    ///   - estimate: the bytes the work needs at its peak.
    ///   - what: what needs them (`2 jobs drawing 16384x16384 frames`).
    ///   - remedy: how to need less (`draw a smaller canvas, or one frame at a time`).
    /// - Throws: ``MemoryBudgetError``.
    package func check(_ estimate: Int, what: String, remedy: String) throws(MemoryBudgetError) {
        guard estimate > bytes else { return }
        throw MemoryBudgetError(what: what, estimate: estimate, budget: bytes, remedy: remedy)
    }
}
