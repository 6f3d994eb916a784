import SBLayout

/// A list's separator configuration in a scene (UIListSeparatorConfiguration), every key
/// optional: `{"topSeparatorVisibility": "visible", "bottomSeparatorVisibility": "hidden",
/// "topSeparatorInsets": {"leading": 0}, "bottomSeparatorInsets": "automatic", "color":
/// "#ff3b30"}`. Visibilities are `automatic`, `visible` or `hidden`; insets are `"automatic"` or
/// an object with `leading` and `trailing` (points; an edge left out stays automatic). Keys left
/// out keep the value underneath: UIKit's defaults for `list.separatorConfiguration`, the
/// section's configuration for an entry of `list.itemSeparators` (what UIKit's
/// `itemSeparatorHandler` is handed and changes).
struct SeparatorConfigurationValue: Decodable, Hashable, Sendable {
    /// The top separator's visibility, or nil to keep the value underneath.
    package var topSeparatorVisibility: Compositional.SeparatorConfiguration.Visibility?
    /// The bottom separator's visibility, or nil.
    package var bottomSeparatorVisibility: Compositional.SeparatorConfiguration.Visibility?
    /// The top separator's insets, or nil.
    package var topSeparatorInsets: DirectionalEdgeInsets?
    /// The bottom separator's insets, or nil.
    package var bottomSeparatorInsets: DirectionalEdgeInsets?
    /// The colour, or nil.
    package var color: Color?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case topSeparatorVisibility, bottomSeparatorVisibility, topSeparatorInsets, bottomSeparatorInsets, color
    }

    /// The keys an object of this value takes (an item's entry adds `item`).
    static let keys = CodingKeys.allCases.map(\.rawValue)

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        try self.init(from: decoder, extraKeys: [])
    }

    /// Decodes the value from an object that may also hold `extraKeys` (decoded elsewhere).
    init(from decoder: any Decoder, extraKeys: [String]) throws {
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "expected {\"bottomSeparatorVisibility\": \"automatic|visible|hidden\", ...}")
        }
        try StrictKeys.check(decoder, known: Self.keys + extraKeys)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        topSeparatorVisibility = try CompositionalDecoding.choice(c, .topSeparatorVisibility, decoder)
        bottomSeparatorVisibility = try CompositionalDecoding.choice(c, .bottomSeparatorVisibility, decoder)
        topSeparatorInsets = try Self.insets(c, .topSeparatorInsets, decoder)
        bottomSeparatorInsets = try Self.insets(c, .bottomSeparatorInsets, decoder)
        color = try c.color(.color)
    }

    /// `"automatic"` or `{"leading": N, "trailing": N}`, each edge optional (automatic).
    private static func insets(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ decoder: any Decoder) throws -> DirectionalEdgeInsets? {
        guard c.contains(key) else { return nil }
        let expected = "expected \"automatic\" or {\"leading\": N, \"trailing\": N} (points; a missing edge is automatic)"
        if let text = try? c.decode(String.self, forKey: key) {
            guard text == "automatic" else {
                throw SceneError(path: CompositionalDecoding.path(decoder, key), "unknown value '\(SceneError.excerpt(text))'; \(expected)")
            }
            return Compositional.SeparatorConfiguration.automaticInsets
        }
        let edges = try c.decode(SeparatorInsetsValue.self, forKey: key)
        var insets = Compositional.SeparatorConfiguration.automaticInsets
        if let leading = edges.leading { insets.leading = leading }
        if let trailing = edges.trailing { insets.trailing = trailing }
        return insets
    }

    /// `base` with this value's keys applied.
    package func applied(to base: Compositional.SeparatorConfiguration) -> Compositional.SeparatorConfiguration {
        var c = base
        if let topSeparatorVisibility { c.topSeparatorVisibility = topSeparatorVisibility }
        if let bottomSeparatorVisibility { c.bottomSeparatorVisibility = bottomSeparatorVisibility }
        if let topSeparatorInsets { c.topSeparatorInsets = topSeparatorInsets }
        if let bottomSeparatorInsets { c.bottomSeparatorInsets = bottomSeparatorInsets }
        if let color { c.color = color }
        return c
    }
}

/// A separator's insets: `{"leading": N, "trailing": N}`, both optional, in points.
struct SeparatorInsetsValue: Decodable {
    var leading: Double?
    var trailing: Double?
    enum CodingKeys: String, CodingKey, CaseIterable { case leading, trailing }

    init(from decoder: any Decoder) throws {
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "expected \"automatic\" or {\"leading\": N, \"trailing\": N}")
        }
        try StrictKeys.check(decoder, known: CodingKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: CodingKeys.self)
        leading = try CompositionalDecoding.length(c, .leading, decoder)
        trailing = try CompositionalDecoding.length(c, .trailing, decoder)
    }
}

/// One row's separator override in a scene: `{"item": 2, "bottomSeparatorVisibility": "hidden"}`,
/// the keys of ``SeparatorConfigurationValue`` applied over the section's configuration.
struct ItemSeparatorValue: Decodable, Hashable, Sendable {
    /// The row's item index in the section.
    package var item: Int
    /// What changes for that row.
    package var change: SeparatorConfigurationValue
    enum CodingKeys: String, CodingKey { case item }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path.
    package init(from decoder: any Decoder) throws {
        change = try SeparatorConfigurationValue(from: decoder, extraKeys: ["item"])
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let item = try c.wholeNumber(.item, expected: "a row's item index of 0 or more", in: 0...Int.max) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, CodingKeys.item), "is missing; give the row's item index in the section, such as \"item\": 0")
        }
        self.item = item
    }
}
