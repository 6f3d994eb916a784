import APNGTestSupport
import Foundation
import SBPNG
import SBTestSupport
import Testing

/// Pillow, an independent APNG reader, plays sbrender's APNGs: frame count, each frame's
/// duration, and each frame's pixels (seek, convert to RGBA) equal to the numbered PNGs.
/// Skipped, with a note, only when no Python with Pillow is installed (`make test` installs
/// python3-pil, and Pillow 13 from PyPI into .build/pillow).
@Suite("APNG output read by Pillow")
struct APNGPillowTests {
    /// Where `make test` installs a Pillow from PyPI (Debian 12's python3-pil is 9.4, see below).
    static let pypiPillow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".build/pillow").path

    /// A command that runs a Python that can import PIL (the PyPI Pillow first), and Pillow's version.
    static let pillow: (command: [String], version: [Int])? = {
        var candidates: [[String]] = []
        for python in ["/usr/bin/python3", "/usr/local/bin/python3"] where FileManager.default.isExecutableFile(atPath: python) {
            if FileManager.default.fileExists(atPath: pypiPillow + "/PIL") { candidates.append(["/usr/bin/env", "PYTHONPATH=" + pypiPillow, python]) }
            candidates.append([python])
        }
        for command in candidates {
            guard let r = try? Tools.run(command[0], Array(command.dropFirst()) + ["-c", "import PIL; print(PIL.__version__)"], in: NSTemporaryDirectory()),
                  r.status == 0 else { continue }
            let version = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ".").compactMap { Int($0) }
            return (command, version)
        }
        return nil
    }()

    /// Pillow before 9.5 blends an RGB frame OVER the canvas without its tRNS colour key
    /// (https://github.com/python-pillow/Pillow/pull/7018), so it cannot play colour-keyed
    /// APNGs (sbrender's default for opaque animations, and apngasm's) frame by frame.
    static var pillowHonoursColorKeys: Bool {
        guard let v = pillow?.version, v.count >= 2 else { return false }
        return v[0] > 9 || (v[0] == 9 && v[1] >= 5)
    }

    static let script = """
    import sys
    from PIL import Image
    im = Image.open(sys.argv[1])
    print(im.n_frames)
    for i in range(im.n_frames):
        im.seek(i)
        print(repr(im.info.get("duration")))
        with open("%s/%d.rgba" % (sys.argv[2], i), "wb") as f:
            f.write(im.convert("RGBA").tobytes())
    """

    @Test("Pillow's frames, durations and pixels equal the numbered PNGs", arguments: APNGTests.animations)
    func pillowPlaysTheAPNG(_ spec: String) throws {
        guard let pillow = Self.pillow else {
            print("note: Pillow not found (tried /usr/bin/python3, /usr/local/bin/python3): skipping the Pillow APNG checks (`make test` installs python3-pil)")
            return
        }
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let rendered = try APNGTests.rendered(spec)
        try Data(rendered.animated).write(to: URL(fileURLWithPath: folder + "/animated.png"))
        try Data(rendered.rgba).write(to: URL(fileURLWithPath: folder + "/rgba.png"))
        for (file, keyed) in [("animated.png", true), ("rgba.png", false)] {
            let decoded = try APNGTestDecoder(try APNGTests.bytes(folder + "/" + file))
            #expect(decoded.colorType == (keyed ? 2 : 6), "\(spec) \(file)")
            let out = folder + "/pillow-" + file
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let run = try Tools.run(pillow.command[0], Array(pillow.command.dropFirst()) + ["-c", Self.script, folder + "/" + file, out], in: folder)
            try #require(run.status == 0, "\(spec) \(file): Pillow failed: \(run.stderr)")
            let lines = run.stdout.split(separator: "\n").map(String.init)
            let count = try #require(lines.first.flatMap { Int($0) }, "\(spec) \(file): \(run.stdout)")
            #expect(count == decoded.frames.count, "\(spec) \(file): Pillow sees \(count) frames, the file has \(decoded.frames.count)")
            let checkPixels = !keyed || Self.pillowHonoursColorKeys
            if !checkPixels {
                print("note: Pillow \(pillow.version.map(String.init).joined(separator: ".")) ignores tRNS when blending APNG frames (fixed in 9.5, python-pillow/Pillow#7018): \(spec) \(file) checked for frame count, durations and the first frame only")
            }
            var shown = 0
            for k in 0..<min(count, decoded.frames.count) {
                let duration = try #require(lines.count > k + 1 ? Double(lines[k + 1]) : nil, "\(spec) \(file): no duration for frame \(k)")
                #expect(abs(duration - decoded.frames[k].control.delay * 1000) < 1e-6,
                        "\(spec) \(file): Pillow's frame \(k) lasts \(duration) ms, the fcTL says \(decoded.frames[k].control.delay * 1000)")
                let ticks = Int((duration * 30 / 1000).rounded())
                if checkPixels || k == 0 {
                    let pixels = try APNGTests.bytes(out + "/\(k).rgba")
                    for n in shown..<min(shown + ticks, rendered.frames.count) {
                        #expect(pixels == rendered.frames[n].pixels, "\(spec) \(file): Pillow's frame \(k) differs from numbered frame \(n)")
                    }
                }
                shown += ticks
            }
            #expect(shown == rendered.frames.count, "\(spec) \(file): Pillow's durations add up to \(shown) frames, not \(rendered.frames.count)")
        }
    }
}
