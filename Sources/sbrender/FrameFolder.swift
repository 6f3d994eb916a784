import Foundation
import SBRender

/// Numbered frames written into a folder: each frame goes to a hidden temporary name first; only
/// when every frame is done are they flushed to the disk (one sync for the whole sequence) and
/// renamed to frame-NNNN.png, so a failed run leaves nothing.
final class FrameFolder {
    let path: String
    private var created = false
    private var pending: [(temporary: String, final: String)] = []

    init(path: String) {
        self.path = path.hasSuffix("/") ? String(path.dropLast()) : path
    }

    static func name(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    func prepare() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw RenderError("cannot write frames into \(path): it is a file, not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                created = true
            } catch {
                throw RenderError("cannot create the folder \(path) (is its parent writable?)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else { throw RenderError("cannot write frames into \(path): the folder is not writable") }
    }

    func write(_ bytes: [UInt8], frame index: Int) throws {
        let final = path + "/" + FrameFolder.name(index)
        let temporary = path + "/." + FrameFolder.name(index) + ".sbrender-\(getpid()).tmp"
        if let reason = FileBytes.writeNew(bytes, to: temporary) {
            throw RenderError("cannot write \(temporary): \(reason)")
        }
        pending.append((temporary, final))
    }

    func commit() throws {
        if !pending.isEmpty, let reason = FileBytes.sync(folder: path) {
            throw RenderError("cannot flush the frames in \(path) to the disk: \(reason)")
        }
        for (temporary, final) in pending where rename(temporary, final) != 0 {
            throw RenderError("cannot rename \(temporary) to \(final): \(String(cString: strerror(errno)))")
        }
        pending = []
    }

    func abandon() {
        for (temporary, _) in pending { unlink(temporary) }
        pending = []
        if created { try? FileManager.default.removeItem(atPath: path) }
    }
}
