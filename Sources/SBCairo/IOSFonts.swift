/// The free font that draws text asked for in an iOS font family: the nearest design among the
/// pinned fonts (see ``PinnedFonts``), by the family's class.
package enum IOSFontStandIn: String, CaseIterable, Sendable {
    /// Grotesque and humanist sans serifs (Helvetica, Arial, Verdana, Gill Sans, Optima, and the
    /// script families whose Latin is a plain sans): Nimbus Sans, Helvetica's metrics.
    case sans
    /// Condensed sans serifs (Avenir Next Condensed, Helvetica Neue's and Futura's condensed
    /// faces): Nimbus Sans Narrow, Helvetica Narrow's metrics.
    case condensed
    /// Geometric sans serifs (Futura, Avenir): URW Gothic, ITC Avant Garde Gothic's metrics.
    case geometric
    /// Transitional serifs (Times New Roman, Baskerville): Nimbus Roman, Times's metrics.
    case serif
    /// Old-style serifs (Palatino, Hoefler Text, Cochin): P052, Palatino's metrics.
    case oldStyle
    /// Modern and wide serifs (Didot, Bodoni, Georgia, Copperplate): C059, Century
    /// Schoolbook's metrics.
    case modern
    /// Typewriter faces (Courier, Courier New, American Typewriter): Nimbus Mono PS,
    /// Courier's metrics.
    case typewriter
    /// Menlo, which Apple derived from DejaVu Sans Mono: DejaVu Sans Mono itself.
    case code
    /// Scripts and handwriting (Zapfino, Snell Roundhand, Marker Felt, Chalkduster):
    /// Z003, Zapf Chancery's metrics (a single medium italic face).
    case script

    /// The pinned family that draws this class.
    package var family: String {
        switch self {
        case .sans: "Nimbus Sans"
        case .condensed: "Nimbus Sans Narrow"
        case .geometric: "URW Gothic"
        case .serif: "Nimbus Roman"
        case .oldStyle: "P052"
        case .modern: "C059"
        case .typewriter: "Nimbus Mono PS"
        case .code: "DejaVu Sans Mono"
        case .script: "Z003"
        }
    }
}

/// One iOS 6 font family: its name (UIFont familyNames), its faces' PostScript names
/// (UIFont fontNamesForFamilyName:) and the pinned font that stands in for it.
package struct IOSFontFamily: Hashable, Sendable {
    /// The family name, as iOS lists it ("Futura").
    package var name: String
    /// The class of design, and so the pinned family that draws it.
    package var standIn: IOSFontStandIn
    /// The faces' PostScript names, as iOS 6 lists them ("Futura-MediumItalic", ...).
    package var faces: [String]
}

