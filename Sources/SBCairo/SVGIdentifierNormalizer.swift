/// Renumbers the SVG element ids that cairo derives from process-wide counters.
///
/// Cairo 1.16's SVG surface names groups and images after the unique id of the cairo surface
/// they came from (`id="surface24"`, `id="image7"`), and those ids count every surface the
/// process has created. Glyph, clip, mask and gradient ids are per document and already
/// stable. This pass rewrites `surfaceN` and `imageN` in `id="..."` attributes and `#...`
/// references to 1, 2, 3... in order of first appearance, so the bytes depend only on the
/// drawing. Cairo writes text as glyph outlines, never as character data, so the rewrite
/// cannot touch user text.
enum SVGIdentifierNormalizer {
    private static let prefixes: [[UInt8]] = [Array("id=\"".utf8), Array("#".utf8)]
    private static let names: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func normalize(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + 64)
        var numbering: [[UInt8]: [Int: Int]] = [:]
        let count = input.count
        var i = 0
        while i < count {
            if let (nameEnd, name) = match(input, at: i) {
                var j = nameEnd
                var value = 0
                var overflow = false
                while j < count, input[j] >= 0x30, input[j] <= 0x39 {
                    let digit = Int(input[j] - 0x30)
                    let (times, o1) = value.multipliedReportingOverflow(by: 10)
                    let (plus, o2) = times.addingReportingOverflow(digit)
                    overflow = overflow || o1 || o2
                    value = plus
                    j += 1
                }
                if j > nameEnd, !overflow {
                    var table = numbering[name, default: [:]]
                    let renumbered: Int
                    if let existing = table[value] {
                        renumbered = existing
                    } else {
                        renumbered = table.count + 1
                        table[value] = renumbered
                        numbering[name] = table
                    }
                    output.append(contentsOf: input[i..<nameEnd])
                    output.append(contentsOf: String(renumbered).utf8)
                    i = j
                    continue
                }
            }
            output.append(input[i])
            i += 1
        }
        return output
    }

    /// If an id prefix and a renumbered name start at `i`, the index after the name and the name.
    private static func match(_ input: [UInt8], at i: Int) -> (Int, [UInt8])? {
        let first = input[i]
        guard first == UInt8(ascii: "i") || first == UInt8(ascii: "#") else { return nil }
        for prefix in prefixes where startsWith(input, prefix, at: i) {
            let nameStart = i + prefix.count
            for name in names where startsWith(input, name, at: nameStart) {
                return (nameStart + name.count, name)
            }
        }
        return nil
    }

    private static func startsWith(_ input: [UInt8], _ bytes: [UInt8], at index: Int) -> Bool {
        guard index + bytes.count <= input.count else { return false }
        for k in 0..<bytes.count where input[index + k] != bytes[k] { return false }
        return true
    }
}
