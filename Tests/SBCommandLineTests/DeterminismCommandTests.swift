import Foundation
import SBPNG
import SBTestSupport
import Testing

/// The command line's half of the byte-identical re-renders (the renderer's is in SBRenderTests).
@Suite("Byte-identical re-renders")
struct DeterminismTests {
    @Test("a still PNG is the same file on one core as on all of them (strips and chunks are cut by geometry)")
    func sameBytesOnOneCore() throws {
        guard let taskset = Tools.optional("taskset (util-linux)", candidates: ["/usr/bin/taskset", "/bin/taskset"]) else { return }
        let sb = try Tools.sbrender()
        let folder = try Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scene = folder + "/bench.json"
        try Support.benchScene().write(toFile: scene, atomically: true, encoding: .utf8)
        // At 2x: 9.4 MB of filtered rows, 16 filter strips and 8 compressed chunks.
        let all = try Tools.run(sb, ["--quiet", "--scene", scene, "--scale", "2", "all.png"], in: folder)
        let one = try Tools.run(taskset, ["-c", "0", sb, "--quiet", "--scene", scene, "--scale", "2", "one.png"], in: folder)
        #expect(all.status == 0 && one.status == 0, "\(all) / \(one)")
        let a = FileManager.default.contents(atPath: folder + "/all.png"), b = FileManager.default.contents(atPath: folder + "/one.png")
        #expect(a != nil && a == b, "taskset -c 0 changed the PNG: \(a?.count ?? 0) and \(b?.count ?? 0) bytes")
        // And the pixels are the renderer's.
        let decoded = try PNGDecoder.decode([UInt8](try #require(a)))
        #expect(decoded == (try Support.image(Support.benchScene().replacingOccurrences(of: "\"scale\": 1", with: "\"scale\": 2"))))
    }
}
