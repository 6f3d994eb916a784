import Foundation
import SBPNG

/// Writes an animated PNG frame by frame, straight to disk, small:
///
/// - each frame after the first covers only the rectangle that changed since the one before
///   (fcTL offset and size), and a frame identical to the one before is not written again: its
///   delay is added to the previous frame's;
/// - when every changed pixel of a frame is opaque, the pixels of its rectangle that did not
///   change are made transparent and the frame is blended OVER the canvas (long transparent runs
///   compress well); otherwise the rectangle replaces the canvas (blend SOURCE). Frames never
///   dispose (APNG_DISPOSE_OP_NONE), so the canvas after frame n is frame n;
/// - delays are exact fractions of the frame rate (delay_num / delay_den);
/// - fcTL and fdAT chunks share one gap-free sequence counter; acTL's frame count is written
///   when the last frame is known.
///
/// The file is written under a temporary name beside the target and renamed at the end.
public final class APNGFileWriter {
    /// Where the bytes go: a file (streamed) or memory.
    enum Sink {
        case file(FileHandle, temporary: String)
        case memory
    }

    /// The file being written, or "(memory)" for an in-memory writer.
    public let path: String
    /// The canvas width, in pixels; every frame has it.
    public let width: Int
    /// The canvas height, in pixels; every frame has it.
    public let height: Int
    /// Frames per second: each frame's delay is 1/fps seconds, times the identical frames merged into it.
    public let fps: Double
    /// How many times the animation plays (acTL num_plays); 0 plays it forever.
    public let loops: Int
    /// The bytes written so far.
    public private(set) var bytesWritten = 0

    private let sink: Sink
    private var memory: [UInt8] = []
    private var previous: RGBAImage?
    private var pending: PendingFrame?
    private var sequence: UInt32 = 0
    private var framesWritten: UInt32 = 0
    private var acTLOffset: UInt64 = 0
    private var finished = false

    struct PendingFrame {
        var region: PNGRegion
        var stream: [UInt8]
        var blendOver: Bool
        var ticks: Int
        var isFirst: Bool
    }

