import Foundation
import SBPNG

/// An APNG reader for the tests, written from the APNG specification and independent of
/// sbrender's writer: it walks the chunks itself, checks every CRC with its own CRC-32, checks
/// the animation's structure, and composites the frames onto the canvas (dispose NONE /
/// BACKGROUND / PREVIOUS, blend SOURCE / OVER with straight alpha).
///
/// Inflating and unfiltering a frame's data is left to SBPNG's PNG decoder, which is tested on
/// its own against PngSuite and Pillow: each frame's data is wrapped into a PNG of the frame's
/// size (IHDR, the file's PLTE / tRNS, one IDAT, IEND) and decoded to RGBA.
public struct APNGTestDecoder {
    public struct Chunk {
        public var name: String
        public var offset: Int
        public var data: [UInt8]
    }

    public struct FrameControl: Equatable {
        public var sequence: UInt32
        public var width, height, x, y: Int
        public var delayNumerator, delayDenominator: Int
        public var dispose, blend: UInt8

        /// The delay in seconds (a denominator of 0 means 1/100 s, as the specification says).
        public var delay: Double { Double(delayNumerator) / Double(delayDenominator == 0 ? 100 : delayDenominator) }
    }

    public struct Frame {
        public var control: FrameControl
        /// The frame's own pixels (its rectangle only).
        public var pixels: RGBAImage
        /// The whole canvas as shown while this frame is displayed.
        public var composited: RGBAImage
    }

    public var width = 0
    public var height = 0
    public var colorType: UInt8 = 0
    public var bitDepth: UInt8 = 0
    public var numFrames = 0
    public var numPlays = 0
    public var chunks: [Chunk] = []
    public var frames: [Frame] = []
    /// Everything that breaks the PNG or APNG specification, as readable sentences.
    public var problems: [String] = []

    public init(_ bytes: [UInt8]) throws {
        try readChunks(bytes)
        try checkStructure()
        if problems.isEmpty { try decodeFrames() }
    }

    // MARK: chunks and CRCs

