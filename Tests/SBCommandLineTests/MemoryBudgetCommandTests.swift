import Foundation
import SBTestSupport
import Testing

/// Issue 24, item 4: one memory budget (2 GiB unless --max-memory or SBRENDER_MAX_MEMORY says
/// otherwise), checked before the large allocations. The issue's reproducers peaked at 5.75 GB
/// (animate), 3.86 GB (diff of two decompression bombs) and 4.7 GB (compositional layout --all);
/// the first two are now one line and exit 65, before anything is allocated; the last streams.
@Suite struct MemoryBudgetCommandTests {
    /// A PNG of `width` x `height` with a valid signature and IHDR and no image data: the budget
    /// is checked from the header, before any decoding.
    static func header(width: UInt32, height: UInt32) -> Data {
        var ihdr = Data("IHDR".utf8)
        for v in [width, height] { ihdr.append(contentsOf: withUnsafeBytes(of: v.bigEndian) { Array($0) }) }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in ihdr {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png.append(ihdr)
        png.append(contentsOf: withUnsafeBytes(of: (crc ^ 0xFFFF_FFFF).bigEndian) { Array($0) })
        return png
    }

    func refused(_ arguments: [String], in directory: String? = nil, environment: [String: String] = [:], mentioning: [String],
                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try CLI.run(arguments, in: directory, environment: environment, sourceLocation: sourceLocation)
        #expect(run.status == 65, "\(arguments): \(run.status) \(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderrLines.count == 1 && run.stdout.isEmpty, "\(run.stderr)", sourceLocation: sourceLocation)
        for m in mentioning + ["more than the memory budget", "--max-memory"] {
            #expect(run.stderr.contains(m), "\(m) not in \(run.stderr)", sourceLocation: sourceLocation)
        }
    }

    @Test func theIssuesReproducersAreRefusedUpFront() throws {
        let dir = NSTemporaryDirectory() + "sbrender-memory-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 16384 x 16384 x 16 bytes = 4 GiB a frame, for each of 2 jobs: 8 GiB (+ raster caches).
        try refused(["animate", "--layout", "circle", "--animation", "insert", "--size", "16384x16384", "--frame-count", "2", "--jobs", "2", "a.png"],
                    in: dir, mentioning: ["2 jobs drawing 16384x16384-pixel frames", "8.1 GiB", "--jobs 1"])
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.png"))
        // With one job already (--jobs 1, or one frame), the advice does not say --jobs 1 again
        // (issue 40): 16384 x 16384 x 16 bytes = 4 GiB, + a 64 MiB raster cache = 4.1 GiB.
        let single = try CLI.run(["animate", "--layout", "circle", "--animation", "insert", "--size", "16384x16384",
                                  "--jobs", "1", "--frame-count", "1", "a.png"], in: dir)
        #expect(single.status == 65 && single.stderrLines.count == 1, "\(single.stderr)")
        #expect(single.stderr == "sbrender: 1 job drawing 16384x16384-pixel frames needs about 4.1 GiB, more than the memory budget of 2 GiB; "
                + "lower --size or --scale, or raise the budget with --max-memory (or SBRENDER_MAX_MEMORY)\n", "\(single.stderr)")
        // An oversized image is named by its scene key and file (issue 40): 16384 x 16384 x 8 bytes
        // = 2 GiB decoded, at least half of the 2.1 GiB the picture needs.
        try Self.header(width: 16384, height: 16384).write(to: URL(fileURLWithPath: dir + "/big.png"))
        try Data(#"{"layout": "homescreen", "device": "iphone-15-pro", "homescreen": {"apps": [{"label": "Big", "icon": "big.png"}]}}"#.utf8)
            .write(to: URL(fileURLWithPath: dir + "/icon.json"))
        let icon = try CLI.run(["--scene", "icon.json", "i.png"], in: dir)
        #expect(icon.status == 65 && icon.stderr == "sbrender: a 393x852-pixel picture, most of it to decode homescreen.apps[0].icon "
                + "(big.png, about 2 GiB), needs about 2.1 GiB, more than the memory budget of 2 GiB; use a smaller image for "
                + "homescreen.apps[0].icon, or lower --size or --scale, or raise the budget with --max-memory (or SBRENDER_MAX_MEMORY)\n",
                "\(icon.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/i.png"))
        // Two 16384^2 pictures decoded at 8 bytes a pixel: 2 x 2 GiB.
        try Self.header(width: 16384, height: 16384).write(to: URL(fileURLWithPath: dir + "/bomb1.png"))
        try Self.header(width: 16384, height: 16384).write(to: URL(fileURLWithPath: dir + "/bomb2.png"))
        try refused(["diff", "bomb1.png", "bomb2.png"], in: dir, mentioning: ["comparing bomb1.png with bomb2.png", "about 4 GiB"])
    }

    /// A compositional `layout --all` streams (nothing kept per item; a 10^7-row list peaked at
    /// 25 MB): its estimate is the sections' geometry, 1024 + 48 x 10,000 bytes = 470 KiB for one
    /// section of 20,000 items, which a 1 MiB budget holds (the old estimate, 480 bytes an item,
    /// was 9.2 MiB).
    @Test func aCompositionalLayoutStreamsWithinASmallBudget() throws {
        let run = try CLI.run(["layout", "--max-memory", "1M", "--layout", "compositional", "--sections", "1", "--items", "20000", "--all"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("\n]}\n"))
        try refused(["layout", "--max-memory", "100K", "--layout", "compositional", "--sections", "1", "--items", "20000", "--all"],
                    mentioning: ["compositional layout of 20000 items needs about 470 KiB"])
    }

    @Test func theBudgetComesFromTheOptionOrTheEnvironment() throws {
        // The flow's 10 sections of 100 items at 64 bytes: 64,000 bytes (63 KiB), over a 1 KiB budget.
        try refused(["layout", "--layout", "flow", "--items", "100"], environment: ["SBRENDER_MAX_MEMORY": "1K"],
                    mentioning: ["flow layout of 1000 items needs about 63 KiB", "budget of 1 KiB"])
        try refused(["layout", "--max-memory", "1K", "--layout", "flow", "--items", "100"], mentioning: ["flow layout of 1000 items"])
        // The option wins over the environment.
        let allowed = try CLI.run(["layout", "--max-memory", "1G", "--layout", "flow", "--items", "100"], environment: ["SBRENDER_MAX_MEMORY": "1K"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
        // Not a size: a usage error.
        let bad = try CLI.run(["layout", "--max-memory", "lots"])
        #expect(bad.status == 64 && bad.stderr.contains("--max-memory expects a size such as 512M or 8G, got 'lots'"), "\(bad.stderr)")
        let badEnvironment = try CLI.run(["layout"], environment: ["SBRENDER_MAX_MEMORY": "-3G"])
        #expect(badEnvironment.status == 64 && badEnvironment.stderr.contains("SBRENDER_MAX_MEMORY expects a size"), "\(badEnvironment.stderr)")
    }
}
