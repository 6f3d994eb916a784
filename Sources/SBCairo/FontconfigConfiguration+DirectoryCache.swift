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

extension FontconfigConfiguration {
    /// Adds font files to the application fonts from fontconfig's own binary cache, which is
    /// mapped into memory and needs no parsing: 2 M instructions for the pinned set against 23 M
    /// for parsing the patterns (their coverage charsets above all) back from ``FontScanCache``'s
    /// text. fontconfig caches whole folders, so the files are linked, in order, into a folder of
    /// their own in `folder` (`pinned-fonts-<hash of the files' paths and identities and
    /// fontconfig's version>`), whose cache fontconfig keeps in `folder/fontconfig`; a changed
    /// font file gives another folder. Each face's pattern is fontconfig's read of the linked
    /// file with the file's own path put back: the same pattern (`FcPatternEqual`) that reading
    /// the file itself gives, in the same order (a test).
    ///
    /// Returns false, having added nothing, when anything is not as expected (no folder, a file
    /// that cannot be identified or linked, a cache without every file): the caller then adds the
    /// files the other way.
    func addFontFilesFromDirectoryCache(_ paths: [String], folder: String) -> Bool {
        guard !paths.isEmpty, let application = FcConfigGetFonts(pointer, FcSetApplication) else { return false }
        var key = "fontconfig \(FcGetVersion())"
        for path in paths {
            guard let identity = FontScanCache.FileIdentity(path: path) else { return false }
            key += "\n\(path)\t\(identity.fields)"
        }
        let links = folder + "/pinned-fonts-" + String(Self.hash(key), radix: 16)
        let names = paths.enumerated().map { i, path in
            Self.fourDigits(i) + "-" + (path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path)
        }
        guard Self.makeLinks(links, names: names, targets: paths) else { return false }
        let cacheFolder = folder + "/fontconfig"
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(Self.escaped(cacheFolder))</cachedir></fontconfig>"
        guard (try? load(xml: xml)) != nil, let cache = FcDirCacheRead(links, 0, pointer) else { return false }
        defer { FcDirCacheUnload(cache) }
        guard let set = FcCacheCopySet(cache) else { return false }
        defer { FcFontSetDestroy(set) }
        // Each face's linked file, by the link's name; every file must have a face.
        let target = Dictionary(uniqueKeysWithValues: zip(names.map { links + "/" + $0 }, paths))
        var faces: [OpaquePointer] = []
        var covered = Set<String>()
        defer { faces.forEach { FcPatternDestroy($0) } }
        for k in 0..<Int(set.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            guard let font = set.pointee.fonts[k], FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file,
                  let real = target[String(cString: file)], let copy = FcPatternDuplicate(font) else { return false }
            faces.append(copy)
            guard FcPatternDel(copy, FC_FILE) != 0, FcPatternAddString(copy, FC_FILE, real) != 0 else { return false }
            covered.insert(real)
        }
        guard covered.count == paths.count else { return false }
        // Adding cannot be undone: from here on, failing throws nothing and adds what it can,
        // as adding the files one by one would.
        for face in faces {
            FcPatternReference(face)
            if FcFontSetAdd(application, face) == 0 { FcPatternDestroy(face) }
        }
        return true
    }

    /// The folder of links named `names` to `targets`, made whole (in a temporary folder renamed
    /// into place) unless it is there already; false when it cannot be made.
    private static func makeLinks(_ links: String, names: [String], targets: [String]) -> Bool {
        var info = stat()
        if lstat(links, &info) == 0 { return (info.st_mode & S_IFMT) == S_IFDIR }
        let folder = links.lastIndex(of: "/").map { String(links[..<$0]) } ?? "."
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return false }
        let temporary = folder + "/.pinned-fonts-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        guard mkdir(temporary, 0o755) == 0 else { return false }
        for (name, target) in zip(names, targets) where symlink(target, temporary + "/" + name) != 0 {
            _ = try? FileManager.default.removeItem(atPath: temporary)
            return false
        }
        if rename(temporary, links) != 0 {
            _ = try? FileManager.default.removeItem(atPath: temporary)
            return lstat(links, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
        return true
    }

    /// `n` in four decimal digits (the links' names sort in the files' order).
    static func fourDigits(_ n: Int) -> String {
        let digits = String(n)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// FNV-1a over the text's bytes.
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    /// `text` with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }
}
