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


/// Numbered frames written into a folder: each frame goes to a hidden temporary name first; only
/// when every frame is done are they flushed to the disk (one sync for the whole sequence) and
/// renamed to frame-NNNN.png, so a failed run leaves nothing.
///
/// A frame folder holds one sequence. When the frames are in place, the frames of an earlier run
/// that do not belong to this sequence are removed: every file named exactly like a frame
/// (`frame-NNNN.png`, as ``name(_:)`` writes it) whose number is the sequence's frame count or
/// more. With `--range`, frames of the same sequence outside the range stay (they are the other
/// parts of a split render). Other files are never touched. The renames and removals happen as
/// one step with respect to SIGINT, SIGTERM and SIGHUP (``TemporaryFiles``).
package final class FrameFolder {
    /// The folder, without a trailing slash.
    package let path: String
    private let temporaries: TemporaryFiles
    private var created = false
    private var pending: [(from: String, to: String)] = []
    /// Frames of an earlier run removed by ``commit(frameCount:)``.
    package private(set) var removedFrames = 0

    /// The frame folder `path` (a trailing slash is dropped), its temporaries registered in
    /// `temporaries`.
    package init(path: String, temporaries: TemporaryFiles) {
        self.path = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.temporaries = temporaries
    }

    /// The name of frame `index`: `frame-` + at least four digits + `.png` (frame-0042.png).
    package static func name(_ index: Int) -> String {
        let digits = String(index)
        return "frame-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits + ".png"
    }

    /// The frame number of a name written exactly as ``name(_:)`` writes it, else nil.
    package static func number(_ name: String) -> Int? {
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits),
              FrameFolder.name(n) == name else { return nil }
        return n
    }

    /// Creates the folder when it is missing (registered for removal on an interruption),
    /// checks that it is a writable folder, and removes what killed runs left in it.
    /// - Throws: ``OutputError`` when `path` is a file, or the folder cannot be made or written.
    package func prepare() throws {
        var isDirectory = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory else { throw OutputError("cannot write frames into \(path): it is a file, not a folder") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                created = true
                temporaries.createdFolder(path)
            } catch {
                throw OutputError("cannot create the folder \(path) (is its parent writable?)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else { throw OutputError("cannot write frames into \(path): the folder is not writable") }
        // What a killed run (SIGKILL) left: sbrender's own temporaries whose process is gone.
        TemporaryFiles.removeAbandoned(in: path)
    }

    /// Writes frame `index` under a hidden temporary name; ``commit(frameCount:)`` renames it.
    /// - Throws: ``OutputError`` with the system's reason.
    package func write(_ bytes: [UInt8], frame index: Int) throws {
        let final = path + "/" + FrameFolder.name(index)
        let temporary = path + "/." + FrameFolder.name(index) + ".sbrender-\(getpid()).tmp"
        let file = FileDescriptor(taking: try temporaries.create(temporary))
        var failure: FileDescriptorError?
        do { try file.write(bytes) } catch { failure = error }
        do { try file.closeChecked() } catch { failure = failure ?? error }
        if let failure {
            let reason = failure.description
            temporaries.discard(temporary)
            throw OutputError("cannot write \(temporary): \(reason)")
        }
        pending.append((temporary, final))
    }

    /// Renames the new frames into place and removes the earlier run's frames numbered
    /// `frameCount` or more (the sequence's whole length, not only the range written).
    package func commit(frameCount: Int) throws {
        if !pending.isEmpty, let reason = FileBytes.sync(folder: path, files: pending.map { $0.from }) {
            throw OutputError("cannot flush the frames in \(path) to the disk: \(reason)")
        }
        var obsolete: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            guard let n = FrameFolder.number(name), n >= frameCount else { continue }
            var info = stat()
            let file = path + "/" + name
            guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            obsolete.append(file)
        }
        try temporaries.commit(pending, removing: obsolete)
        pending = []
        removedFrames = obsolete.count
    }

    /// Removes the frames written but not committed, and the folder if this run made it.
    package func abandon() {
        for (temporary, _) in pending { temporaries.discard(temporary) }
        pending = []
        if created { try? FileManager.default.removeItem(atPath: path) }
    }
}
