import CCairo

/// The versions of the drawing libraries this process runs with, as they report them.
package enum LibraryVersions {
    /// `cairo`, `pango` and `fontconfig`, each with its version ("1.18.0").
    package static func current() -> [String: String] {
        var v: [String: String] = [:]
        if let s = cairo_version_string() { v["cairo"] = String(cString: s) }
        if let s = pango_version_string() { v["pango"] = String(cString: s) }
        // FcGetVersion() is major * 10000 + minor * 100 + revision (2.14.2 is 21402).
        let fc = Int(FcGetVersion())
        v["fontconfig"] = "\(fc / 10000).\(fc / 100 % 100).\(fc % 100)"
        return v
    }
}
