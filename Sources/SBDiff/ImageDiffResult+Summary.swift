extension ImageDiffResult {
    /// One line for people, independent of locale, e.g.
    /// `12 of 3145728 pixels differ (0.0004%), max channel delta 214, in x 100...143, y 200...243`.
    /// The percentage has four decimals; a count too small to show in them reads `<0.0001%`.
    package var summary: String {
        var line = "\(mismatchedPixels) of \(totalPixels) pixels \(mismatchedPixels == 1 ? "differs" : "differ")"
        line += " (\(Self.percentText(mismatched: mismatchedPixels, ratio: ratio))), max channel delta \(maxChannelDelta)"
        if let bounds {
            line += ", in x \(bounds.x)...\(bounds.maxX), y \(bounds.y)...\(bounds.maxY)"
        }
        return line
    }

    /// `ratio` as a percentage with four decimals, by integer arithmetic.
    static func percentText(mismatched: Int, ratio: Double) -> String {
        let tenThousandths = Int((ratio * 1_000_000).rounded())
        if tenThousandths == 0, mismatched > 0 { return "<0.0001%" }
        let whole = tenThousandths / 10_000
        let fraction = String(tenThousandths % 10_000)
        return "\(whole).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)%"
    }
}
