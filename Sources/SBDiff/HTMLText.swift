/// Text for an HTML page, the report's and the docs gallery's.
public enum HTMLText {
    /// `s` with `&`, `<`, `>` and `"` written as character references. Scalar by scalar, so a
    /// combining mark after one of them (one Swift character with it) does not hide it.
    public static func escape(_ s: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out.append(contentsOf: "&amp;".unicodeScalars)
            case "<": out.append(contentsOf: "&lt;".unicodeScalars)
            case ">": out.append(contentsOf: "&gt;".unicodeScalars)
            case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
