#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBDiff
import SBLayout
import SBMotion
import SBPNG
import SBRender
import SBScene

/// `sbrender docs`: a gallery of every layout and named animation, as Markdown (index.md) and a
/// self-contained HTML page (index.html), with each picture (PNG, SVG, APNG), the command line
/// that makes it, the scene it used and the layout's parameters. Regenerating gives the same
/// bytes. The folder records what it wrote in `.sbrender-docs`, and sbrender never overwrites or
/// deletes a file it did not write.
package struct DocsGallery: Sendable {
    /// The file in the gallery folder that lists what sbrender wrote there, `.sbrender-docs`.
    package static let ledgerName = ".sbrender-docs"

    /// The canvas of every picture, in points.
    package var canvas: Size
    /// The animations' frame rate, frames per second (30 by default).
    package var fps: Double
    /// Only these entries (by id); nil for all.
    package var only: Set<String>?
    /// Animations are cut to this many seconds.
    package var maximumSeconds: Double
    /// The layouts it shows, with their named animations (sbrender's own by default).
    package var layouts: LayoutRegistry

    /// A gallery of every entry, or only some.
    /// - Parameters:
    ///   - canvas: every picture's canvas, in points (768 x 1024 by default).
    ///   - fps: the animations' frame rate.
    ///   - only: the ids of the entries to make, or nil for all.
    ///   - maximumSeconds: the longest an animation may run, in seconds.
    ///   - layouts: the layouts it shows (sbrender's own by default).
    package init(canvas: Size = SeedDemo.viewport, fps: Double = 30, only: Set<String>? = nil, maximumSeconds: Double = 2.5,
                layouts: LayoutRegistry = .builtIn) {
        self.layouts = layouts
        self.canvas = canvas
        self.fps = fps
        self.only = only
        self.maximumSeconds = maximumSeconds
    }

    /// The entries this gallery makes, in order: every layout, then every named animation.
    package var entries: [GalleryEntry] {
        GalleryEntry.all(layouts: layouts).filter { only?.contains($0.id) ?? true }
    }

    /// The scene an entry draws.
    func sceneJSON(_ e: GalleryEntry) -> String {
        var parts = ["\"layout\": \"\(e.layout.rawValue)\""]
        // A home screen is drawn at its device's screen size, whatever the gallery's canvas.
        if canvas != SeedDemo.viewport && !isDeviceScreen(e.layout) {
            parts.append("\"canvas\": {\"size\": [\(Self.number(canvas.width)), \(Self.number(canvas.height))]}")
        }
        if let scene = e.scene { parts.append(scene.keys) }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    static func number(_ v: Double) -> String { NumberText.plain(v) }

    /// True when `layout` draws a device's screen, at that device's size whatever the gallery's
    /// canvas (``/SBScene/LayoutRegistration/Feature/deviceScreen``).
    func isDeviceScreen(_ layout: LayoutName) -> Bool { layouts.registration(named: layout)?.offers(.deviceScreen) == true }

    /// The command line that makes an entry's picture; `cut` is the length an animation longer
    /// than ``maximumSeconds`` is cut to (its `--duration`).
    func command(_ e: GalleryEntry, cut: Double? = nil) -> String {
        let size = canvas != SeedDemo.viewport && !isDeviceScreen(e.layout) ? " --size \(Self.number(canvas.width))x\(Self.number(canvas.height))" : ""
        switch e.kind {
        case .layout:
            if e.scene != nil { return "sbrender --scene \(Self.sceneFile(e))\(size) \(e.id).png" }
            return "sbrender --layout \(e.layout.rawValue)\(size) \(e.id).png"
        case .animation:
            let to = e.to.map { " --to \($0.rawValue)" } ?? ""
            let duration = cut.map { " --duration \(Self.number($0))" } ?? ""
            return "sbrender animate --layout \(e.layout.rawValue)\(size) --animation \(e.animation ?? "")\(to) --fps \(Self.number(fps))\(duration) \(e.id).png"
        }
    }

    /// Where the gallery writes the scene of an entry drawn from a scene of its own, relative to
    /// the gallery's folder, so that its printed command runs there as printed.
    static func sceneFile(_ e: GalleryEntry) -> String { "scenes/\(e.id).json" }

    func plan(_ e: GalleryEntry) throws -> RenderPlan {
        let scene = try Scene.decode(Data(sceneJSON(e).utf8), source: e.id, layouts: layouts)
        return try RenderPlan(scene: scene, layouts: layouts)
    }

    /// The layout's parameters as name/value rows.
    static func parameters(_ spec: LayoutSpec) -> [(String, String)] {
        let layout = spec.makeLayout()
        var rows: [(String, String)] = [("viewport", "\(number(spec.viewport.width)) x \(number(spec.viewport.height))"),
                                        ("sections x items", spec.resolvedItemCounts.count == 1 ? "1 x \(spec.resolvedItemCounts[0])" : "\(spec.resolvedItemCounts.count) sections, \(spec.resolvedItemCounts.reduce(0, +)) items")]
        func size(_ s: Size) -> String { "\(number(s.width)) x \(number(s.height))" }
        func insets(_ i: EdgeInsets) -> String { "\(number(i.top)), \(number(i.left)), \(number(i.bottom)), \(number(i.right))" }
        switch layout {
        case let f as FlowLayout:
            rows += [("scroll direction", f.scrollDirection.rawValue), ("item size", size(f.itemSize)), ("section inset", insets(f.sectionInset)),
                     ("line / interitem spacing", "\(number(f.minimumLineSpacing)) / \(number(f.minimumInteritemSpacing))"),
                     ("header / footer", "\(size(f.headerReferenceSize)) / \(size(f.footerReferenceSize))")]
        case let s as SpringboardLayout:
            rows += [("item size", size(s.itemSize)), ("section inset", insets(s.sectionInset)),
                     ("line / interitem spacing", "\(number(s.minimumLineSpacing)) / \(number(s.minimumInteritemSpacing))"), ("paging", "by the viewport width")]
        case let c as CircleLayout:
            rows += [("item size", size(c.itemSize)), ("radius", "min(width, height) / 3"), ("pinch scale", "\(number(c.scale)) (clamped 0.5 ... 1.3)"),
                     ("rotation", "\(number(c.rotation * 180 / Double.pi)) degrees")]
        case let p as PunchedLayout:
            rows += [("scroll direction", p.flow.scrollDirection.rawValue), ("item size", size(p.flow.itemSize)), ("section inset", insets(p.flow.sectionInset)),
                     ("zoom", "cos(min(1, distance / midX) x pi/4)")]
        case let h as HomeScreenLayout:
            let d = h.spec.device, m = d.homeScreen
            rows += [("device", "\(d.name), \(size(d.screenSize)) at \(d.scale)x"), ("grid", "\(m.columns) x \(m.rows), icons \(number(m.iconSize)) pt"),
                     ("column / row pitch", "\(number(m.columnPitch)) / \(number(m.rowPitch))"), ("dock", "up to \(m.dockMaximumIcons) icons")]
        case let g as GridLayout:
            rows += [("scroll direction", g.scrollDirection.rawValue), ("base item size", size(g.itemSize)), ("section inset", insets(g.sectionInset)),
                     ("interitem spacing", number(g.minimumInteritemSpacing)), ("row alignment", g.alignment.rawValue)]
        default:
            break
        }
        return rows
    }

    /// What the gallery holds: file name → bytes. `progress` is told after each entry.
    /// - Throws: ``GalleryEntryError`` for an entry that cannot be drawn, or the renderer's error.
    package func build(progress: (Int, Int) -> Void = { _, _ in }) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let renderer = try Renderer()
        let list = entries
        var sections: [Section] = []
        for (i, e) in list.enumerated() {
            do {
                sections.append(try entry(e, renderer: renderer, into: &files))
            } catch {
                throw GalleryEntryError(entry: e.id, underlying: error)
            }
            progress(i + 1, list.count)
        }
        files["index.md"] = Array(markdown(sections).utf8)
        files["index.html"] = Array(html(sections).utf8)
        return files
    }

    /// An entry as its section shows it: the plan it drew, and the length an animation was cut to.
    struct Section {
        var entry: GalleryEntry
        var plan: RenderPlan
        var cut: Double?
    }

    /// The frames of an animation entry, as its command line makes them.
    func frames(_ e: GalleryEntry, plan: RenderPlan) throws -> FrameSequence {
        try NamedAnimation.frames(e.animation ?? "", plan: plan, to: e.to, timing: AnimationTiming(fps: fps, maximumDuration: maximumSeconds), layouts: layouts)
    }

    /// Draws one entry's pictures into `files`; returns its section.
    func entry(_ e: GalleryEntry, renderer: Renderer, into files: inout [String: [UInt8]]) throws -> Section {
        var cut: Double?
        let plan = try self.plan(e)
        switch e.kind {
        case .layout:
            files["layouts/\(e.id).png"] = try renderer.render(RenderRequest(plan: plan, format: .png))
            files["layouts/\(e.id).svg"] = try renderer.render(RenderRequest(plan: plan, format: .svg))
            if e.scene != nil { files[Self.sceneFile(e)] = Array((sceneJSON(e) + "\n").utf8) }
        case .animation:
            let sequence = try frames(e, plan: plan)
            if sequence.timeline.duration > maximumSeconds { cut = maximumSeconds }
            // The animation's request, drawn as `sbrender animate` draws it (one job: the
            // gallery's bytes do not depend on the cores).
            files["animations/\(e.id).png"] = try renderer.render(RenderRequest(frames: sequence))
        }
        return Section(entry: e, plan: plan, cut: cut)
    }

    func picture(_ e: GalleryEntry) -> String { e.kind != .animation ? "layouts/\(e.id).png" : "animations/\(e.id).png" }

    func markdown(_ sections: [Section]) -> String { page(sections, html: false) }

    func html(_ sections: [Section]) -> String { page(sections, html: true) }

    /// The gallery page, in Markdown or HTML: a list of the entries, then each entry's section
    /// (its source, picture, vector file, command line, scene and parameters). Each piece is
    /// written once, in its two spellings.
    func page(_ sections: [Section], html: Bool) -> String {
        let e = { (text: String) in html ? DocsGallery.escape(text) : text }
        var s = html ? DocsGallery.htmlHead : "# sbrender gallery\n\nEvery picture here is generated by `sbrender docs`; regenerate it rather than edit it.\n\n"
        for section in sections {
            let entry = section.entry
            s += html ? "<li><a href=\"#\(entry.id)\">\(e(entry.title))</a></li>\n" : "- [\(entry.title)](#\(entry.id))\n"
        }
        if html { s += "</ul>\n" }
        for section in sections {
            let entry = section.entry
            s += html ? "<section id=\"\(entry.id)\"><h2>\(e(entry.title))</h2><p>From \(e(source(entry))).</p>\n"
                : "\n<a id=\"\(entry.id)\"></a>\n## \(entry.title)\n\nFrom \(source(entry)).\n\n"
            s += html ? "<p><img src=\"\(picture(entry))\" alt=\"\(e(entry.title))\"></p>\n" : "![\(entry.title)](\(picture(entry)))\n\n"
            if entry.kind != .animation {
                s += html ? "<p>Vector: <a href=\"layouts/\(entry.id).svg\">\(entry.id).svg</a></p>\n" : "Vector: [\(entry.id).svg](layouts/\(entry.id).svg)\n\n"
            }
            let commandLine = command(entry, cut: section.cut)
            let scene = sceneJSON(entry)
            s += html ? "<pre>\(e(commandLine))</pre><p>Scene:</p><pre>\(e(scene))</pre>\n<table><tr><th>parameter</th><th>value</th></tr>\n"
                : "```sh\n\(commandLine)\n```\n\nScene:\n\n```json\n\(scene)\n```\n\n| parameter | value |\n| --- | --- |\n"
            for (k, v) in DocsGallery.parameters(section.plan.spec) {
                s += html ? "<tr><td>\(e(k))</td><td>\(e(v))</td></tr>\n" : "| \(k) | \(v) |\n"
            }
            if html { s += "</table></section>\n" }
        }
        return html ? s + "</body></html>\n" : s
    }

    /// Where an entry's layout comes from (its registered ``/SBLayout/LayoutDefinition/source``).
    func source(_ e: GalleryEntry) -> String { layouts.registration(named: e.layout)?.definition.source ?? e.source }

    static func escape(_ s: String) -> String { HTMLText.escape(s) }

    /// The HTML page's head, its style and the start of the list of entries.
    static let htmlHead = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>sbrender gallery</title>
        <style>body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em;color:#222}
        img{max-width:100%;border:1px solid #ccc;max-height:32em}pre{background:#f4f4f4;padding:.6em;overflow:auto}
        table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}</style></head>
        <body><h1>sbrender gallery</h1><p>Every picture here is generated by <code>sbrender docs</code>.</p><ul>

        """
}
