import SBPreview
import Testing

@Suite struct PreviewRouteTests {
    @Test func scenePages() {
        #expect(PreviewRoute(method: "GET", path: "/", sceneCount: 2) == .index)
        #expect(PreviewRoute(method: "GET", path: "/scene/1/", sceneCount: 2) == .page(scene: 1))
        // FlyingFox hands the path over without its trailing slash.
        #expect(PreviewRoute(method: "GET", path: "/scene/1", sceneCount: 2) == .page(scene: 1))
        #expect(PreviewRoute(method: "GET", path: "/scene/0/state.json", sceneCount: 1) == .state(scene: 0))
        #expect(PreviewRoute(method: "GET", path: "/scene/0/events", sceneCount: 1) == .events(scene: 0))
        #expect(PreviewRoute(method: "HEAD", path: "/scene/0/picture.png", sceneCount: 1) == .picture(scene: 0))
        #expect(PreviewRoute(method: "GET", path: "/scene/0/layout.json", sceneCount: 1) == .layout(scene: 0))
        #expect(PreviewRoute(method: "GET", path: "/scene/0/animation.png", sceneCount: 1) == .animation(scene: 0))
        #expect(PreviewRoute(method: "GET", path: "/scene/0/frames/12.png", sceneCount: 1) == .frame(scene: 0, index: 12))
        #expect(PreviewRoute(method: "GET", path: "/scene/0/frames/12.json", sceneCount: 1) == .frameLayout(scene: 0, index: 12))
        // Settings live in each tab's address: nothing sets them on the server.
        #expect(PreviewRoute(method: "POST", path: "/scene/0/options", sceneCount: 1) == .notFound)
        #expect(PreviewRoute(method: "GET", path: "/scene/0/files/icons/a.png", sceneCount: 1) == .file(scene: 0, path: "icons/a.png"))
    }

    @Test func addressesByPath() {
        let names = ["home.json", "lists/home.json", "lists"]
        func route(_ path: String, _ method: String = "GET") -> PreviewRoute {
            PreviewRoute(method: method, path: path, sceneCount: 3, names: names)
        }
        #expect(route("/scenes/home.json/") == .page(scene: 0))
        #expect(route("/scenes/home.json") == .page(scene: 0))
        #expect(route("/scenes/lists/home.json/picture.png") == .picture(scene: 1))
        // The longest name that fits: `lists` is a scene too.
        #expect(route("/scenes/lists/state.json") == .state(scene: 2))
        #expect(route("/scenes/lists/home.json/frames/3.json") == .frameLayout(scene: 1, index: 3))
        #expect(route("/scenes/home.json/events") == .events(scene: 0))
        #expect(route("/scenes/home.json/files/icons/a.png") == .file(scene: 0, path: "icons/a.png"))
        for path in ["/scenes/", "/scenes/other.json/", "/scenes/home.jsonx/", "/scenes/home.json/nothing", "/scenes/lists/home.json/x/y"] {
            #expect(route(path) == .notFound, "\(path)")
        }
    }

    @Test func namesOfScenes() {
        #expect(PreviewServer.names(of: ["home.json", "./lists/home.json", "/work/s/a b.json", "/elsewhere/home.json", "../up.json", nil, "home.json"],
                                    folder: "/work/s")
            == ["home.json", "lists/home.json", "a_b.json", "home.json~2", "up.json", "options", "home.json~3"])
    }

    @Test func unknownAddresses() {
        for path in ["/scene/2/", "/scene/-1/", "/scene/01/", "/scene/x/", "/scenes/0/", "/scene/0/frames/-1.png",
                     "/scene/0/frames/01.png", "/scene/0/frames/1", "/scene/0/frames/1.txt", "/scene/0/frames/+1.json", "/scene/0/picture.png/x", "/favicon.ico", "", "scene/0/"] {
            #expect(PreviewRoute(method: "GET", path: path, sceneCount: 2) == .notFound, "\(path)")
        }
    }

    @Test func methods() {
        #expect(PreviewRoute(method: "POST", path: "/scene/0/events", sceneCount: 1) == .methodNotAllowed)
        #expect(PreviewRoute(method: "POST", path: "/scene/0/picture.png", sceneCount: 1) == .methodNotAllowed)
        #expect(PreviewRoute(method: "DELETE", path: "/scene/0/files/a.png", sceneCount: 1) == .methodNotAllowed)
        #expect(PreviewRoute(method: "PUT", path: "/", sceneCount: 1) == .methodNotAllowed)
    }
}
