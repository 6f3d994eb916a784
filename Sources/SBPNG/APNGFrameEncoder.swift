#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How `APNGFileWriter` compresses frames. The defaults were chosen by measurement (see
/// `APNGEncoderOptions.default`).
package struct APNGEncoderOptions: Sendable, Hashable {
    /// The filter strategies tried on each frame; the one whose data compresses smallest wins.
    package var filters: [PNGFilterStrategy]
    /// Compresses each candidate (filters; blend SOURCE against OVER); the smallest is kept.
    package var compressor: PNGCompressor
    /// In a frame blended OVER, unchanged pixels between two changed pixels of a row, in a gap of
    /// at most this many pixels, keep their colour instead of turning transparent (0: all turn).
    /// Short transparent holes in antialiased edges and glyphs cost more than the colours.
    package var keepGapsUpTo: Int
    /// Opaque animations are stored as RGB with a tRNS colour key (a colour absent from the first
    /// frame marks the unchanged pixels of OVER frames) instead of RGBA, as apngasm does.
    /// Browsers and Pillow from 9.5 follow the specification; Pillow up to 9.4 blends RGB frames
    /// without their tRNS (python-pillow/Pillow#7018) and shows holes: turn the key off for it.
    package var colorKey: Bool

    package init(filters: [PNGFilterStrategy] = Self.default.filters, compressor: PNGCompressor = Self.default.compressor,
                keepGapsUpTo: Int = Self.default.keepGapsUpTo, colorKey: Bool = Self.default.colorKey) {
        self.filters = filters
        self.compressor = compressor
        self.keepGapsUpTo = keepGapsUpTo
        self.colorKey = colorKey
    }

    private init(defaultsFilters filters: [PNGFilterStrategy], compressor: PNGCompressor, keepGapsUpTo: Int, colorKey: Bool) {
        self.filters = filters
        self.compressor = compressor
        self.keepGapsUpTo = keepGapsUpTo
        self.colorKey = colorKey
    }

    /// Filter `automatic`, libdeflate level 5, gaps of up to 16 pixels kept, colour key on.
    ///
    /// The level from `sbrender-bench codecs` on the benchmark sequence (the whole in-memory
    /// writer on 2 shared cores with a load average near 20; CPU ms of the process, best of 3):
    ///
    /// | libdeflate level | 1 | 2 | 3 | 4 | **5** | 6 | 7 | 8 | 9 |
    /// | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
    /// | CPU ms | 739 | 797 | 830 | 817 | **838** | 1,095 | 1,333 | 2,438 | 3,351 |
    /// | bytes | 7,479,366 | 7,039,103 | 7,067,939 | 7,050,132 | **6,790,503** | 6,767,520 | 6,734,915 | 6,704,681 | 6,701,141 |
    ///
    /// apngasm -z0 makes 7,011,577 bytes of the same frames: level 5 is the fastest level that
    /// stays under it (3.2 % under; levels 1 to 4 are not, or barely faster), 2.9 times as fast
    /// as level 8 (the level before) for 1.3 % more bytes. zlib 9: 5,846 ms, 6,856,905 bytes.
    ///
    /// The other settings were measured earlier (one thread, the 59 changed-rectangle frames):
    ///
    /// Measured on the benchmark sequence (SCENE.md: 60 frames of the quivering springboard at
    /// 768 x 1024, t = frame / 30; only the icons move, 5.8 % of the pixels a frame), one thread,
    /// the 59 changed-rectangle frames:
    ///
    /// - RGBA with the unchanged pixels transparent, libdeflate 6: 7,282,291 bytes; RGB with a
    ///   black colour key instead: 6,808,264 (-6.5 %). The key's colour matters: with (2, 254, 1)
    ///   it was 7,012,065, as runs of one byte value compress better than runs of three, so the
    ///   key is the first grey absent from frame 0;
    /// - keeping the colour of unchanged pixels in gaps of at most 8, 16, 32 pixels: -2.1, -2.5,
    ///   -2.4 %; whole spans between the first and last change of a row: +7.1 %;
    /// - filters: `none` (= `automatic` here: rows are mostly key colour) beat adaptive by 10 %
    ///   and Paeth by 15 %; trying all six per frame saved 0.02 % for 8 times the time;
    /// - libdeflate 5, 6, 7, 8, 9: 6,642,493, 6,620,023, 6,589,634, 6,563,868, 6,561,244 bytes,
    ///   4.8, 5.8, 7.7, 15, 23 ms a frame; zlib 6 and 9: 6,970,628 and 6,713,621 bytes, 12 and
    ///   59 ms a frame: libdeflate 8 is smaller than zlib 9 in a quarter of its time;
    /// - a delta against the frame before the previous one (dispose op PREVIOUS on the previous
    ///   frame) was smaller for 19 frames and saved 0.9 to 1.0 % in all, for twice the
    ///   compression and with each frame's encoding waiting for the one before (no parallel
    ///   compression): left out.
    package static let `default` = APNGEncoderOptions(defaultsFilters: [.automatic], compressor: .libdeflate(level: 5),
                                                     keepGapsUpTo: 16, colorKey: true)
}

