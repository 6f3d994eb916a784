/// An HTTP response: a status, headers and either bytes or a stream of server-sent events.
package struct PreviewResponse: Sendable {
    /// The status code: 200, 404, ...
    package var status: Int
    /// The headers, in order (`Content-Length` and `Connection` are added when sent).
    package var headers: [(name: String, value: String)]
    /// What follows the headers.
    package var body: Body

    /// A response's body.
    package enum Body: Sendable {
        /// These bytes.
        case bytes([UInt8])
        /// Each string of the stream as one `data:` event, until the stream ends or the browser
        /// goes away.
        case events(AsyncStream<String>)
    }

    /// A response; every one says `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`.
    package init(status: Int, type: String?, body: Body = .bytes([]), headers more: [(name: String, value: String)] = []) {
        self.status = status
        var headers: [(name: String, value: String)] = [("Cache-Control", "no-store"), ("X-Content-Type-Options", "nosniff")]
        if let type { headers.append(("Content-Type", type)) }
        self.headers = headers + more
        self.body = body
    }

    /// Plain text.
    package static func text(_ status: Int, _ text: String) -> PreviewResponse {
        PreviewResponse(status: status, type: "text/plain; charset=utf-8", body: .bytes(Array(text.utf8)))
    }

    /// The bytes of a file of `type`.
    package static func bytes(_ bytes: [UInt8], type: String) -> PreviewResponse {
        PreviewResponse(status: 200, type: type, body: .bytes(bytes))
    }

    /// The bytes of `text` as a file of `type`.
    package static func text(_ text: String, type: String) -> PreviewResponse {
        PreviewResponse(status: 200, type: type, body: .bytes(Array(text.utf8)))
    }

    /// A redirect to `location`.
    package static func redirect(_ location: String) -> PreviewResponse {
        PreviewResponse(status: 302, type: nil, headers: [("Location", location)])
    }

    /// The status line and the headers, with the blank line after them.
    /// - Parameter keepAlive: whether the connection stays open for another request.
    func head(keepAlive: Bool) -> [UInt8] {
        var text = "HTTP/1.1 \(status) \(PreviewResponse.reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        switch body {
        case .bytes(let bytes):
            text += "Content-Length: \(bytes.count)\r\n"
            text += keepAlive ? "Connection: keep-alive\r\n" : "Connection: close\r\n"
        case .events:
            // The events run until the connection closes.
            text += "Connection: close\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 302: "Found"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 413: "Content Too Large"
        case 431: "Request Header Fields Too Large"
        default: "Status"
        }
    }
}
