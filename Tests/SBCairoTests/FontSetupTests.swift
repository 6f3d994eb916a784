import Testing
import SBCairo

@Suite struct FontSetupTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/"

    @Test(arguments: ["Futura", "system", "System", "sans-serif", ".SF UI Text", "Helvetica",
                      "Helvetica Neue", "Arial", "DejaVu Sans", "No Such Family"])
    func sansNamesResolveToDejaVuSans(family: String) throws {
        let fonts = try FontSetup(.pinned)
        #expect(try fonts.resolvedFontFile(family: family) == Self.dejaVu + "DejaVuSans.ttf")
        #expect(try fonts.resolvedFontFile(family: family, weight: .bold) == Self.dejaVu + "DejaVuSans-Bold.ttf")
    }

    @Test(arguments: ["serif", "Times", "Georgia"])
    func serifNamesResolveToDejaVuSerif(family: String) throws {
        let fonts = try FontSetup()
        #expect(try fonts.resolvedFontFile(family: family) == Self.dejaVu + "DejaVuSerif.ttf")
    }

    @Test(arguments: ["monospace", "Courier", "Courier New", "Menlo"])
    func monospaceNamesResolveToDejaVuSansMono(family: String) throws {
        let fonts = try FontSetup()
        #expect(try fonts.resolvedFontFile(family: family) == Self.dejaVu + "DejaVuSansMono.ttf")
    }

    @Test func pinnedFamiliesAreTheThreeDejaVuFamilies() throws {
        let families = try FontSetup().families()
        #expect(families.map(\.name) == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
        #expect(families.map(\.isMonospace) == [false, true, false])
        let sans = try #require(families.first)
        #expect(sans.faces.map(\.name) == ["Book", "Italic", "Bold", "Bold Italic"])
        #expect(sans.faces.map(\.isSynthesized) == [false, true, false, true])
        #expect(sans.faces[2].weight == .bold)
        #expect(sans.faces[1].style == .italic)
    }

    @Test func genericAliasesAreListedOnRequest() throws {
        let names = try FontSetup().families(includingGenericAliases: true).filter(\.isGenericAlias).map(\.name)
        #expect(names.contains("Sans"))
        #expect(names.contains("Monospace"))
    }

    @Test func missingDejaVuSaysWhatToInstall() {
        let message = errorMessage { _ = try FontSetup(.pinned(directory: "/nonexistent/fonts")) }
        #expect(message?.contains("/nonexistent/fonts") == true)
        #expect(message?.contains("DejaVuSans.ttf") == true)
        #expect(message?.contains("apt-get install fonts-dejavu-core") == true)
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
