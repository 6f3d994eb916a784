import SBLayout

// Helpers shared by the core tests. Expected values in the tests are literals from the seed
// documents (or worked out by hand from them); these helpers only compare.

/// The iPad portrait viewport every seed demo uses.
let iPad = Size(width: 768, height: 1024)

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
}

func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-12) -> Bool {
    zip(a.entries, b.entries).allSatisfy { close($0, $1, tolerance) }
}

func ip(_ section: Int, _ item: Int) -> IndexPath {
    IndexPath(item: item, section: section)
}

extension CollectionViewLayout {
    /// The frame of a cell, or a rectangle no test expects when the layout has no such item.
    func frame(_ section: Int, _ item: Int) -> Rect {
        layoutAttributesForItem(at: ip(section, item))?.frame ?? Rect(x: -.infinity, y: 0, width: 0, height: 0)
    }

    /// The index paths of the cells among the elements in `rect`, in index-path order.
    func cellIndexPaths(in rect: Rect) -> [IndexPath] {
        layoutAttributesForElements(in: rect).filter { $0.category == .cell }.map(\.indexPath).sorted()
    }
}

/// A prepared copy of a layout.
func prepared<L: CollectionViewLayout>(_ layout: L, _ content: CollectionContent, _ viewport: Size = iPad) -> L {
    var l = layout
    l.prepare(content: content, viewport: viewport)
    return l
}

func degrees(_ d: Double) -> Double { d * Double.pi / 180 }
