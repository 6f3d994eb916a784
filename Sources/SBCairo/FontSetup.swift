import CCairo
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Fonts for text: a fontconfig configuration, a PangoCairo font map bound to it, and a Pango
/// context with SBCairo's rendering options. Every ``TextLayout`` is made from one.
///
/// `.pinned` (the default) reads only the files ``PinnedFonts`` lists (Nimbus Sans as the system
/// font, the iOS stand-ins of ``IOSFonts``, and a fallback chain for every script and colour
/// emoji), through a private fontconfig configuration that ignores the machine's fonts.conf,
/// maps iOS, Mac and generic family names to their stand-ins, and turns hinting off: text
/// measures and draws identically on every machine with those packages. `.system` uses the
/// machine's fonts.
///
/// Rendering options on both the fontconfig and cairo sides: grey antialiasing, no hinting,
/// hint metrics off, default subpixel order, unrounded glyph positions, 72 dpi (so font sizes
/// are user units), language "en".
///
/// Not thread-safe: Pango font maps are not. Create one per renderer or render task (it is
/// cheap in pinned mode: a fixed list of files, read once, then kept between runs in ~/.cache/sbrender); ``FontSource`` is `Sendable` for handing the
/// choice to tasks.
package final class FontSetup {
    /// Where the fonts come from: the pinned set or the machine's fonts.
    package let source: FontSource
    /// Held so the configuration outlives the font map (which also keeps a reference).
    private let configuration: FontconfigConfiguration

    /// The faces the configuration's application font set holds, in order (for tests).
    var applicationFaces: [OpaquePointer] {
        guard let set = FcConfigGetFonts(configuration.pointer, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { set.pointee.fonts[$0] }
    }
    let fontMap: GObjectReference
    let context: GObjectReference

    /// Sets up fonts from `source`.
    /// - Parameter source: where the fonts come from; the pinned fonts in their Debian
    ///   location by default.
    /// - Throws: ``CairoError/fontsMissing(directory:missingFiles:)`` when pinned fonts are
    ///   missing, ``CairoError/fontConfiguration(_:)`` when fontconfig or Pango refuse to set up.
    package convenience init(_ source: FontSource = .pinned) throws {
        try self.init(source, scanCache: .inUserCacheFolder())
    }

    /// Sets up fonts from `source`, keeping what fontconfig reads from the pinned files in
    /// `scanCache` (see ``FontScanCache``).
    init(_ source: FontSource, scanCache: FontScanCache) throws {
        self.source = source
        // Before the first font map: Pango's starts a thread that runs FcInit() and waits for it
        // before its first font, which would read the machine's fonts.conf and font caches (a
        // third of a one-shot's font set-up) for nothing.
        guard Self.currentConfigurationIsEmpty else {
            throw CairoError.fontConfiguration("fontconfig could not set up an empty current configuration (out of memory?)")
        }
        // The font map before the configuration: Pango's first font map starts a thread that runs
        // FcInit() (quick now), and giving the map its configuration waits for that thread. Made
        // first, the thread runs while the configuration is read instead of being waited for.
        guard let map = GObjectReference(taking: pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)) else {
            throw CairoError.fontConfiguration(
                "Pango could not create a FreeType font map (is pangocairo built with FreeType?)")
        }
        switch source {
        case .pinned(let directory):
            configuration = try Self.makePinnedConfiguration(directory: directory, cache: scanCache)
        case .system:
            configuration = try Self.makeSystemConfiguration()
        }
        pango_fc_font_map_set_config(map.opaque, configuration.pointer)
        fontMap = map
        guard let context = GObjectReference(taking: pango_font_map_create_context(map.typed(PangoFontMap.self))) else {
            throw CairoError.fontConfiguration("Pango could not create a context")
        }
        self.context = context
        try Self.configure(context: context.opaque)
    }

    /// fontconfig's current configuration (what `FcInit()` and calls given no configuration use),
    /// made an empty one once per process, before any font map exists. Every ``FontSetup`` gives
    /// its font map a configuration of its own, so nothing reads the current one; the machine's
    /// fonts.conf is read only for `.system`, into that setup's own configuration.
    private static let currentConfigurationIsEmpty: Bool = {
        guard let empty = FcConfigCreate() else { return false }
        defer { FcConfigDestroy(empty) }
        // FcConfigSetCurrent builds the (empty) font sets and keeps a reference of its own.
        return FcConfigSetCurrent(empty) != 0
    }()

    /// The machine's configuration: its fonts.conf and the fonts it lists.
    private static func makeSystemConfiguration() throws -> FontconfigConfiguration {
        guard let config = FcInitLoadConfigAndFonts() else {
            throw CairoError.fontConfiguration("fontconfig could not load the machine's fonts.conf and fonts")
        }
        return FontconfigConfiguration(taking: config)
    }

    private static func makePinnedConfiguration(directory: String, cache: FontScanCache) throws -> FontconfigConfiguration {
        let paths = PinnedFonts.files.map { directory.isEmpty ? $0 : directory.hasSuffix("/") ? directory + $0 : directory + "/" + $0 }
        let missing = zip(PinnedFonts.files, paths)
            .filter { !FileManager.default.isReadableFile(atPath: $0.1) }
            .map(\.0)
        guard missing.isEmpty else {
            throw CairoError.fontsMissing(directory: directory, missingFiles: missing)
        }
        let configuration = try FontconfigConfiguration()
        try configuration.load(xml: PinnedFonts.configurationXML)
        guard FcConfigBuildFonts(configuration.pointer) != 0 else {
            throw CairoError.fontConfiguration("FcConfigBuildFonts failed on an empty configuration")
        }
        try configuration.addFontFiles(paths, cache: cache)
        return configuration
    }

    private static func configure(context: OpaquePointer) throws {
        guard let options = cairo_font_options_create() else {
            throw CairoError.fontConfiguration("cairo could not create font options (out of memory?)")
        }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        try CairoError.check(cairo_font_options_status(options), "setting up font options")
        pango_cairo_context_set_font_options(context, options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    }

    /// The font file that `family` (with the given face attributes) actually resolves to, as
    /// Pango loads it: a path such as "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf".
    package func resolvedFontFile(family: String, weight: FontWeight = .regular,
                                 style: FontStyle = .normal) throws -> String {
        let descriptor = FontDescriptor(family: family, size: 12, weight: weight, style: style)
        guard let description = descriptor.makePangoDescription() else {
            throw CairoError.fontConfiguration("Pango could not create a font description")
        }
        defer { pango_font_description_free(description) }
        guard let font = GObjectReference(taking: pango_font_map_load_font(
            fontMap.typed(PangoFontMap.self), context.opaque, description)) else {
            throw CairoError.fontConfiguration("no font could be loaded for the family \"\(family)\"")
        }
        let instance = font.raw.assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, pango_fc_font_get_type()) != 0,
              let pattern = pango_fc_font_get_pattern(font.typed(PangoFcFont.self)) else {
            throw CairoError.fontConfiguration("the font for \"\(family)\" is not a fontconfig font")
        }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else {
            throw CairoError.fontConfiguration("fontconfig knows no file for the family \"\(family)\"")
        }
        return String(cString: file)
    }
}
