#if os(Linux)
import CMalloc
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Durability for frame folders: Foundation's `createFile` costs an fsync, an extra temporary
/// file and a rename for every frame; frames are written with plain POSIX writes instead and
/// flushed together before the renames make them visible: on Linux with one `syncfs` for the
/// whole sequence, elsewhere (a Mac has no `syncfs`) with an `fsync` of each file, then of the
/// folder.
enum FileBytes {
    /// Flushes `files` (in `folder`) and the folder to the disk.
    /// - Returns: nil when they are on the disk, else the system's reason.
    static func sync(folder: String, files: [String]) -> String? {
        #if os(Linux)
        return flush(folder, flags: O_RDONLY | O_DIRECTORY) { syncfs($0) }
        #else
        for file in files {
            if let reason = flush(file, flags: O_RDONLY, fsync) { return reason }
        }
        return flush(folder, flags: O_RDONLY | O_DIRECTORY, fsync)
        #endif
    }

    /// Opens `path` and calls `call` on the descriptor.
    private static func flush(_ path: String, flags: Int32, _ call: (Int32) -> Int32) -> String? {
        let fd = open(path, flags | O_CLOEXEC)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        return call(fd) == 0 ? nil : String(cString: strerror(errno))
    }
}
