import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished process did.
public struct ProcessResult: CustomStringConvertible, Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Standard output as bytes (a picture written to `-`).
    public var stdoutData = Data()
    /// Killed by a signal (a crash: a Swift trap is SIGILL or SIGTRAP), not exited.
    public var crashed = false
    /// Still running at the time limit, and stopped.
    public var timedOut = false

    public var description: String {
        "status \(status)\(crashed ? " (signal)" : "")\(timedOut ? " (timed out)" : ""), stdout \(stdout.debugDescription), stderr \(stderr.debugDescription)"
    }

    /// The non-empty lines of standard error.
    public var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }

    /// Standard output parsed as one JSON object.
    public func json(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(stdout.utf8))
        return try #require(value as? [String: Any], "stdout is not a JSON object", sourceLocation: sourceLocation)
    }
}

/// The tests' one subprocess harness: finds the built `sbrender` binary and runs it (or any
/// other program) to the end with its output in files.
public enum Tools {
    /// The `sbrender` binary: `SBRENDER_BINARY` when set, else the one SwiftPM built next to the
    /// test bundle (.build/<triple>/<config>/sbrender beside sbrenderPackageTests.xctest; a test
    /// target that runs it depends on the executable target, so it is built with the tests).
    public static func sbrender(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        switch binary {
        case .success(let path): return path
        case .failure(let error):
            Issue.record("\(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The binary is missing, or a tool is not installed.
    public struct ToolMissing: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where the binary is, or why it was not found (looked up once).
    static let binary: Result<String, ToolMissing> = {
        let fm = FileManager.default
        if let override = ProcessInfo.processInfo.environment["SBRENDER_BINARY"], !override.isEmpty {
            return fm.isExecutableFile(atPath: override) ? .success(override)
                : .failure(ToolMissing(description: "SBRENDER_BINARY=\(override) is not an executable file"))
        }
        // The running test bundle: /proc/self/exe on Linux, else the main bundle's executable;
        // up to three folders up, out of an .xctest bundle (on macOS the executable is inside
        // Contents/MacOS).
        var candidates: [URL] = []
        let selfExe = (try? fm.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map { URL(fileURLWithPath: $0) }
        for exe in [selfExe, Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap({ $0 }) {
            var folder = exe.deletingLastPathComponent()
            for _ in 0..<4 {
                candidates.append(folder.appendingPathComponent("sbrender"))
                folder = folder.deletingLastPathComponent()
            }
        }
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               fm.isExecutableFile(atPath: candidate.path) {
                return .success(candidate.path)
            }
        }
        return .failure(ToolMissing(description: "the sbrender binary was not found next to the test bundle (looked at \(candidates.map(\.path).joined(separator: ", "))); build it with `swift build --build-tests` or set SBRENDER_BINARY"))
    }()

    /// The path of an optional tool, or nil with a printed note.
    public static func optional(_ name: String, candidates: [String]) -> String? {
        for c in candidates where FileManager.default.isExecutableFile(atPath: c) { return c }
        print("note: \(name) is not installed (looked at \(candidates.joined(separator: ", "))); skipping the checks that need it (`make test` installs it)")
        return nil
    }

    public static var pdftoppm: String? { optional("pdftoppm (poppler-utils)", candidates: ["/usr/bin/pdftoppm", "/usr/local/bin/pdftoppm"]) }

    /// A hang guard, not a timing target: far longer than any command of the suite takes on a
    /// busy 2-core machine (a few seconds alone, a minute or two under load).
    public static let hangGuard: Double = 20 * 60

    /// Runs a program to the end, with its output in files (no pipe can fill up and block the
    /// child); a program still running after `timeLimit` seconds (a hang) is killed (by its own
    /// process id). The wait sleeps until the program ends (no polling), so a loaded machine
    /// only makes it longer.
    /// - Parameters:
    ///   - folder: the working folder (the test process's when nil).
    ///   - standardInput: a file read as standard input (else /dev/null).
    ///   - standardOutput: a file standard output goes to instead (`/dev/full`), when given;
    ///     ``ProcessResult/stdout`` is then empty.
    ///   - environment: variables added to the test process's.
    public static func run(_ program: String, _ arguments: [String], in folder: String? = nil, timeLimit: Double = hangGuard,
                           standardInput: String? = nil, standardOutput: String? = nil,
                           environment: [String: String] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let id = UUID().uuidString
        let outPath = NSTemporaryDirectory() + "sbrender-test-\(id).out", errPath = NSTemporaryDirectory() + "sbrender-test-\(id).err"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outPath)
            try? FileManager.default.removeItem(atPath: errPath)
        }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: standardOutput ?? outPath))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
        process.standardOutput = out
        process.standardError = err
        if let standardInput {
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: standardInput))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        var timedOut = false
        if ended.wait(timeout: .now() + timeLimit) == .timedOut {
            timedOut = true
            // SIGKILL, to this child's own id: the child inherits the test runner's blocked
            // signals (SIGTERM among them), so terminate() would not stop it.
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let stdoutData = FileManager.default.contents(atPath: outPath) ?? Data()
        let stdout = String(decoding: stdoutData, as: UTF8.self)
        let stderr = String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self)
        return ProcessResult(status: process.terminationStatus, stdout: stdout, stderr: stderr, stdoutData: stdoutData,
                             crashed: process.terminationReason == .uncaughtSignal && !timedOut, timedOut: timedOut)
    }
}

/// `sbrender` itself, run through ``Tools``: shorthands for the command line's tests.
public enum CLI {
    /// Runs `sbrender arguments` (see ``Tools/run(_:_:in:timeLimit:standardInput:standardOutput:environment:)``).
    public static func run(_ arguments: [String], in folder: String? = nil, standardOutput: String? = nil,
                           environment: [String: String] = [:], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        try Tools.run(Tools.sbrender(sourceLocation: sourceLocation), arguments, in: folder, standardOutput: standardOutput,
                      environment: environment)
    }

    /// `sbrender layout <arguments>`.
    public static func layout(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessResult {
        try run(["layout"] + arguments, sourceLocation: sourceLocation)
    }
}
