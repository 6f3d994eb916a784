extension IOSFonts {
    /// The pinned light face: DejaVu Sans ExtraLight (weight 200, from fonts-dejavu-extra).
    package static let lightFamily = "DejaVu Sans"

    /// The sans families whose pinned stand-ins (Nimbus Sans, Nimbus Sans Narrow, URW Gothic)
    /// have no face lighter than regular: the system font's names, the stand-ins themselves and
    /// every iOS family drawn by a sans stand-in (Helvetica Neue, Avenir Next, ...).
    static func isSansWithoutLightFace(_ family: String) -> Bool {
        let standIns = [IOSFontStandIn.sans, .condensed, .geometric]
        if family == PinnedFonts.systemFamily || PinnedFonts.sansAliases.contains(family) { return true }
        if standIns.contains(where: { $0.family == family }) { return true }
        return IOSFonts.family(named: family).map { standIns.contains($0.standIn) } ?? false
    }

    /// A light request of a sans family drawn in a face of light weight where the pinned set has
    /// one: thin (100), ultra light (200) and light (300) upright text of the system font or a
    /// sans iOS family (HelveticaNeue-UltraLight, HelveticaNeue-Light, AvenirNext-UltraLight) is
    /// drawn in DejaVu Sans ExtraLight, as the urw-base35 stand-ins have nothing below regular
    /// and fontconfig would give their regular face. Other requests are returned unchanged:
    /// medium (500) keeps the regular face (no pinned sans has a medium one), and a slanted
    /// light request keeps its stand-in's italic (DejaVu Sans ExtraLight has no oblique).
    /// - Parameter font: the request.
    /// - Returns: the request, or DejaVu Sans at weight 200 with its size and width.
    package static func lightFace(for font: FontDescriptor) -> FontDescriptor {
        guard font.weight.rawValue <= FontWeight.light.rawValue, font.style == .normal,
              isSansWithoutLightFace(font.family) else { return font }
        return FontDescriptor(family: lightFamily, size: font.size, weight: .ultraLight, style: .normal, stretch: font.stretch)
    }
}
