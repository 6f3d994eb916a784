import CMalloc
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Durability for frame folders: Foundation's `createFile` costs an fsync, an extra temporary
/// file and a rename for every frame; frames are written with plain POSIX writes instead and one
/// `syncfs` before the renames makes them durable together.
enum FileBytes {
    /// Flushes the file system that holds `folder` to the disk (one call for a whole sequence).
    static func sync(folder: String) -> String? {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return String(cString: strerror(errno)) }
        defer { close(fd) }
        return syncfs(fd) == 0 ? nil : String(cString: strerror(errno))
    }
}
