/// The sizes cells and boundary supplementary items gave themselves when asked to fit their
/// content (UIKit's `preferredLayoutAttributesFittingAttributes:`), which a
/// ``CompositionalLayout`` uses along their estimated dimensions in place of the estimates.
///
/// Items are keyed by index path and boundary items by element kind and section, so a size
/// belongs to the content it was measured for: after an update that moves items, measure again.
package struct MeasuredSizes: Hashable, Sendable {
    /// The largest length a measured size may have, in points; longer ones are ignored (the
    /// estimate stays).
    package static let maximumLength = 1_000_000.0

    /// The cells' sizes, by index path.
    package private(set) var items: [IndexPath: Size] = [:]
    /// The boundary items' (headers' and footers') sizes, by element kind and then by section.
    package private(set) var supplementaries: [String: [Int: Size]] = [:]
    /// The last measured cell of each section holding one, by section.
    package private(set) var lastMeasuredItem: [Int: Int] = [:]

    /// No sizes: every estimate stands.
    package init() {}

    /// True when nothing is measured.
    package var isEmpty: Bool { items.isEmpty && supplementaries.isEmpty }

    /// Whether `size` can be used: both sides finite, above 0 and at most ``maximumLength``.
    package static func isUsable(_ size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite && size.width > 0 && size.height > 0
            && size.width <= maximumLength && size.height <= maximumLength
    }

    /// The cell at `indexPath` measured `size`; a size that is not usable (``isUsable(_:)``) or an
    /// index path outside the content is ignored.
    package mutating func setItem(_ indexPath: IndexPath, _ size: Size) {
        guard Self.isUsable(size), indexPath.section >= 0, indexPath.item >= 0 else { return }
        items[indexPath] = size
        lastMeasuredItem[indexPath.section] = max(lastMeasuredItem[indexPath.section] ?? 0, indexPath.item)
    }

    /// The boundary item of `kind` in `section` measured `size`; an unusable size is ignored.
    package mutating func setSupplementary(kind: String, section: Int, _ size: Size) {
        guard Self.isUsable(size), section >= 0 else { return }
        supplementaries[kind, default: [:]][section] = size
    }

    /// The size the boundary item of `kind` in `section` measured, if any.
    package func supplementary(kind: String, section: Int) -> Size? {
        supplementaries[kind]?[section]
    }

    /// A size with its estimated sides replaced by `measured`'s.
    static func applying(_ measured: Size?, to size: Size, width: Bool, height: Bool) -> Size {
        guard let measured else { return size }
        return Size(width: width ? measured.width : size.width, height: height ? measured.height : size.height)
    }
}
