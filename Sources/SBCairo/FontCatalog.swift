import CCairo

/// One font family a ``FontSetup`` can draw with.
package struct FontFamilyInfo: Hashable, Sendable {
    /// The family name, as a ``FontDescriptor/family`` accepts it ("DejaVu Sans", ...).
    package var name: String
    /// True when every face of the family has glyphs of one width (Pango's is_monospace).
    package var isMonospace: Bool
    /// True for the generic names Pango itself adds ("Sans", "Serif", "Monospace",
    /// "System-ui"), whose faces all stand for some other family's.
    package var isGenericAlias: Bool
    /// The family's faces, ordered by stretch, weight, style, then name.
    package var faces: [FontFaceInfo]
}

/// One face of a family, such as "Bold" or "Condensed Oblique".
package struct FontFaceInfo: Hashable, Sendable {
    /// The face's name within its family ("Book", "Bold", ...).
    package var name: String
    /// True when Pango makes this face by slanting or emboldening another.
    package var isSynthesized: Bool
    /// The family and face attributes that select this face.
    package var family: String
    /// The face's weight.
    package var weight: FontWeight
    /// The face's slant.
    package var style: FontStyle
    /// The face's width.
    package var stretch: FontStretch

    /// A descriptor that draws text in this face at `size` user units.
    package func font(size: Double) -> FontDescriptor {
        FontDescriptor(family: family, size: size, weight: weight, style: style, stretch: stretch)
    }
}

extension FontSetup {
    /// Every family the font map offers, sorted by name (case-insensitively, then exactly),
    /// with their faces. In `.system` mode this is the machine's installed fonts and differs
    /// between machines; in `.pinned` mode it is the families of ``PinnedFonts`` (Nimbus Sans,
    /// the stand-ins and the fallback chain). Pango's generic aliases (Sans, Serif, Monospace, System-ui) are left out unless
    /// `includingGenericAliases`.
    /// - Parameter includingGenericAliases: true to list Pango's generic aliases too.
    package func families(includingGenericAliases: Bool = false) -> [FontFamilyInfo] {
        var familiesPointer: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var familyCount: Int32 = 0
        pango_font_map_list_families(fontMap.typed(PangoFontMap.self), &familiesPointer, &familyCount)
        guard let familiesPointer else { return [] }
        defer { g_free(familiesPointer) }
        var result: [FontFamilyInfo] = []
        for family in UnsafeBufferPointer(start: familiesPointer, count: Int(familyCount)) {
            guard let family, let name = pango_font_family_get_name(family) else { continue }
            let familyName = String(cString: name)
            let faces = Self.faces(of: family)
            let isGeneric = Self.genericNames.contains(familyName.lowercased())
                && faces.allSatisfy(\.isSynthesized)
            guard includingGenericAliases || !isGeneric else { continue }
            result.append(FontFamilyInfo(name: familyName,
                                         isMonospace: pango_font_family_is_monospace(family) != 0,
                                         isGenericAlias: isGeneric, faces: faces))
        }
        return result.sorted { lhs, rhs in
            let l = lhs.name.lowercased(), r = rhs.name.lowercased()
            return l != r ? l < r : lhs.name < rhs.name
        }
    }

    /// The family called `name` (matched case-insensitively), or nil.
    package func family(named name: String) -> FontFamilyInfo? {
        let wanted = name.lowercased()
        return families(includingGenericAliases: true).first { $0.name.lowercased() == wanted }
    }

    /// The face called `face` ("Bold", "Book", ...) of the family called `family`, both
    /// matched case-insensitively, as listed by `families()`; nil when there is none. Draw
    /// with it through ``FontFaceInfo/font(size:)``.
    package func face(family: String, named face: String) -> FontFaceInfo? {
        let wanted = face.lowercased()
        return self.family(named: family)?.faces.first { $0.name.lowercased() == wanted }
    }

    private static let genericNames: Set<String> = ["sans", "serif", "monospace", "system-ui"]

    private static func faces(of family: UnsafeMutablePointer<PangoFontFamily>) -> [FontFaceInfo] {
        var facesPointer: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFace>?>?
        var faceCount: Int32 = 0
        pango_font_family_list_faces(family, &facesPointer, &faceCount)
        guard let facesPointer else { return [] }
        defer { g_free(facesPointer) }
        var faces: [FontFaceInfo] = []
        for face in UnsafeBufferPointer(start: facesPointer, count: Int(faceCount)) {
            guard let face, let description = pango_font_face_describe(face) else { continue }
            defer { pango_font_description_free(description) }
            let descriptor = FontDescriptor(pango: description, size: 0)
            let name = pango_font_face_get_face_name(face).map { String(cString: $0) } ?? ""
            faces.append(FontFaceInfo(name: name, isSynthesized: pango_font_face_is_synthesized(face) != 0,
                                      family: descriptor.family, weight: descriptor.weight,
                                      style: descriptor.style, stretch: descriptor.stretch))
        }
        return faces.sorted { l, r in
            if l.stretch != r.stretch { return l.stretch < r.stretch }
            if l.weight != r.weight { return l.weight < r.weight }
            if l.style != r.style { return FontStyle.allCases.firstIndex(of: l.style) ?? 0
                < FontStyle.allCases.firstIndex(of: r.style) ?? 0 }
            return l.name < r.name
        }
    }
}
