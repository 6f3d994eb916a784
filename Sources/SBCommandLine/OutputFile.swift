import SBRender
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A command's output file (or standard output), with failures sorted by the exit-status table:
/// an output that cannot be made (its folder missing or not writable, a folder in its place)
/// is 73, a write that fails on the way (a full disk, a closed pipe) is 74.
enum OutputFile {
    /// What is at `path`, checked before anything is drawn.
    /// - Throws: ``CommandError`` (73).
    static func target(_ path: String, folderHint: String = "create it first",
                       fileHint: String = "give a file name ending in .png, .svg or .pdf") throws -> OutputTarget {
        let target: OutputTarget
        do {
            target = try OutputTarget(path: path, folderHint: folderHint, fileHint: fileHint)
        } catch {
            throw CommandError.cannotCreate("\(error)")
        }
        if target.isRenamedIntoPlace {
            let folder = target.destination.lastIndex(of: "/").map { $0 == target.destination.startIndex ? "/" : String(target.destination[..<$0]) } ?? "."
            guard access(folder, W_OK) == 0 else {
                throw CommandError.cannotCreate("cannot write \(path): the folder \(folder) is not writable (\(String(cString: strerror(errno))))")
            }
        }
        return target
    }

    /// Writes `bytes` to `target` (``AtomicFile``).
    /// - Throws: ``CommandError`` (74) with the system's reason.
    static func write(_ bytes: [UInt8], to target: OutputTarget, temporaries: TemporaryFiles = TemporaryFiles()) throws {
        do {
            try AtomicFile.write(bytes, to: target, temporaries: temporaries)
        } catch {
            throw CommandError.io("\(error)")
        }
    }
}
