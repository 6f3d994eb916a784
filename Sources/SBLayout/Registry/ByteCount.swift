/// Byte counts that saturate at `Int.max` instead of overflowing, for a layout's memory estimate
/// (``LayoutDefinition/memoryBytes(for:)``): a count from an unchecked spec may be huge, and the
/// budget then refuses it rather than trapping.
@usableFromInline package enum ByteCount {
    /// The product of `factors` (negative ones count as 0), or `Int.max` when it overflows.
    @usableFromInline package static func product(_ factors: [Int]) -> Int {
        var total = 1
        for f in factors {
            let (p, overflow) = total.multipliedReportingOverflow(by: max(0, f))
            if overflow { return Int.max }
            total = p
        }
        return total
    }

    /// The sum of `terms` (negative ones count as 0), or `Int.max` when it overflows.
    @usableFromInline package static func sum(_ terms: [Int]) -> Int {
        var total = 0
        for t in terms {
            let (s, overflow) = total.addingReportingOverflow(max(0, t))
            if overflow { return Int.max }
            total = s
        }
        return total
    }
}
