import APNGTestSupport
import Foundation
import SBPNG
import Testing

/// `APNGFileWriter` on synthetic frames: the colour key, the switch to RGBA half-way, blend
/// choices on translucent frames, merged frames, and failures.
@Suite("APNG writer")
struct APNGWriterTests {
    /// A new empty folder of the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "sbpng-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An opaque gradient with no black pixel (so black becomes the colour key).
    static func gradient(_ w: Int = 48, _ h: Int = 40, shift: Int = 0) -> RGBAImage {
        var image = RGBAImage(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let i = (y * w + x) * 4
                image.pixels[i] = UInt8(40 + (x + shift) % 200)
                image.pixels[i + 1] = UInt8(30 + y * 3)
                image.pixels[i + 2] = UInt8(90 + (x * y + shift) % 120)
                image.pixels[i + 3] = 255
            }
        }
        return image
    }

    static func set(_ image: inout RGBAImage, _ x: Int, _ y: Int, _ p: (UInt8, UInt8, UInt8, UInt8)) {
        let i = (y * image.width + x) * 4
        image.pixels[i] = p.0; image.pixels[i + 1] = p.1; image.pixels[i + 2] = p.2; image.pixels[i + 3] = p.3
    }

    static func write(_ frames: [RGBAImage], fps: Double = 10, options: APNGEncoderOptions = .default) throws -> [UInt8] {
        let writer = try APNGFileWriter(inMemoryWidth: frames[0].width, height: frames[0].height, fps: fps, options: options)
        for f in frames { try writer.add(f) }
        return try writer.finishInMemory()
    }

    /// The decoded frames, each repeated for its delay in ticks of 1 / fps.
    static func shown(_ apng: [UInt8], fps: Double) throws -> [RGBAImage] {
        let decoded = try APNGTestDecoder(apng)
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
        var result: [RGBAImage] = []
        for f in decoded.frames {
            let ticks = Int((Double(f.control.delayNumerator) * fps / Double(f.control.delayDenominator)).rounded())
            result += Array(repeating: f.composited, count: ticks)
        }
        return result
    }

    @Test("opaque frames are stored as RGB with a tRNS key absent from the first frame, blended OVER")
    func colorKey() throws {
        var frames = [Self.gradient()]
        for k in 1..<5 {
            var f = frames[k - 1]
            for x in (5 * k)..<(5 * k + 9) { Self.set(&f, x, 7 + k, (250, 250, 250, 255)) }
            frames.append(f)
        }
        frames.append(frames[4])  // merged into frame 4's delay
        let apng = try Self.write(frames)
        let decoded = try APNGTestDecoder(apng)
        #expect(decoded.colorType == 2)
        #expect(decoded.chunks.first { $0.name == "tRNS" }?.data == [0, 0, 0, 0, 0, 0], "black is the first grey absent from frame 0")
        #expect(decoded.frames.count == 5)
        #expect(decoded.frames.dropFirst().allSatisfy { $0.control.blend == 1 && $0.control.dispose == 0 })
        #expect(decoded.frames.last?.control.delayNumerator == 2)
        #expect(try Self.shown(apng, fps: 10) == frames)
    }

    @Test("a key colour or a translucent pixel in a later frame switches the file to RGBA, as if RGBA from the start",
          arguments: ["key colour", "translucent"])
    func switchToRGBA(_ reason: String) throws {
        var frames = [Self.gradient()]
        var f1 = frames[0]
        Self.set(&f1, 3, 3, (200, 10, 10, 255))
        frames.append(f1)
        frames.append(f1)
        var f2 = f1
        Self.set(&f2, 20, 30, reason == "translucent" ? (10, 200, 10, 128) : (0, 0, 0, 255))
        frames.append(f2)
        var f3 = f2
        Self.set(&f3, 40, 2, (1, 2, 3, 255))
        frames.append(f3)
        let switched = try Self.write(frames)
        let rgba = try Self.write(frames, options: APNGEncoderOptions(colorKey: false))
        #expect(try APNGTestDecoder(switched).colorType == 6)
        #expect(switched == rgba, "the switched file differs from one written as RGBA from the start")
        #expect(try Self.shown(switched, fps: 10) == frames)

        // The same through a file, which the writer reads back from disk.
        let folder = try APNGWriterTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/switched.png"
        let writer = try APNGFileWriter(path: path, width: 48, height: 40, fps: 10, loops: 0, frames: frames.count)
        for f in frames { try writer.add(f) }
        try writer.finish()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == rgba)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["switched.png"], "a temporary file was left behind")
    }

    @Test("translucent frames: SOURCE or OVER, whichever is smaller, and the pixels survive")
    func translucent() throws {
        var frames: [RGBAImage] = []
        for k in 0..<6 {
            var f = RGBAImage(width: 30, height: 20)
            for y in 0..<20 {
                for x in 0..<30 where (x + y + k) % 7 < 3 {
                    Self.set(&f, x, y, (UInt8(x * 8), UInt8(y * 12), UInt8(k * 40), UInt8(60 + (x * y) % 190)))
                }
            }
            if k % 2 == 1 {
                // Two opaque pixels far apart: OVER (transparent between them) beats SOURCE.
                f = frames[k - 1]
                Self.set(&f, k, 1, (255, 0, 0, 255))
                Self.set(&f, 28, 18 - k, (0, 0, 255, 255))
            }
            frames.append(f)
        }
        let apng = try Self.write(frames)
        let decoded = try APNGTestDecoder(apng)
        #expect(decoded.colorType == 6)
        #expect(decoded.frames.contains { $0.control.blend == 1 }, "an opaque change should be blended OVER")
        #expect(decoded.frames.dropFirst().contains { $0.control.blend == 0 }, "a translucent change needs SOURCE")
        #expect(try Self.shown(apng, fps: 10) == frames)
    }

    @Test("no frames, wrong sizes, abandon: errors and no file")
    func failures() throws {
        let folder = try APNGWriterTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = try APNGFileWriter(path: folder + "/empty.png", width: 4, height: 4, fps: 30, loops: 0, frames: 1)
        #expect(throws: APNGError.noFrames(path: folder + "/empty.png")) { try empty.finish() }
        empty.abandon()
        let sized = try APNGFileWriter(path: folder + "/sized.png", width: 4, height: 4, fps: 30, loops: 0, frames: 2)
        try sized.add(RGBAImage(width: 4, height: 4, fill: (1, 2, 3, 255)))
        #expect(throws: APNGError.frameSize(width: 5, height: 4, canvasWidth: 4, canvasHeight: 4)) {
            try sized.add(RGBAImage(width: 5, height: 4))
        }
        sized.abandon()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        do {
            _ = try APNGFileWriter(path: folder + "/no/such/folder.png", width: 4, height: 4, fps: 30, loops: 0, frames: 1)
            Issue.record("a missing folder was accepted")
        } catch let error as APNGError {
            #expect(error.description == "cannot write \(folder)/no/such/folder.png: the folder \(folder)/no/such does not exist (create it first, or end the name with / for numbered frames)")
        }
        #expect(throws: APNGError.emptyCanvas(width: 0, height: 4)) { try APNGFileWriter(inMemoryWidth: 0, height: 4, fps: 30) }
    }
}

