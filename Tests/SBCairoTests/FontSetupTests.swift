import Testing
import SBCairo
import SBLayout

@Suite struct FontSetupTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    static let urw = "/usr/share/fonts/opentype/urw-base35/"

    @Test(arguments: ["system", "System", "sans-serif", "Helvetica",
                      "Helvetica Neue", "Arial", "Nimbus Sans", "No Such Family"])
    func systemNamesResolveToNimbusSans(family: String) throws {
        let fonts = try FontSetup(.pinned)
        #expect(try fonts.resolvedFontFile(family: family) == Self.urw + "NimbusSans-Regular.otf")
        #expect(try fonts.resolvedFontFile(family: family, weight: .bold) == Self.urw + "NimbusSans-Bold.otf")
    }

    /// Today's iOS system font by its UIKit, CSS and PostScript names: Inter (fonts-inter).
    @Test(arguments: [".AppleSystemUIFont", "-apple-system", "system-ui", "SF Pro", "SF Pro Text", "SF Pro Display", ".SF UI Text", "Inter"])
    func sanFranciscosNamesResolveToInter(family: String) throws {
        let fonts = try FontSetup(.pinned)
        #expect(try fonts.resolvedFontFile(family: family) == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        #expect(try fonts.resolvedFontFile(family: family, weight: .bold) == "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        #expect(try fonts.resolvedFontFile(family: family, weight: .semibold) == "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
    }

    @Test(arguments: [("Futura", "URWGothic-Book.otf"), ("Times New Roman", "NimbusRoman-Regular.otf"),
                      ("serif", "NimbusRoman-Regular.otf"), ("Georgia", "C059-Roman.otf"), ("Palatino", "P052-Roman.otf"),
                      ("Courier New", "NimbusMonoPS-Regular.otf"), ("monospace", "NimbusMonoPS-Regular.otf"),
                      ("Zapfino", "Z003-MediumItalic.otf"), ("Avenir Next Condensed", "NimbusSansNarrow-Regular.otf")])
    func iosFamiliesResolveToTheirStandIns(family: String, file: String) throws {
        #expect(try FontSetup().resolvedFontFile(family: family) == Self.urw + file)
    }

    @Test func menloIsDejaVuSansMono() throws {
        #expect(try FontSetup().resolvedFontFile(family: "Menlo") == Self.dejaVu + "DejaVuSansMono.ttf")
    }

    /// Menlo-Italic and Menlo-BoldItalic are slanted on iOS; DejaVu Sans Mono's oblique faces
    /// (fonts-dejavu-extra) draw them, not its upright ones.
    @Test func menlosItalicsAreDejaVuSansMonosObliques() throws {
        let fonts = try FontSetup()
        let italic = try #require(IOSFonts.descriptor(postScriptName: "Menlo-Italic", size: 12))
        let boldItalic = try #require(IOSFonts.descriptor(postScriptName: "Menlo-BoldItalic", size: 12))
        #expect(try fonts.resolvedFontFile(family: "Menlo", weight: italic.weight, style: italic.style)
                == Self.dejaVu + "DejaVuSansMono-Oblique.ttf")
        #expect(try fonts.resolvedFontFile(family: "Menlo", weight: boldItalic.weight, style: boldItalic.style)
                == Self.dejaVu + "DejaVuSansMono-BoldOblique.ttf")
    }

    /// A light weight draws a light face where the family has one (DejaVu Sans ExtraLight), and the
    /// regular face where it has none (Nimbus Sans: Regular and Bold only).
    @Test func lightWeightsDrawALightFaceWhereOneExists() throws {
        let fonts = try FontSetup()
        for weight in [FontWeight.ultraLight, .light] {
            #expect(try fonts.resolvedFontFile(family: "DejaVu Sans", weight: weight) == Self.dejaVu + "DejaVuSans-ExtraLight.ttf")
            #expect(try fonts.resolvedFontFile(family: "Helvetica", weight: weight) == Self.urw + "NimbusSans-Regular.otf")
        }
        #expect(try fonts.resolvedFontFile(family: "DejaVu Sans", weight: .medium) == Self.dejaVu + "DejaVuSans.ttf")
    }

    /// Upright light requests of a sans family (the urw stand-ins have nothing below regular)
    /// are drawn in DejaVu Sans ExtraLight: HelveticaNeue-UltraLight and -Light, AvenirNext-
    /// UltraLight, the system font at thin, ultra light and light. Medium and italic light keep
    /// their stand-in; serif families keep theirs.
    @Test func lightSansRequestsDrawDejaVuSansExtraLight() throws {
        let fonts = try FontSetup()
        for face in ["HelveticaNeue-UltraLight", "HelveticaNeue-Light", "AvenirNext-UltraLight", "Helvetica-Light"] {
            let d = IOSFonts.lightFace(for: try #require(IOSFonts.descriptor(postScriptName: face, size: 17)))
            #expect(d.family == "DejaVu Sans" && d.weight == .ultraLight && d.size == 17, "\(face)")
            #expect(try fonts.resolvedFontFile(family: d.family, weight: d.weight) == Self.dejaVu + "DejaVuSans-ExtraLight.ttf")
        }
        for weight in [FontWeight.thin, .ultraLight, .light] {
            #expect(IOSFonts.lightFace(for: FontDescriptor(family: "system", size: 12, weight: weight)).family == "DejaVu Sans")
        }
        let medium = FontDescriptor(family: "Helvetica Neue", size: 17, weight: .medium)
        #expect(IOSFonts.lightFace(for: medium) == medium)
        let italic = try #require(IOSFonts.descriptor(postScriptName: "HelveticaNeue-UltraLightItalic", size: 17))
        #expect(IOSFonts.lightFace(for: italic) == italic, "DejaVu Sans ExtraLight has no oblique")
        let serif = FontDescriptor(family: "Times New Roman", size: 17, weight: .light)
        #expect(IOSFonts.lightFace(for: serif) == serif)
    }

    @Test func pinnedFamiliesAreTheStandInsAndTheFallbackChain() throws {
        let families = try FontSetup().families()
        #expect(families.map(\.name) == [
            "C059", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Inter", "Lohit Devanagari", "Loma", "Nimbus Mono PS",
            "Nimbus Roman", "Nimbus Sans", "Nimbus Sans Narrow", "Noto Color Emoji", "P052", "URW Gothic",
            "WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono", "Z003"])
        let sans = try #require(families.first { $0.name == "Nimbus Sans" })
        #expect(sans.faces.map(\.name) == ["Regular", "Italic", "Bold", "Bold Italic"])
        #expect(sans.faces.map(\.isSynthesized) == [false, false, false, false])
    }

    @Test func missingFontsSayWhatToInstall() {
        let message = errorMessage { _ = try FontSetup(.pinned(directory: "/nonexistent/fonts")) }
        #expect(message?.contains("/nonexistent/fonts") == true)
        #expect(message?.contains("NimbusSans-Regular.otf") == true)
        #expect(message?.contains("apt-get install fonts-urw-base35 fonts-inter fonts-dejavu-core fonts-dejavu-extra fonts-lohit-deva fonts-tlwg-loma-ttf fonts-wqy-microhei fonts-noto-color-emoji") == true)
    }

    @Test func genericAliasesAreListedOnRequest() throws {
        let names = try FontSetup().families(includingGenericAliases: true).filter(\.isGenericAlias).map(\.name)
        #expect(names.contains("Sans"))
        #expect(names.contains("Monospace"))
    }

    /// Machine-dependent by design: only checks the shape of the answer.
    @Test func systemModeListsInstalledFamiliesSorted() throws {
        let fonts = try FontSetup(.system)
        let families = fonts.families()
        #expect(!families.isEmpty)
        let keys = families.map { $0.name.lowercased() }
        #expect(keys == keys.sorted())
        #expect(families.allSatisfy { !$0.faces.isEmpty })
        #expect(try fonts.resolvedFontFile(family: "sans-serif").hasPrefix("/"))
    }
}