    public static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xff)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }

    public static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    public static func be16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }

    public struct Malformed: Error, CustomStringConvertible { public var description: String }

    private mutating func readChunks(_ bytes: [UInt8]) throws {
        guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
            throw Malformed(description: "no PNG signature")
        }
        var p = 8
        while p < bytes.count {
            guard bytes.count - p >= 12 else { throw Malformed(description: "a chunk is cut off at byte \(p)") }
            let length = Int(Self.be32(bytes, p))
            guard let name = String(bytes: bytes[(p + 4)..<(p + 8)], encoding: .ascii), bytes.count - p - 12 >= length else {
                throw Malformed(description: "a chunk at byte \(p) is cut off or misnamed")
            }
            let stored = Self.be32(bytes, p + 8 + length)
            let computed = Self.crc(bytes[(p + 4)..<(p + 8 + length)])
            if stored != computed { problems.append("\(name) at byte \(p): CRC \(stored) stored, \(computed) computed") }
            chunks.append(Chunk(name: name, offset: p, data: Array(bytes[(p + 8)..<(p + 8 + length)])))
            p += 12 + length
        }
    }

    // MARK: structure

    private mutating func checkStructure() throws {
        guard let ihdr = chunks.first, ihdr.name == "IHDR", ihdr.data.count == 13 else {
            throw Malformed(description: "IHDR is not the first chunk")
        }
        width = Int(Self.be32(ihdr.data, 0))
        height = Int(Self.be32(ihdr.data, 4))
        bitDepth = ihdr.data[8]
        colorType = ihdr.data[9]
        if ihdr.data[12] != 0 { problems.append("interlaced APNG") }
        if chunks.last?.name != "IEND" { problems.append("IEND is not the last chunk") }
        let firstIDAT = chunks.firstIndex { $0.name == "IDAT" }
        guard let firstIDAT else { throw Malformed(description: "no IDAT") }
        guard let actlIndex = chunks.firstIndex(where: { $0.name == "acTL" }) else { throw Malformed(description: "no acTL: not an APNG") }
        if actlIndex > firstIDAT { problems.append("acTL comes after the first IDAT") }
        if chunks.filter({ $0.name == "acTL" }).count != 1 { problems.append("more than one acTL") }
        let actl = chunks[actlIndex].data
        guard actl.count == 8 else { throw Malformed(description: "acTL of \(actl.count) bytes") }
        numFrames = Int(Self.be32(actl, 0))
        numPlays = Int(Self.be32(actl, 4))
        let idats = chunks.indices.filter { chunks[$0].name == "IDAT" }
        if idats != Array(idats[0]...(idats.last ?? idats[0])) { problems.append("IDAT chunks are not consecutive") }

        // One sequence counter over fcTL and fdAT, from 0 without gaps.
        var expected: UInt32 = 0
        var fctls = 0
        for (i, c) in chunks.enumerated() where c.name == "fcTL" || c.name == "fdAT" {
            guard c.data.count >= 4 else { problems.append("\(c.name) at byte \(c.offset) is too short"); continue }
            let s = Self.be32(c.data, 0)
            if s != expected { problems.append("\(c.name) at byte \(c.offset) has sequence number \(s), expected \(expected)") }
            expected = s &+ 1
            if c.name == "fcTL" {
                fctls += 1
                guard c.data.count == 26 else { problems.append("fcTL at byte \(c.offset) has \(c.data.count) bytes, not 26"); continue }
                let f = Self.control(c.data)
                if f.width < 1 || f.height < 1 || f.x + f.width > width || f.y + f.height > height {
                    problems.append("frame \(fctls - 1) (\(f.width)x\(f.height) at \(f.x),\(f.y)) is not inside the \(width)x\(height) canvas")
                }
                if f.dispose > 2 { problems.append("frame \(fctls - 1) has dispose op \(f.dispose)") }
                if f.blend > 1 { problems.append("frame \(fctls - 1) has blend op \(f.blend)") }
                if fctls == 1 {
                    // The default image is the first frame: its fcTL comes before IDAT and covers the canvas.
                    if i > firstIDAT { problems.append("the first fcTL comes after IDAT (the default image would not be a frame)") }
                    if f.x != 0 || f.y != 0 || f.width != width || f.height != height {
                        problems.append("the first frame is \(f.width)x\(f.height) at \(f.x),\(f.y), not the whole \(width)x\(height) canvas")
                    }
                }
            } else if i < firstIDAT {
                problems.append("fdAT before IDAT")
            }
        }
        if fctls != numFrames { problems.append("acTL says \(numFrames) frames, the file has \(fctls) fcTL chunks") }
    }

    public static func control(_ d: [UInt8]) -> FrameControl {
        FrameControl(sequence: be32(d, 0), width: Int(be32(d, 4)), height: Int(be32(d, 8)), x: Int(be32(d, 12)), y: Int(be32(d, 16)),
                     delayNumerator: be16(d, 20), delayDenominator: be16(d, 22), dispose: d[24], blend: d[25])
    }

    // MARK: frames and compositing

    private mutating func decodeFrames() throws {
        let shared = chunks.filter { $0.name == "PLTE" || $0.name == "tRNS" }
        var controls: [FrameControl] = []
        var data: [[UInt8]] = []
        for c in chunks {
            switch c.name {
            case "fcTL":
                controls.append(Self.control(c.data))
                data.append([])
            case "IDAT":
                if !data.isEmpty { data[data.count - 1] += c.data }
            case "fdAT":
                if !data.isEmpty { data[data.count - 1] += c.data.dropFirst(4) }
            default: break
            }
        }
        var canvas = RGBAImage(width: width, height: height)  // fully transparent black
        for (k, control) in controls.enumerated() {
            let pixels = try Self.decode(data[k], width: control.width, height: control.height, bitDepth: bitDepth,
                                         colorType: colorType, shared: shared)
            var dispose = control.dispose
            if k == 0 && dispose == 2 { dispose = 1 }  // PREVIOUS on the first frame means BACKGROUND
            let saved = canvas
            Self.blend(pixels, onto: &canvas, control: control)
            frames.append(Frame(control: control, pixels: pixels, composited: canvas))
            switch dispose {
            case 1: Self.fill(&canvas, control: control, from: nil)
            case 2: Self.fill(&canvas, control: control, from: saved)
            default: break
            }
        }
    }

    /// A frame's data decoded through a PNG of its own, built here (with this file's CRC).
    public static func decode(_ stream: [UInt8], width: Int, height: Int, bitDepth: UInt8, colorType: UInt8,
                       shared: [Chunk]) throws -> RGBAImage {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func append(_ name: String, _ data: [UInt8]) {
            let n = UInt32(data.count)
            png += [UInt8(n >> 24), UInt8((n >> 16) & 0xff), UInt8((n >> 8) & 0xff), UInt8(n & 0xff)]
            let start = png.count
            png += Array(name.utf8) + data
            let c = crc(png[start...])
            png += [UInt8(c >> 24), UInt8((c >> 16) & 0xff), UInt8((c >> 8) & 0xff), UInt8(c & 0xff)]
        }
        let w = UInt32(width), h = UInt32(height)
        append("IHDR", [UInt8(w >> 24), UInt8((w >> 16) & 0xff), UInt8((w >> 8) & 0xff), UInt8(w & 0xff),
                        UInt8(h >> 24), UInt8((h >> 16) & 0xff), UInt8((h >> 8) & 0xff), UInt8(h & 0xff),
                        bitDepth, colorType, 0, 0, 0])
        for c in shared { append(c.name, c.data) }
        append("IDAT", stream)
        append("IEND", [])
        return try PNGDecoder.decode(png)
    }

    /// Blends a frame onto the canvas: SOURCE replaces the rectangle; OVER composites with
    /// straight alpha as the APNG specification's reference code does (integer arithmetic).
    public static func blend(_ frame: RGBAImage, onto canvas: inout RGBAImage, control: FrameControl) {
        let cw = canvas.width
        frame.pixels.withUnsafeBufferPointer { src in
            canvas.pixels.withUnsafeMutableBufferPointer { dst in
                for y in 0..<control.height {
                    for x in 0..<control.width {
                        let s = (y * control.width + x) * 4
                        let d = ((control.y + y) * cw + control.x + x) * 4
                        let sa = Int(src[s + 3])
                        if control.blend == 0 || sa == 255 {
                            for c in 0..<4 { dst[d + c] = src[s + c] }
                        } else if sa != 0 {
                            let da = Int(dst[d + 3])
                            let u = sa * 255, v = (255 - sa) * da, al = u + v
                            for c in 0..<3 { dst[d + c] = UInt8((Int(src[s + c]) * u + Int(dst[d + c]) * v) / al) }
                            dst[d + 3] = UInt8(al / 255)
                        }
                    }
                }
            }
        }
    }

    /// Disposal: the rectangle back to transparent black (`from` nil) or to `from`'s pixels.
    public static func fill(_ canvas: inout RGBAImage, control: FrameControl, from: RGBAImage?) {
        let cw = canvas.width
        let rowBytes = control.width * 4
        canvas.pixels.withUnsafeMutableBufferPointer { dst in
            for y in 0..<control.height {
                let start = ((control.y + y) * cw + control.x) * 4
                for i in start..<(start + rowBytes) { dst[i] = from?.pixels[i] ?? 0 }
            }
        }
    }
}
