import CCairo
import Dispatch

/// Owns one fontconfig configuration (`FcConfig`) and releases it.
final class FontconfigConfiguration {
    let pointer: OpaquePointer

    /// A new, empty configuration: no fonts, no rules, nothing read from the machine.
    init() throws {
        guard let config = FcConfigCreate() else {
            throw CairoError.fontConfiguration("FcConfigCreate returned nothing (out of memory?)")
        }
        pointer = config
    }

    /// Takes over a configuration fontconfig made (its reference is released with this object).
    init(taking config: OpaquePointer) {
        pointer = config
    }

    deinit { FcConfigDestroy(pointer) }

    /// Loads fonts.conf rules from a string.
    func load(xml: String) throws {
        var bytes = Array(xml.utf8)
        bytes.append(0)
        let ok = bytes.withUnsafeBufferPointer { FcConfigParseAndLoadFromMemory(pointer, $0.baseAddress, 1) }
        guard ok != 0 else {
            throw CairoError.fontConfiguration("fontconfig rejected SBCairo's built-in fonts.conf rules")
        }
    }

    /// Adds font files to the configuration's application fonts, in order: the same fonts, in
    /// the same order, as adding them one by one with ``addFontFile(_:)``, but the files are read
    /// on every core, or not at all when `cache` holds what fontconfig read from them before
    /// (reading a font's names, coverage and metrics is most of fontconfig's set-up time).
    ///
    /// `FcConfigAppFontAddFile` is `FcFreeTypeQueryAll` (read the file, which touches no
    /// configuration) followed by the configuration's scan-time edits and an append to the
    /// application font set; the reads (or the cache's patterns) come first, in parallel, the
    /// edits and appends after, in file order.
    func addFontFiles(_ paths: [String], cache: FontScanCache) throws {
        guard let first = paths.first else { return }
        let rest = Array(paths.dropFirst())
        // fontconfig's own binary cache of the files, when it can be used: nothing to parse.
        var firstAdded = false
        if cache.triesFontconfigCache, let folder = cache.folder, !rest.isEmpty {
            try addFontFile(first)
            firstAdded = true
            if addFontFilesFromDirectoryCache(rest, folder: folder) { return }
        }
        let kept = cache.load()
        let identities = rest.map { FontScanCache.FileIdentity(path: $0) }
        let scanned = ScannedFonts(count: rest.count)
        defer { scanned.destroy() }
        // Each file from the cache (its patterns parsed back) or read again, on every core.
        let entries = rest.indices.map { i in
            identities[i].flatMap { identity in kept[rest[i]].flatMap { $0.identity == identity ? $0 : nil } }
        }
        let charsets = SharedCharsets()
        DispatchQueue.concurrentPerform(iterations: rest.count) { i in
            if let entry = entries[i] { scanned.restore(entry.patterns, of: rest[i], into: i, charsets: charsets) }
        }
        let misses = rest.indices.filter { scanned.set($0) == nil }
        let reads = misses
        DispatchQueue.concurrentPerform(iterations: reads.count) { k in
            scanned.scan(rest[reads[k]], into: reads[k])
        }
        if !misses.isEmpty {
            var entries = kept
            for i in misses {
                if let identity = identities[i], let texts = scanned.texts(i) {
                    entries[rest[i]] = FontScanCache.Entry(identity: identity, patterns: texts)
                } else {
                    entries[rest[i]] = nil
                }
            }
            cache.store(entries)
        }
        // The first file the ordinary way: it creates the application font set the others are
        // appended to.
        if !firstAdded { try addFontFile(first) }
        guard let application = FcConfigGetFonts(pointer, FcSetApplication) else {
            throw CairoError.fontConfiguration("fontconfig made no application font set for \(first)")
        }
        for (i, path) in rest.enumerated() {
            guard let set = scanned.set(i) else {
                throw CairoError.fontConfiguration(
                    "fontconfig could not read the font file \(path); reinstall the Debian package that holds it (dpkg -S \(path))")
            }
            for k in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[k] else { continue }
                guard FcConfigSubstitute(pointer, font, FcMatchScan) != 0 else {
                    throw CairoError.fontConfiguration("fontconfig's scan rules failed on \(path)")
                }
                FcPatternReference(font)
                guard FcFontSetAdd(application, font) != 0 else {
                    FcPatternDestroy(font)
                    throw CairoError.fontConfiguration("fontconfig could not add the fonts of \(path) (out of memory?)")
                }
            }
        }
    }

    /// Adds one font file to the configuration's application fonts.
    func addFontFile(_ path: String) throws {
        guard FcConfigAppFontAddFile(pointer, path) != 0 else {
            throw CairoError.fontConfiguration(
                "fontconfig could not read the font file \(path); reinstall the Debian package that holds it (dpkg -S \(path))")
        }
    }
}

/// The font sets `FcFreeTypeQueryAll` reads from files (or a ``FontScanCache`` gives back), one
/// slot a file, filled from several threads (each its own slot), with each read set's text form
/// for the cache.
private final class ScannedFonts: @unchecked Sendable {
    private let sets: UnsafeMutableBufferPointer<UnsafeMutablePointer<FcFontSet>?>
    private let forms: UnsafeMutableBufferPointer<[String]?>

    init(count: Int) {
        sets = .allocate(capacity: max(1, count))
        sets.initialize(repeating: nil)
        forms = .allocate(capacity: max(1, count))
        forms.initialize(repeating: nil)
    }

    deinit {
        sets.deallocate()
        _ = forms.deinitialize()
        forms.deallocate()
    }

    /// Reads every face of `path` into slot `index`, with the faces' text forms when every one
    /// round-trips; the slot stays empty when the file cannot be read.
    func scan(_ path: String, into index: Int) {
        guard let set = FcFontSetCreate() else { return }
        if FcFreeTypeQueryAll(path, UInt32.max, nil, nil, set) == 0 || set.pointee.nfont == 0 {
            FcFontSetDestroy(set)
            return
        }
        sets[index] = set
        var texts: [String] = []
        for k in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[k], let text = FontScanCache.text(of: font) else { return }
            texts.append(text)
        }
        forms[index] = texts
    }

    /// Fills slot `index` from a cache entry's text forms of the faces of `path` (their charsets
    /// shared through `charsets`); the slot stays empty when one does not parse or names another
    /// file.
    func restore(_ texts: [String], of path: String, into index: Int, charsets: SharedCharsets) {
        guard !texts.isEmpty, let set = FcFontSetCreate() else { return }
        for text in texts {
            guard let font = charsets.pattern(from: text) else {
                FcFontSetDestroy(set)
                return
            }
            // A face of this file, not of another.
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file, String(cString: file) == path else {
                FcPatternDestroy(font)
                FcFontSetDestroy(set)
                return
            }
            guard FcFontSetAdd(set, font) != 0 else {
                FcPatternDestroy(font)
                FcFontSetDestroy(set)
                return
            }
        }
        sets[index] = set
    }

    func set(_ index: Int) -> UnsafeMutablePointer<FcFontSet>? { sets[index] }

    /// The text forms of the faces read into slot `index`, for the cache.
    func texts(_ index: Int) -> [String]? { forms[index] }

    /// Releases the sets (the fonts added to a configuration hold their own reference).
    func destroy() {
        for i in sets.indices {
            if let set = sets[i] { FcFontSetDestroy(set) }
            sets[i] = nil
        }
    }
}
