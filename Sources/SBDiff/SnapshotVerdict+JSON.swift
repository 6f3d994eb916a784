extension SnapshotVerdict {
    /// The verdict as one compact JSON object: the image diff's keys (``ImageDiffResult/json``),
    /// then `differingBytes`, `totalBytes`, `passes` and `failure` (swift-snapshot-testing's
    /// reason, or `null`).
    package var json: String {
        var object = result.json
        object.removeLast()
        let failure = self.failure.map { "\"" + Self.escaped($0) + "\"" } ?? "null"
        return object + ",\"differingBytes\":\(result.differingBytes),\"totalBytes\":\(result.totalPixels * 4),"
            + "\"passes\":\(passes),\"failure\":\(failure)}"
    }

    /// A string's JSON escapes: quotes, backslashes and control characters.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
