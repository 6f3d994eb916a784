/// The JSON `sbrender layout` prints: written by hand so that key order and number formatting
/// are fixed (shortest round-trip decimals, integers without a fraction, no NaN).
package enum LayoutJSON {
    /// A number as the report writes it: ``NumberText/plain(_:)``, with 0 for NaN and
    /// infinities (JSON has no word for them).
    package static func number(_ v: Double) -> String {
        v.isFinite ? NumberText.plain(v) : "0"
    }

    /// A string as a JSON string literal, with quotes, backslashes and control characters escaped.
    package static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }

    /// One element as a JSON object, keys in a fixed order.
    /// - Parameters:
    ///   - a: the element's attributes.
    ///   - time: the moment (seconds) the quiver angle is taken at.
    ///   - editing: whether the layout is in deletion mode (cells quiver).
    package static func element(_ a: LayoutAttributes, time: Double, editing: Bool) -> String {
        var bytes: [UInt8] = []
        appendElement(a, time: time, editing: editing, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``element(_:time:editing:)``'s text appended to a byte buffer: what the streaming report
    /// writes, a line at a time, with no string built on the way (a million elements are 310 MB).
    static func appendElement(_ a: LayoutAttributes, time: Double, editing: Bool, to out: inout [UInt8]) {
        let f = a.frame
        let angle = editing && a.category == .cell ? Quiver.angle(at: time, offset: a.quiverOffset) : 0
        out.append(contentsOf: #"{"category":"#.utf8)
        appendString(a.category.name, to: &out)
        out.append(contentsOf: #","kind":"#.utf8)
        if let kind = a.category.kind { appendString(kind, to: &out) } else { out.append(contentsOf: "null".utf8) }
        out.append(contentsOf: #","section":"#.utf8)
        appendInteger(Int64(a.indexPath.section), to: &out)
        out.append(contentsOf: #","item":"#.utf8)
        appendInteger(Int64(a.indexPath.item), to: &out)
        out.append(contentsOf: #","frame":{"x":"#.utf8)
        appendNumber(f.minX, to: &out)
        out.append(contentsOf: #","y":"#.utf8)
        appendNumber(f.minY, to: &out)
        out.append(contentsOf: #","width":"#.utf8)
        appendNumber(f.width, to: &out)
        out.append(contentsOf: #","height":"#.utf8)
        appendNumber(f.height, to: &out)
        out.append(contentsOf: #"},"center":{"x":"#.utf8)
        appendNumber(a.center.x, to: &out)
        out.append(contentsOf: #","y":"#.utf8)
        appendNumber(a.center.y, to: &out)
        out.append(contentsOf: #"},"transform":["#.utf8)
        if a.transform == .identity {
            out.append(contentsOf: "1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1".utf8)
        } else {
            for (i, entry) in a.transform.entries.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                appendNumber(entry, to: &out)
            }
        }
        out.append(contentsOf: #"],"alpha":"#.utf8)
        appendNumber(a.alpha, to: &out)
        out.append(contentsOf: #","zIndex":"#.utf8)
        appendInteger(Int64(a.zIndex), to: &out)
        out.append(contentsOf: (a.isHidden ? #","hidden":true"# : #","hidden":false"#).utf8)
        out.append(contentsOf: (a.isDeleteButtonHidden ? #","deleteButtonHidden":true"# : #","deleteButtonHidden":false"#).utf8)
        out.append(contentsOf: #","quiverOffset":"#.utf8)
        appendNumber(a.quiverOffset, to: &out)
        out.append(contentsOf: #","quiverAngle":"#.utf8)
        appendNumber(angle, to: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// ``number(_:)``'s text appended to a byte buffer: whole numbers digit by digit, others in
    /// the shortest round-trip form (``NumberText/plain(_:)``).
    static func appendNumber(_ v: Double, to out: inout [UInt8]) {
        guard v.isFinite, v != 0 else {
            out.append(UInt8(ascii: "0"))
            return
        }
        if v == v.rounded(), abs(v) <= NumberText.largestWhole {
            appendInteger(Int64(v), to: &out)
        } else {
            out.append(contentsOf: v.description.utf8)
        }
    }

    /// A whole number's decimal digits, with a minus sign when negative.
    static func appendInteger(_ v: Int64, to out: inout [UInt8]) {
        if v < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = v.magnitude
        if magnitude < 10 {
            out.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        var digits: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
                     UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { raw in
            let buffer = raw.bindMemory(to: UInt8.self)
            while magnitude > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            }
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[i]) }
        }
    }

    /// ``string(_:)``'s text appended to a byte buffer.
    static func appendString(_ s: String, to out: inout [UInt8]) {
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
        } else {
            out.append(contentsOf: string(s).utf8)
        }
    }

    /// The whole report: one object, elements one per line.
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - elements: the elements to list, in the order given.
    ///   - time: the moment (seconds) the quiver angles are taken at.
    package static func report(layout: any CollectionViewLayout, elements: [LayoutAttributes], time: Double) -> String {
        var out = StringSink()
        write(layout: layout, time: time, to: &out) { emit in elements.forEach(emit) }
        return out.text
    }

    /// Writes the report as it goes: the opening, each element `elements` hands to its callback
    /// (in report order), then the closing and a newline. Nothing is held but the current line.
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - time: the moment (seconds) the quiver angles are taken at.
    ///   - out: where the text goes.
    ///   - origin: where the collection view stands on a canvas (a scene's picture), reported as
    ///     the viewport's `x` and `y`; nil (no canvas) reports its size alone.
    ///   - elements: calls its argument with each element, in report order.
    package static func write(layout: any CollectionViewLayout, time: Double, origin: Point? = nil, to out: inout some LayoutJSONSink,
                      elements: ((LayoutAttributes) -> Void) -> Void) {
        let v = layout.viewport, o = layout.contentOffset, c = layout.collectionViewContentSize
        var s = "{\"layout\":\(string(layout.name))"
        let at = origin.map { "\"x\":\(number($0.x)),\"y\":\(number($0.y))," } ?? ""
        s += ",\"viewport\":{\(at)\"width\":\(number(v.width)),\"height\":\(number(v.height))}"
        s += ",\"contentOffset\":{\"x\":\(number(o.x)),\"y\":\(number(o.y))}"
        s += ",\"contentSize\":{\"width\":\(number(c.width)),\"height\":\(number(c.height))}"
        s += ",\"time\":\(number(time)),\"elements\":["
        out.write(s)
        var first = true
        let editing = layout.isEditing
        var line: [UInt8] = []
        line.reserveCapacity(512)
        elements { a in
            line.removeAll(keepingCapacity: true)
            if !first { line.append(UInt8(ascii: ",")) }
            line.append(UInt8(ascii: "\n"))
            appendElement(a, time: time, editing: editing, to: &line)
            out.write(utf8: line)
            first = false
        }
        out.write(first ? "]}" : "\n]}")
    }

    /// Every element of a prepared layout, as ``/SBLayout/CollectionViewLayout/layoutAttributesForAllElements()``
    /// sorted in report order gives them, without holding them all: cells one at a time by
    /// index path, then the supplementary and decoration views (at most a header and a footer a
    /// section), gathered from strips of the content and sorted. A compositional layout streams
    /// all of them (``/SBLayout/CompositionalLayout/forEachElementInReportOrder(within:_:)``).
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - body: called with each element, in report order.
    package static func forEachElement(of layout: any CollectionViewLayout, _ body: (LayoutAttributes) -> Void) {
        let size = layout.collectionViewContentSize
        let pad = 1e9
        let all = Rect(x: -pad, y: -pad, width: size.width + 2 * pad, height: size.height + 2 * pad)
        // A compositional layout computes every element from its sections' geometry: nothing
        // is gathered, so its memory does not grow with the items (badges and separators included).
        if let compositional = layout as? CompositionalLayout {
            compositional.forEachElementInReportOrder(within: all, body)
            return
        }
        let content = layout.content
        for section in 0..<content.numberOfSections {
            for item in 0..<content.numberOfItems(inSection: section) {
                if let a = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)), a.frame.intersects(all) {
                    body(a)
                }
            }
        }
        // The springboard and the circle have no other elements, and the circle's rectangle
        // query costs all its items every time.
        if layout is SpringboardLayout || layout is CircleLayout { return }
        var others: [LayoutAttributes] = []
        var seen: Set<Key> = []
        // Strips across the longer side of the content, overlapping so that an element of no
        // length on a strip's edge lies inside one of them; at most 10,000 queries.
        let horizontal = size.width > size.height
        let length = (horizontal ? all.width : all.height)
        let step = max(horizontal ? layout.viewport.width : layout.viewport.height, length / 10_000, 1)
        let overlap = 1.0
        var start = horizontal ? all.minX : all.minY
        let end = start + length
        while start < end {
            let strip = horizontal
                ? Rect(x: start - overlap, y: all.minY, width: step + 2 * overlap, height: all.height)
                : Rect(x: all.minX, y: start - overlap, width: all.width, height: step + 2 * overlap)
            for a in layout.layoutAttributesForElements(in: strip) where a.category != .cell && a.frame.intersects(all) {
                if seen.insert(Key(a)).inserted { others.append(a) }
            }
            start += step
        }
        others.sort(by: LayoutAttributes.reportOrder)
        others.forEach(body)
    }

    /// What identifies a supplementary or decoration view.
    private struct Key: Hashable {
        var rank: Int
        var kind: String
        var section: Int
        var item: Int
        init(_ a: LayoutAttributes) {
            rank = a.category.sortRank
            kind = a.category.kind ?? ""
            section = a.indexPath.section
            item = a.indexPath.item
        }
    }
}

/// Where the layout report goes (a string, standard output, a file).
package protocol LayoutJSONSink {
    /// Appends text to the report.
    mutating func write(_ text: String)
    /// Appends UTF-8 text to the report: each element's line, as bytes (by default made a string
    /// and given to ``write(_:)``; a sink that keeps bytes takes them as they are).
    mutating func write(utf8 bytes: [UInt8])
}

extension LayoutJSONSink {
    /// Hands the bytes to ``write(_:)`` as a string.
    package mutating func write(utf8 bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }
}

/// The report as one string (for small reports and tests).
struct StringSink: LayoutJSONSink {
    var text = ""
    mutating func write(_ s: String) { text += s }
}
