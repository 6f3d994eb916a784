/// The JSON `sbrender layout` prints: written by hand so that key order and number formatting
/// are fixed (shortest round-trip decimals, integers without a fraction, no NaN).
public enum LayoutJSON {
    /// A number as the report writes it: integers without a fraction, others in the shortest
    /// round-trip form, and 0 for NaN and infinities.
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        if v == 0 { return "0" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// A string as a JSON string literal, with quotes, backslashes and control characters escaped.
    public static func string(_ s: String) -> String {
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
    public static func element(_ a: LayoutAttributes, time: Double, editing: Bool) -> String {
        let f = a.frame
        let angle = editing && a.category == .cell ? Quiver.angle(at: time, offset: a.quiverOffset) : 0
        var s = "{\"category\":\(string(a.category.name)),\"kind\":\(a.category.kind.map(string) ?? "null")"
        s += ",\"section\":\(a.indexPath.section),\"item\":\(a.indexPath.item)"
        s += ",\"frame\":{\"x\":\(number(f.minX)),\"y\":\(number(f.minY)),\"width\":\(number(f.width)),\"height\":\(number(f.height))}"
        s += ",\"center\":{\"x\":\(number(a.center.x)),\"y\":\(number(a.center.y))}"
        s += ",\"transform\":[\(a.transform.entries.map(number).joined(separator: ","))]"
        s += ",\"alpha\":\(number(a.alpha)),\"zIndex\":\(a.zIndex),\"hidden\":\(a.isHidden)"
        s += ",\"deleteButtonHidden\":\(a.isDeleteButtonHidden),\"quiverOffset\":\(number(a.quiverOffset))"
        s += ",\"quiverAngle\":\(number(angle))}"
        return s
    }

    /// The whole report: one object, elements one per line.
    /// - Parameters:
    ///   - layout: the prepared layout.
    ///   - elements: the elements to list, in the order given.
    ///   - time: the moment (seconds) the quiver angles are taken at.
    public static func report(layout: any CollectionViewLayout, elements: [LayoutAttributes], time: Double) -> String {
        let v = layout.viewport, o = layout.contentOffset, c = layout.collectionViewContentSize
        var s = "{\"layout\":\(string(layout.name))"
        s += ",\"viewport\":{\"width\":\(number(v.width)),\"height\":\(number(v.height))}"
        s += ",\"contentOffset\":{\"x\":\(number(o.x)),\"y\":\(number(o.y))}"
        s += ",\"contentSize\":{\"width\":\(number(c.width)),\"height\":\(number(c.height))}"
        s += ",\"time\":\(number(time)),\"elements\":["
        s += elements.map { "\n" + element($0, time: time, editing: layout.isEditing) }.joined(separator: ",")
        s += elements.isEmpty ? "]}" : "\n]}"
        return s
    }
}
