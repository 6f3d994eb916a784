#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBOutput

/// Plays back an APNG that `APNGFileWriter` wrote (possibly without its IEND yet), one frame at a
/// time: the writer uses it to re-encode what it has written when it must change the file's
/// pixel format half-way. It understands what the writer writes (dispose NONE, blend SOURCE, and
/// blend OVER with alpha 0 or 255) and nothing more; it is not a general APNG decoder.
enum APNGReplay {
    struct FrameControl {
        var region: PNGRegion
        var dispose: UInt8
        var blend: UInt8
    }

    /// The whole file the writer wrote at `path` (its temporary), to replay.
    /// - Throws: ``APNGError/readBack(path:reason:)`` when it cannot be read back.
    static func read(_ path: String) throws -> [UInt8] {
        guard let handle = FileDescriptor(readingAt: path) else {
            throw APNGError.readBack(path: path, reason: "it cannot be opened (was it removed while being written?)")
        }
        defer { handle.close() }
        var bytes: [UInt8] = []
        do {
            while true {
                let piece = try handle.read(upTo: 1 << 20)
                if piece.isEmpty { break }
                bytes += piece
            }
        } catch {
            throw APNGError.readBack(path: path, reason: "\(error)")
        }
        return bytes
    }

    /// Calls `each` with the index and the whole canvas after every frame of `bytes`, whose
    /// chunks (length, name and CRC checked) ``PNGChunkReader`` walks; the file may end before
    /// its IEND.
    static func frames(of bytes: [UInt8], each: (Int, RGBAImage) throws -> Void) throws {
        guard bytes.starts(with: PNGSignature.bytes) else { throw APNGError.internal("replaying a file that is not a PNG") }
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

        var reader = PNGChunkReader(bytes, position: PNGSignature.bytes.count)
        while !reader.isAtEnd {
            let chunk: PNGChunk
            do {
                chunk = try reader.next()
            } catch {
                throw APNGError.internal("the APNG read back is not as written: \(error)")
            }
            let body = Array(bytes[chunk.data])
            switch chunk.name {
            case .IHDR:
                guard body.count == 13, let type = PNGColorType(rawValue: body[9]) else {
                    throw APNGError.internal("replayed IHDR is not the writer's")
                }
                let h = try PNGHeader(width: Int(PNGBytes.uint32(body, at: 0)), height: Int(PNGBytes.uint32(body, at: 4)),
                                      bitDepth: Int(body[8]), colorType: type, interlaced: false)
                header = h
                canvas = RGBAImage(width: h.width, height: h.height)
            case .tRNS:
                transparency = body
            case .fcTL:
                try finishFrame()
                guard body.count == 26 else { throw APNGError.internal("replayed fcTL of \(body.count) bytes") }
                let region = PNGRegion(x: Int(PNGBytes.uint32(body, at: 12)), y: Int(PNGBytes.uint32(body, at: 16)),
                                       width: Int(PNGBytes.uint32(body, at: 4)), height: Int(PNGBytes.uint32(body, at: 8)))
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
            throw APNGError.internal("replaying a frame the APNG writer does not write (\(r), dispose \(control.dispose), blend \(control.blend))")
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
        if failed { throw APNGError.internal("replaying an OVER frame with translucent pixels") }
    }
}
