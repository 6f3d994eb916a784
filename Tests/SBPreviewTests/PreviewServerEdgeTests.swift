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
        func status(_ headers: [String: String]) -> Int {
            server.respond(to: PreviewRequest(method: "POST", path: "/scene/0/options", query: [.init(name: "scale", value: "2")],
                                              headers: ["host": "127.0.0.1:9"].merging(headers) { $1 })).status
        }
        #expect(status([:]) == 403)
        #expect(status(["x-sbrender-token": "guess"]) == 403)
        #expect(status(["x-sbrender-token": server.token, "origin": "http://attacker.example"]) == 403)
        #expect(status(["x-sbrender-token": server.token, "origin": "http://127.0.0.1:10"]) == 403)
        #expect(status(["x-sbrender-token": server.token, "origin": "null"]) == 403)
        #expect(status(["x-sbrender-token": server.token, "origin": "http://127.0.0.1:9"]) == 204)
        #expect(status(["x-sbrender-token": server.token]) == 204)
    }
}
