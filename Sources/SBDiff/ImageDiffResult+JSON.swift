extension ImageDiffResult {
    /// The result as one compact JSON object with keys in this fixed order: `mismatchedPixels`,
    /// `totalPixels`, `ratio`, `maxChannelDelta`, `bounds` (`{"x","y","width","height"}` or `null`).
    /// Numbers are written without locale; `ratio` uses Swift's shortest round-tripping form.
    package var json: String {
        let bounds = self.bounds.map {
            "{\"x\":\($0.x),\"y\":\($0.y),\"width\":\($0.width),\"height\":\($0.height)}"
        } ?? "null"
        return "{\"mismatchedPixels\":\(mismatchedPixels),\"totalPixels\":\(totalPixels),"
            + "\"ratio\":\(Self.jsonNumber(ratio)),\"maxChannelDelta\":\(maxChannelDelta),\"bounds\":\(bounds)}"
    }

    /// A finite double as a JSON number (`Double.description` already is one: `0.0`, `0.25`,
    /// `3.814697265625e-06`); non-finite values, which a ratio never is, become 0.
    static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? value.description : "0"
    }
}
