import ArgumentParser
import Foundation
import SBScene

/// `--scene FILE`, or `--scene -` for a scene on standard input.
enum SceneInput {
    /// The most a scene on standard input may hold; a file's size is checked by the scene loader.
    static let maximumBytes = 64 << 20

    /// How messages name a `--scene` argument.
    static func name(_ argument: String) -> String {
        argument == "-" ? "on standard input" : argument
    }

    /// The scene, or a validation error that names where it came from.
    static func load(_ argument: String) throws -> Scene {
        guard argument == "-" else {
            do {
                return try Scene.load(path: argument)
            } catch {
                throw ValidationError("scene \(error.description)")
            }
        }
        var data = Data()
        while true {
            let chunk = FileHandle.standardInput.readData(ofLength: 1 << 20)
            if chunk.isEmpty { break }
            data.append(chunk)
            guard data.count <= maximumBytes else {
                throw ValidationError("scene on standard input: more than \(maximumBytes >> 20) MiB; a scene is a small JSON object (give --scene FILE for a generated one)")
            }
        }
        do {
            return try Scene.decode(data, source: "standard input")
        } catch {
            if error.path.isEmpty || error.path == "standard input" {
                throw ValidationError("scene on standard input: \(error.message)")
            }
            throw ValidationError("scene on standard input: \(error.path): \(error.message)")
        }
    }
}
