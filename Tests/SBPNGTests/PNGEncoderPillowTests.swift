import Foundation
import SBPNG
import Testing

/// Pillow, an independent decoder, reads the encoder's output as the same pixels. Skipped with a
/// printed note when no Python with Pillow is found.
@Suite("Encoder output read by Pillow")
struct PNGEncoderPillowTests {
    /// A Python interpreter that can import PIL, if any.
    static let python: String? = {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3", "python3"] {
            if (try? run(candidate, ["-c", "import PIL"]))?.status == 0 { return candidate }
        }
        return nil
    }()

    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        if executable.hasPrefix("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static let options: [PNGEncoderOptions] = [
        PNGEncoderOptions(),
        PNGEncoderOptions(colorMode: .rgba, filter: .adaptive, compressor: .zlib(level: 9, strategy: .filtered)),
        PNGEncoderOptions(colorMode: .rgbWhenOpaque, filter: .paeth, compressor: .zlib(level: 1, strategy: .rle)),
        PNGEncoderOptions(colorMode: .rgba, filter: .average, compressor: .libdeflate(level: 12)),
        PNGEncoderOptions(colorMode: .rgbWhenOpaque, filter: .sub, compressor: .libdeflate(level: 0)),
        PNGEncoderOptions(colorMode: .rgba, filter: .up, compressor: .zlib(level: 0, strategy: .default)),
    ]

    @Test("Pillow decodes the encoder's files to the same pixels")
    func pillowAgrees() throws {
        guard let python = Self.python else {
            print("note: Pillow not found (tried /usr/bin/python3, /usr/local/bin/python3, python3): skipping")
            return
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("sbpng-pillow-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var expected: [String: [UInt8]] = [:]
        for (imageIndex, entry) in TestImages.all.enumerated() {
            for (optionIndex, options) in Self.options.enumerated() {
                let name = "i\(imageIndex)o\(optionIndex).png"
                try Data(try PNGEncoder.encode(entry.image, options: options)).write(to: directory.appendingPathComponent(name))
                expected[name] = entry.image.pixels
            }
        }
        let script = """
        import os, sys
        from PIL import Image
        d = sys.argv[1]
        for n in sorted(os.listdir(d)):
            print(n, Image.open(os.path.join(d, n)).convert("RGBA").tobytes().hex())
        """
        let result = try Self.run(python, ["-c", script, directory.path])
        #expect(result.status == 0)
        var seen = 0
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let pixels = expected[String(parts[0])] else { continue }
            #expect(String(parts[1]) == pixels.map { String(format: "%02x", $0) }.joined(), "\(parts[0])")
            seen += 1
        }
        #expect(seen == expected.count)
    }
}
