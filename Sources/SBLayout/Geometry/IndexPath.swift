/// The position of an item: a section and an item within it (NSIndexPath in UIKit).
///
/// Modules that also import Foundation can name this `SBLayout.IndexPath`.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, counting from 0.
    public var section: Int
    /// The item within its section, counting from 0.
    public var item: Int

    /// The index path of an item (UIKit's `IndexPath(item:section:)`).
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders index paths by section, then by item.
    public static func < (a: IndexPath, b: IndexPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }

    /// The index path as `[section, item]`.
    public var description: String { "[\(section), \(item)]" }
}
