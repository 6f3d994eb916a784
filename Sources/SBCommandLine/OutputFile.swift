import SBOutput

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
        do {
            try target.requireWritableFolder()
        } catch {
            throw CommandError.cannotCreate("\(error)")
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