/// How the pixels of an APNG are stored.
enum APNGPixelMode: Sendable, Equatable {
    /// Colour type 6: RGBA8.
    case rgba
    /// Colour type 2 (RGB8) with a tRNS chunk naming one colour as transparent; the pixel word
    /// (little-endian RGBA, alpha 255) of that colour.
    case rgbKey(UInt32)

    var colorType: PNGColorType {
        switch self {
        case .rgba: .truecolorAlpha
        case .rgbKey: .truecolor
        }
    }

    /// The colour to store as "unchanged" in OVER frames.
    var fill: UInt32 {
        switch self {
        case .rgba: 0
        case .rgbKey(let key): key
        }
    }

    /// The first frame's mode: RGB with a key when it is opaque and some colour is absent from it
    /// (the first absent grey, else the lowest absent colour), RGBA otherwise.
    static func choose(for image: RGBAImage, colorKey: Bool) -> APNGPixelMode {
        guard colorKey, image.isOpaque else { return .rgba }
        var greys = [Bool](repeating: false, count: 256)
        image.pixels.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for w in words {
                let r = w & 0xff
                if (w >> 8) & 0xff == r && (w >> 16) & 0xff == r { greys[Int(r)] = true }
            }
        }
        if let v = greys.firstIndex(of: false) {
            return .rgbKey(0xff00_0000 | UInt32(v) << 16 | UInt32(v) << 8 | UInt32(v))
        }
        // Every grey is present: look for any absent colour (a bit per colour, 2 MiB).
        var seen = [UInt64](repeating: 0, count: (1 << 24) / 64)
        image.pixels.withUnsafeBytes { raw in
            for w in raw.bindMemory(to: UInt32.self) {
                let c = Int(w & 0xff_ffff)
                seen[c >> 6] |= 1 << UInt64(c & 63)
            }
        }
        for (i, bits) in seen.enumerated() where bits != UInt64.max {
            let c = i * 64 + (~bits).trailingZeroBitCount
            return .rgbKey(0xff00_0000 | UInt32(c))
        }
        return .rgba
    }
}

/// Where two frames differ, and whether the new frame's changed pixels can be blended OVER.
struct APNGChange: Sendable {
    /// The smallest rectangle holding every changed pixel.
    var region: PNGRegion
    /// Every changed pixel is opaque (alpha 255).
    var opaque: Bool
    /// No changed pixel has the key colour (always true without a key).
    var keyFree: Bool
}

/// One frame ready to be written: the rectangle it covers, how it blends, its zlib stream.
struct APNGEncodedFrame: Sendable {
    var region: PNGRegion
    var blendOver: Bool
    var stream: [UInt8]
}

