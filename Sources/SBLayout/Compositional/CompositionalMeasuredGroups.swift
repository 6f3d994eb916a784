/// The groups of a section whose cells sized themselves: unlike the template every other section
/// repeats, each group is solved with its own cells' measured sizes, so groups differ in length
/// and in how many cells they place. Positions are along the axis the groups advance on (down a
/// vertical layout, across for an orthogonal section), from the first group's origin.
struct CompositionalMeasuredGroups: Hashable, Sendable {
    /// Each group's origin, from the first group's, along the axis groups advance on.
    var offsets: [Double] = []
    /// Each group's first item.
    var firstItems: [Int] = []
    /// Each group's size.
    var sizes: [Size] = []
    /// Each item's frame, relative to its group's origin.
    var frames: [Rect] = []
    /// Each item's estimated dimensions.
    var axes: [MeasuredGroupSolver.EstimatedAxes] = []
    /// From the first group's leading edge to the last group's trailing edge, along the advance axis.
    var extent = 0.0
    /// The deepest group, across the advance axis.
    var depth = 0.0
    /// The cells' reach along the advance axis, from the first group's origin (items may be
    /// larger than their group).
    var low = 0.0
    var high = 0.0
    /// The farthest any cell reaches before and after its own group's origin, along the advance axis.
    var reachLow = 0.0
    var reachHigh = 0.0

    var count: Int { offsets.count }

    /// Solves the groups of a section of `itemCount` cells one by one.
    /// - Parameters:
    ///   - group: the section's group.
    ///   - proposed: the group's size resolved in the section's content area.
    ///   - itemCount: the section's cells.
    ///   - spacing: interGroupSpacing.
    ///   - advanceVertical: true when groups advance downwards.
    ///   - measured: item `i`'s measured size, or nil.
    init(group: NSCollectionLayoutGroup, proposed: Size, itemCount: Int, spacing: Double, advanceVertical: Bool,
         measured: @escaping (Int) -> Size?) {
        let solver = MeasuredGroupSolver(measured: { $0 < itemCount ? measured($0) : nil })
        var cursor = 0
        var offset = 0.0
        var low = Double.infinity, high = -Double.infinity
        var reachLow = Double.infinity, reachHigh = -Double.infinity
        frames.reserveCapacity(itemCount)
        while cursor < itemCount {
            let start = cursor
            let size = solver.fit(group, proposed: proposed, cursor: cursor).size
            var groupFrames: [Rect] = []
            var groupAxes: [MeasuredGroupSolver.EstimatedAxes] = []
            solver.solve(group, origin: .zero, size: size, cursor: &cursor, frames: &groupFrames, axes: &groupAxes)
            guard cursor > start else { break }
            let kept = min(groupFrames.count, itemCount - start)
            offsets.append(offset)
            firstItems.append(start)
            sizes.append(size)
            frames += groupFrames.prefix(kept)
            axes += groupAxes.prefix(kept)
            for f in groupFrames.prefix(kept) {
                reachLow = min(reachLow, advanceVertical ? f.minY : f.minX)
                reachHigh = max(reachHigh, advanceVertical ? f.maxY : f.maxX)
                low = min(low, offset + (advanceVertical ? f.minY : f.minX))
                high = max(high, offset + (advanceVertical ? f.maxY : f.maxX))
            }
            let length = advanceVertical ? size.height : size.width
            extent = offset + length
            depth = max(depth, advanceVertical ? size.width : size.height)
            offset += length + spacing
        }
        self.low = low.isFinite ? low : 0
        self.high = high.isFinite ? high : 0
        self.reachLow = reachLow.isFinite ? reachLow : 0
        self.reachHigh = reachHigh.isFinite ? reachHigh : 0
    }

    /// The group holding `item`.
    func group(ofItem item: Int) -> Int {
        var a = 0, b = firstItems.count
        while b - a > 1 {
            let mid = (a + b) / 2
            if firstItems[mid] <= item { a = mid } else { b = mid }
        }
        return a
    }

    /// The groups that may reach into `lo ..< hi` along the advance axis, `base` being the first
    /// group's origin there.
    func groups(from lo: Double, to hi: Double, base: Double) -> Range<Int> {
        // Group k's cells span base + offsets[k] + reachLow ... base + offsets[k] + reachHigh,
        // and offsets grow with k.
        var a = 0, b = offsets.count
        while a < b {
            let mid = (a + b) / 2
            if base + offsets[mid] + reachHigh <= lo { a = mid + 1 } else { b = mid }
        }
        var c = a, d = offsets.count
        while c < d {
            let mid = (c + d) / 2
            if base + offsets[mid] + reachLow < hi { c = mid + 1 } else { d = mid }
        }
        return a..<c
    }
}
