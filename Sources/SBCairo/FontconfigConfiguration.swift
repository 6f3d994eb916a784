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
    /// on every core (reading a font's names, coverage and metrics is most of fontconfig's set-up
    /// time: about 11 ms of CPU for the pinned set).
    ///
    /// `FcConfigAppFontAddFile` is `FcFreeTypeQueryAll` (read the file, which touches no
    /// configuration) followed by the configuration's scan-time edits and an append to the
    /// application font set; the reads run in parallel, the edits and appends in file order.
    func addFontFiles(_ paths: [String]) throws {
        guard let first = paths.first else { return }
        let rest = Array(paths.dropFirst())
        let scanned = ScannedFonts(count: rest.count)
        DispatchQueue.concurrentPerform(iterations: rest.count) { i in
            scanned.scan(rest[i], into: i)
        }
        defer { scanned.destroy() }
        // The first file the ordinary way: it creates the application font set the others are
        // appended to.
        try addFontFile(first)
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

/// The font sets `FcFreeTypeQueryAll` reads from files, one slot a file, filled from several
/// threads (each its own slot).
private final class ScannedFonts: @unchecked Sendable {
    private let sets: UnsafeMutableBufferPointer<UnsafeMutablePointer<FcFontSet>?>

    init(count: Int) {
        sets = .allocate(capacity: max(1, count))
        sets.initialize(repeating: nil)
    }

    deinit { sets.deallocate() }

    /// Reads every face of `path` into slot `index`; the slot stays empty when the file cannot
    /// be read.
    func scan(_ path: String, into index: Int) {
        guard let set = FcFontSetCreate() else { return }
        if FcFreeTypeQueryAll(path, UInt32.max, nil, nil, set) == 0 {
            FcFontSetDestroy(set)
            return
        }
        sets[index] = set
    }

    func set(_ index: Int) -> UnsafeMutablePointer<FcFontSet>? { sets[index] }

    /// Releases the sets (the fonts added to a configuration hold their own reference).
    func destroy() {
        for i in sets.indices {
            if let set = sets[i] { FcFontSetDestroy(set) }
            sets[i] = nil
        }
    }
}
