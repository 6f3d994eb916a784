import SBPreview
import Testing

@Suite struct PreviewRequestTests {
    private func request(_ text: String) -> PreviewRequest? {
        PreviewRequest(head: Array(text.utf8))
    }

    @Test func reads() throws {
        let r = try #require(request("POST /scene/0/options?scale=2&time=0.5&animation=&x+y=a%20b HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nConnection:  close \r\n"))
        #expect(r.method == "POST")
        #expect(r.path == "/scene/0/options")
        #expect(r.query == [.init(name: "scale", value: "2"), .init(name: "time", value: "0.5"),
                            .init(name: "animation", value: ""), .init(name: "x y", value: "a b")])
        #expect(r.headers["host"] == "127.0.0.1:8080")
        #expect(r.headers["connection"] == "close")
        #expect(!r.isHTTP10)
        // The path is decoded once: an encoded `..` arrives as `..` (and the route refuses it).
        #expect(request("GET /scene/0/files/%2e%2e/x HTTP/1.0\r\n")?.path == "/scene/0/files/../x")
        #expect(request("GET /scene/0/files/%252e HTTP/1.0\r\n")?.path == "/scene/0/files/%2e")
        #expect(request("GET / HTTP/1.0\r\n")?.isHTTP10 == true)
    }

    @Test func refuses() {
        for head in ["", "GET / HTTP/2\r\n", "GET /\r\n", "get / HTTP/1.1\r\n", "GET x HTTP/1.1\r\n",
                     "GET /%zz HTTP/1.1\r\n", "GET /%ff HTTP/1.1\r\n", "GET /% HTTP/1.1\r\n",
                     "GET / HTTP/1.1\r\nno colon\r\n", "GET / HTTP/1.1\r\n: empty name\r\n",
                     "GET /" + String(repeating: "a", count: 17 << 10) + " HTTP/1.1\r\n"] {
            #expect(request(head) == nil, "\(head.prefix(40))")
        }
    }
}

@Suite struct PreviewServerTests {
    private let server = PreviewServer(sources: [PreviewSource(scenePath: "/nonexistent/scene.json")])

    private func status(_ method: String, _ path: String, host: String? = "127.0.0.1:9") -> Int {
        var request = PreviewRequest(method: method, path: path)
        if let host { request.headers["host"] = host }
        return server.respond(to: request).status
    }

    @Test func answers() {
        #expect(status("GET", "/") == 302)
        #expect(status("GET", "/scene/0/") == 200)
        #expect(status("GET", "/scene/0/state.json") == 200)
        // Nothing drawn yet (the worker is not started): the picture is not there.
        #expect(status("GET", "/scene/0/picture.png") == 404)
        #expect(status("GET", "/scene/0/frames/0.png") == 404)
        // Settings are not set on the server (each tab's address holds its own).
        #expect(status("POST", "/scene/0/options") == 404)
        #expect(status("POST", "/scene/0/state.json") == 405)
        #expect(status("GET", "/scene/1/") == 404)
        #expect(status("GET", "/scene/0/files/../../etc/passwd") == 404)
        #expect(status("GET", "/scene/0/files/scene.json") == 404)
    }

    @Test func loopbackAnswersOnlyItsOwnNames() {
        #expect(status("GET", "/scene/0/", host: "localhost:8080") == 200)
        #expect(status("GET", "/scene/0/", host: "[::1]:8080") == 200)
        #expect(status("GET", "/scene/0/", host: "evil.example:8080") == 403)
        #expect(status("GET", "/scene/0/", host: "127.0.0.1.evil.example") == 403)
        #expect(status("GET", "/scene/0/", host: nil) == 403)
    }

    @Test func settingsInTheAddress() {
        func request(_ path: String, _ query: [PreviewRequest.Item]) -> PreviewResponse {
            server.respond(to: PreviewRequest(method: "GET", path: path, query: query, headers: ["host": "127.0.0.1"]))
        }
        #expect(request("/scene/0/state.json", [.init(name: "scale", value: "5")]).status == 400)
        // Settings no page follows: nothing drawn with them.
        #expect(request("/scene/0/state.json", [.init(name: "scale", value: "2")]).status == 404)
        // A page follows them (its token): a variant of its own, with its own command line.
        let stream = request("/scene/0/events", [.init(name: "scale", value: "2"), .init(name: "editing", value: "1"), .init(name: "token", value: server.token)])
        #expect(stream.status == 200)
        let options = PreviewOptions(scale: 2, editing: true)
        #expect(server.workers[0].snapshot(for: options)?.command == "sbrender --scene /nonexistent/scene.json --scale 2 --editing out.png")
        #expect(request("/scene/0/state.json", [.init(name: "editing", value: "1"), .init(name: "scale", value: "2"), .init(name: "v", value: "7")]).status == 200)
        // The command line's settings are untouched.
        #expect(server.workers[0].snapshot.options == PreviewOptions())
        #expect(server.workers[0].snapshot.command == "sbrender --scene /nonexistent/scene.json out.png")
    }

    @Test func addresses() throws {
        #expect(throws: PreviewOptionsError.self) { try PreviewServer.address(host: "example.com", port: 0) }
        #expect(throws: PreviewOptionsError.self) { try PreviewServer.address(host: "300.1.1.1", port: 0) }
        _ = try PreviewServer.address(host: "localhost", port: 0)
        _ = try PreviewServer.address(host: "0.0.0.0", port: 8080)
        _ = try PreviewServer.address(host: "::1", port: 0)
    }
}
