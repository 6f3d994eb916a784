import Foundation
import Testing

/// Runs the built `sbrender` executable as a subprocess.
///
/// The test target depends on the `sbrender` executable target, so SwiftPM builds the binary
/// before the tests; it sits in the same build directory as the test bundle
/// (.build/<triple>/<config>/sbrender next to sbrenderPackageTests.xctest). SBRENDER_BINARY
/// overrides the lookup.
enum SBRender {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String

        var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty } }

        /// stdout parsed as one JSON object.
        func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
            let value = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(value as? [String: Any], "stdout is not a JSON object", sourceLocation: sourceLocation)
        }
    }

    /// The binary is missing, or the subprocess could not be set up.
    struct MissingBinary: Error, CustomStringConvertible {
        var description: String
    }

    /// Where the binary is, or why it was not found.
    static let binary: Swift.Result<URL, MissingBinary> = {
        let fm = FileManager.default
        if let override = ProcessInfo.processInfo.environment["SBRENDER_BINARY"], !override.isEmpty {
            return fm.isExecutableFile(atPath: override) ? .success(URL(fileURLWithPath: override))
                : .failure(MissingBinary(description: "SBRENDER_BINARY=\(override) is not an executable file"))
        }
        // The running test bundle: /proc/self/exe on Linux, else the main bundle's executable.
        var candidates: [URL] = []
        let selfExe = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map { URL(fileURLWithPath: $0) }
        for exe in [selfExe, Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap({ $0 }) {
            var dir = exe.deletingLastPathComponent()
            // Walk up out of an .xctest bundle (on macOS the executable is inside Contents/MacOS).
            for _ in 0..<4 {
                candidates.append(dir.appendingPathComponent("sbrender"))
                dir = dir.deletingLastPathComponent()
            }
        }
        if let found = candidates.first(where: { fm.isExecutableFile(atPath: $0.path) }) {
            return .success(found)
        }
        return .failure(MissingBinary(description: "the sbrender executable was not found next to the test bundle (looked at \(candidates.map(\.path))); build it with `swift build` or set SBRENDER_BINARY"))
    }()

    /// `sbrender layout <arguments>`.
    static func layout(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> Output {
        try run(["layout"] + arguments, sourceLocation: sourceLocation)
    }

    /// Runs `sbrender arguments`.
    /// - Parameters:
    ///   - directory: the working folder (the test process's when nil).
    ///   - standardOutput: a file standard output goes to instead (`/dev/full`), when given;
    ///     ``Output/stdout`` is then empty.
    ///   - environment: variables added to the test process's.
    static func run(_ arguments: [String], in directory: String? = nil, standardOutput: String? = nil,
                    environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> Output {
        let url: URL
        switch binary {
        case .success(let u): url = u
        case .failure(let error):
            Issue.record("\(error)", sourceLocation: sourceLocation)
            throw error
        }
        // Output goes to files, not pipes: a large report cannot fill a pipe and block the child.
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sbrender-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("stdout"), err = dir.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: out.path, contents: nil),
              FileManager.default.createFile(atPath: err.path, contents: nil) else {
            throw MissingBinary(description: "cannot create output files in \(dir.path)")
        }
        let outHandle = try FileHandle(forWritingTo: standardOutput.map { URL(fileURLWithPath: $0) } ?? out)
        let errHandle = try FileHandle(forWritingTo: err)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return Output(status: process.terminationStatus,
                      stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                      stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}

/// Typed access into the parsed JSON.
extension Dictionary where Key == String, Value == Any {
    func number(_ key: String) -> Double? { (self[key] as? NSNumber)?.doubleValue }
    func object(_ key: String) -> [String: Any]? { self[key] as? [String: Any] }
    func array(_ key: String) -> [[String: Any]]? { self[key] as? [[String: Any]] }

    /// (x, y, width, height) of a "frame" object.
    var frame: [Double]? {
        guard let f = object("frame") else { return nil }
        let v = ["x", "y", "width", "height"].compactMap { f.number($0) }
        return v.count == 4 ? v : nil
    }

    var cellIndex: (section: Int, item: Int)? {
        guard let s = self["section"] as? Int, let i = self["item"] as? Int else { return nil }
        return (s, i)
    }
}
