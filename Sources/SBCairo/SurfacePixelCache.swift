import CCairo
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

/// Pixels a process drew, kept between runs in the user's cache folder so that the next run
/// reads them back instead of drawing them again: a one shot's built-in wallpaper (cairo's
/// rasterizer takes 17.8 M instructions over the benchmark scene's twelve translucent circles,
/// reading them back about a tenth of that).
///
/// The cache never changes a picture. An entry is used only when it was written by this very
/// executable with these very cairo and pixman builds (the GNU build ID of each: a rebuild or an
/// upgrade starts afresh) for the same key and size, and when the
/// pixels' checksum (written with them) matches; anything else (a missing, short, damaged or
/// foreign file) means drawing as before. Writing is best effort: a temporary file renamed over
/// the old one, or nothing when the folder cannot be written.
///
/// Entries live in `$XDG_CACHE_HOME/sbrender/` (or `~/.cache/sbrender/`) as
/// `pixels-1-<key>.bin`, one a key; the caller's key names everything else the pixels depend on.
package struct SurfacePixelCache: Sendable {
    /// The folder the entries are in, or nil for no cache.
    let folder: String?

    /// The largest surface kept (bytes of pixels): 16 MiB, a 2048 x 2048 picture (the benchmark
    /// scene at scale 2 is 12 MiB); an entry a picture size, so larger ones are drawn each time.
    static let maximumBytes = 16 << 20

    /// A cache in `folder` (nil: none).
    package init(folder: String?) {
        self.folder = folder
    }

    /// The cache in the user's cache folder (`XDG_CACHE_HOME` or `HOME`, as the font scan
    /// cache); none when neither is an absolute path or this process's code cannot be
    /// identified.
    package static func inUserCacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> SurfacePixelCache {
        SurfacePixelCache(folder: FontScanCache.userCacheFolder(environment: environment))
    }

    /// The file of `key`, or nil when the key cannot name a file (only letters, digits, `-`,
    /// `_`, `.` and `@`; at most 128 characters).
    func path(of key: String) -> String? {
        guard let folder, !key.isEmpty, key.utf8.count <= 128,
              key.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A)
                  || $0 == 0x2D || $0 == 0x5F || $0 == 0x2E || $0 == 0x40 }) else { return nil }
        return folder + "/pixels-1-" + key + ".bin"
    }

    /// Fills `surface` with the pixels kept under `key`; false (the surface untouched) when there
    /// is no usable entry.
    package func load(_ key: String, into surface: ImageSurface) -> Bool {
        guard let path = path(of: key), let header = Self.header(key: key, surface: surface) else { return false }
        let length = surface.stride * surface.height
        guard length <= Self.maximumBytes else { return false }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        let headerBytes = Array(header.utf8)
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
              Int(info.st_size) == headerBytes.count + 8 + length else { return false }
        var stored = [UInt8](repeating: 0, count: headerBytes.count + 8)
        guard stored.withUnsafeMutableBytes({ Self.readFully(fd, $0.baseAddress!, $0.count) }), Array(stored.prefix(headerBytes.count)) == headerBytes
        else { return false }
        let checksum = stored.suffix(8).reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        cairo_surface_flush(surface.handle.pointer)
        guard let data = cairo_image_surface_get_data(surface.handle.pointer) else { return false }
        // Read into a scratch copy first would cost a copy; read in place, and on any mismatch
        // clear what was read so that the surface is as it was (transparent, as made).
        guard Self.readFully(fd, data, length), Self.checksum(UnsafeRawPointer(data), length) == checksum else {
            memset(data, 0, length)
            cairo_surface_mark_dirty(surface.handle.pointer)
            return false
        }
        cairo_surface_mark_dirty(surface.handle.pointer)
        return true
    }

    /// Keeps `surface`'s pixels under `key` (best effort).
    package func store(_ key: String, from surface: ImageSurface) {
        guard let folder, let path = path(of: key), let header = Self.header(key: key, surface: surface) else { return }
        let length = surface.stride * surface.height
        guard length <= Self.maximumBytes else { return }
        cairo_surface_flush(surface.handle.pointer)
        guard let data = cairo_image_surface_get_data(surface.handle.pointer) else { return }
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        var prefix = Array(header.utf8)
        let checksum = Self.checksum(UnsafeRawPointer(data), length)
        prefix += (0..<8).map { UInt8(truncatingIfNeeded: checksum >> (8 * UInt64($0))) }
        let temporary = folder + "/.pixels-\(getpid())-\(UInt(bitPattern: Int(bitPattern: data))).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return }
        let written = prefix.withUnsafeBytes { Self.writeFully(fd, $0.baseAddress!, $0.count) } && Self.writeFully(fd, data, length)
        guard close(fd) == 0, written, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
        prune(folder, keeping: path)
    }

    /// The most entries kept: a store beyond it removes the least recently written ones, so the
    /// folder never holds more than 8 x 16 MiB however many picture sizes a user draws.
    static let maximumEntries = 8

    /// Removes the oldest entries (by modification time, then name) beyond ``maximumEntries``,
    /// never `newest`, the one just written.
    func prune(_ folder: String, keeping newest: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var entries: [(time: Int, name: String)] = []
        for name in names where name.hasPrefix("pixels-") && name.hasSuffix(".bin") {
            let path = folder + "/" + name
            guard path != newest else { continue }
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            entries.append((Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec), name))
        }
        let excess = entries.count + 1 - Self.maximumEntries
        guard excess > 0 else { return }
        for entry in entries.sorted(by: { ($0.time, $0.name) < ($1.time, $1.name) }).prefix(excess) {
            unlink(folder + "/" + entry.name)
        }
    }

    /// The first line of an entry: the format, the key, the surface's size and stride, and which
    /// executable, cairo and pixman drew it (their build IDs, ``CodeIdentity``; nil when they
    /// cannot be identified); pixman's `PIXMAN_DISABLE` too, since it chooses which of pixman's
    /// code paths draw.
    static func header(key: String, surface: ImageSurface) -> String? {
        guard let code = CodeIdentity.current else { return nil }
        let disabled = getenv("PIXMAN_DISABLE").map { String(cString: $0) } ?? ""
        return "sbrender pixels 1\t\(key)\t\(surface.width)x\(surface.height)/\(surface.stride)\t\(code)\t\(disabled)\n"
    }

    /// A checksum of `length` bytes (a multiple of 8): two running sums of 64-bit words, the
    /// second of the first (Fletcher's), so that a changed, swapped or missing word shows.
    static func checksum(_ bytes: UnsafeRawPointer, _ length: Int) -> UInt64 {
        var a: UInt64 = 0, b: UInt64 = 0
        let words = UnsafeBufferPointer(start: bytes.assumingMemoryBound(to: UInt64.self), count: length / 8)
        for word in words {
            a &+= word
            b &+= a
        }
        return a ^ (b &* 0x9E37_79B9_7F4A_7C15)
    }

    private static func readFully(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            let n = read(fd, buffer + done, count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }

    private static func writeFully(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Bool {
        var done = 0
        while done < count {
            let n = write(fd, buffer + done, count - done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}
