import FlyingSocks
import SBScene
import Synchronization
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
///
/// Under load and attack it stays up: a failed `accept` (out of file descriptors, say) is tried
/// again after a pause that doubles up to a second; at most ``maximumConnections`` connections
/// are open at once (the next ones are closed at once); a connection waits at most
/// ``idleTimeout`` for a request and ``requestTimeout`` for the rest of one, and a write that
/// stalls as long ends it; an event stream ends when its browser goes. Every drawing holds its
/// estimate against one ``PreviewMemory`` for the whole server.
package final class PreviewServer: Sendable {
    /// The workers, one per scene, in the command line's order.
    package let workers: [PreviewWorker]
    /// Each scene's name in its addresses (`/scenes/NAME/`): its path as given, relative to the
    /// current folder when it is inside it, else its file's name; `options` for the command
    /// line's options alone; `~2`, `~3`, ... after a name taken already.
    package let names: [String]
    /// The address listened on: an IPv4 or IPv6 address (`127.0.0.1` by default), or
    /// `localhost` (both `127.0.0.1` and `::1`).
    package let host: String
    /// The port asked for; 0 takes a free one.
    package let port: UInt16
    /// The memory budget every drawing of every scene shares.
    package let memory: PreviewMemory
    /// The secret the page sends when it follows settings of its own (the `token` of its event
    /// stream's query): a page of another site cannot read it, so it cannot make the server draw.
    package let token: String
    /// How long a connection may wait for its next request: 30 s.
    package let idleTimeout: Duration
    /// How long the rest of a request may take once it started, and how long one write may
    /// stall: 10 s.
    package let requestTimeout: Duration
    /// The most connections open at once: half the file descriptors the process may open (the
    /// rest are the scenes' files and the workers'), from 16 to 512.
    package let maximumConnections: Int
    private let open = Mutex(0)

    /// The most a served file may hold (a scene's image or the scene itself).
    package static let maximumFileBytes = 64 << 20

    /// A server for `sources`, not yet listening.
    /// - Parameters:
    ///   - sources: the scenes.
    ///   - host: the address to listen on.
    ///   - port: the port, 0 for a free one.
    ///   - memory: the memory budget for the drawings (`sbrender`'s 2 GiB by default).
    ///   - idleTimeout: how long a connection may wait for a request.
    ///   - requestTimeout: how long the rest of a request, or one write, may take.
    package init(sources: [PreviewSource], host: String = "127.0.0.1", port: UInt16 = 0, memory: PreviewMemory = PreviewMemory(),
                idleTimeout: Duration = .seconds(30), requestTimeout: Duration = .seconds(10)) {
        let first = PreviewWorker.uniqueFirstVersion()
        workers = sources.map { PreviewWorker(source: $0, memory: memory, firstVersion: first) }
        names = Self.names(of: sources.map(\.scenePath), folder: FileManager.default.currentDirectoryPath)
        self.host = host
        self.port = port
        self.memory = memory
        self.idleTimeout = idleTimeout
        self.requestTimeout = requestTimeout
        var generator = SystemRandomNumberGenerator()
        token = (0..<4).map { _ in String(generator.next() as UInt32, radix: 16) }.joined(separator: "-")
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        maximumConnections = Int(min(512, max(16, limit.rlim_cur / 2)))
    }

    /// The socket address for `host`: `localhost` is `127.0.0.1` (``run(listening:)`` listens on
    /// `::1` too); other names are refused (bind only where told: an address, not a name that may
    /// resolve anywhere).
    /// - Throws: ``PreviewOptionsError`` for a host that is not an IP address.
    package static func address(host: String, port: UInt16) throws(PreviewOptionsError) -> any SocketAddress {
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

    /// The names of scenes at `paths` (nil: the command line's options) in addresses, for a
    /// server started in `folder` (see ``names``).
    package static func names(of paths: [String?], folder: String) -> [String] {
        var taken = Set<String>()
        return paths.map { path in
            var name = "options"
            if let path {
                var parts = path.split(separator: "/").filter { $0 != "." }
                if path.hasPrefix("/") {
                    let base = folder.split(separator: "/")
                    parts = parts.starts(with: base) ? Array(parts.dropFirst(base.count)) : []
                }
                if parts.isEmpty || parts.contains("..") { parts = path.split(separator: "/").suffix(1) }
                name = parts.map { part in
                    String(part.map { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) ? $0 : "_" })
                }.joined(separator: "/")
            }
            var unique = name, k = 2
            while !taken.insert(unique).inserted {
                unique = "\(name)~\(k)"
                k += 1
            }
            return unique
        }
    }

    /// Whether `host` is this machine alone: `localhost`, `127.0.0.0/8` or `::1`.
    package static func isLoopback(_ host: String) -> Bool {
        var name = Substring(host.lowercased())
        if name.hasPrefix("["), name.hasSuffix("]") { name = name.dropFirst().dropLast() }
        if name == "localhost" || name == "::1" || name == "0:0:0:0:0:0:0:1" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }

    /// A listening socket on `address`, and the port it took.
    private static func listen(on address: any SocketAddress) throws -> (Socket, UInt16) {
        let socket = try Socket(domain: Int32(address.family), type: .stream)
        do {
            try socket.setValue(true, for: .localAddressReuse)
            try socket.bind(to: address)
            try socket.listen()
            switch try socket.sockname() {
            case .ip4(_, let p), .ip6(_, let p): return (socket, p)
            default: return (socket, 0)
            }
        } catch {
            try? socket.close()
            throw error
        }
    }

    /// Starts the workers and serves until the task is cancelled.
    /// - Parameter listening: called once with the page's address when the server listens.
    /// - Throws: a socket error when the address cannot be bound (the port is taken, say).
    package func run(listening: @escaping @Sendable (String) -> Void) async throws {
        var (socket, bound) = try Self.listen(on: Self.address(host: host, port: port))
        var sockets = [socket]
        if host == "localhost" {
            // `::1` on the same port, where the machine has IPv6; with a free port asked for,
            // another free one is taken for both when `::1`'s is in use.
            for attempt in 0..<8 {
                if let (six, _) = try? Self.listen(on: sockaddr_in6.inet6(ip6: "::1", port: bound)) {
                    sockets.append(six)
                    break
                }
                guard port == 0, attempt < 7, (try? Self.listen(on: sockaddr_in6.inet6(ip6: "::1", port: 0))).map({ try? $0.0.close() }) != nil else { break }
                try? socket.close()
                (socket, bound) = try Self.listen(on: Self.address(host: host, port: 0))
                sockets = [socket]
            }
        }
        let pool: some AsyncSocketPool = .ePoll()
        try await pool.prepare()
        let listeners = try sockets.map { try AsyncSocket(socket: $0, pool: pool) }
        workers.forEach { $0.start() }
        defer {
            workers.forEach { $0.stop() }
            for socket in sockets { try? socket.close() }
        }
        let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
        listening("http://\(shown):\(bound)/")
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await pool.run() }
            for listener in listeners {
                group.addTask { await self.accept(on: listener) }
            }
            try await group.next()
            group.cancelAll()
        }
    }

    /// Takes connections until the task is cancelled. A failed `accept` (no file descriptor
    /// left, say) is tried again after a pause that starts at 10 ms and doubles up to a second;
    /// a connection over ``maximumConnections`` is closed at once.
    private func accept(on listener: AsyncSocket) async {
        await withDiscardingTaskGroup { connections in
            var pause = Duration.milliseconds(10)
            while !Task.isCancelled {
                let connection: AsyncSocket
                do {
                    connection = try await listener.accept()
                    pause = .milliseconds(10)
                } catch is CancellationError {
                    return
                } catch {
                    try? await Task.sleep(for: pause)
                    pause = min(pause * 2, .seconds(1))
                    continue
                }
                let admitted = open.withLock { n in
                    guard n < maximumConnections else { return false }
                    n += 1
                    return true
                }
                guard admitted else {
                    try? connection.close()
                    continue
                }
                connections.addTask {
                    await self.serve(connection)
                    self.open.withLock { $0 -= 1 }
                }
            }
        }
    }

    /// The connections open now.
    package var openConnections: Int { open.withLock { $0 } }

    /// Thrown when a connection's time is up.
    struct TimedOut: Error {}

    /// `body`'s result, or ``TimedOut`` after `limit` (`body` is cancelled then).
    private func within<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: limit)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw TimedOut() }
            return value
        }
    }

    /// Answers the requests of one connection until it closes, an event stream ends, a request
    /// is malformed or a time-out passes.
    func serve(_ connection: AsyncSocket) async {
        defer { try? connection.close() }
        var buffer: [UInt8] = []
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        do {
            while true {
                // The next request's first bytes, within the idle time; the rest of its head and
                // body within the request's time.
                if buffer.isEmpty {
                    let more = try await within(idleTimeout) { try await connection.read(atMost: 8192) }
                    if more.isEmpty { return }
                    buffer += more
                }
                let deadline = ContinuousClock.now + requestTimeout
                func readMore(_ count: Int) async throws -> [UInt8] {
                    let left = deadline - ContinuousClock.now
                    guard left > .zero else { throw TimedOut() }
                    return try await within(left) { try await connection.read(atMost: count) }
                }
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
                    let more = try await readMore(8192)
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
                        let more = try await readMore(n - buffer.count)
                        if more.isEmpty { return }
                        buffer += more
                    }
                    buffer.removeFirst(n)
                }
                let keepAlive = !request.isHTTP10 && request.headers["connection"]?.lowercased() != "close"
                let response = respond(to: request)
                if case .events(let stream) = response.body {
                    try await streamEvents(stream, head: response.head(keepAlive: false), on: connection)
                    return
                }
                try await send(response, on: connection, keepAlive: keepAlive, head: request.method == "HEAD")
                if !keepAlive { return }
            }
        } catch {
            // The browser went away or took too long: nothing to answer.
        }
    }

    /// Sends `stream`'s events until it ends or the browser goes: a read that finds the
    /// connection closed (or broken) ends the stream, whose worker then lets the subscription go.
    private func streamEvents(_ stream: AsyncStream<String>, head: [UInt8], on connection: AsyncSocket) async throws {
        try await write(head + Array("retry: 500\n\n".utf8), on: connection)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for await event in stream {
                    try await self.write(Array("data: \(event)\n\n".utf8), on: connection)
                }
            }
            group.addTask {
                // The browser sends nothing more; a read returns when it closes.
                while try await !connection.read(atMost: 4096).isEmpty {}
            }
            defer { group.cancelAll() }
            try await group.next()
        }
    }

    /// Writes `bytes`, within ``requestTimeout``.
    private func write(_ bytes: [UInt8], on connection: AsyncSocket) async throws {
        let data = Data(bytes)
        try await within(requestTimeout) { try await connection.write(data) }
    }

    private func send(_ response: PreviewResponse, on connection: AsyncSocket, keepAlive: Bool, head: Bool) async throws {
        var bytes = response.head(keepAlive: keepAlive)
        if !head, case .bytes(let body) = response.body { bytes += body }
        try await write(bytes, on: connection)
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
    /// Any loopback address counts (`127.0.0.2` as well as `127.0.0.1`), for a server bound to any.
    func acceptsHost(_ header: String?) -> Bool {
        guard Self.isLoopback(host) else { return true }
        guard let header else { return false }
        var name = Substring(header)
        if name.hasPrefix("[") {
            name = name.dropFirst().prefix { $0 != "]" }
        } else if let colon = name.firstIndex(of: ":") {
            name = name[..<colon]
        }
        return Self.isLoopback(String(name))
    }

    /// Whether a request that makes the server draw something new (an event stream with
    /// settings of its own) comes from the page: it carries ``token`` (in `X-SBRender-Token` or,
    /// for an event stream, which sends no headers of its own, the query's `token`) and, when the
    /// browser names its origin, the origin is the server's own (the `Host` it asked).
    func acceptsChange(_ request: PreviewRequest) -> Bool {
        let given = request.headers["x-sbrender-token"] ?? request.query.first { $0.name == "token" }?.value
        guard given == token else { return false }
        guard let origin = request.headers["origin"] else { return true }
        guard let host = request.headers["host"] else { return false }
        return origin.lowercased() == "http://\(host.lowercased())"
    }

    /// The response to one request.
    package func respond(to request: PreviewRequest) -> PreviewResponse {
        guard acceptsHost(request.headers["host"]) else {
            return .text(403, "sbrender preview: this server answers requests for this machine's own addresses (127.0.0.1, ::1, localhost) only\n")
        }
        let route = PreviewRoute(method: request.method, path: request.path, sceneCount: workers.count, names: names)
        switch route {
        case .index:
            if workers.count == 1 { return .redirect("/scenes/\(names[0])/") }
            return .text(PreviewPage.index(paths: workers.map { $0.source.scenePath ?? $0.source.name }, names: names), type: "text/html; charset=utf-8")
        case .page(let n):
            return .text(PreviewPage.scene(name: workers[n].source.name, base: "/scenes/\(names[n])/", token: token, back: workers.count > 1), type: "text/html; charset=utf-8")
        case .state(let n):
            guard let options = options(of: request, for: workers[n]) else { return .text(400, "\(optionsError(request))\n") }
            guard let json = workers[n].stateJSON(options: options) else { return notKept }
            return .text(json, type: "application/json")
        case .events(let n):
            guard let options = options(of: request, for: workers[n]) else { return .text(400, "\(optionsError(request))\n") }
            guard options == workers[n].source.options || acceptsChange(request) else {
                return .text(403, "sbrender preview: settings of its own are asked for from the preview's own page only (same origin, with its token)\n")
            }
            return PreviewResponse(status: 200, type: "text/event-stream", body: .events(workers[n].subscribe(options: options)))
        case .picture(let n), .variant(let n), .layout(let n), .animation(let n), .frame(let n, _), .frameLayout(let n, _):
            guard let options = options(of: request, for: workers[n]) else { return .text(400, "\(optionsError(request))\n") }
            guard let snapshot = workers[n].snapshot(for: options) else { return notKept }
            return Self.drawn(route, in: snapshot)
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

    /// The settings a request's query names, or the command line's (`worker`'s source's) when it
    /// names none; nil when a value is not allowed (``optionsError(_:)`` says which).
    private func options(of request: PreviewRequest, for worker: PreviewWorker) -> PreviewOptions? {
        let query = request.query.map { ($0.name, $0.value) }
        guard PreviewOptions.namesSettings(query) else { return worker.source.options }
        return try? PreviewOptions(query: query)
    }

    /// Why a request's settings are not allowed.
    private func optionsError(_ request: PreviewRequest) -> String {
        do {
            _ = try PreviewOptions(query: request.query.map { ($0.name, $0.value) })
            return "bad settings"
        } catch {
            return error.description
        }
    }

    /// The answer for settings no page follows (or let go for others).
    private var notKept: PreviewResponse {
        .text(404, "nothing drawn with these settings: open the scene's page with them (its address holds them)\n")
    }

    /// What `route` asks for of a variant's `snapshot`.
    private static func drawn(_ route: PreviewRoute, in snapshot: PreviewSnapshot) -> PreviewResponse {
        switch route {
        case .picture:
            guard let png = snapshot.still?.png else { return .text(404, "not drawn yet\n") }
            return .bytes(png, type: "image/png")
        case .variant:
            guard let png = snapshot.variant?.png else { return .text(404, "no other appearance drawn\n") }
            return .bytes(png, type: "image/png")
        case .layout:
            guard let json = snapshot.still?.layoutJSON else { return .text(404, "not drawn yet\n") }
            return .text(json, type: "application/json")
        case .animation:
            guard let animation = snapshot.animation else { return .text(404, "no animation drawn\n") }
            return .bytes(animation.apng, type: "image/png")
        case .frame(_, let k):
            guard let frames = snapshot.animation?.frames, k < frames.count else { return .text(404, "no such frame\n") }
            return .bytes(frames[k], type: "image/png")
        case .frameLayout(_, let k):
            guard let layouts = snapshot.animation?.layouts, k < layouts.count else { return .text(404, "no such frame\n") }
            return .text(layouts[k], type: "application/json")
        default:
            return .text(404, "not found\n")
        }
    }

    /// The bytes of a regular file of at most ``maximumFileBytes``, or nil.
    /// (FileManager's attributes are not used: their value types differ between Foundation and
    /// FoundationEssentials, where `attributes[.size] as? Int` fails.)
    static func read(_ path: String) -> [UInt8]? {
        try? RegularFile.read(path, maximumBytes: maximumFileBytes)
    }
}
