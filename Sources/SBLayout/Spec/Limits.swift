/// Every count and size sbrender accepts, in one place. The command line, scene files and the
/// renderer check against these numbers before they allocate anything, and every refusal names
/// the limit. The README's Limits section lists the same numbers.
///
/// Two sets of counts apply: a layout alone (`sbrender layout`, ``LayoutSpec/validate()``) may
/// hold far more items than a picture, whose every item is drawn.
package enum Limits {
    // MARK: Layouts

    /// The most items a layout is asked to hold (all sections together).
    package static let layoutItems = 10_000_000
    /// The most sections a layout is asked to hold. Every section costs memory even when empty
    /// (its counts, its start, its header and footer), so empty sections count too.
    package static let layoutSections = 1_000_000
    /// The largest viewport side, in points.
    package static let viewportSide = 1_000_000.0

    // MARK: Pictures and scenes

    /// The most items a picture or an animation draws (all sections together).
    package static let pictureItems = 100_000
    /// The most sections a picture or an animation draws.
    package static let pictureSections = 10_000
    /// The largest picture side, in pixels (the canvas in points times the scale).
    package static let pixelSide = 16_384
    /// The most pixels a picture holds (2^28: 1 GiB as 8-bit RGBA).
    package static let pixels = 1 << 28
    /// The longest length (item size, inset, spacing, header or footer) a picture may use, in points.
    package static let length = 1_000_000.0
    /// The farthest content offset a picture may use, in points.
    package static let offset = 1e12
    /// The most frames of an animation.
    package static let frames = 10_000

    // MARK: Scene files

    /// The largest scene file, in bytes (16 MiB), checked before it is read.
    package static let sceneFileBytes = 16 << 20
    /// The longest label, in characters.
    package static let labelCharacters = 1_000
    /// The longest string of any kind in a scene file (a label, a path, a key), in UTF-8 bytes
    /// as written in the file.
    package static let stringBytes = 16_384
    /// The longest number in a scene file, in characters.
    package static let numberCharacters = 64
    /// How deeply arrays and objects may nest in a scene file.
    package static let nesting = 32
    /// The most values one array of a scene file may hold.
    package static let arrayValues = 100_000
    /// The most events of a scene's timeline.
    package static let timelineEvents = 1_000
    /// The most index paths one timeline event may list.
    package static let eventIndexPaths = 10_000

    // MARK: Images

    /// The most pixels of the item images of one picture together (2^25: 128 MiB decoded as
    /// 8-bit RGBA, decoded once; each job of an animation draws from a copy of its own). The
    /// wallpaper is scaled to the canvas once and counts as the canvas does.
    package static let imagePixels = 1 << 25
}

extension LayoutSpec {
    /// Checks the section and item counts against a limit without allocating anything (the
    /// counts may be as large as `Int.max`).
    /// - Parameters:
    ///   - maximumSections: the most sections allowed.
    ///   - maximumItems: the most items allowed in all.
    ///   - holder: what holds them, for messages ("a layout", "a picture").
    /// - Throws: ``LayoutSpecError`` for a negative count, or a count over the limit, naming it.
    package func checkCounts(maximumSections: Int, maximumItems: Int, holder: String) throws(LayoutSpecError) {
        if let sections, sections < 0 { throw LayoutSpecError(.sections, "must be 0 or more, got \(sections)") }
        if let items, items < 0 { throw LayoutSpecError(.items, "must be 0 or more, got \(items)") }
        if let itemCounts {
            if let bad = itemCounts.first(where: { $0 < 0 }) {
                throw LayoutSpecError(.itemCounts, "every section must hold 0 or more items, got \(bad)")
            }
            guard itemCounts.count <= maximumSections else {
                throw LayoutSpecError(.sections, "must be at most \(maximumSections) sections (the most \(holder) holds), got \(itemCounts.count)")
            }
            var total = 0
            for c in itemCounts {
                let (sum, overflow) = total.addingReportingOverflow(c)
                guard !overflow, sum <= maximumItems else {
                    throw LayoutSpecError(.items, "at most \(maximumItems) items in all can be in \(holder); this asks for more")
                }
                total = sum
            }
            return
        }
        let demo = definition.seedItemCounts(for: self)
        let sectionCount = sections ?? demo.count
        guard sectionCount <= maximumSections else {
            throw LayoutSpecError(.sections, "must be at most \(maximumSections) sections (the most \(holder) holds), got \(sectionCount)")
        }
        let perSection = sections == nil && items == nil ? nil : items ?? demo.first ?? 0
        let total: Int
        if let perSection {
            let (product, overflow) = sectionCount.multipliedReportingOverflow(by: perSection)
            guard !overflow, product <= maximumItems else {
                let asked = overflow ? "more" : "\(product) (\(sectionCount) x \(perSection))"
                throw LayoutSpecError(.items, "at most \(maximumItems) items in all can be in \(holder); this asks for \(asked)")
            }
            total = product
        } else {
            total = demo.reduce(0, +)
        }
        guard total <= maximumItems else {
            throw LayoutSpecError(.items, "at most \(maximumItems) items in all can be in \(holder); this asks for \(total)")
        }
    }
}
