/// cairo names some SVG elements after process-wide counters: `<g id="surface2069">` and
/// `<image id="image8">` carry the unique ids of cairo surfaces, which grow with every surface
/// the process has made. The same scene drawn twice in one process would then give different
/// bytes. This renumbers those ids (and the `#surfaceN` / `#imageN` references to them) in the
/// order they first appear, so that the bytes depend on the picture only.
enum SVGIdentifiers {
    static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

    static func normalize(_ svg: [UInt8]) -> [UInt8] {
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
        let idEquals = Array("id=\"".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var numbering: [[Int: Int]] = Array(repeating: [:], count: prefixes.count)
        var i = 0
        while i < svg.count {
            let c = svg[i]
            out.append(c)
            i += 1
            // An id starts after `id="`; a reference after `#` (in `url(#...)` and `href="#..."`).
            guard c == hash || (c == quote && out.count >= idEquals.count && out.suffix(idEquals.count).elementsEqual(idEquals)) else { continue }
            for (k, prefix) in prefixes.enumerated() where svg[i...].starts(with: prefix) {
                var j = i + prefix.count, number = 0, digits = 0
                while j < svg.count, (48...57).contains(svg[j]), digits < 18 {
                    number = number * 10 + Int(svg[j] - 48)
                    j += 1
                    digits += 1
                }
                guard digits > 0, j < svg.count, svg[j] == quote || svg[j] == UInt8(ascii: ")") else { break }
                let renumbered: Int
                if let n = numbering[k][number] {
                    renumbered = n
                } else {
                    renumbered = numbering[k].count
                    numbering[k][number] = renumbered
                }
                out += prefix
                out += Array(String(renumbered).utf8)
                i = j
                break
            }
        }
        return out
    }
}
