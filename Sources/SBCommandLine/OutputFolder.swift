#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBOutput

/// The folder an output goes into, made when it is missing (`--output missing/index.html`).
enum OutputFolder {
    /// Creates the folder of `path` and any folders above it.
    /// - Throws: ``CommandError`` (73) naming the folder and the system's reason.
    static func create(for path: String) throws {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let folder = String(path[..<slash])
        var isDirectory = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError.cannotCreate("cannot create the folder \(folder) for \(path): \(SystemReason.of(error))")
        }
    }
}
