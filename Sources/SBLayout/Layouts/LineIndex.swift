/// A run of items laid out between two positions along the scroll axis (a row of a vertical
/// flow, a column of a horizontal one, a grid row), kept sorted so that a visible-rect query
/// finds its first run by binary search.
struct LineRun: Sendable {
    var start: Double
    var end: Double
    var firstItem: Int
    var count: Int
}

extension Array where Element == LineRun {
    /// The index of the first run that ends after `position` (runs are sorted by start and end).
    func firstRun(endingAfter position: Double) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if self[mid].end <= position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}

extension Array where Element == LayoutAttributes {
    /// The index of the first element whose frame ends after `position` along an axis, for a
    /// list sorted along it.
    func firstElement(endingAfter position: Double, vertical: Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            let end = vertical ? self[mid].frame.maxY : self[mid].frame.maxX
            if end <= position { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The elements whose frames intersect `rect`, for a list sorted along an axis (a flow's or
    /// grid's headers and footers): found by binary search, costing what is returned.
    func intersecting(_ rect: Rect, vertical: Bool) -> [LayoutAttributes] {
        let hi = vertical ? rect.maxY : rect.maxX
        var result: [LayoutAttributes] = []
        var k = firstElement(endingAfter: vertical ? rect.minY : rect.minX, vertical: vertical)
        while k < count {
            let f = self[k].frame
            if (vertical ? f.minY : f.minX) >= hi { break }
            if f.intersects(rect) { result.append(self[k]) }
            k += 1
        }
        return result
    }
}