    /// A writer streaming to a temporary file beside `path`, renamed to `path` by ``finish()``.
    /// - Parameters:
    ///   - path: the APNG file to write.
    ///   - width: the canvas width, in pixels.
    ///   - height: the canvas height, in pixels.
    ///   - fps: frames per second.
    ///   - loops: how many times to play; 0 for forever.
    ///   - frames: the expected frame count (the count actually written is fixed up at the end).
    /// - Throws: ``AnimationError`` when the size is empty or the folder is missing or not writable.
    public init(path: String, width: Int, height: Int, fps: Double, loops: Int, frames: Int) throws {
        guard width > 0, height > 0 else { throw AnimationError("an APNG needs a picture of at least 1x1 pixels") }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AnimationError("cannot write \(path): the folder \(directory) does not exist (create it first, or end the name with / for numbered frames)")
        }
        let temporary = directory + "/." + url.lastPathComponent + ".sbrender-\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let h = FileHandle(forWritingAtPath: temporary) else {
            throw AnimationError("cannot write \(path): the folder \(directory) is not writable")
        }
        sink = .file(h, temporary: temporary)
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.loops = loops
        try start(frames: frames)
    }

    /// A writer that keeps the file in memory (`finishInMemory()` returns it).
    public init(inMemoryWidth width: Int, height: Int, fps: Double, loops: Int = 0) throws {
        guard width > 0, height > 0 else { throw AnimationError("an APNG needs a picture of at least 1x1 pixels") }
        sink = .memory
        path = "(memory)"
        self.width = width
        self.height = height
        self.fps = fps
        self.loops = loops
        try start(frames: 1)
    }

    private func start(frames: Int) throws {
        do {
            var head = PNGChunkWriter()
            try head.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: .truecolorAlpha, interlaced: false))
            try emit(head.bytes)
            acTLOffset = UInt64(bytesWritten)
            try emit(chunk("acTL", APNGFileWriter.be32(UInt32(max(1, frames))) + APNGFileWriter.be32(UInt32(loops))))
        } catch {
            abandon()
            throw error
        }
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)] }
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xff)] }

    /// One chunk (length, name, data, CRC) as bytes.
    private func chunk(_ name: String, _ data: [UInt8]) throws -> [UInt8] {
        guard let n = PNGChunkName(name) else { throw AnimationError("internal: bad chunk name \(name)") }
        var w = PNGChunkWriter()
        try w.append(n, data)
        return Array(w.bytes.dropFirst(8))
    }

    private func emit(_ bytes: [UInt8]) throws {
        guard case .file(let handle, _) = sink else {
            memory += bytes
            bytesWritten += bytes.count
            return
        }
        do {
            try handle.write(contentsOf: Data(bytes))
        } catch {
            throw AnimationError("cannot write \(path): \(error.localizedDescription) (is the disk full?)")
        }
        bytesWritten += bytes.count
    }

    /// Adds the next frame (the same size as the canvas).
    public func add(_ image: RGBAImage) throws {
        guard image.width == width, image.height == height else {
            throw AnimationError("frame of \(image.width)x\(image.height) pixels in an APNG of \(width)x\(height)")
        }
        guard let previous else {
            let stream = try compress(image, region: PNGRegion(covering: image))
            pending = PendingFrame(region: PNGRegion(covering: image), stream: stream, blendOver: false, ticks: 1, isFirst: true)
            self.previous = image
            return
        }
        guard let changed = APNGFileWriter.changedRegion(previous, image) else {
            pending?.ticks += 1
            return
        }
        try flush()
        var frame = image
        let over = APNGFileWriter.clearUnchanged(in: &frame, comparedWith: previous, region: changed)
        let stream = try compress(over ? frame : image, region: changed)
        pending = PendingFrame(region: changed, stream: stream, blendOver: over, ticks: 1, isFirst: false)
        self.previous = image
    }

    private func compress(_ image: RGBAImage, region: PNGRegion) throws -> [UInt8] {
        let options = PNGEncoderOptions.default
        return try PNGImageDataEncoder.compress(image, region: region, colorType: .truecolorAlpha,
                                                filter: options.filter, compressor: options.compressor)
    }

    /// The delay of `ticks` frames as a fraction: ticks / fps when fps is whole, else milliseconds.
    func delay(ticks: Int) -> (UInt16, UInt16) {
        if fps == fps.rounded(), fps <= 65535, ticks <= 65535 { return (UInt16(ticks), UInt16(fps)) }
        let ms = min(65535, Int((Double(ticks) * 1000 / fps).rounded()))
        return (UInt16(ms), 1000)
    }

    private func flush() throws {
        guard let p = pending else { return }
        pending = nil
        let (num, den) = delay(ticks: p.ticks)
        var fctl: [UInt8] = APNGFileWriter.be32(sequence)
        fctl += APNGFileWriter.be32(UInt32(p.region.width)) + APNGFileWriter.be32(UInt32(p.region.height))
        fctl += APNGFileWriter.be32(UInt32(p.region.x)) + APNGFileWriter.be32(UInt32(p.region.y))
        fctl += APNGFileWriter.be16(num) + APNGFileWriter.be16(den)
        fctl += [0, p.blendOver ? 1 : 0]  // dispose NONE; blend SOURCE or OVER
        try emit(chunk("fcTL", fctl))
        sequence += 1
        framesWritten += 1
        if p.isFirst {
            try emit(chunk("IDAT", p.stream))
        } else {
            // fdAT: sequence number, then the frame data; split like IDAT at 1 MiB.
            var start = 0
            repeat {
                let end = min(p.stream.count, start + (1 << 20))
                try emit(chunk("fdAT", APNGFileWriter.be32(sequence) + Array(p.stream[start..<end])))
                sequence += 1
                start = end
            } while start < p.stream.count
        }
    }

    /// Writes the last frame, IEND and the true frame count, and renames the file into place.
    public func finish() throws {
        guard case .file(let handle, let temporary) = sink else { throw AnimationError("internal: use finishInMemory()") }
        try flush()
        try emit(try chunk("IEND", []))
        do {
            try handle.seek(toOffset: acTLOffset)
            try handle.write(contentsOf: Data(try chunk("acTL", APNGFileWriter.be32(framesWritten) + APNGFileWriter.be32(UInt32(loops)))))
            try handle.close()
        } catch {
            throw AnimationError("cannot write \(path): \(error)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw AnimationError("cannot write \(path): \(reason)")
        }
        finished = true
    }

    /// Removes the temporary file after a failure.
    public func abandon() {
        guard !finished, case .file(let handle, let temporary) = sink else { return }
        try? handle.close()
        unlink(temporary)
    }

    /// Ends an in-memory APNG and returns its bytes.
    public func finishInMemory() throws -> [UInt8] {
        try flush()
        try emit(try chunk("IEND", []))
        let actl = try chunk("acTL", APNGFileWriter.be32(framesWritten) + APNGFileWriter.be32(UInt32(loops)))
        memory.replaceSubrange(Int(acTLOffset)..<(Int(acTLOffset) + actl.count), with: actl)
        finished = true
        return memory
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    static func changedRegion(_ a: RGBAImage, _ b: RGBAImage) -> PNGRegion? {
        let w = a.width, h = a.height
        var minX = w, maxX = -1, minY = h, maxY = -1
        a.pixels.withUnsafeBytes { pa in
            b.pixels.withUnsafeBytes { pb in
                let ua = pa.bindMemory(to: UInt32.self), ub = pb.bindMemory(to: UInt32.self)
                for y in 0..<h {
                    let row = y * w
                    var x0 = 0
                    while x0 < w && ua[row + x0] == ub[row + x0] { x0 += 1 }
                    if x0 == w { continue }
                    var x1 = w - 1
                    while x1 > x0 && ua[row + x1] == ub[row + x1] { x1 -= 1 }
                    minX = min(minX, x0); maxX = max(maxX, x1)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return PNGRegion(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// Makes the unchanged pixels of `region` transparent when every changed one is opaque
    /// (then blending OVER the previous canvas gives the new frame exactly). Returns whether it did.
    static func clearUnchanged(in frame: inout RGBAImage, comparedWith previous: RGBAImage, region: PNGRegion) -> Bool {
        let w = frame.width
        var opaque = true
        previous.pixels.withUnsafeBytes { pp in
            frame.pixels.withUnsafeBytes { pf in
                let up = pp.bindMemory(to: UInt32.self), uf = pf.bindMemory(to: UInt32.self)
                outer: for y in region.y..<(region.y + region.height) {
                    for x in region.x..<(region.x + region.width) {
                        let i = y * w + x
                        if up[i] != uf[i] && (uf[i] >> 24) != 0xff {
                            opaque = false
                            break outer
                        }
                    }
                }
            }
        }
        guard opaque else { return false }
        previous.pixels.withUnsafeBytes { pp in
            frame.pixels.withUnsafeMutableBytes { pf in
                let up = pp.bindMemory(to: UInt32.self), uf = pf.bindMemory(to: UInt32.self)
                for y in region.y..<(region.y + region.height) {
                    for x in region.x..<(region.x + region.width) {
                        let i = y * w + x
                        if up[i] == uf[i] { uf[i] = 0 }
                    }
                }
            }
        }
        return true
    }
}
