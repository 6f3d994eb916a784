import Testing
import SBCairo
import SBPNG
import SBLayout

/// The pinned fallback chain covers every script a label may be in, and the system font has
/// Helvetica's widths.
@Suite struct PinnedFontScriptTests {
    static let labels: [(script: String, text: String)] = [
        ("Latin", "Réglages"), ("Greek", "Ρυθμίσεις"), ("Cyrillic", "Настройки"), ("Chinese", "设置 設定"),
        ("Japanese", "せってい カメラ"), ("Korean", "설정"), ("Arabic", "الإعدادات"), ("Hebrew", "הגדרות"),
        ("Devanagari", "सेटिंग्स"), ("Thai", "การตั้งค่า"), ("Emoji", "😀🎉❤️👍🏽"),
    ]

    @Test(arguments: labels.map(\.script))
    func everyScriptHasGlyphs(script: String) throws {
        let text = try #require(Self.labels.first { $0.script == script }?.text)
        let fonts = try FontSetup()
        let layout = try TextLayout(text, font: FontDescriptor(family: "system", size: 24), fonts: fonts)
        #expect(layout.unknownGlyphCount == 0)
        // Pixels: the label leaves ink, and emoji are in colour.
        let (surface, canvas) = try makeCanvas(width: 320, height: 48)
        try canvas.setSource(Color(red: 1, green: 1, blue: 1))
        try canvas.paint()
        try canvas.draw(layout, x: 4, y: 4, color: Color(red: 0, green: 0, blue: 0))
        let image = try surface.makeRGBAImage()
        var dark = 0, coloured = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) {
            let r = Int(image.pixels[i]), g = Int(image.pixels[i + 1]), b = Int(image.pixels[i + 2])
            if r + g + b < 200 { dark += 1 }
            if max(r, g, b) - min(r, g, b) > 80 { coloured += 1 }
        }
        #expect(dark > 40 || coloured > 40)
        if script == "Emoji" { #expect(coloured > 200) } else { #expect(coloured == 0) }
    }

    /// The check above can fail: an unassigned code point has no glyph in any font.
    @Test func anUnassignedCharacterIsAnUnknownGlyph() throws {
        let layout = try TextLayout("a\u{0378}b", font: FontDescriptor(family: "system", size: 24), fonts: FontSetup())
        #expect(layout.unknownGlyphCount == 1)
    }

    /// Helvetica's advance widths (Adobe's AFM, per 1000 em): "Copperplate" is 5447, so 98.046
    /// points at the icon label's 18 points, and fits the 108-point label on one line, as on iOS.
    /// Pango applies the font's kerning pairs, which the unkerned sums leave out (under 0.6 pt
    /// here; DejaVu Sans, the old stand-in, is about 10 points wider and broke both names).
    @Test func theSystemFontHasHelveticasWidths() throws {
        let fonts = try FontSetup()
        let copperplate = try TextLayout("Copperplate", font: FontDescriptor(family: "system", size: 18), fonts: fonts)
        #expect(abs(copperplate.logicalExtents.width - 98.046) < 0.6)
        let chalkduster = try TextLayout("Chalkduster", font: FontDescriptor(family: "system", size: 18), fonts: fonts)
        #expect(abs(chalkduster.logicalExtents.width - 96.03) < 0.6)
        chalkduster.width = 108
        chalkduster.maximumLines = 3
        #expect(chalkduster.lineCount == 1)
    }

    /// A long label in DejaVu Sans 18, 108 points wide, word-wrapped to three lines and cut.
    private func cutLabel() throws -> TextLayout {
        let layout = try TextLayout("Photos and Camera Settings with a very long name indeed",
                                    font: FontDescriptor(family: "DejaVu Sans", size: 18), fonts: FontSetup())
        layout.width = 108
        layout.maximumLines = 3
        layout.truncation = .none
        return layout
    }

