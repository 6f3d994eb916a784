import SBPreview
import Testing

/// The server's edges, request by request: which `Host` counts as this machine, and which
/// requests may change settings.
@Suite struct PreviewServerEdgeTests {
    @Test func loopback() {
        for host in ["localhost", "LOCALHOST", "127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "[::1]"] {
            #expect(PreviewServer.isLoopback(host), "\(host)")
        }
        for host in ["0.0.0.0", "10.0.0.1", "127.1", "127.0.0.1.nip.io", "localhost.example", "::", "128.0.0.1", "127.0.0.256"] {
            #expect(!PreviewServer.isLoopback(host), "\(host)")
        }
    }

    @Test func hostCheckHoldsForAnyLoopbackAddress() {
        let server = PreviewServer(sources: [PreviewSource(scenePath: nil)], host: "127.0.0.2")
        func status(_ host: String) -> Int {
            server.respond(to: PreviewRequest(method: "GET", path: "/scene/0/state.json", headers: ["host": host])).status
        }
        #expect(status("127.0.0.2:8080") == 200)
        #expect(status("localhost:8080") == 200)
        #expect(status("[::1]:8080") == 200)
        #expect(status("attacker.example:8080") == 403)
        #expect(status("127.0.0.1.nip.io") == 403)
        // Bound to every address on purpose: no check.
        let shared = PreviewServer(sources: [PreviewSource(scenePath: nil)], host: "0.0.0.0")
        #expect(shared.respond(to: PreviewRequest(method: "GET", path: "/scene/0/state.json", headers: ["host": "my-machine.lan"])).status == 200)
    }

    @Test func settingsChangeFromThePageOnly() {
        let server = PreviewServer(sources: [PreviewSource(scenePath: nil)])
        let page = server.respond(to: PreviewRequest(method: "GET", path: "/scene/0/", headers: ["host": "127.0.0.1:9"]))
        guard case .bytes(let html) = page.body else { Issue.record("the page is not bytes"); return }
        #expect(String(decoding: html, as: UTF8.self).contains(#"<meta name="sbrender-token" content="\#(server.token)">"#))
        #expect(server.token.count >= 16)
        #expect(server.token != PreviewServer(sources: []).token)
        // An event stream with settings of its own makes the server draw them: it needs the
        // page's token (in the query: an event stream sends no headers of its own) and origin.
        func status(_ headers: [String: String], token: String? = nil) -> Int {
            server.respond(to: PreviewRequest(method: "GET", path: "/scene/0/events",
                                              query: [.init(name: "scale", value: "2")] + (token.map { [.init(name: "token", value: $0)] } ?? []),
                                              headers: ["host": "127.0.0.1:9"].merging(headers) { $1 })).status
        }
        #expect(status([:]) == 403)
        #expect(status([:], token: "guess") == 403)
        #expect(status(["origin": "http://attacker.example"], token: server.token) == 403)
        #expect(status(["origin": "http://127.0.0.1:10"], token: server.token) == 403)
        #expect(status(["origin": "null"], token: server.token) == 403)
        #expect(status(["origin": "http://127.0.0.1:9"], token: server.token) == 200)
        #expect(status([:], token: server.token) == 200)
        // The command line's own settings (none asked): followed by anyone who may read the page.
        #expect(server.respond(to: PreviewRequest(method: "GET", path: "/scene/0/events", headers: ["host": "127.0.0.1:9"])).status == 200)
        // A setting that is not allowed: 400, with what is.
        #expect(server.respond(to: PreviewRequest(method: "GET", path: "/scene/0/state.json", query: [.init(name: "scale", value: "5")],
                                                  headers: ["host": "127.0.0.1:9"])).status == 400)
    }
}
