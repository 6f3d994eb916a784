#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file looked like at one look: whether it exists, its device and inode (an editor that
/// saves by renaming a new file over the old one changes them), its size and its modification
/// time to the nanosecond. Two stamps that differ mean the file was saved (or removed) in between.
package struct FileStamp: Hashable, Sendable {
    /// Whether `stat` found the file (a removed file is a change too).
    package var exists: Bool
    /// The device the file is on.
    package var device: UInt64
    /// The file's inode.
    package var inode: UInt64
    /// The size in bytes.
    package var size: Int64
    /// The modification time, in nanoseconds since 1970.
    package var modified: Int64

    /// The stamp of the file at `path` now (symbolic links followed: a link's target is watched).
    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self.init(exists: false, device: 0, inode: 0, size: 0, modified: 0)
            return
        }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(exists: true, device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                  modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }

    /// A stamp with the given values.
    package init(exists: Bool, device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
        self.exists = exists
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
    }
}
