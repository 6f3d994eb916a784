#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBPNG
import SBRender

/// Bytes read front to back: a file, or an array.
protocol APNGByteSource {
    /// The next `count` bytes; fewer (possibly none) at the end.
    mutating func read(_ count: Int) throws -> [UInt8]
}

struct APNGFileSource: APNGByteSource {
    let handle: FileDescriptor
    let path: String

    init(path: String) throws {
        guard let handle = FileDescriptor(readingAt: path) else {
            throw AnimationError("cannot read back \(path) (was it removed while being written?)")
        }
        self.handle = handle
        self.path = path
    }

    mutating func read(_ count: Int) throws -> [UInt8] {
        do {
            return try handle.read(upTo: count)
        } catch {
            throw AnimationError("cannot read back \(path): \(error)")
        }
    }

    func close() {
        handle.close()
    }
}

struct APNGMemorySource: APNGByteSource {
    let bytes: [UInt8]
    var position = 0

    mutating func read(_ count: Int) throws -> [UInt8] {
        let end = min(bytes.count, position + count)
        defer { position = end }
        return Array(bytes[position..<end])
    }
}

/// Plays back an APNG that `APNGFileWriter` wrote (possibly without its IEND yet), one frame at a
/// time: the writer uses it to re-encode what it has written when it must change the file's
/// pixel format half-way. It understands what the writer writes (dispose NONE, blend SOURCE, and
/// blend OVER with alpha 0 or 255) and nothing more; it is not a general APNG decoder.
enum APNGReplay {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The big-endian 32-bit number at `i`.
    static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }

    struct FrameControl {
        var region: PNGRegion
        var dispose: UInt8
        var blend: UInt8
    }

    /// Calls `each` with the index and the whole canvas after every frame.
    static func frames(from source: inout some APNGByteSource, each: (Int, RGBAImage) throws -> Void) throws {
        guard try source.read(8) == APNGReplay.signature else { throw AnimationError("internal: replaying a file that is not a PNG") }
        var header: PNGHeader?
        var transparency: [UInt8]?
        var canvas = RGBAImage(width: 0, height: 0)
        var control: FrameControl?
        var data: [UInt8] = []
        var index = 0

        func finishFrame() throws {
            guard let c = control, let header else { return }
            let frame = try decode(data, width: c.region.width, height: c.region.height, colorType: header.colorType,
                                   transparency: transparency)
            try composite(frame, onto: &canvas, control: c)
            try each(index, canvas)
            index += 1
            control = nil
            data = []
        }

        while true {
            let head = try source.read(8)
            if head.isEmpty { break }
            guard head.count == 8 else { throw AnimationError("internal: replayed APNG cut in a chunk header") }
            let length = Int(be32(head, 0))
            let name = PNGChunkName(rawValue: be32(head, 4))
            let body = try source.read(length)
            let crc = try source.read(4)
            guard body.count == length, crc.count == 4 else { throw AnimationError("internal: replayed APNG cut in a \(name) chunk") }
            switch name {
            case .IHDR:
                guard body.count == 13, let type = PNGColorType(rawValue: body[9]) else {
                    throw AnimationError("internal: replayed IHDR is not the writer's")
                }
                let h = try PNGHeader(width: Int(be32(body, 0)), height: Int(be32(body, 4)), bitDepth: Int(body[8]),
                                      colorType: type, interlaced: false)
                header = h
                canvas = RGBAImage(width: h.width, height: h.height)
            case .tRNS:
                transparency = body
            case .fcTL:
                try finishFrame()
                guard body.count == 26 else { throw AnimationError("internal: replayed fcTL of \(body.count) bytes") }
                let region = PNGRegion(x: Int(be32(body, 12)), y: Int(be32(body, 16)),
                                       width: Int(be32(body, 4)), height: Int(be32(body, 8)))
                control = FrameControl(region: region, dispose: body[24], blend: body[25])
            case .IDAT:
                data += body
            case .fdAT:
                data += body.dropFirst(4)
            case .IEND:
                try finishFrame()
                return
            default:
                break
            }
        }
        try finishFrame()
    }

    /// One frame's pixels: its stream wrapped into a PNG of its own and decoded by SBPNG.
    static func decode(_ stream: [UInt8], width: Int, height: Int, colorType: PNGColorType,
                       transparency: [UInt8]?) throws -> RGBAImage {
        var png = PNGChunkWriter(reservingCapacity: stream.count + 128)
        try png.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: colorType, interlaced: false))
        if let transparency { try png.append(.tRNS, transparency) }
        try png.appendImageData(stream)
        try png.appendEnd()
        return try PNGDecoder.decode(png.bytes)
    }

    static func composite(_ frame: RGBAImage, onto canvas: inout RGBAImage, control: FrameControl) throws {
        let r = control.region
        guard r.isNonEmpty(inside: canvas.width, canvas.height), control.dispose == 0, control.blend <= 1 else {
            throw AnimationError("internal: replaying a frame the APNG writer does not write (\(r), dispose \(control.dispose), blend \(control.blend))")
        }
        let cw = canvas.width
        var failed = false
        frame.pixels.withUnsafeBytes { fp in
            canvas.pixels.withUnsafeMutableBytes { cp in
                let f = fp.bindMemory(to: UInt32.self), c = cp.bindMemory(to: UInt32.self)
                for y in 0..<r.height {
                    for x in 0..<r.width {
                        let p = f[y * r.width + x]
                        let i = (r.y + y) * cw + r.x + x
                        if control.blend == 0 || p >> 24 == 0xff {
                            c[i] = p
                        } else if p >> 24 != 0 {
                            failed = true
                        }
                    }
                }
            }
        }
        if failed { throw AnimationError("internal: replaying an OVER frame with translucent pixels") }
    }
}