/// iOS 6's font families (the iPad's UIFont familyNames, public facts) with their faces'
/// PostScript names and their stand-ins among the pinned fonts. Text asked for in an iOS family
/// name is drawn in its stand-in (fontconfig aliases); a face is drawn in the stand-in with the
/// face's weight, slant and width (``descriptor(postScriptName:size:)``).
package enum IOSFonts {
    private static func family(_ name: String, _ standIn: IOSFontStandIn, _ faces: [String]) -> IOSFontFamily {
        IOSFontFamily(name: name, standIn: standIn, faces: faces)
    }

    /// The families, in the springboard demo's order, then the others.
    package static let families: [IOSFontFamily] = [
        family("Academy Engraved LET", .serif, ["AcademyEngravedLetPlain"]),
        family("American Typewriter", .typewriter, [
            "AmericanTypewriter", "AmericanTypewriter-Bold", "AmericanTypewriter-Condensed",
            "AmericanTypewriter-CondensedBold", "AmericanTypewriter-CondensedLight", "AmericanTypewriter-Light"]),
        family("Arial Rounded MT Bold", .sans, ["ArialRoundedMTBold"]),
        family("Avenir Next Condensed", .condensed, [
            "AvenirNextCondensed-Bold", "AvenirNextCondensed-BoldItalic", "AvenirNextCondensed-DemiBold",
            "AvenirNextCondensed-DemiBoldItalic", "AvenirNextCondensed-Heavy", "AvenirNextCondensed-HeavyItalic",
            "AvenirNextCondensed-Italic", "AvenirNextCondensed-Medium", "AvenirNextCondensed-MediumItalic",
            "AvenirNextCondensed-Regular", "AvenirNextCondensed-UltraLight", "AvenirNextCondensed-UltraLightItalic"]),
        family("Baskerville", .serif, [
            "Baskerville", "Baskerville-Bold", "Baskerville-BoldItalic", "Baskerville-Italic",
            "Baskerville-SemiBold", "Baskerville-SemiBoldItalic"]),
        family("Bodoni 72 Oldstyle", .modern, [
            "BodoniSvtyTwoOSITCTT-Bold", "BodoniSvtyTwoOSITCTT-Book", "BodoniSvtyTwoOSITCTT-BookIt"]),
        family("Bradley Hand", .script, ["BradleyHandITCTT-Bold"]),
        family("Chalkboard SE", .script, ["ChalkboardSE-Bold", "ChalkboardSE-Light", "ChalkboardSE-Regular"]),
        family("Chalkduster", .script, ["Chalkduster"]),
        family("Cochin", .oldStyle, ["Cochin", "Cochin-Bold", "Cochin-BoldItalic", "Cochin-Italic"]),
        family("Copperplate", .modern, ["Copperplate", "Copperplate-Bold", "Copperplate-Light"]),
        family("Courier New", .typewriter, [
            "CourierNewPS-BoldItalicMT", "CourierNewPS-BoldMT", "CourierNewPS-ItalicMT", "CourierNewPSMT"]),
        family("Didot", .modern, ["Didot", "Didot-Bold", "Didot-Italic"]),
        family("Euphemia UCAS", .sans, ["EuphemiaUCAS", "EuphemiaUCAS-Bold", "EuphemiaUCAS-Italic"]),
        family("Futura", .geometric, [
            "Futura-CondensedExtraBold", "Futura-CondensedMedium", "Futura-Medium", "Futura-MediumItalic"]),
        family("Georgia", .modern, ["Georgia", "Georgia-Bold", "Georgia-BoldItalic", "Georgia-Italic"]),
        family("Gill Sans", .sans, [
            "GillSans", "GillSans-Bold", "GillSans-BoldItalic", "GillSans-Italic", "GillSans-Light",
            "GillSans-LightItalic"]),
        family("Helvetica Neue", .sans, [
            "HelveticaNeue", "HelveticaNeue-Bold", "HelveticaNeue-BoldItalic", "HelveticaNeue-CondensedBlack",
            "HelveticaNeue-CondensedBold", "HelveticaNeue-Italic", "HelveticaNeue-Light",
            "HelveticaNeue-LightItalic", "HelveticaNeue-Medium", "HelveticaNeue-UltraLight",
            "HelveticaNeue-UltraLightItalic"]),
        family("Hoefler Text", .oldStyle, [
            "HoeflerText-Black", "HoeflerText-BlackItalic", "HoeflerText-Italic", "HoeflerText-Regular"]),
        family("Marker Felt", .script, ["MarkerFelt-Thin", "MarkerFelt-Wide"]),
        family("Menlo", .code, ["Menlo-Bold", "Menlo-BoldItalic", "Menlo-Italic", "Menlo-Regular"]),
        family("Noteworthy", .script, ["Noteworthy-Bold", "Noteworthy-Light"]),
        family("Optima", .sans, ["Optima-Bold", "Optima-BoldItalic", "Optima-ExtraBlack", "Optima-Italic", "Optima-Regular"]),
        family("Palatino", .oldStyle, ["Palatino-Bold", "Palatino-BoldItalic", "Palatino-Italic", "Palatino-Roman"]),
        family("Papyrus", .script, ["Papyrus", "Papyrus-Condensed"]),
        family("Party LET", .script, ["PartyLetPlain"]),
        family("Snell Roundhand", .script, ["SnellRoundhand", "SnellRoundhand-Black", "SnellRoundhand-Bold"]),
        family("Thonburi", .sans, ["Thonburi", "Thonburi-Bold"]),
        family("Times New Roman", .serif, [
            "TimesNewRomanPS-BoldItalicMT", "TimesNewRomanPS-BoldMT", "TimesNewRomanPS-ItalicMT", "TimesNewRomanPSMT"]),
        family("Trebuchet MS", .sans, ["Trebuchet-BoldItalic", "TrebuchetMS", "TrebuchetMS-Bold", "TrebuchetMS-Italic"]),
        family("Verdana", .sans, ["Verdana", "Verdana-Bold", "Verdana-BoldItalic", "Verdana-Italic"]),
        family("Zapfino", .script, ["Zapfino"]),
        family("Avenir", .geometric, [
            "Avenir-Black", "Avenir-BlackOblique", "Avenir-Book", "Avenir-BookOblique", "Avenir-Heavy",
            "Avenir-HeavyOblique", "Avenir-Light", "Avenir-LightOblique", "Avenir-Medium", "Avenir-MediumOblique",
            "Avenir-Oblique", "Avenir-Roman"]),
        family("Bodoni 72", .modern, ["BodoniSvtyTwoITCTT-Bold", "BodoniSvtyTwoITCTT-Book", "BodoniSvtyTwoITCTT-BookIta"]),
        family("Damascus", .sans, ["Damascus", "DamascusBold"]),
        family("Devanagari Sangam MN", .sans, ["DevanagariSangamMN", "DevanagariSangamMN-Bold"]),
        family("Farah", .sans, ["Farah"]),
        family("Gujarati Sangam MN", .sans, ["GujaratiSangamMN", "GujaratiSangamMN-Bold"]),
        family("Heiti SC", .sans, ["STHeitiSC-Light", "STHeitiSC-Medium"]),
        family("Kailasa", .sans, ["Kailasa", "Kailasa-Bold"]),
        family("Mishafi", .sans, ["DiwanMishafi"]),
        family("Savoye LET", .script, ["SavoyeLetPlain"]),
        family("Sinhala Sangam MN", .sans, ["SinhalaSangamMN", "SinhalaSangamMN-Bold"]),
        family("Symbol", .sans, ["Symbol"]),
        family("Zapf Dingbats", .sans, ["ZapfDingbatsITC"]),
        family("Arial", .sans, ["Arial-BoldItalicMT", "Arial-BoldMT", "Arial-ItalicMT", "ArialMT"]),
        family("Helvetica", .sans, [
            "Helvetica", "Helvetica-Bold", "Helvetica-BoldOblique", "Helvetica-Light", "Helvetica-LightOblique",
            "Helvetica-Oblique"]),
        family("Oriya Sangam MN", .sans, ["OriyaSangamMN", "OriyaSangamMN-Bold"]),
        family("Telugu Sangam MN", .sans, ["TeluguSangamMN", "TeluguSangamMN-Bold"]),
        family("Tamil Sangam MN", .sans, ["TamilSangamMN", "TamilSangamMN-Bold"]),
        family("Kannada Sangam MN", .sans, ["KannadaSangamMN", "KannadaSangamMN-Bold"]),
        family("Malayalam Sangam MN", .sans, ["MalayalamSangamMN", "MalayalamSangamMN-Bold"]),
        family("Courier", .typewriter, ["Courier", "Courier-Bold", "Courier-BoldOblique", "Courier-Oblique"]),
        family("Avenir Next", .geometric, [
            "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
            "AvenirNext-Heavy", "AvenirNext-HeavyItalic", "AvenirNext-Italic", "AvenirNext-Medium",
            "AvenirNext-MediumItalic", "AvenirNext-Regular", "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic"]),
    ]

    /// The family called `name` (exactly, as iOS spells it), or nil.
    package static func family(named name: String) -> IOSFontFamily? {
        families.first { $0.name == name }
    }

    /// The family a face belongs to, by its PostScript name, or nil.
    package static func family(ofFace postScriptName: String) -> IOSFontFamily? {
        families.first { $0.faces.contains(postScriptName) }
    }

    /// The weight, slant and width a PostScript face name says, read from the part after its
    /// last hyphen (the whole name when it has none): "Futura-MediumItalic" is medium italic,
    /// "Futura-CondensedExtraBold" condensed extra bold, "TimesNewRomanPS-BoldItalicMT" bold
    /// italic, "BodoniSvtyTwoITCTT-BookIt" book italic.
    package static func attributes(ofFace postScriptName: String) -> (weight: FontWeight, style: FontStyle, stretch: FontStretch) {
        let dash = postScriptName.lastIndex(of: "-")
        var s = (dash.map { String(postScriptName[postScriptName.index(after: $0)...]) } ?? postScriptName).lowercased()
        for suffix in ["mt", "ps"] where s.hasSuffix(suffix) && s.count > suffix.count {
            s.removeLast(suffix.count)
        }
        let weights: [(String, FontWeight)] = [
            ("ultralight", .ultraLight), ("extrablack", FontWeight(rawValue: 950)), ("extrabold", .heavy),
            ("demibold", .semibold), ("semibold", .semibold), ("black", .black), ("heavy", .heavy),
            ("bold", .bold), ("wide", .bold), ("medium", .medium), ("light", .light), ("thin", .light),
        ]
        let weight = weights.first { s.contains($0.0) }?.1 ?? .regular
        let slanted = s.contains("italic") || s.contains("oblique")
            || (dash != nil && (s.hasSuffix("it") || s.hasSuffix("ita")))
        let style: FontStyle = slanted ? (s.contains("oblique") ? .oblique : .italic) : .normal
        let stretch: FontStretch = s.contains("condensed") ? .condensed : .normal
        return (weight, style, stretch)
    }

    /// The font that draws the face `postScriptName` at `size`: the family's stand-in with the
    /// face's weight, slant and width (a condensed face of a sans family is drawn in Nimbus
    /// Sans Narrow). Nil for a name that is no iOS 6 face in ``families``.
    package static func descriptor(postScriptName: String, size: Double) -> FontDescriptor? {
        guard let family = family(ofFace: postScriptName) else { return nil }
        let a = attributes(ofFace: postScriptName)
        var standIn = family.standIn
        if a.stretch == .condensed, [.sans, .geometric].contains(standIn) { standIn = .condensed }
        return FontDescriptor(family: standIn.family, size: size, weight: a.weight, style: a.style, stretch: a.stretch)
    }
}
