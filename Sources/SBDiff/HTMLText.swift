/// Text for an HTML page, the report's and the docs gallery's.
package enum HTMLText {
    /// `s` with `&`, `<`, `>` and `"` written as character references, and NUL (which HTML
    /// parsers refuse in text) as U+FFFD, the replacement character. Byte by byte over UTF-8
    /// into one buffer sized first, so the time is linear in the text's length (a 100 MB
    /// message included); a combining mark after one of them (one Swift character with it) does
    /// not hide it, since the four are ASCII and never part of another scalar's UTF-8 bytes.
    package static func escape(_ s: String) -> String {
        var s = s
        return s.withUTF8 { source in
            var length = source.count
            for byte in source {
                switch byte {
                case UInt8(ascii: "&"): length += 4
                case UInt8(ascii: "<"), UInt8(ascii: ">"): length += 3
                case UInt8(ascii: "\""): length += 5
                case 0: length += 2
                default: break
                }
            }
            if length == source.count { return String(decoding: source, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: length) { out in
                var i = 0
                func put(_ text: StaticString) {
                    text.withUTF8Buffer { for b in $0 { out[i] = b; i += 1 } }
                }
                for byte in source {
                    switch byte {
                    case UInt8(ascii: "&"): put("&amp;")
                    case UInt8(ascii: "<"): put("&lt;")
                    case UInt8(ascii: ">"): put("&gt;")
                    case UInt8(ascii: "\""): put("&quot;")
                    case 0: put("\u{FFFD}")
                    default: out[i] = byte; i += 1
                    }
                }
                return i
            }
        }
    }
}