/// Encodes APNG frames. The canvas before frame n is frame n - 1 (the writer disposes with NONE),
/// so a frame needs only the one before it.
enum APNGFrameEncoder {
    /// Compares `current` with `previous` (same size): nil when every pixel is equal.
    static func change(from previous: RGBAImage, to current: RGBAImage, key: UInt32?) -> APNGChange? {
        let w = current.width, h = current.height
        var minX = w, maxX = -1, minY = h, maxY = -1
        var opaque = true, keyFree = true
        previous.pixels.withUnsafeBytes { pp in
            current.pixels.withUnsafeBytes { pc in
                let up = pp.bindMemory(to: UInt32.self), uc = pc.bindMemory(to: UInt32.self)
                guard let bp = pp.baseAddress, let bc = pc.baseAddress else { return }
                for y in 0..<h {
                    let row = y * w
                    if memcmp(bp + row * 4, bc + row * 4, w * 4) == 0 { continue }
                    var x0 = 0
                    while up[row + x0] == uc[row + x0] { x0 += 1 }
                    var x1 = w - 1
                    while up[row + x1] == uc[row + x1] { x1 -= 1 }
                    minX = min(minX, x0); maxX = max(maxX, x1)
                    minY = min(minY, y); maxY = y
                    if opaque || keyFree {
                        for x in x0...x1 {
                            let c = uc[row + x]
                            if c == up[row + x] { continue }
                            if c >> 24 != 0xff { opaque = false }
                            if let key, c == key { keyFree = false }
                        }
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return APNGChange(region: PNGRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1),
                          opaque: opaque, keyFree: keyFree)
    }

    /// The first frame (the default image): the whole canvas, blend SOURCE.
    static func encodeFirst(_ image: RGBAImage, mode: APNGPixelMode, options: APNGEncoderOptions) throws -> APNGEncodedFrame {
        let stream = try smallest([image], colorType: mode.colorType, options: options).stream
        return APNGEncodedFrame(region: PNGRegion(covering: image), blendOver: false, stream: stream)
    }

    /// Frame `current` after `previous`, covering `change.region`. With a colour key the frame is
    /// blended OVER (the caller checked that it can be); with RGBA both SOURCE (the rectangle as
    /// it is) and, when every changed pixel is opaque, OVER are tried, and the smaller is kept.
    static func encode(_ current: RGBAImage, after previous: RGBAImage, change: APNGChange, mode: APNGPixelMode,
                       options: APNGEncoderOptions) throws -> APNGEncodedFrame {
        let region = change.region
        var candidates: [RGBAImage] = []
        var overIndex = -1
        if case .rgba = mode {
            candidates.append(crop(current, region))
        }
        if change.opaque {
            overIndex = candidates.count
            candidates.append(overCrop(current, previous, region, fill: mode.fill, keepGapsUpTo: options.keepGapsUpTo))
        }
        let (index, stream) = try smallest(candidates, colorType: mode.colorType, options: options)
        return APNGEncodedFrame(region: region, blendOver: index == overIndex, stream: stream)
    }

    /// The candidate and filter whose compressed data is smallest (ties: the earlier one).
    static func smallest(_ images: [RGBAImage], colorType: PNGColorType,
                         options: APNGEncoderOptions) throws -> (index: Int, stream: [UInt8]) {
        let filters = options.filters.isEmpty ? [PNGFilterStrategy.automatic] : options.filters
        var best: (index: Int, stream: [UInt8])?
        for (i, image) in images.enumerated() {
            for filter in filters {
                let stream = try PNGImageDataEncoder.compress(image, colorType: colorType, filter: filter,
                                                              compressor: options.compressor)
                if best == nil || stream.count < best?.stream.count ?? 0 {
                    best = (i, stream)
                }
            }
        }
        guard let best else { throw APNGError.internal("an APNG frame with no candidate encoding") }
        return best
    }

    /// `region` of `image` as an image of its own.
    static func crop(_ image: RGBAImage, _ region: PNGRegion) -> RGBAImage {
        if region == PNGRegion(covering: image) { return image }
        var pixels = [UInt8](repeating: 0, count: region.width * region.height * 4)
        image.pixels.withUnsafeBytes { source in
            pixels.withUnsafeMutableBytes { target in
                guard let s = source.baseAddress, let t = target.baseAddress else { return }
                let rowBytes = region.width * 4
                for r in 0..<region.height {
                    (t + r * rowBytes).copyMemory(from: s + ((region.y + r) * image.width + region.x) * 4, byteCount: rowBytes)
                }
            }
        }
        return RGBAImage(width: region.width, height: region.height, pixels: pixels)
            ?? RGBAImage(width: region.width, height: region.height)
    }

    /// `region` of `current` with the pixels equal to `previous`'s replaced by `fill` (transparent
    /// black, or the key colour), so that blending it OVER `previous` gives `current` when every
    /// changed pixel is opaque. Unchanged opaque pixels in gaps of at most `keepGapsUpTo` pixels
    /// between changed ones of a row keep their colour (OVER leaves them as they are).
    static func overCrop(_ current: RGBAImage, _ previous: RGBAImage, _ region: PNGRegion, fill: UInt32,
                         keepGapsUpTo: Int) -> RGBAImage {
        let w = current.width, rw = region.width
        let count = rw * region.height
        // Written as words straight into the image's bytes (no second copy of the rectangle).
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            guard let base = buffer.baseAddress else { initialized = 0; return }
            let out = UnsafeMutableRawPointer(base)
            for i in 0..<count { out.storeBytes(of: fill, toByteOffset: 4 * i, as: UInt32.self) }
            current.pixels.withUnsafeBytes { pc in
                previous.pixels.withUnsafeBytes { pp in
                    let uc = pc.bindMemory(to: UInt32.self), up = pp.bindMemory(to: UInt32.self)
                    for r in 0..<region.height {
                        let row = (region.y + r) * w + region.x
                        let o = r * rw
                        var lastChanged = -1
                        for x in 0..<rw {
                            let c = uc[row + x]
                            if c == up[row + x] { continue }
                            out.storeBytes(of: c, toByteOffset: 4 * (o + x), as: UInt32.self)
                            if lastChanged >= 0 && x - lastChanged - 1 <= keepGapsUpTo {
                                for g in (lastChanged + 1)..<x where uc[row + g] >> 24 == 0xff {
                                    out.storeBytes(of: uc[row + g], toByteOffset: 4 * (o + g), as: UInt32.self)
                                }
                            }
                            lastChanged = x
                        }
                    }
                }
            }
            initialized = count * 4
        }
        return RGBAImage(width: rw, height: region.height, pixels: bytes)
            ?? RGBAImage(width: rw, height: region.height)
    }
}
