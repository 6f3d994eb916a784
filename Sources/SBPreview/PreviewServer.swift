import FlyingSocks
import SBScene
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The preview's web server: one ``PreviewWorker`` per scene, the page, the pictures and the
/// events, over FlyingSocks (FlyingFox's sockets and event loop) with a small HTTP/1.1 reader of
/// its own. Requests only read what the workers have drawn, so a slow drawing never holds up a
/// response.
public final class PreviewServer: Sendable {
    /// The workers, one per scene, in the command line's order.
    public let workers: [PreviewWorker]
    /// The address listened on: an IPv4 or IPv6 address (`127.0.0.1` by default).
    public let host: String
    /// The port asked for; 0 takes a free one.
    public let port: UInt16

    /// The most a served file may hold (a scene's image or the scene itself).
    public static let maximumFileBytes = 64 << 20

    /// A server for `sources`, not yet listening.
    public init(sources: [PreviewSource], host: String = "127.0.0.1", port: UInt16 = 0) {
        workers = sources.map(PreviewWorker.init)
        self.host = host
        self.port = port
    }

    /// The socket address for `host`: `localhost` is `127.0.0.1`; other names are refused
    /// (bind only where told: an address, not a name that may resolve anywhere).
    /// - Throws: ``PreviewOptionsError`` for a host that is not an IP address.
    public static func address(host: String, port: UInt16) throws(PreviewOptionsError) -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        do {
            if name.contains(":") {
                return try sockaddr_in6.inet6(ip6: name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name, port: port)
            }
            return try sockaddr_in.inet(ip4: name, port: port)
        } catch {
            throw PreviewOptionsError("host: expected an IP address such as 127.0.0.1, 0.0.0.0 or ::1, got '\(host)'")
        }
    }

    /// Starts the workers and serves until the task is cancelled.
    /// - Parameter listening: called once with the page's address when the server listens.
    /// - Throws: a socket error when the address cannot be bound (the port is taken, say).
    public func run(listening: @escaping @Sendable (String) -> Void) async throws {
        let address = try Self.address(host: host, port: port)
        let pool: some AsyncSocketPool = .ePoll()
        try await pool.prepare()
        let socket = try Socket(domain: Int32(address.family), type: .stream)
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: address)
        try socket.listen()
        let bound: UInt16
        switch try socket.sockname() {
        case .ip4(_, let p), .ip6(_, let p): bound = p
        default: bound = port
        }
        let listener = try AsyncSocket(socket: socket, pool: pool)
        workers.forEach { $0.start() }
        defer {
            workers.forEach { $0.stop() }
            try? socket.close()
        }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        listening("http://\(shown):\(bound)/")
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            group.addTask {
                try await withThrowingDiscardingTaskGroup { connections in
                    for try await connection in listener.sockets {
                        connections.addTask { await self.serve(connection) }
                    }
                }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Answers the requests of one connection until it closes, an event stream ends or a
    /// request is malformed.
    func serve(_ connection: AsyncSocket) async {
        defer { try? connection.close() }
        var buffer: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        do {
            while true {
                // The head: up to the blank line, at most 16 KiB.
                var headEnd: Int?
                while headEnd == nil {
                    if let found = Self.firstRange(of: end, in: buffer) {
                        headEnd = found
                        break
                    }
                    guard buffer.count <= PreviewRequest.maximumHeadBytes else {
                        try await send(.text(431, "the request's headers are too long\n"), on: connection, keepAlive: false, head: false)
                        return
                    }
                    let more = try await connection.read(atMost: 8192)
                    if more.isEmpty { return }
                    buffer += more
                }
                let headLength = headEnd ?? 0
                guard let request = PreviewRequest(head: buffer[..<headLength]) else {
                    try await send(.text(400, "not an HTTP/1.1 request\n"), on: connection, keepAlive: false, head: false)
                    return
                }
                buffer.removeFirst(headLength + end.count)
                // A body (the page sends none) is read and let go, up to 64 KiB.
                if request.headers["transfer-encoding"] != nil {
                    try await send(.text(400, "request bodies are not taken\n"), on: connection, keepAlive: false, head: false)
                    return
                }
                if let length = request.headers["content-length"] {
                    guard let n = Int(length), n >= 0, n <= 1 << 16 else {
                        try await send(.text(413, "request bodies are not taken\n"), on: connection, keepAlive: false, head: false)
                        return
                    }
                    while buffer.count < n {
                        let more = try await connection.read(atMost: n - buffer.count)
                        if more.isEmpty { return }
                        buffer += more
                    }
                    buffer.removeFirst(n)
                }
                let keepAlive = !request.isHTTP10 && request.headers["connection"]?.lowercased() != "close"
                let response = respond(to: request)
                if case .events(let stream) = response.body {
                    try await connection.write(Data(response.head(keepAlive: false)))
                    try await connection.write(Data("retry: 500\n\n".utf8))
                    for await event in stream {
                        try await connection.write(Data("data: \(event)\n\n".utf8))
                    }
                    return
                }
                try await send(response, on: connection, keepAlive: keepAlive, head: request.method == "HEAD")
                if !keepAlive { return }
            }
        } catch {
            // The browser went away: nothing to answer.
        }
    }

    private func send(_ response: PreviewResponse, on connection: AsyncSocket, keepAlive: Bool, head: Bool) async throws {
        var bytes = response.head(keepAlive: keepAlive)
        if !head, case .bytes(let body) = response.body { bytes += body }
        try await connection.write(Data(bytes))
    }

    /// Where `needle` first starts in `haystack`.
    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] && Array(haystack[i..<(i + needle.count)]) == needle {
            return i
        }
        return nil
    }

    /// Whether the request's `Host` names this machine when the server listens on loopback only:
    /// a page elsewhere cannot read the preview through a name that resolves to 127.0.0.1.
    func acceptsHost(_ header: String?) -> Bool {
        guard host == "127.0.0.1" || host == "localhost" || host == "::1" || host == "[::1]" else { return true }
        guard let header else { return false }
        var name = Substring(header)
        if name.hasPrefix("[") {
            name = name.dropFirst().prefix { $0 != "]" }
        } else if let colon = name.firstIndex(of: ":") {
            name = name[..<colon]
        }
        return ["127.0.0.1", "localhost", "::1"].contains(name.lowercased())
    }

    /// The response to one request.
    public func respond(to request: PreviewRequest) -> PreviewResponse {
        guard acceptsHost(request.headers["host"]) else {
            return .text(403, "sbrender preview: this server answers requests for 127.0.0.1 and localhost only\n")
        }
        switch PreviewRoute(method: request.method, path: request.path, sceneCount: workers.count) {
        case .index:
            if workers.count == 1 { return .redirect("/scene/0/") }
            return .text(PreviewPage.index(names: workers.map(\.source.name)), type: "text/html; charset=utf-8")
        case .page(let n):
            return .text(PreviewPage.scene(name: workers[n].source.name, index: n), type: "text/html; charset=utf-8")
        case .state(let n):
            return .text(workers[n].stateJSON(), type: "application/json")
        case .events(let n):
            return PreviewResponse(status: 200, type: "text/event-stream", body: .events(workers[n].subscribe()))
        case .picture(let n):
            guard let png = workers[n].snapshot.still?.png else { return .text(404, "not drawn yet\n") }
            return .bytes(png, type: "image/png")
        case .layout(let n):
            guard let json = workers[n].snapshot.still?.layoutJSON else { return .text(404, "not drawn yet\n") }
            return .text(json, type: "application/json")
        case .animation(let n):
            guard let animation = workers[n].snapshot.animation else { return .text(404, "no animation drawn\n") }
            return .bytes(animation.apng, type: "image/png")
        case .frame(let n, let k):
            guard let frames = workers[n].snapshot.animation?.frames, k < frames.count else {
                return .text(404, "no such frame\n")
            }
            return .bytes(frames[k], type: "image/png")
        case .frameLayout(let n, let k):
            guard let layouts = workers[n].snapshot.animation?.layouts, k < layouts.count else {
                return .text(404, "no such frame\n")
            }
            return .text(layouts[k], type: "application/json")
        case .options(let n):
            do {
                workers[n].setOptions(try PreviewOptions(query: request.query.map { ($0.name, $0.value) }))
                return PreviewResponse(status: 204, type: nil)
            } catch {
                return .text(400, "\(error.description)\n")
            }
        case .file(let n, let path):
            guard let real = workers[n].servedFiles.resolve(path), let bytes = Self.read(real) else {
                return .text(404, "not one of the scene's files\n")
            }
            let type = real.hasSuffix(".png") ? "image/png" : real.hasSuffix(".json") ? "application/json" : "application/octet-stream"
            return .bytes(bytes, type: type)
        case .notFound:
            return .text(404, "not found\n")
        case .methodNotAllowed:
            return .text(405, "method not allowed\n")
        }
    }

    /// The bytes of a regular file of at most ``maximumFileBytes``, or nil.
    /// (FileManager's attributes are not used: their value types differ between Foundation and
    /// FoundationEssentials, where `attributes[.size] as? Int` fails.)
    static func read(_ path: String) -> [UInt8]? {
        try? RegularFile.read(path, maximumBytes: maximumFileBytes)
    }
}
