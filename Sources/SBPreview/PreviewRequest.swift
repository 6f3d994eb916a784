/// An HTTP/1.1 request as the preview reads it: the method, the path (percent-decoded once), the
/// query's items and the headers. The preview's requests carry no body it needs.
package struct PreviewRequest: Sendable, Hashable {
    /// `GET`, `HEAD`, `POST`, ...
    package var method: String
    /// The path, percent-decoded once, without the query.
    package var path: String
    /// The query's items, in order, percent-decoded (`+` is a space).
    package var query: [Item]
    /// The headers, by lower-cased name (a repeated header keeps its last value).
    package var headers: [String: String]
    /// Whether the request is HTTP/1.0 (whose connections close after one response by default).
    package var isHTTP10: Bool

    /// A query item.
    package struct Item: Sendable, Hashable {
        /// The name.
        package var name: String
        /// The value ("" when the item has none).
        package var value: String
        /// An item.
        package init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The most a request's line and headers may hold.
    package static let maximumHeadBytes = 16 << 10

    /// A request with the given parts.
    package init(method: String, path: String, query: [Item] = [], headers: [String: String] = [:], isHTTP10: Bool = false) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.isHTTP10 = isHTTP10
    }

    /// Reads a request's head: its line and headers, up to and without the blank line.
    /// - Returns: nil when the head is not a well-formed HTTP/1.x request.
    package init?(head: some Collection<UInt8>) {
        guard head.count <= PreviewRequest.maximumHeadBytes,
              let text = String(validating: Array(head), as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
        guard let first = lines.popFirst() else { return nil }
        let parts = first.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", !parts[0].isEmpty,
              parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }), parts[1].hasPrefix("/") else { return nil }
        let target = parts[1]
        let question = target.firstIndex(of: "?")
        guard let path = PreviewRequest.percentDecoded(target[..<(question ?? target.endIndex)], plusIsSpace: false) else { return nil }
        var query: [Item] = []
        if let question {
            for item in target[target.index(after: question)...].split(separator: "&") {
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = PreviewRequest.percentDecoded(pair[0], plusIsSpace: true),
                      let value = PreviewRequest.percentDecoded(pair.count > 1 ? pair[1] : "", plusIsSpace: true) else { return nil }
                query.append(Item(name: name, value: value))
            }
        }
        var headers: [String: String] = [:]
        for line in lines where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { return nil }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingPrefix(while: { $0 == " " || $0 == "\t" })
            headers[name] = String(value.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
        }
        self.init(method: String(parts[0]), path: path, query: query, headers: headers, isHTTP10: parts[2] == "HTTP/1.0")
    }

    /// `text` with each `%XX` replaced by its byte (and `+` by a space where asked); nil for a
    /// malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%") {
                guard utf8.count >= 2, let high = hex(utf8.removeFirst()), let low = hex(utf8.removeFirst()) else { return nil }
                bytes.append(high << 4 | low)
            } else if byte == UInt8(ascii: "+") && plusIsSpace {
                bytes.append(UInt8(ascii: " "))
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hex(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