/// APNG delays are exact fractions, never clamped (issue 10, item 12).
@Suite("APNG delays")
struct APNGDelayTests {
    static func delays(_ frames: [RGBAImage], fps: Double) throws -> [(Int, Int)] {
        let apng = try APNGWriterTests.write(frames, fps: fps)
        let decoded = try APNGTestDecoder(apng)
        #expect(decoded.problems.isEmpty, "\(decoded.problems)")
        return decoded.frames.map { ($0.control.delayNumerator, $0.control.delayDenominator) }
    }

    @Test("one frame at 0.01 fps lasts 100/1 s, not 65.535 s")
    func slowFrame() throws {
        let d = try Self.delays([APNGWriterTests.gradient(8, 8)], fps: 0.01)
        #expect(d.map { $0.0 } == [100] && d.map { $0.1 } == [1])
    }

    @Test("700 identical frames at 0.01 fps (70,000 s) are split into 65,500 s and 4,500 s, both exact")
    func longRunSplit() throws {
        let frame = APNGWriterTests.gradient(8, 8)
        let d = try Self.delays(Array(repeating: frame, count: 700), fps: 0.01)
        // 65535 / 100 = 655 ticks of 100 s fit one fraction; the other 45 ticks follow.
        #expect(d.map { $0.0 } == [65500, 4500])
        #expect(d.map { $0.1 } == [1, 1])
        let apng = try APNGWriterTests.write(Array(repeating: frame, count: 700), fps: 0.01)
        let decoded = try APNGTestDecoder(apng)
        #expect(decoded.frames.allSatisfy { $0.composited == frame }, "the held frame changed the picture")
    }

    @Test("29.97 fps: one frame lasts 100/2997 s; 12.5 fps: 2/25 s (exact, not milliseconds)")
    func fractionalRates() throws {
        var second = APNGWriterTests.gradient(8, 8)
        APNGWriterTests.set(&second, 2, 2, (250, 250, 250, 255))
        let frames = [APNGWriterTests.gradient(8, 8), second]
        #expect(try Self.delays(frames, fps: 29.97).map { [$0.0, $0.1] } == [[100, 2997], [100, 2997]])
        #expect(try Self.delays(frames, fps: 12.5).map { [$0.0, $0.1] } == [[2, 25], [2, 25]])
    }

    @Test("a rate whose frame delay no 16-bit fraction holds is refused with the reason")
    func unrepresentableRate() throws {
        #expect(throws: APNGError.inexactDelay(fps: 999.99)) {
            try APNGFileWriter(inMemoryWidth: 4, height: 4, fps: 999.99)
        }
        // The message names the value, not the command line's option (the command line adds it).
        #expect(APNGError.inexactDelay(fps: 999.99).description
                == "a frame rate of 999.99 fps: a frame's delay, 1/999.99 s, cannot be written exactly in an APNG (a delay is a fraction of two numbers up to 65535); use a rate such as 30, 29.97 or 12.5")
    }
}
