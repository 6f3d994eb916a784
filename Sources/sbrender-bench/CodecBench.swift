import Foundation
import SBMotion
import SBPNG
import SBRender

/// `sbrender-bench codecs DIR`: the tables the encoder and decoder settings are chosen from, on
/// the numbered frames in DIR (as `sbrender animate DIR/` writes them), in process.
///
/// Times are CPU times (of the one thread that does the work, or of the whole process for the
/// APNG writer, which encodes on every core), best of three: on a machine shared with other
/// work, CPU time moves far less than wall time does.
/// - decoding: zlib's streaming inflater against libdeflate in one call, the sum over the frames;
/// - frame PNGs: libdeflate levels 1 to 6 against each filter strategy, the sum over the frames;
/// - APNG: the whole in-memory `APNGFileWriter` run, libdeflate levels 1 to 9, and the
///   defaults with one other setting changed.
enum CodecBench {
    /// CPU seconds used so far by the calling thread, or by the whole process.
    static func cpuSeconds(process: Bool = false) -> Double {
        var t = timespec()
        clock_gettime(process ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
    }

    /// The least CPU time of three runs of `body`, in milliseconds, and its last result.
    static func best<T>(process: Bool = false, _ body: () throws -> T) rethrows -> (ms: Double, result: T) {
        var start = cpuSeconds(process: process)
        var result = try body()
        var least = cpuSeconds(process: process) - start
        for _ in 0..<2 {
            start = cpuSeconds(process: process)
            result = try body()
            least = min(least, cpuSeconds(process: process) - start)
        }
        return (least * 1000, result)
    }

    static func loadFiles(_ dir: String) -> [[UInt8]] {
        var files: [[UInt8]] = []
        while true {
            let digits = String(files.count)
            let name = dir + "/frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
            guard let data = FileManager.default.contents(atPath: name) else { break }
            files.append([UInt8](data))
        }
        return files
    }

    static func run(_ dir: String) throws {
        let files = loadFiles(dir)
        guard !files.isEmpty else {
            print("sbrender-bench codecs: no frame-0000.png in \(dir)")
            return
        }
        let frames = try files.map { try PNGDecoder.decode($0) }
        let first = frames[0]
        print("\(frames.count) frames of \(first.width)x\(first.height) from \(dir); CPU ms, best of 3")

        print("decoding (one thread, sum over the frames):")
        let streaming = try best { try files.reduce(0) { $0 + (try PNGDecoder.decodeStreaming($1).pixels.count) } }
        let whole = try best { try files.reduce(0) { $0 + (try PNGDecoder.decode($1).pixels.count) } }
        print(pad("  zlib, streaming", 40) + String(format: "%8.1f ms", streaming.ms))
        print(pad("  libdeflate, one call, one buffer", 40) + String(format: "%8.1f ms", whole.ms) + "  (PNGDecoder)")

        print("frame PNGs (RGB when opaque; one thread, sum over the frames): CPU ms / bytes")
        let levels = Array(1...6)
        let filters: [PNGFilterStrategy] = [.automatic, .none, .up, .sub, .paeth, .adaptive]
        print(pad("  filter \\ libdeflate level", 28) + levels.map { pad(String($0), 20) }.joined())
        for filter in filters {
            var line = pad("  " + filter.description, 28)
            for level in levels {
                let options = PNGEncoderOptions(filter: filter, compressor: .libdeflate(level: level))
                let (ms, bytes) = try best { try frames.reduce(0) { $0 + (try PNGEncoder.encode($1, options: options).count) } }
                let mark = options == PNGOutput.frameOptions ? "*" : " "
                line += pad(String(format: "%5.0f %11d", ms, bytes) + mark, 20)
            }
            print(line)
        }
        let zlib = PNGEncoderOptions(compressor: .zlib(level: 6, strategy: .default))
        let (zms, zbytes) = try best { try frames.reduce(0) { $0 + (try PNGEncoder.encode($1, options: zlib).count) } }
        print(String(format: "  zlib level 6, automatic: %.0f ms %d bytes; * animate's frames", zms, zbytes))

        print("APNG (whole in-memory writer on every core; CPU ms of the process / bytes):")
        let d = APNGEncoderOptions.default
        var configs: [(String, APNGEncoderOptions)] = []
        for level in 1...9 {
            let c = PNGCompressor.libdeflate(level: level)
            configs.append((c.description + (c == d.compressor ? "  (sbrender's)" : ""), APNGEncoderOptions(compressor: c)))
        }
        configs.append(("zlib level 9", APNGEncoderOptions(compressor: .zlib(level: 9, strategy: .default))))
        configs.append(("RGBA instead of the colour key", APNGEncoderOptions(colorKey: false)))
        configs.append(("no gaps kept", APNGEncoderOptions(keepGapsUpTo: 0)))
        configs.append(("all six filters tried", APNGEncoderOptions(filters: [.none, .sub, .up, .average, .paeth, .adaptive])))
        for (name, options) in configs {
            let (ms, bytes) = try best(process: true) { () throws -> Int in
                let writer = try APNGFileWriter(inMemoryWidth: first.width, height: first.height, fps: 30, options: options)
                for f in frames { try writer.add(f) }
                return try writer.finishInMemory().count
            }
            print(pad("  " + name, 40) + String(format: "%8.0f ms %11d bytes", ms, bytes))
        }
    }

    static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
    }
}
