#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBOutput

/// Writes an animated PNG frame by frame, straight to disk, small and fast:
///
/// - `add` compares each frame with the one before on the caller's thread (cheap) and hands the
///   encoding (filtering, deflate) to worker threads; the encoded frames are written in order,
///   so the file is the same whatever the number of threads or their timing;
/// - each frame after the first covers only the rectangle that changed since the one before
///   (fcTL offset and size), and a frame identical to the one before is not written again: its
///   delay is added to the previous frame's;
/// - an animation whose first frame is opaque is stored as RGB with a tRNS colour key (the first
///   grey, else the first colour, absent from the first frame); every later frame is blended
///   OVER the canvas with its unchanged pixels in the key colour. Should a later frame need a
///   translucent pixel or the key colour itself, the writer reads back what it has written and
///   re-encodes it as RGBA, then goes on (rare: the result is as if RGBA had been chosen at the
///   start);
/// - in RGBA, a frame whose changed pixels are all opaque is tried both ways: blended OVER with
///   its unchanged pixels transparent, and as the rectangle replacing the canvas (blend SOURCE);
///   the smaller is kept;
/// - frames never dispose (APNG_DISPOSE_OP_NONE), so the canvas after frame n is frame n;
/// - delays are exact fractions of the frame rate (delay_num / delay_den, ``APNGDelay``); a run
///   of identical frames too long for one fraction goes on in a 1 x 1 frame that changes nothing;
/// - fcTL and fdAT chunks share one gap-free sequence counter; acTL's frame count is written
///   when the last frame is known.
///
/// Memory: the previous frame, and a few frames being encoded (`maximumQueued`).
/// The file is written under a temporary name beside the target and renamed at the end (a
/// device, FIFO or standard output gets the finished file copied through: `OutputTarget`).
package final class APNGFileWriter {
    /// Where the bytes go: a file (streamed) or memory.
    enum Sink {
        case file(FileDescriptor, temporary: String)
        case memory
    }

    /// A frame handed to the encoders and not written yet.
    struct QueuedFrame {
        var job: Int
        var ticks: Int
        var isFirst: Bool
    }

    /// The file being written, or "(memory)" for an in-memory writer.
    package let path: String
    /// Where the finished file goes.
    private let target: OutputTarget?
    /// The run's temporary files.
    private let temporaryFiles: TemporaryFiles
    /// The canvas width, in pixels; every frame has it.
    package let width: Int
    /// The canvas height, in pixels; every frame has it.
    package let height: Int
    /// Frames per second: each frame's delay is 1/fps seconds, times the identical frames merged into it.
    package let fps: Double
    /// How many times the animation plays (acTL num_plays); 0 plays it forever.
    package let loops: Int
    /// How frames are encoded: compression level, colour key or RGBA.
    package let options: APNGEncoderOptions
    /// The bytes written so far.
    package private(set) var bytesWritten = 0

    private var sink: Sink
    private var memory: [UInt8] = []
    private let framesHint: Int
    private var mode: APNGPixelMode?
    private var forceRGBA = false
    private var previous: RGBAImage?
    private var queued: [QueuedFrame] = []
    private var nextJob = 0
    private let jobs = APNGJobQueue()
    /// Frames queued for encoding before `add` waits for the oldest.
    private let maximumQueued = max(2, ProcessInfo.processInfo.activeProcessorCount) + 2
    private var sequence: UInt32 = 0
    private var framesWritten: UInt32 = 0
    /// The frame count of every frame written (merged frames count several), for a re-encode.
    private var writtenTicks: [Int] = []
    private var acTLOffset: UInt64 = 0
    private var temporaries = 0
    private var finished = false
    /// One tick's delay, and the fractions of merged frames.
    private let tick: APNGDelay

    /// A writer streaming to a temporary file beside `path`, renamed to `path` by ``finish()``.
    /// - Parameters:
    ///   - path: the APNG file to write.
    ///   - width: the canvas width, in pixels.
    ///   - height: the canvas height, in pixels.
    ///   - fps: frames per second.
    ///   - loops: how many times to play; 0 for forever.
    ///   - frames: the expected frame count (the count actually written is fixed up at the end).
    ///   - options: how frames are encoded.
    ///   - temporaries: the run's temporary files, so that an interruption removes them.
    /// - Throws: ``APNGError`` when the size is empty or the folder is missing or not writable.
    package convenience init(path: String, width: Int, height: Int, fps: Double, loops: Int, frames: Int,
                            options: APNGEncoderOptions = .default, temporaries: TemporaryFiles = TemporaryFiles()) throws {
        let target: OutputTarget
        do {
            target = try OutputTarget(path: path, folderHint: "create it first, or end the name with / for numbered frames",
                                      fileHint: "give a file name such as animation.png, or end the name with / for numbered frames")
        } catch {
            throw APNGFileWriter.outputError(error)
        }
        try self.init(target: target, width: width, height: height, fps: fps, loops: loops, frames: frames,
                      options: options, temporaries: temporaries)
    }

    /// A writer streaming to a temporary file and then to `target` (a file, a device or FIFO, or
    /// standard output) by ``finish()``.
    /// - Parameters:
    ///   - target: where the finished APNG goes.
    ///   - width: the canvas width, in pixels.
    ///   - height: the canvas height, in pixels.
    ///   - fps: frames per second.
    ///   - loops: how many times to play; 0 for forever.
    ///   - frames: the expected frame count (the count actually written is fixed up at the end).
    ///   - options: how frames are encoded.
    ///   - temporaries: the run's temporary files, so that an interruption removes them.
    /// - Throws: ``APNGError`` when the size is empty or the temporary cannot be created.
    package init(target: OutputTarget, width: Int, height: Int, fps: Double, loops: Int, frames: Int,
                options: APNGEncoderOptions = .default, temporaries: TemporaryFiles = TemporaryFiles()) throws {
        guard width > 0, height > 0 else { throw APNGError.emptyCanvas(width: width, height: height) }
        tick = try APNGDelay(fps: fps)
        self.target = target
        temporaryFiles = temporaries
        self.path = target.path
        self.width = width
        self.height = height
        self.fps = fps
        self.loops = loops
        self.options = options
        framesHint = frames
        sink = .memory
        sink = try openTemporary()
    }

    /// A writer that keeps the file in memory (`finishInMemory()` returns it).
    package init(inMemoryWidth width: Int, height: Int, fps: Double, loops: Int = 0, options: APNGEncoderOptions = .default) throws {
        guard width > 0, height > 0 else { throw APNGError.emptyCanvas(width: width, height: height) }
        tick = try APNGDelay(fps: fps)
        sink = .memory
        path = "(memory)"
        target = nil
        temporaryFiles = TemporaryFiles()
        self.width = width
        self.height = height
        self.fps = fps
        self.loops = loops
        self.options = options
        framesHint = 1
    }

    /// A new temporary file beside the target: `.NAME.sbrender-PID.tmp` (`-2`, `-3`, ... after a
    /// re-encode).
    private func openTemporary() throws -> Sink {
        guard let target else { return .memory }
        temporaries += 1
        let suffix = temporaries == 1 ? "" : "-\(temporaries)"
        do {
            let (temporary, fd) = try target.createTemporary(temporaryFiles, suffix: suffix)
            return .file(FileDescriptor(taking: fd), temporary: temporary)
        } catch {
            throw APNGFileWriter.outputError(error)
        }
    }

    private func writeHeader(_ mode: APNGPixelMode) throws {
        var head = PNGChunkWriter()
        try head.appendHeader(PNGHeader(width: width, height: height, bitDepth: 8, colorType: mode.colorType, interlaced: false))
        try emit(head.bytes)
        acTLOffset = UInt64(bytesWritten)
        try emit(chunk(.acTL, APNGFileWriter.be32(UInt32(max(1, framesHint))) + APNGFileWriter.be32(UInt32(loops))))
        if case .rgbKey(let key) = mode {
            let r = UInt8(key & 0xff), g = UInt8((key >> 8) & 0xff), b = UInt8((key >> 16) & 0xff)
            try emit(chunk(.tRNS, [0, r, 0, g, 0, b]))
        }
    }

    /// SBOutput's error as an APNG error (any other error's words as an output error).
    static func outputError(_ error: any Error) -> APNGError {
        .output(error as? OutputError ?? OutputError("\(error)"))
    }

    /// `v` as four big-endian bytes (``PNGBytes``).
    static func be32(_ v: UInt32) -> [UInt8] {
        var bytes: [UInt8] = []
        PNGBytes.append(v, to: &bytes)
        return bytes
    }

    /// `v` as two big-endian bytes.
    static func be16(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xff)] }

    /// One chunk (length, name, data, CRC) as bytes, made by ``PNGChunkWriter``.
    private func chunk(_ name: PNGChunkName, _ data: [UInt8]) throws -> [UInt8] {
        var w = PNGChunkWriter(reservingCapacity: data.count + 12)
        try w.append(name, data)
        return Array(w.bytes.dropFirst(PNGSignature.bytes.count))
    }

    private func emit(_ bytes: [UInt8]) throws {
        guard case .file(let handle, _) = sink else {
            memory += bytes
            bytesWritten += bytes.count
            return
        }
        do {
            try handle.write(bytes)
        } catch {
            throw APNGError.write(path: path, reason: "\(error) (is the disk full?)")
        }
        bytesWritten += bytes.count
    }

    /// Adds the next frame (the same size as the canvas).
    package func add(_ image: RGBAImage) throws {
        guard !finished else { throw APNGError.internal("a frame added to a finished APNG") }
        guard image.width == width, image.height == height else {
            throw APNGError.frameSize(width: image.width, height: image.height, canvasWidth: width, canvasHeight: height)
        }
        let options = self.options
        guard let previous else {
            let mode = forceRGBA ? APNGPixelMode.rgba : APNGPixelMode.choose(for: image, colorKey: options.colorKey)
            self.mode = mode
            try writeHeader(mode)
            submit(isFirst: true) { try APNGFrameEncoder.encodeFirst(image, mode: mode, options: options) }
            self.previous = image
            return
        }
        let mode = self.mode ?? .rgba
        var key: UInt32?
        if case .rgbKey(let k) = mode { key = k }
        guard let change = APNGFrameEncoder.change(from: previous, to: image, key: key) else {
            guard !queued.isEmpty else { throw APNGError.internal("the APNG writer lost its last frame") }
            if tick.fraction(ticks: queued[queued.count - 1].ticks + 1) != nil {
                queued[queued.count - 1].ticks += 1
                return
            }
            // The merged delay would not fit fcTL's fraction: the same picture goes on in a frame
            // of its own, a 1 x 1 rectangle that changes nothing.
            let pixel = image.pixel(x: 0, y: 0)
            let hold = APNGChange(region: PNGRegion(x: 0, y: 0, width: 1, height: 1), opaque: key != nil || pixel.a == 255, keyFree: true)
            submit(isFirst: false) {
                try APNGFrameEncoder.encode(image, after: previous, change: hold, mode: mode, options: options)
            }
            try writeReady(all: false)
            return
        }
        if key != nil && !(change.opaque && change.keyFree) {
            try reencodeAsRGBA()
            try add(image)
            return
        }
        submit(isFirst: false) {
            try APNGFrameEncoder.encode(image, after: previous, change: change, mode: mode, options: options)
        }
        self.previous = image
        try writeReady(all: false)
    }

    private func submit(isFirst: Bool, _ work: @escaping @Sendable () throws -> APNGEncodedFrame) {
        let id = nextJob
        nextJob += 1
        jobs.submit(id, work)
        queued.append(QueuedFrame(job: id, ticks: 1, isFirst: isFirst))
    }

    /// Writes the encoded frames at the head of the queue: those already encoded, and the oldest
    /// whenever too many are queued; `all` writes every frame (the last one's delay is final).
    /// The newest frame stays queued otherwise: frames equal to it may still extend its delay.
    private func writeReady(all: Bool) throws {
        while queued.count > (all ? 0 : 1) {
            let head = queued[0]
            if !all && queued.count <= maximumQueued && !jobs.isReady(head.job) { break }
            let frame = try jobs.take(head.job)
            queued.removeFirst()
            try write(frame, ticks: head.ticks, isFirst: head.isFirst)
        }
    }

    private func write(_ frame: APNGEncodedFrame, ticks: Int, isFirst: Bool) throws {
        guard let (num, den) = tick.fraction(ticks: ticks) else {
            throw APNGError.internal("a frame of \(ticks) ticks at \(fps) fps has no 16-bit delay fraction")
        }
        let region = frame.region
        var fctl: [UInt8] = APNGFileWriter.be32(sequence)
        fctl += APNGFileWriter.be32(UInt32(region.width)) + APNGFileWriter.be32(UInt32(region.height))
        fctl += APNGFileWriter.be32(UInt32(region.x)) + APNGFileWriter.be32(UInt32(region.y))
        fctl += APNGFileWriter.be16(num) + APNGFileWriter.be16(den)
        fctl += [0, frame.blendOver ? 1 : 0]  // dispose NONE; blend SOURCE or OVER
        try emit(chunk(.fcTL, fctl))
        sequence += 1
        framesWritten += 1
        writtenTicks.append(ticks)
        if isFirst {
            try emit(chunk(.IDAT, frame.stream))
        } else {
            // fdAT: sequence number, then the frame data; split like IDAT at 1 MiB.
            var start = 0
            repeat {
                let end = min(frame.stream.count, start + (1 << 20))
                try emit(chunk(.fdAT, APNGFileWriter.be32(sequence) + Array(frame.stream[start..<end])))
                sequence += 1
                start = end
            } while start < frame.stream.count
        }
    }

    /// Rewrites everything written so far as RGBA: writes the queued frames, reads the file back
    /// frame by frame and adds each frame again (as many times as it lasted) to a fresh file.
    private func reencodeAsRGBA() throws {
        try writeReady(all: true)
        let ticks = writtenTicks
        forceRGBA = true
        mode = nil
        previous = nil
        queued = []
        sequence = 0
        framesWritten = 0
        writtenTicks = []
        bytesWritten = 0
        let replay: (Int, RGBAImage) throws -> Void = { [self] index, canvas in
            guard index < ticks.count else { throw APNGError.internal("the APNG read back has more frames than were written") }
            for _ in 0..<ticks[index] { try add(canvas) }
        }
        switch sink {
        case .file(let handle, let temporary):
            handle.close()
            sink = try openTemporary()
            defer { temporaryFiles.discard(temporary) }
            let written = try APNGReplay.read(temporary)
            try APNGReplay.frames(of: written, each: replay)
        case .memory:
            let written = memory
            memory = []
            try APNGReplay.frames(of: written, each: replay)
        }
    }

    /// Writes the last frames, IEND and the true frame count, and renames the file into place.
    package func finish() throws {
        guard case .file(let handle, let temporary) = sink else { throw APNGError.internal("finish() on an in-memory APNG; use finishInMemory()") }
        guard previous != nil else { throw APNGError.noFrames(path: path) }
        try writeReady(all: true)
        try emit(try chunk(.IEND, []))
        do {
            try handle.seek(to: acTLOffset)
            try handle.write(try chunk(.acTL, APNGFileWriter.be32(framesWritten) + APNGFileWriter.be32(UInt32(loops))))
            try handle.closeChecked()
        } catch {
            throw APNGError.write(path: path, reason: "\(error)")
        }
        guard let target else { throw APNGError.internal("an in-memory APNG has no file") }
        finished = true
        do {
            try target.commit(temporary: temporary, temporaryFiles)
        } catch {
            throw APNGFileWriter.outputError(error)
        }
    }

    /// Removes the temporary file after a failure.
    package func abandon() {
        guard !finished, case .file(let handle, let temporary) = sink else { return }
        handle.close()
        temporaryFiles.discard(temporary)
        finished = true
    }

    /// Ends an in-memory APNG and returns its bytes.
    package func finishInMemory() throws -> [UInt8] {
        guard previous != nil else { throw APNGError.noFrames(path: path) }
        try writeReady(all: true)
        try emit(try chunk(.IEND, []))
        let actl = try chunk(.acTL, APNGFileWriter.be32(framesWritten) + APNGFileWriter.be32(UInt32(loops)))
        memory.replaceSubrange(Int(acTLOffset)..<(Int(acTLOffset) + actl.count), with: actl)
        finished = true
        return memory
    }
}
