public import Foundation

#if !canImport(UIKit)
// UIKit's NSIndexPath additions (UICollectionView and UITableView index paths), which Foundation
// outside Apple's platforms lacks. With UIKit imported they come from UIKit instead.
extension IndexPath {
    /// An index path of two indices, `[section, item]` (UIKit's `IndexPath(item:section:)`).
    /// - Parameters:
    ///   - item: the item's index in its section.
    ///   - section: the section's index.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// An index path of two indices, `[section, row]` (UIKit's `IndexPath(row:section:)`).
    /// - Parameters:
    ///   - row: the row's index in its section.
    ///   - section: the section's index.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The first index. As in UIKit, an index path without one traps.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index. As in UIKit, an index path without one traps.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index, as a table view names it (the same as ``item``).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
