/// The fonts and rules of `FontSource.pinned`.
public enum PinnedFonts {
    /// Where Debian's fonts-dejavu-core installs its files.
    public static let defaultDirectory = "/usr/share/fonts/truetype/dejavu"

    /// The files of fonts-dejavu-core (fonts-dejavu-extra's condensed and oblique faces live
    /// in the same directory but are deliberately left out, so results do not depend on
    /// whether that package is installed).
    public static let files = [
        "DejaVuSans.ttf", "DejaVuSans-Bold.ttf",
        "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
        "DejaVuSansMono.ttf", "DejaVuSansMono-Bold.ttf",
    ]

    /// Family names that resolve to DejaVu Sans (iOS and web names for the system font).
    public static let sansAliases = [
        "sans-serif", "sans", "system", "System", "system-ui", "-apple-system",
        ".SF UI Text", ".SF UI Display", "SF Pro", "SF Pro Text", "SF Pro Display",
        "Helvetica", "Helvetica Neue", "Futura", "Arial",
    ]
    /// Family names that resolve to DejaVu Serif.
    public static let serifAliases = ["serif", "Times", "Times New Roman", "Georgia"]
    /// Family names that resolve to DejaVu Sans Mono.
    public static let monospaceAliases = ["monospace", "mono", "Courier", "Courier New", "Menlo", "SF Mono"]

    /// The fonts.conf rules: every pattern falls back to sans-serif, the aliases above, and
    /// deterministic rendering (grey antialiasing, no hinting, no embedded bitmaps).
    static var configurationXML: String {
        func alias(_ names: [String], to family: String) -> String {
            names.map { name in
                "  <alias binding=\"same\"><family>\(escape(name))</family>"
                    + "<prefer><family>\(family)</family></prefer></alias>\n"
            }.joined()
        }
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
              <match target="pattern">
                <edit name="family" mode="append_last"><string>sans-serif</string></edit>
              </match>
            \(alias(sansAliases, to: "DejaVu Sans"))\(alias(serifAliases, to: "DejaVu Serif"))\
            \(alias(monospaceAliases, to: "DejaVu Sans Mono"))\
              <match target="pattern">
            \(rendering)
              </match>
              <match target="font">
            \(rendering)
              </match>
            </fontconfig>

            """
    }

    private static func escape(_ text: String) -> String {
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