    @Test func wordWrappingLeavesOutTheLinesPastTheLimitWithoutAnEllipsis() throws {
        let layout = try cutLabel()
        #expect(layout.lineCount == 3)
        #expect(!layout.isTruncated)
        #expect(layout.lines.map(\.text) == ["Photos and ", "Camera ", "Settings"])
    }

    /// A cut label's last line is centred on its word, not on the word and the space it broke at
    /// (which Pango counts at the end of the text: half a space, 2.86 points at DejaVu Sans 18, off
    /// centre).
    @Test func theLastLineOfACutLabelIsCentred() throws {
        let layout = try cutLabel()
        layout.alignment = .center
        let lines = layout.lines
        try #require(lines.count == 3)
        // Centred in 108 points: the middle of every line at 54.
        for line in lines {
            #expect(abs(line.extents.minX + line.extents.width / 2 - 54) < 0.01, "\(line.text): \(line.extents)")
        }
    }

    @Test func aWordWiderThanTheLabelBreaksBetweenCharacters() throws {
        let layout = try TextLayout("Supercalifragilistic", font: FontDescriptor(family: "system", size: 18), fonts: FontSetup())
        layout.width = 108
        layout.maximumLines = 3
        layout.truncation = .none
        #expect(layout.lineCount == 2)
        #expect(!layout.lines[0].text.contains("…") && !layout.lines[0].text.contains("-"))
        #expect(layout.lines.map(\.text).joined() == "Supercalifragilistic")
    }
}

@Suite struct IOSFontsTests {
    @Test func faceNamesGiveWeightSlantAndWidth() {
        #expect(IOSFonts.attributes(ofFace: "Futura-MediumItalic") == (.medium, .italic, .normal))
        #expect(IOSFonts.attributes(ofFace: "Futura-CondensedExtraBold") == (.heavy, .normal, .condensed))
        #expect(IOSFonts.attributes(ofFace: "TimesNewRomanPS-BoldItalicMT") == (.bold, .italic, .normal))
        #expect(IOSFonts.attributes(ofFace: "BodoniSvtyTwoITCTT-BookIta") == (.regular, .italic, .normal))
        #expect(IOSFonts.attributes(ofFace: "Helvetica-LightOblique") == (.light, .oblique, .normal))
        #expect(IOSFonts.attributes(ofFace: "ArialRoundedMTBold") == (.bold, .normal, .normal))
        #expect(IOSFonts.attributes(ofFace: "AvenirNextCondensed-UltraLight") == (.ultraLight, .normal, .normal))
        #expect(IOSFonts.descriptor(postScriptName: "AvenirNextCondensed-UltraLight", size: 30)?.family == "Nimbus Sans Narrow")
    }

    @Test func futurasFourFacesAreDrawnInTheirStandIns() throws {
        let futura = try #require(IOSFonts.family(named: "Futura"))
        #expect(futura.faces == ["Futura-CondensedExtraBold", "Futura-CondensedMedium", "Futura-Medium", "Futura-MediumItalic"])
        let fonts = try FontSetup()
        let files = try futura.faces.map { face -> String in
            let d = try #require(IOSFonts.descriptor(postScriptName: face, size: 30))
            return try fonts.resolvedFontFile(family: d.family, weight: d.weight, style: d.style)
        }
        let urw = "/usr/share/fonts/opentype/urw-base35/"
        #expect(files == [urw + "NimbusSansNarrow-Bold.otf", urw + "NimbusSansNarrow-Regular.otf",
                          urw + "URWGothic-Book.otf", urw + "URWGothic-BookOblique.otf"])
    }

    @Test func everyDemoFamilyHasFaces() {
        let demo = ["Academy Engraved LET", "Copperplate", "Chalkduster", "Zapfino", "Menlo", "Malayalam Sangam MN"]
        for name in demo { #expect(IOSFonts.family(named: name)?.faces.isEmpty == false) }
    }
}
