import Foundation

/// Writes files so that a reader never sees a partial one: the bytes go to a temporary file
/// beside the target, which is then renamed over it. A failure leaves no temporary file and
/// never touches an existing target.
public enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file and a rename.
    /// - Throws: ``RenderError`` when the folder does not exist or is not writable, or `path` is
    ///   a folder.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("cannot write \(path): the folder \(directory) does not exist (create it first)")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw RenderError("cannot write \(path): it is a folder; give a file name ending in .png, .svg or .pdf")
        }
        let temporary = directory + "/." + url.lastPathComponent + ".sbrender-\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw RenderError("cannot write \(path): the folder \(directory) is not writable")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RenderError("cannot write \(path): \(reason)")
        }
    }
}
