import Foundation
import SBMotion
import SBPNG
import SBRender

/// `sbrender-bench codecs DIR`: zlib against libdeflate on the numbered frames in DIR (as
/// `sbrender animate DIR/` writes them), as frame PNGs and as one APNG, in process. Frame PNGs:
/// one thread, the sum over the frames. APNG: the whole in-memory `APNGFileWriter` run (which
/// encodes on every core), best of three, with the default options and one setting changed.
enum CodecBench {
    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    static func loadFrames(_ dir: String) throws -> [RGBAImage] {
        var frames: [RGBAImage] = []
        while true {
            let digits = String(frames.count)
            let name = dir + "/frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
            guard let data = FileManager.default.contents(atPath: name) else { break }
            frames.append(try PNGDecoder.decode([UInt8](data)))
        }
        return frames
    }

    static func run(_ dir: String) throws {
        let frames = try loadFrames(dir)
        guard let first = frames.first else {
            print("sbrender-bench codecs: no frame-0000.png in \(dir)")
            return
        }
        let clock = ContinuousClock()
        print("\(frames.count) frames of \(first.width)x\(first.height) from \(dir)")
        print("frame PNGs (RGB when opaque, automatic filter; one thread, sum over the frames):")
        let pngCompressors: [PNGCompressor] = [.zlib(level: 6, strategy: .default), .zlib(level: 9, strategy: .default),
                                               .libdeflate(level: 4), .libdeflate(level: 5), .libdeflate(level: 6),
                                               .libdeflate(level: 8)]
        for c in pngCompressors {
            var bytes = 0
            let t = try clock.measure {
                for f in frames {
                    bytes += try PNGEncoder.encode(f, options: PNGEncoderOptions(compressor: c)).count
                }
            }
            let mark = c == PNGOutput.frameOptions.compressor ? "  (animate's frames)"
                : c == PNGEncoderOptions.default.compressor ? "  (stills)" : ""
            print(pad("  " + c.description, 28) + String(format: "%8.0f ms %11d bytes", seconds(t) * 1000, bytes) + mark)
        }
        print("APNG (whole in-memory writer on every core, best of 3):")
        let d = APNGEncoderOptions.default
        var configs: [(String, APNGEncoderOptions)] = []
        for c: PNGCompressor in [.zlib(level: 6, strategy: .default), .zlib(level: 9, strategy: .default),
                                 .libdeflate(level: 6), .libdeflate(level: 7), .libdeflate(level: 8), .libdeflate(level: 9)] {
            configs.append((c.description + (c == d.compressor ? "  (sbrender's)" : ""), APNGEncoderOptions(compressor: c)))
        }
        configs.append(("RGBA instead of the colour key", APNGEncoderOptions(colorKey: false)))
        configs.append(("no gaps kept", APNGEncoderOptions(keepGapsUpTo: 0)))
        configs.append(("all six filters tried", APNGEncoderOptions(filters: [.none, .sub, .up, .average, .paeth, .adaptive])))
        for (name, options) in configs {
            var bytes = 0
            var best = Double.infinity
            for _ in 0..<3 {
                let t = try clock.measure {
                    let writer = try APNGFileWriter(inMemoryWidth: first.width, height: first.height, fps: 30, options: options)
                    for f in frames { try writer.add(f) }
                    bytes = try writer.finishInMemory().count
                }
                best = min(best, seconds(t))
            }
            print(pad("  " + name, 40) + String(format: "%8.0f ms %11d bytes", best * 1000, bytes))
        }
    }

    static func pad(_ s: String, _ n: Int) -> String {
        s.count >= n ? s : s + String(repeating: " ", count: n - s.count)
    }
}
