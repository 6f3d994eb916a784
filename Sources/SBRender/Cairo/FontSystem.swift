import CCairo

/// The fonts sbrender draws with: a private fontconfig configuration and the Pango font map
/// bound to it.
///
/// Pinned (the default) sees only the six DejaVu fonts of Debian's fonts-dejavu-core, with iOS
/// names mapped onto them ("system", sans-serif, Helvetica, Futura, ... → DejaVu Sans; serif,
/// Georgia, Times → DejaVu Serif; monospace, Courier, Menlo → DejaVu Sans Mono), hinting off and
/// grey antialiasing, so that a picture depends on nothing else installed on the machine.
/// Installed mode uses the machine's own fontconfig set-up (for `--items fonts`), and so depends
/// on the machine.
public final class FontSystem: @unchecked Sendable {
    /// The files of fonts-dejavu-core.
    public static let pinnedFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf",
                                     "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]
    public static let pinnedDirectory = "/usr/share/fonts/truetype/dejavu"

    static let aliases: [(String, [String])] = [
        ("DejaVu Sans", ["sans-serif", "sans", "system", "System", ".SF UI Text", "San Francisco", "Helvetica", "Helvetica Neue",
                         "Arial", "Futura", "Avenir", "Verdana", "Gill Sans"]),
        ("DejaVu Serif", ["serif", "Times", "Times New Roman", "Georgia", "Baskerville", "Palatino", "Didot"]),
        ("DejaVu Sans Mono", ["monospace", "mono", "Courier", "Courier New", "Menlo", "Monaco"]),
    ]

    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let options: OpaquePointer
    public let isPinned: Bool

    /// Builds the font set-up. Throws when the DejaVu fonts are missing (pinned mode).
    public init(installed: Bool = false) throws {
        isPinned = !installed
        let config: OpaquePointer
        if installed {
            guard let c = FcInitLoadConfigAndFonts() else {
                throw RenderError("fontconfig could not load the machine's font configuration")
            }
            config = c
        } else {
            guard let c = FcConfigCreate() else { throw RenderError("fontconfig could not create a configuration (out of memory?)") }
            config = c
            var xml = "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>"
            xml += "<cachedir>/var/cache/fontconfig</cachedir>"
            for (target, names) in FontSystem.aliases {
                for name in names {
                    xml += "<alias binding=\"same\"><family>\(name)</family><prefer><family>\(target)</family></prefer></alias>"
                }
            }
            xml += "<alias binding=\"same\"><family>DejaVu Sans</family><default><family>DejaVu Sans</family></default></alias>"
            xml += "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\"><string>DejaVu Sans</string></edit></match>"
            xml += "<match target=\"font\"><edit name=\"hinting\" mode=\"assign\"><bool>false</bool></edit>"
            xml += "<edit name=\"antialias\" mode=\"assign\"><bool>true</bool></edit>"
            xml += "<edit name=\"rgba\" mode=\"assign\"><const>none</const></edit>"
            xml += "<edit name=\"embeddedbitmap\" mode=\"assign\"><bool>false</bool></edit></match>"
            xml += "</fontconfig>"
            let parsed = xml.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) }
            guard parsed != 0 else {
                FcConfigDestroy(config)
                throw RenderError("fontconfig rejected sbrender's built-in font configuration")
            }
            for file in FontSystem.pinnedFiles {
                let path = FontSystem.pinnedDirectory + "/" + file
                let added = path.withCString { FcConfigAppFontAddFile(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
                guard added != 0 else {
                    FcConfigDestroy(config)
                    throw RenderError("the font \(path) is missing; install Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core)")
                }
            }
        }
        self.config = config
        guard let map = pango_cairo_font_map_new() else {
            FcConfigDestroy(config)
            throw RenderError("Pango could not create a font map")
        }
        fontMap = map
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        guard let opts = cairo_font_options_create() else {
            throw RenderError("cairo could not create font options")
        }
        cairo_font_options_set_antialias(opts, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(opts, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(opts, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(opts, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        options = opts
    }

    deinit {
        cairo_font_options_destroy(options)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// A Pango context for drawing on `cr` with these fonts.
    func makeContext(for cr: OpaquePointer) -> OpaquePointer? {
        guard let ctx = pango_font_map_create_context(fontMap) else { return nil }
        pango_cairo_context_set_font_options(ctx, options)
        pango_cairo_update_context(cr, ctx)
        return ctx
    }

    /// The font families this set-up offers, sorted by name.
    public func familyNames() -> [String] {
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        var names: [String] = []
        for i in 0..<Int(count) {
            if let f = families?[i], let name = pango_font_family_get_name(f) { names.append(String(cString: name)) }
        }
        return names.sorted()
    }

    /// The family a name resolves to in this set-up ("Futura" → "DejaVu Sans" when pinned).
    public func resolvedFamily(_ name: String) -> String {
        guard let pattern = FcPatternCreate() else { return name }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return name }
        defer { FcPatternDestroy(match) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FAMILY, 0, &value) == FcResultMatch, let value else { return name }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// The font file a family name resolves to.
    public func resolvedFile(_ name: String) -> String? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        _ = name.withCString { FcPatternAddString(pattern, FC_FAMILY, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }

    /// The faces of the family `name` resolves to, as (family, face) pairs.
    public func faces(of name: String) -> [(family: String, face: String)] {
        let family = resolvedFamily(name)
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        defer { g_free(families) }
        for i in 0..<Int(count) {
            guard let f = families?[i], let n = pango_font_family_get_name(f), String(cString: n) == family else { continue }
            var faces: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
            var faceCount: Int32 = 0
            pango_font_family_list_faces(f, &faces, &faceCount)
            defer { g_free(faces) }
            var result: [(String, String)] = []
            for j in 0..<Int(faceCount) {
                guard let face = faces?[j] else { continue }
                if pango_font_face_is_synthesized(face) != 0 { continue }
                if let fn = pango_font_face_get_face_name(face) { result.append((family, String(cString: fn))) }
            }
            return result.sorted { $0.1 < $1.1 }
        }
        return []
    }
}
