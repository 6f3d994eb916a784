import Foundation
import Testing

/// Test fixtures: PngSuite, in Tests/Fixtures/pngsuite (shared with the renderer's and the
/// command line's tests, so read in place rather than copied into a bundle).
enum Fixtures {
    /// The folder holding the PngSuite files.
    static func pngSuiteDirectory() throws -> URL {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let folder = tests.appendingPathComponent("Fixtures/pngsuite", isDirectory: true)
        try #require(FileManager.default.fileExists(atPath: folder.path), "missing fixture folder \(folder.path)")
        return folder
    }

    /// The bytes of PngSuite file `name` (without ".png").
    static func pngSuite(_ name: String) throws -> [UInt8] {
        let url = try pngSuiteDirectory().appendingPathComponent(name + ".png")
        return [UInt8](try Data(contentsOf: url))
    }

    /// Names (without ".png") of every PngSuite file, sorted.
    static func pngSuiteNames() throws -> [String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: try pngSuiteDirectory().path)
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    /// FNV-1a 64 of a byte buffer: the digest the reference table was computed with.
    static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
