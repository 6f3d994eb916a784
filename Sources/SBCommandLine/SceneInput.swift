import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBLayout
import SBOutput
import SBScene

/// `--scene FILE`, or `--scene -` for a scene on standard input.
enum SceneInput {
    /// The most a scene on standard input may hold: a scene file's limit (a file's size is checked
    /// by the scene loader before it is read).
    static let maximumBytes = Limits.sceneFileBytes

    /// How messages name a `--scene` argument.
    static func name(_ argument: String) -> String {
        argument == "-" ? "on standard input" : argument
    }

    /// `error`, found after the scene loaded (by its plan, its layout or its drawing), with the
    /// line and column of its key in the scene file (read again); as it is for a scene on
    /// standard input, which cannot be read twice.
    static func located(_ error: SceneError, in argument: String) -> SceneError {
        argument == "-" ? error : error.located(inFile: argument)
    }

    /// The scene, or a validation error that names where it came from.
    static func load(_ argument: String, layouts: LayoutRegistry = .builtIn) throws -> Scene {
        guard argument == "-" else {
            do {
                return try Scene.load(path: argument, layouts: layouts)
            } catch {
                // 66 for a file that is not there, 65 for one that cannot be used.
                throw PathStatus.isMissing(argument) ? CommandError.missingInput("scene \(error.locatedDescription)") : CommandError.badData("scene \(error.locatedDescription)")
            }
        }
        var data = Data()
        while true {
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            let n = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            data.append(contentsOf: chunk[..<n])
            guard data.count <= maximumBytes else {
                throw CommandError.badData("scene on standard input: more than \(maximumBytes >> 20) MiB; a scene is a small JSON object (give --scene FILE for a generated one)")
            }
        }
        do {
            // Image paths in a scene on standard input are relative to the current folder.
            return try Scene.load(data: data, source: "standard input", baseDirectory: nil, layouts: layouts)
        } catch {
            let message = error.locatedDescription.dropFirst("standard input".count).drop { $0 == ":" || $0 == " " }
            throw CommandError.badData("scene on standard input: \(message)")
        }
    }
}
