/// What a request asks for, read from its method and path alone (the query holds only the
/// tab's settings, ``PreviewOptions``, which say which variant of the scene it asks about). Every address belongs to one scene, named by its path
/// (``PreviewServer/names``): `/scenes/home.json/`, `/scenes/lists/a.json/picture.png`, ...;
/// `/scene/N/...` numbers the scenes from 0 in the order the command line gave them.
package enum PreviewRoute: Hashable, Sendable {
    /// `/`: the list of scenes (with one scene, a redirect to its page).
    case index
    /// `/scene/N/` (or `/scene/N`: FlyingFox drops a trailing slash): the scene's page.
    case page(scene: Int)
    /// `/scene/N/state.json`: the snapshot as JSON.
    case state(scene: Int)
    /// `/scene/N/events`: server-sent events, one snapshot per event.
    case events(scene: Int)
    /// `/scene/N/picture.png`: the last good picture.
    case picture(scene: Int)
    /// `/scene/N/variant.png`: the other appearance, side by side (``PreviewOptions/compare``).
    case variant(scene: Int)
    /// `/scene/N/layout.json`: the last good picture's layout attributes.
    case layout(scene: Int)
    /// `/scene/N/animation.png`: the chosen animation's APNG.
    case animation(scene: Int)
    /// `/scene/N/frames/K.png`: frame K of the chosen animation.
    case frame(scene: Int, index: Int)
    /// `/scene/N/frames/K.json`: frame K's layout attributes.
    case frameLayout(scene: Int, index: Int)
    /// `/scene/N/files/PATH`: one of the scene's own files, PATH relative to its folder.
    case file(scene: Int, path: String)
    /// Anything else: 404.
    case notFound
    /// A known address with the wrong method: 405.
    case methodNotAllowed

    /// The route of a request.
    /// - Parameters:
    ///   - method: `GET`, `HEAD`, `POST`, ...
    ///   - path: the path, percent-decoded, without the query.
    ///   - sceneCount: how many scenes there are.
    ///   - names: the scenes' names, for `/scenes/NAME/...` (a name may hold slashes; the
    ///     longest that fits wins).
    package init(method: String, path: String, sceneCount: Int, names: [String] = []) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        let read = method == "GET" || method == "HEAD"
        guard path.hasPrefix("/") else { self = .notFound; return }
        if path == "/" {
            self = read ? .index : .methodNotAllowed
            return
        }
        let n: Int
        let rest: ArraySlice<Substring>
        if path.hasPrefix("/scenes/") {
            let tail = path.dropFirst("/scenes/".count)
            let fits = names.indices.filter { i in
                !names[i].isEmpty && i < sceneCount && (tail == names[i] || tail.hasPrefix(names[i] + "/"))
            }
            guard let i = fits.max(by: { names[$0].count < names[$1].count }) else {
                self = .notFound
                return
            }
            n = i
            rest = tail.dropFirst(names[i].count).split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        } else {
            let components = Array(parts)
            guard components.count >= 2, components[0] == "scene", let k = Int(components[1]),
                  String(k) == components[1], k >= 0, k < sceneCount else {
                self = .notFound
                return
            }
            n = k
            rest = components.dropFirst(2)
        }
        guard let first = rest.first else {
            self = read ? .page(scene: n) : .methodNotAllowed
            return
        }
        if first == "files" && rest.count >= 2 {
            self = read ? .file(scene: n, path: rest.dropFirst().joined(separator: "/")) : .methodNotAllowed
            return
        }
        let route: PreviewRoute
        switch (first, rest.count) {
        case ("", 1): route = .page(scene: n)
        case ("state.json", 1): route = .state(scene: n)
        case ("events", 1): route = .events(scene: n)
        case ("picture.png", 1): route = .picture(scene: n)
        case ("variant.png", 1): route = .variant(scene: n)
        case ("layout.json", 1): route = .layout(scene: n)
        case ("animation.png", 1): route = .animation(scene: n)
        case ("frames", 2):
            let name = rest.last ?? ""
            if name.hasSuffix(".png"), let k = Int(name.dropLast(4)), String(k) + ".png" == name, k >= 0 {
                route = .frame(scene: n, index: k)
            } else if name.hasSuffix(".json"), let k = Int(name.dropLast(5)), String(k) + ".json" == name, k >= 0 {
                route = .frameLayout(scene: n, index: k)
            } else {
                self = .notFound
                return
            }
        default:
            self = .notFound
            return
        }
        self = read ? route : .methodNotAllowed
    }
}
