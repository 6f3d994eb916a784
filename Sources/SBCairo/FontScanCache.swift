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

/// What fontconfig read from each pinned font file (its faces as fontconfig patterns: names,
/// coverage, metrics), kept between runs in one small text file, so that a process does not read
/// every font again: reading the pinned set is a fifth of a one-shot render's instructions, and
/// parsing the kept patterns back takes a fourteenth of that.
///
/// The cache never changes a picture. A file's entry is used only while the file is the one it
/// was read from (same path, device, inode, size and modification time, same fontconfig
/// version), and a pattern is kept only when fontconfig's own text form of it (`FcNameUnparse`)
/// parses back (`FcNameParse`) to a pattern equal to the one read (`FcPatternEqual`); anything
/// else (a missing, unreadable, damaged or foreign cache file, a file that does not round-trip)
/// means reading the font as before. Writing is best effort: a temporary file renamed over the
/// old one, or nothing when the folder cannot be written.
///
/// It lives in `$XDG_CACHE_HOME/sbrender/` (or `~/.cache/sbrender/`) as `font-scan-1.txt`.
struct FontScanCache {
    /// The cache file, or nil for no cache.
    let path: String?
    /// Whether fontconfig's own binary cache, kept beside the file, is tried first
    /// (``FontconfigConfiguration/addFontFilesFromDirectoryCache(_:folder:)``); this file is
    /// then only the way taken when that one cannot be used. Tests of this file's way turn it off.
    var triesFontconfigCache = true

    init(path: String?, triesFontconfigCache: Bool = true) {
        self.path = path
        self.triesFontconfigCache = triesFontconfigCache
    }

    /// The folder the cache file is in (other caches of the font set-up go there too).
    var folder: String? {
        path.map { path in path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "." }
    }

    /// The largest cache file read (the pinned set's is about 140 KB).
    static let maximumBytes = 16 << 20
    /// The first line of a cache file: the format and the fontconfig version that read the fonts.
    static var header: String { "sbrender font scan 1, fontconfig \(FcGetVersion())" }

    /// The cache in the user's cache folder, from `XDG_CACHE_HOME` or `HOME`; nil when neither
    /// is an absolute path.
    static func inUserCacheFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> FontScanCache {
        FontScanCache(path: userCacheFolder(environment: environment).map { $0 + "/font-scan-1.txt" })
    }

    /// sbrender's folder in the user's cache folder: `$XDG_CACHE_HOME/sbrender`, else
    /// `$HOME/.cache/sbrender`; nil when neither is an absolute path.
    static func userCacheFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return xdg + "/sbrender"
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            return home + "/.cache/sbrender"
        }
        return nil
    }

    /// Which file a font file is: what its cache entry must match.
    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modifiedSeconds: Int64
        var modifiedNanoseconds: Int64

        /// The identity of the file at `path`, or nil when it cannot be read.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
            modifiedSeconds = Int64(info.st_mtimespec.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtimespec.tv_nsec)
            #else
            modifiedSeconds = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
            #endif
        }

        init?(fields: ArraySlice<String>) {
            let numbers = fields.compactMap { Int64($0) }
            guard fields.count == 5, numbers.count == 5, numbers[0] >= 0, numbers[1] >= 0 else { return nil }
            device = UInt64(numbers[0])
            inode = UInt64(numbers[1])
            size = numbers[2]
            modifiedSeconds = numbers[3]
            modifiedNanoseconds = numbers[4]
        }

        var fields: String { "\(device)\t\(inode)\t\(size)\t\(modifiedSeconds)\t\(modifiedNanoseconds)" }
    }

    /// One font file's entry: its identity and the text form of each face's pattern.
    struct Entry: Equatable {
        var identity: FileIdentity
        var patterns: [String]
    }

    /// The entries of the cache file by font path; empty when there is no usable cache file.
    func load() -> [String: Entry] {
        guard let path else { return [:] }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return [:] }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= Self.maximumBytes else { return [:] }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress.map { $0 + done }, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return [:] }
            done += n
        }
        return Self.parse(bytes)
    }

    /// The entries in a cache file's bytes; empty when its header is not this version's or any
    /// entry is malformed. (Bytes, not `String.split`: splitting 90 KB by characters costs as
    /// much as reading the fonts.)
    static func parse(_ bytes: [UInt8]) -> [String: Entry] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == 0x0A {
            lines.append(bytes[start..<i])
            start = i + 1
        }
        guard start == bytes.count, let first = lines.first, Array(first) == Array(header.utf8) else { return [:] }
        var entries: [String: Entry] = [:]
        var index = 1
        while index < lines.count {
            // "file <path> <device> <inode> <size> <seconds> <nanoseconds> <faces>", tab-separated,
            // then one line a face.
            let fields = lines[index].split(separator: 0x09, omittingEmptySubsequences: false)
                .map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 8, fields[0] == "file", let identity = FileIdentity(fields: fields[2..<7]),
                  let faces = Int(fields[7]), faces > 0, faces < lines.count - index else { return [:] }
            let patterns = lines[(index + 1)...(index + faces)].map { String(decoding: $0, as: UTF8.self) }
            entries[fields[1]] = Entry(identity: identity, patterns: patterns)
            index += faces + 1
        }
        return entries
    }

    /// The text of a cache file holding `entries`, in path order.
    static func text(of entries: [String: Entry]) -> String {
        var text = header + "\n"
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            text += "file\t\(path)\t\(entry.identity.fields)\t\(entry.patterns.count)\n"
            for pattern in entry.patterns { text += pattern + "\n" }
        }
        return text
    }

    /// Writes `entries` to the cache file (best effort: nothing happens when it cannot be written).
    func store(_ entries: [String: Entry]) {
        guard let path else { return }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        let temporary = folder + "/.font-scan-\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(Self.text(of: entries).utf8)) else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// The text form of `pattern`, when it parses back to an equal pattern and fits on one line.
    static func text(of pattern: OpaquePointer) -> String? {
        guard let unparsed = FcNameUnparse(pattern) else { return nil }
        defer { free(unparsed) }
        let text = String(cString: unparsed)
        guard !text.contains("\n"), !text.contains("\t"), let back = self.pattern(from: text) else { return nil }
        defer { FcPatternDestroy(back) }
        return FcPatternEqual(pattern, back) != 0 ? text : nil
    }

    /// The pattern a text form describes (the caller destroys it), or nil.
    static func pattern(from text: String) -> OpaquePointer? {
        FcNameParse(text)
    }
}
