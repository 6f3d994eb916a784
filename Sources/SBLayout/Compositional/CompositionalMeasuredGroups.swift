/// The groups of a section whose cells sized themselves. Up to the group of the last measured
/// cell, each group is solved with its own cells' measured sizes, so groups differ in length and
/// in how many cells they place; the groups after it hold only estimates and repeat the template,
/// placed by arithmetic as in any other section (a long list with a few measured rows costs what
/// the measured rows cost). Positions are along the axis the groups advance on (down a vertical
/// layout, across for an orthogonal section), from the first group's origin.
struct CompositionalMeasuredGroups: Hashable, Sendable {
    /// Each solved group's origin, from the first group's, along the advance axis.
    private var offsets: [Double] = []
    /// Each solved group's first item.
    private var firstItems: [Int] = []
    /// Each solved item's frame, relative to its group's origin.
    private var frames: [Rect] = []
    /// The first item in the repeated groups, the first repeated group's origin, their stride,
    /// and the template they repeat (frames relative to a group's origin).
    private var tailStart = 0
    private var tailOffset = 0.0
    private var tailStride = 0.0
    private var template: [Rect] = []
    /// The number of items.
    private var itemCount = 0
    /// From the first group's leading edge to the last group's trailing edge, along the advance axis.
    private(set) var extent = 0.0
    /// The deepest group, across the advance axis.
    private(set) var depth = 0.0
    /// The cells' reach along the advance axis, from the first group's origin (items may be
    /// larger than their group).
    private(set) var low = 0.0
    private(set) var high = 0.0
    /// The farthest any cell reaches before and after its own group's origin, along the advance axis.
    private var reachLow = 0.0
    private var reachHigh = 0.0

    /// The solved groups.
    private var solvedCount: Int { offsets.count }
    /// The repeated groups.
    private var tailCount: Int { template.isEmpty ? 0 : (itemCount - tailStart + template.count - 1) / template.count }
    /// The number of groups.
    var count: Int { solvedCount + tailCount }

    /// Solves the groups of a section of `itemCount` cells.
    /// - Parameters:
    ///   - group: the section's group.
    ///   - proposed: the group's size resolved in the section's content area.
    ///   - itemCount: the section's cells.
    ///   - lastMeasured: the last measured cell; the groups after its group repeat the template.
    ///   - spacing: interGroupSpacing.
    ///   - advanceVertical: true when groups advance downwards.
    ///   - measured: item `i`'s measured size, or nil.
    init(group: Compositional.Group, proposed: Size, itemCount: Int, lastMeasured: Int, spacing: Double, advanceVertical: Bool,
         measured: @escaping (Int) -> Size?) {
        self.itemCount = itemCount
        func along(_ s: Size) -> Double { advanceVertical ? s.height : s.width }
        func alongRange(_ r: Rect) -> (Double, Double) { advanceVertical ? (r.minY, r.maxY) : (r.minX, r.maxX) }
        let solver = MeasuredGroupSolver(measured: { $0 < itemCount ? measured($0) : nil })
        var cursor = 0
        var offset = 0.0
        var low = Double.infinity, high = -Double.infinity
        var reachLow = Double.infinity, reachHigh = -Double.infinity
        func note(_ f: Rect, at offset: Double) {
            let (a, b) = alongRange(f)
            reachLow = min(reachLow, a)
            reachHigh = max(reachHigh, b)
            low = min(low, offset + a)
            high = max(high, offset + b)
        }
        while cursor < itemCount && cursor <= lastMeasured {
            let start = cursor
            let size = solver.fit(group, proposed: proposed, cursor: cursor).size
            var groupFrames: [Rect] = []
            var axes: [MeasuredGroupSolver.EstimatedAxes] = []
            solver.solve(group, origin: .zero, size: size, cursor: &cursor, frames: &groupFrames, axes: &axes)
            guard cursor > start else { break }
            let kept = groupFrames.prefix(min(groupFrames.count, itemCount - start))
            offsets.append(offset)
            firstItems.append(start)
            frames += kept
            for f in kept { note(f, at: offset) }
            extent = offset + along(size)
            depth = max(depth, advanceVertical ? size.width : size.height)
            offset += along(size) + spacing
        }
        tailStart = min(cursor, itemCount)
        if tailStart < itemCount {
            // The groups after the last measured cell hold estimates only: the template.
            let size = solver.fit(group, proposed: proposed, cursor: itemCount).size
            var scratch = itemCount
            var axes: [MeasuredGroupSolver.EstimatedAxes] = []
            MeasuredGroupSolver(measured: { _ in nil }).solve(group, origin: .zero, size: size, cursor: &scratch, frames: &template, axes: &axes)
            tailOffset = offset
            tailStride = along(size) + spacing
            if tailCount > 0 {
                let lastOffset = tailOffset + Double(tailCount - 1) * tailStride
                for f in template {
                    note(f, at: tailOffset)
                    note(f, at: lastOffset)
                }
                extent = lastOffset + along(size)
                depth = max(depth, advanceVertical ? size.width : size.height)
            }
        }
        self.low = low.isFinite ? low : 0
        self.high = high.isFinite ? high : 0
        self.reachLow = reachLow.isFinite ? reachLow : 0
        self.reachHigh = reachHigh.isFinite ? reachHigh : 0
    }

    /// Group `k`'s origin, from the first group's, along the advance axis.
    func offset(ofGroup k: Int) -> Double {
        k < solvedCount ? offsets[k] : tailOffset + Double(k - solvedCount) * tailStride
    }

    /// Group `k`'s first item.
    func firstItem(ofGroup k: Int) -> Int {
        k < solvedCount ? firstItems[k] : tailStart + (k - solvedCount) * template.count
    }

    /// The items of group `k`.
    func items(ofGroup k: Int) -> Range<Int> {
        firstItem(ofGroup: k)..<(k + 1 < count ? firstItem(ofGroup: k + 1) : tailCount > 0 ? itemCount : tailStart)
    }

    /// Item `item`'s frame, relative to its group's origin.
    func frame(ofItem item: Int) -> Rect {
        if item < tailStart { return frames[item] }
        return template.isEmpty ? .zero : template[(item - tailStart) % template.count]
    }

    /// The group holding `item`.
    func group(ofItem item: Int) -> Int {
        if item >= tailStart, !template.isEmpty { return solvedCount + (item - tailStart) / template.count }
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
        // Group k's cells span base + offset(k) + reachLow ... base + offset(k) + reachHigh, and
        // offsets grow with k: the solved groups by binary search, the repeated ones by division.
        func first(_ past: (Int) -> Bool) -> Int {
            var a = 0, b = solvedCount
            while a < b {
                let mid = (a + b) / 2
                if past(mid) { b = mid } else { a = mid + 1 }
            }
            return a
        }
        var start = first { base + offsets[$0] + reachHigh > lo }
        var end = first { base + offsets[$0] + reachLow >= hi }
        if start == solvedCount && tailCount > 0 {
            let k = tailStride > 0 ? ((lo - base - tailOffset - reachHigh) / tailStride).rounded(.down) : 0
            start = solvedCount + Int(min(max(0, k.isNaN ? 0 : k), Double(tailCount)))
        }
        if end == solvedCount && tailCount > 0 {
            let k = tailStride > 0 ? ((hi - base - tailOffset - reachLow) / tailStride).rounded(.up) : Double(tailCount)
            end = solvedCount + Int(min(max(0, k.isNaN ? Double(tailCount) : k), Double(tailCount)))
        }
        return start..<max(start, end)
    }
}
