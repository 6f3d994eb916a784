import SBLayout

/// The fonts and rules of `FontSource.pinned`: fixed files from fixed Debian packages, found by
/// path, so the same text measures and draws the same on every machine with those packages.
///
/// - The **system font** (UIFont systemFontOfSize: on iOS 6 is Helvetica) is Nimbus Sans from
///   fonts-urw-base35: URW's Helvetica clone with Helvetica's advance widths (it is the font
///   Ghostscript substitutes for Helvetica), so labels break where iOS breaks them. The same
///   package holds the other stand-ins of ``IOSFonts`` (Times, Courier, Palatino, Avant Garde,
///   Century Schoolbook, Zapf Chancery and Helvetica Narrow clones).
/// - Today's **iOS system font** (SF Pro Text and Display: `.AppleSystemUIFont`, `-apple-system`,
///   `system-ui`, `SF Pro`...) is Inter from fonts-inter (``modernSystemFamily``): among free
///   fonts the nearest to SF in design and metrics (a neo-grotesque drawn for screens, with SF's
///   tall x-height and open apertures). The home screen's labels, clock and widget titles use it;
///   `system` itself, every font request's default, stays Nimbus Sans, the iOS 6 pictures' font.
/// - Behind it, a **fallback chain** for the characters Nimbus Sans lacks, tried in this order:
///   DejaVu Sans (Hebrew, Arabic, symbols), Lohit Devanagari, Loma (Thai), WenQuanYi Micro Hei
///   (Chinese, Japanese kana, Korean Hangul) and Noto Color Emoji (colour emoji from CBDT
///   bitmaps). See ``fallbackFamilies`` and ``packages``.
package enum PinnedFonts {
    /// Where Debian installs fonts; ``files`` are relative to it.
    package static let defaultDirectory = "/usr/share/fonts"

    /// One Debian package of the pinned set: its files and what it adds.
    package struct Package: Hashable, Sendable {
        /// The Debian package name, as `apt-get install` takes it.
        package var name: String
        /// What the package adds (families and scripts).
        package var adds: String
        /// Debian's Installed-Size of the package, in KiB (bookworm).
        package var installedKiB: Int
        /// The pinned files, relative to ``PinnedFonts/defaultDirectory``.
        package var files: [String]
    }

    private static func urw(_ names: String...) -> [String] {
        names.map { "opentype/urw-base35/\($0).otf" }
    }

    /// The packages, in fallback order of their first family, with the files taken from each.
    package static let packages: [Package] = [
        Package(name: "fonts-urw-base35",
                adds: "Nimbus Sans (the system font: Helvetica's metrics) and the iOS stand-ins; Latin, Greek, Cyrillic",
                installedKiB: 15558,
                files: urw("NimbusSans-Regular", "NimbusSans-Bold", "NimbusSans-Italic", "NimbusSans-BoldItalic",
                           "NimbusSansNarrow-Regular", "NimbusSansNarrow-Bold", "NimbusSansNarrow-Oblique",
                           "NimbusSansNarrow-BoldOblique",
                           "NimbusRoman-Regular", "NimbusRoman-Bold", "NimbusRoman-Italic", "NimbusRoman-BoldItalic",
                           "NimbusMonoPS-Regular", "NimbusMonoPS-Bold", "NimbusMonoPS-Italic", "NimbusMonoPS-BoldItalic",
                           "URWGothic-Book", "URWGothic-Demi", "URWGothic-BookOblique", "URWGothic-DemiOblique",
                           "P052-Roman", "P052-Bold", "P052-Italic", "P052-BoldItalic",
                           "C059-Roman", "C059-Bold", "C059-Italic", "C059-BdIta",
                           "Z003-MediumItalic")),
        Package(name: "fonts-inter",
                adds: "Inter (today's iOS system font, SF Pro's nearest free twin); Latin, Greek, Cyrillic",
                installedKiB: 9614,
                files: ["Regular", "Italic", "Light", "Medium", "SemiBold", "Bold"].map { "opentype/inter/Inter-\($0).otf" }),
        Package(name: "fonts-dejavu-core",
                adds: "DejaVu Sans, Serif and Sans Mono; Hebrew, Arabic, symbols",
                installedKiB: 2960,
                files: ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
                        "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf"].map { "truetype/dejavu/" + $0 }),
        Package(name: "fonts-dejavu-extra",
                adds: "DejaVu Sans Mono's oblique faces (Menlo-Italic, Menlo-BoldItalic) and DejaVu Sans ExtraLight",
                installedKiB: 7229,
                files: ["DejaVuSansMono-Oblique.ttf", "DejaVuSansMono-BoldOblique.ttf", "DejaVuSans-ExtraLight.ttf"]
                    .map { "truetype/dejavu/" + $0 }),
        Package(name: "fonts-lohit-deva",
                adds: "Lohit Devanagari; Devanagari (Hindi, Marathi, Nepali)",
                installedKiB: 187,
                files: ["truetype/lohit-devanagari/Lohit-Devanagari.ttf"]),
        Package(name: "fonts-tlwg-loma-ttf",
                adds: "Loma; Thai",
                installedKiB: 425,
                files: ["truetype/tlwg/Loma.ttf", "truetype/tlwg/Loma-Bold.ttf"]),
        Package(name: "fonts-wqy-microhei",
                adds: "WenQuanYi Micro Hei; Chinese (simplified and traditional), Japanese kana, Korean Hangul",
                installedKiB: 5135,
                files: ["truetype/wqy/wqy-microhei.ttc"]),
        Package(name: "fonts-noto-color-emoji",
                adds: "Noto Color Emoji; colour emoji",
                installedKiB: 10740,
                files: ["truetype/noto/NotoColorEmoji.ttf"]),
    ]

    /// Every pinned file, relative to ``defaultDirectory``.
    package static var files: [String] { packages.flatMap(\.files) }

    /// The package that installs `file` (a path relative to ``defaultDirectory``), or nil.
    package static func package(of file: String) -> Package? {
        packages.first { $0.files.contains(file) }
    }

    /// The family that stands in for the iOS system font (Helvetica on iOS 6).
    package static let systemFamily = "Nimbus Sans"

    /// The families tried, in order, for a character the requested font lacks: every request
    /// ends with this list, so which font draws a character never depends on fontconfig's
    /// scoring of the rest.
    package static let fallbackFamilies = [
        "Nimbus Sans", "DejaVu Sans", "Lohit Devanagari", "Loma", "WenQuanYi Micro Hei", "Noto Color Emoji",
    ]

    /// The family that stands in for today's iOS system font, SF Pro: Inter.
    package static let modernSystemFamily = "Inter"

    /// Family names that resolve to the system font's stand-in, Nimbus Sans (generic names and
    /// the iOS 6 to 8 system font's).
    package static let sansAliases = ["sans-serif", "sans", "system", "System", ".Helvetica NeueUI"]

    /// The names of today's iOS system font (San Francisco, iOS 9 and later), in UIKit, CSS and
    /// its private PostScript names: they resolve to Inter.
    package static let modernSystemAliases = [
        ".AppleSystemUIFont", "-apple-system", "system-ui", "BlinkMacSystemFont", "San Francisco",
        ".SF UI Text", ".SF UI Display", "SF Pro", "SF Pro Text", "SF Pro Display", "SF UI Text", "SF UI Display",
    ]
    /// Generic family names that resolve to Nimbus Roman (Times's metrics).
    package static let serifAliases = ["serif", "Times"]
    /// Generic family names that resolve to Nimbus Mono PS (Courier's metrics).
    package static let monospaceAliases = ["monospace", "mono", "SF Mono"]
    /// Generic family names that resolve to Noto Color Emoji (Pango asks for "emoji" for runs
    /// of emoji).
    package static let emojiAliases = ["emoji", "Apple Color Emoji"]

    /// The fonts.conf rules: the aliases above and ``IOSFonts``' stand-ins, the fallback chain
    /// appended to every pattern, colour asked for in Pango's emoji runs (language und-zsye, as
    /// Debian's 60-generic.conf does), and deterministic rendering (grey antialiasing, no hinting,
    /// no embedded bitmaps). The colour emoji font is left out of the font-level rendering
    /// edits (it is nothing but bitmaps, and cairo 1.16 draws no colour glyph from a font whose
    /// antialias property was assigned); its one strike is scaled to the requested size as
    /// Debian's 10-scale-bitmap-fonts.conf does.
    static var configurationXML: String {
        func alias(_ names: [String], to family: String) -> String {
            names.map { name in
                "  <alias binding=\"same\"><family>\(escape(name))</family>"
                    + "<prefer><family>\(escape(family))</family></prefer></alias>\n"
            }.joined()
        }
        let standIns = IOSFonts.families.map { alias([$0.name], to: $0.standIn.family) }.joined()
        let chain = fallbackFamilies.map { "<string>\(escape($0))</string>" }.joined()
        let rendering = """
                <edit name="antialias" mode="assign"><bool>true</bool></edit>
                <edit name="hinting" mode="assign"><bool>false</bool></edit>
                <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
                <edit name="autohint" mode="assign"><bool>false</bool></edit>
                <edit name="rgba" mode="assign"><const>none</const></edit>
                <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
                <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
            """
        return """
            <?xml version="1.0"?>
            <fontconfig>
            \(alias(sansAliases, to: systemFamily))\(alias(modernSystemAliases, to: modernSystemFamily))\(alias(serifAliases, to: "Nimbus Roman"))\
            \(alias(monospaceAliases, to: "Nimbus Mono PS"))\(alias(emojiAliases, to: "Noto Color Emoji"))\
            \(standIns)\
              <match target="pattern">
                <edit name="family" mode="append_last">\(chain)</edit>
              </match>
              <match target="pattern">
                <test name="lang"><string>und-zsye</string></test>
                <test qual="all" name="color" compare="not_eq"><bool>true</bool></test>
                <test qual="all" name="color" compare="not_eq"><bool>false</bool></test>
                <edit name="color" mode="append"><bool>true</bool></edit>
              </match>
              <match target="pattern">
            \(rendering)
              </match>
              <match target="font">
                <test name="color"><bool>false</bool></test>
            \(rendering)
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <edit name="pixelsizefixupfactor" mode="assign">
                  <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
                </edit>
              </match>
              <match target="font">
                <test name="outline" compare="eq"><bool>false</bool></test>
                <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
                <edit name="matrix" mode="assign">
                  <times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double>
                    <double>0</double><name>pixelsizefixupfactor</name></matrix></times>
                </edit>
                <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
              </match>
            </fontconfig>

            """
    }

    private static func escape(_ text: String) -> String {
        // Family names rarely hold XML's special characters: checking the bytes first saves
        // building each name again character by character (the whole text is read on every run).
        guard text.utf8.contains(where: { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 }) else { return text }
        var out = ""
        for ch in text {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
