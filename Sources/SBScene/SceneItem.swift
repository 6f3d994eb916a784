import SBLayout

/// One item of a scene: what its cell shows. Every key is optional.
package struct SceneItem: Decodable, Hashable, Sendable {
    /// The icon's label (springboard) or the cell's text (a list row's primary text, on as many
    /// lines as it needs).
    package var label: String?
    /// A list row's or card's secondary text (UIListContentConfiguration's secondaryText), under
    /// the label in 15 pt grey.
    package var subtitle: String?
    /// A list row's value (UIListContentConfiguration.valueCell's secondary text), in grey on the
    /// row's trailing side.
    package var value: String?
    /// A list row's accessories, leading to trailing (`disclosureIndicator`, `checkmark`,
    /// `detail`); nil for the look's own (a disclosure indicator), empty for none.
    package var accessories: [ListAccessory]?
    /// The cell's colour (circle and grid cells, the flow's cells), `#rrggbb[aa]`.
    package var color: Color?
    /// A PNG file drawn in place of the grey label (springboard) or filling the cell.
    package var image: String?
    /// The item's own size, `[width, height]` (the flow delegate's sizeForItemAtIndexPath:).
    package var size: Size?
    /// Selected: the flow's black 0.5 overlay, the circle's dark dot.
    package var selected: Bool?
    /// A badge in the icon's top-right corner.
    package var badge: String?
    /// Show the cookbook's cell menu (Pop, Rotate, Ghost, Colorize) over this item.
    package var menu: Bool?
    /// A fixed quiver time offset in seconds, overriding the seeded one.
    package var quiverOffset: Double?
    /// `text`, `card`, `contentMode`: this item's text, card and image settings, over the scene's.
    package var appearance = ItemAppearance()

    enum CodingKeys: String, CodingKey, CaseIterable {
        case label, subtitle, value, accessories, color, image, size, selected, badge, menu, quiverOffset
    }

    /// An item with every key absent: the demo's look.
    package init() {}

    /// Decodes an item, rejecting unknown keys.
    /// - Throws: ``SceneError`` naming the JSON path, for an unknown key, a non-positive size or
    ///   a quiver offset outside -0.5 ..< 0.5; `DecodingError` for a value of the wrong JSON type
    ///   (``Scene/decode(_:source:layouts:)`` turns it into a ``SceneError``).
    package init(from decoder: any Decoder) throws {
        try StrictKeys.check(decoder, known: CodingKeys.allCases.map(\.rawValue) + ItemAppearance.keys)
        let c = try decoder.container(keyedBy: CodingKeys.self)
        label = try c.decodeIfPresent(String.self, forKey: .label)
        if let label, label.count > Limits.labelCharacters {
            throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.label]),
                             "a label of \(label.count) characters; labels are at most \(Limits.labelCharacters) characters")
        }
        subtitle = try Self.text(c, .subtitle, decoder)
        value = try Self.text(c, .value, decoder)
        accessories = try c.decodeIfPresent([String].self, forKey: .accessories).map { names in
            try names.enumerated().map { i, name in
                guard let accessory = ListAccessory(rawValue: name) else {
                    throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.accessories]) + "[\(i)]",
                                     "unknown accessory '\(name)'; expected one of \(ListAccessory.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return accessory
            }
        }
        if let accessories, Set(accessories).count != accessories.count {
            throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.accessories]),
                             "lists an accessory twice; give each of \(ListAccessory.allCases.map(\.rawValue).joined(separator: ", ")) at most once")
        }
        color = try c.color(.color)
        image = try c.imagePath(.image)
        size = try c.decodeIfPresent(SizeValue.self, forKey: .size)?.size
        selected = try c.decodeIfPresent(Bool.self, forKey: .selected)
        badge = try c.badge(.badge)
        menu = try c.decodeIfPresent(Bool.self, forKey: .menu)
        quiverOffset = try c.decodeIfPresent(Double.self, forKey: .quiverOffset)
        appearance = try ItemAppearance(readingKeysOf: decoder)
        if let size, size.width <= 0 || size.height <= 0 {
            throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.size]), "expected a positive [width, height]")
        }
        if let q = quiverOffset, !(q.isFinite && q >= -0.5 && q < 0.5) {
            throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.quiverOffset]),
                             "expected seconds from -0.5 up to (not including) 0.5, got \(NumberText.plain(q))")
        }
    }

    /// A text key held to the label's limit (`Limits.labelCharacters` characters).
    private static func text(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys, _ decoder: any Decoder) throws -> String? {
        guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard text.count <= Limits.labelCharacters else {
            throw SceneError(path: SceneError.format(decoder.codingPath + [key]),
                             "a \(key.rawValue) of \(text.count) characters; it may have at most \(Limits.labelCharacters) characters")
        }
        return text
    }
}

/// One section of a scene: its items listed, or just how many there are.
package struct SceneSection: Decodable, Hashable, Sendable {
    /// The section's items.
    package var items: [SceneItem]
    /// The section's own insets, spacing and header and footer sizes (`inset`, `lineSpacing`,
    /// `interitemSpacing`, `headerSize`, `footerSize`).
    package var settings = SectionSettings()
    enum CodingKeys: String, CodingKey, CaseIterable {
        case items, count, inset, lineSpacing, interitemSpacing, headerSize, footerSize
    }

    /// A section holding `items`.
    package init(items: [SceneItem]) { self.items = items }

    /// Decodes a section from `{"items": [...]}` or `{"count": N}` (both only when they agree),
    /// with optional `inset`, `lineSpacing`, `interitemSpacing`, `headerSize` and `footerSize` of
    /// its own.
    /// - Throws: ``SceneError`` naming the JSON path, for an unknown key, a count out of range or
    ///   a count that disagrees with the list; `DecodingError` for a value of the wrong JSON type.
    package init(from decoder: any Decoder) throws {
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        let listed = try c.decodeIfPresent([SceneItem].self, forKey: .items)
        let count = try c.wholeNumber(.count, expected: "a number of items: a whole number from 0 to \(Scene.maximumItems)")
        settings.inset = try c.decodeIfPresent(InsetsValue.self, forKey: .inset)?.insets
        settings.lineSpacing = try c.decodeIfPresent(Double.self, forKey: .lineSpacing)
        settings.interitemSpacing = try c.decodeIfPresent(Double.self, forKey: .interitemSpacing)
        settings.headerSize = try c.decodeIfPresent(SizeValue.self, forKey: .headerSize)?.size
        settings.footerSize = try c.decodeIfPresent(SizeValue.self, forKey: .footerSize)?.size
        switch (listed, count) {
        case (let l?, nil): items = l
        case (nil, let n?):
            guard n >= 0, n <= Scene.maximumItems else {
                throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.count]),
                                 "expected 0 to \(Scene.maximumItems) items, got \(n)")
            }
            items = Array(repeating: SceneItem(), count: n)
        case (let l?, let n?):
            guard l.count == n else {
                throw SceneError(path: SceneError.format(decoder.codingPath + [CodingKeys.count]),
                                 "says \(n) but \(l.count) items are listed; give one or the other")
            }
            items = l
        case (nil, nil):
            items = []
        }
    }
}
