import SBLayout
import SBRender
import SBScene

/// A scene drawn as `sbrender` draws it: the PNG (the same bytes as `sbrender --scene FILE
/// [options] out.png`), the layout's attributes as `sbrender layout` reports them, and what the
/// page needs to lay its inspector over the picture.
package struct PreviewStill: Sendable {
    /// The PNG file.
    package var png: [UInt8]
    /// The plan the picture was drawn from.
    package var plan: RenderPlan
    /// The scene as drawn: the file's keys with the command line's and the page's options over them.
    package var scene: Scene
    /// `sbrender layout`'s JSON for the elements in the picture.
    package var layoutJSON: String
    /// The files the scene uses (images and wallpaper), as the process opens them.
    package var files: [String]

    /// The scene `source` gives with `options` over it.
    /// - Throws: ``PreviewFailure`` as `sbrender` words a scene file's error.
    package static func scene(of source: PreviewSource, options: PreviewOptions) throws(PreviewFailure) -> Scene {
        var base = Scene()
        if let path = source.scenePath {
            do {
                base = try Scene.load(path: path, layouts: source.layouts)
            } catch {
                // The loader's path starts with the file's name; the page shows the key alone.
                var key = Substring(error.path)
                if key.hasPrefix(path) { key = key.dropFirst(path.count).drop { $0 == ":" || $0 == " " } }
                throw PreviewFailure("scene \(error.locatedDescription)", keyPath: String(key), position: error.position)
            }
        }
        return base.overriding(source.overrides).overriding(options.overrides)
    }

    /// The files `plan` reads: item images, a home screen's icons and widget images, and a
    /// wallpaper file, each once, in the order the scene names them.
    package static func files(of plan: RenderPlan) -> [String] {
        var files = plan.styles.compactMap(\.image)
        if case .image(let path, _) = plan.wallpaper { files.append(path) }
        files += plan.imageKeyPaths.sorted { $0.value < $1.value }.map(\.key)
        var seen = Set<String>()
        return files.filter { seen.insert($0).inserted }
    }

    /// Draws `source` with `options` using `renderer` (whose fonts must suit the scene: see
    /// ``usesInstalledFonts(_:)``).
    /// - Parameters:
    ///   - source: the scene.
    ///   - options: the page's settings.
    ///   - memory: the server's budget, which the drawing's estimate is held against while it draws.
    ///   - abandoned: asked while the drawing waits for memory other drawings hold; true gives up
    ///     (``PreviewMemory/Abandoned`` is thrown).
    ///   - renderer: the renderer for installed fonts (true) or sbrender's pinned fonts (false).
    ///   - images: the images kept from earlier drawings (``PreviewImages``); nil decodes them all.
    /// - Throws: ``PreviewFailure`` naming the scene, key and line as `sbrender` does, or
    ///   ``PreviewMemory/Abandoned``.
    package static func draw(_ source: PreviewSource, options: PreviewOptions, memory: PreviewMemory = PreviewMemory(),
                            abandoned: () -> Bool = { false },
                            renderer: (Bool) throws -> Renderer, images: PreviewImages? = nil) throws -> PreviewStill {
        let scene = try self.scene(of: source, options: options)
        let prefix = source.scenePath.map { "scene \($0): " } ?? ""
        var used: [String] = []
        do {
            let installed = usesInstalledFonts(scene)
            let r = try renderer(installed)
            let plan: RenderPlan
            do {
                plan = try RenderPlan(scene: scene, fontFamilies: { installed ? r.fontFamilies() : [] }, layouts: source.layouts)
            } catch {
                throw PreviewFailure(scenePath: source.scenePath, error)
            }
            used = files(of: plan)
            // The command line's estimate and words (`sbrender render`'s).
            let estimate = MemoryBudget.drawingBytes(plan, jobs: 1)
            let words = MemoryBudget.pictureWords(plan, estimate: estimate)
            let png = try memory.withReservation(estimate, what: words.what, remedy: words.remedy, abandoned: abandoned) {
                do {
                    let request = try RenderRequest(plan: plan, format: .png)
                    guard let images else { return try r.render(request) }
                    // The images decoded for an earlier drawing, when their files are the same.
                    return try r.render(request.frame, format: .png, images: images.images(for: plan, renderer: r))
                } catch let error as LayoutSpecError {
                    throw PreviewFailure(scenePath: source.scenePath, SceneError(path: RenderPlan.key(for: error.field), error.message))
                }
            }
            let layout = try plan.spec.preparedLayout()
            let elements = layout.layoutAttributesForElements(in: layout.visibleRect).sorted(by: LayoutAttributes.reportOrder)
            let json = LayoutJSON.report(layout: layout, elements: elements, time: plan.time)
            return PreviewStill(png: png, plan: plan, scene: scene, layoutJSON: json, files: used)
        } catch var failure as PreviewFailure {
            failure.files = used
            throw failure
        } catch let abandoned as PreviewMemory.Abandoned {
            throw abandoned
        } catch {
            let message = "\(error)"
            var failure = PreviewFailure(prefix + message, keyPath: PreviewStill.keyPath(in: message))
            if let key = failure.keyPath {
                // A renderer's message that names a key (an image that cannot be read): its place.
                failure = PreviewFailure(scenePath: source.scenePath,
                                         SceneError(path: key, String(message.dropFirst(key.count).drop { $0 == ":" || $0 == " " })))
            }
            failure.files = used
            throw failure
        }
    }

    /// Whether `scene` lists the machine's fonts (`"itemSource": "fonts"`), which a renderer of
    /// the installed fonts draws.
    package static func usesInstalledFonts(_ scene: Scene) -> Bool { scene.itemSource == "fonts" }

    /// The key path a renderer's message starts with (`sections[0].items[1].image: cannot ...`).
    static func keyPath(in message: String) -> String? {
        guard let colon = message.firstIndex(of: ":") else { return nil }
        let head = message[..<colon]
        guard !head.isEmpty, !head.contains(" "),
              head.allSatisfy({ $0.isLetter || $0.isNumber || "[].".contains($0) }) else { return nil }
        return String(head)
    }
}
