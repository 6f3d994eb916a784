import SBLayout

/// A scene resolved against the seed demo's defaults: everything the renderer needs, checked.
package struct RenderPlan: Sendable {
    /// The largest canvas side in pixels (canvas points times the scale; ``/SBLayout/Limits/pixelSide``).
    package static let maximumPixelSide = Limits.pixelSide
    /// The most pixels a canvas may hold in all (2^28; ``/SBLayout/Limits/pixels``).
    package static let maximumPixels = Limits.pixels

    /// The layout, its settings and its content, validated.
    package var spec: LayoutSpec
    /// The registered layout the scene names: its definition and its look (demo items, default
    /// cell style, background).
    package var registration: LayoutRegistration
    /// Pixels per point: 1, 2 or 3 (`canvas.scale`).
    package var scale: Int
    /// What is drawn behind the content; the springboard's default is the dusk wallpaper.
    package var wallpaper: Wallpaper
    /// The moment drawn, in seconds (`time`; the quiver angle in deletion mode).
    package var time: Double
    /// The item whose detail view is drawn instead of the layout (springboard only), or nil.
    package var detail: Int?
    /// True when the items are the machine's font families (`"itemSource": "fonts"`).
    package var usesInstalledFonts: Bool
    /// Styles of the scene's items, by identity (item i of the whole collection has identity i).
    package var styles: [ItemStyle]
    /// The cells' look: the scene's `style`, or the layout document's own.
    package var cellStyle: CellStyleName
    /// The scene's `text`, `card` and `contentMode`, applied to every item (the listed items'
    /// styles already hold them, merged with their own).
    package var appearance: ItemAppearance
    /// The compositional definition a transition to the compositional layout goes to: the
    /// scene's own (`compositional`, on a scene of any layout), else the seed demo's; on a
    /// compositional scene, its own definition, so that it comes back to it after a transition
    /// to another layout.
    package var compositionalTarget: CompositionalSpec
    /// The scene key that names each image file, by path (`wallpaper`,
    /// `sections[0].items[1].image`: the first that names it), for messages about the file.
    package var imageKeyPaths: [String: String] = [:]
    /// A home screen's icon files that are an asset catalogue's own variant for the icons'
    /// appearance (its `dark` or `tinted` image), which the look draws without deriving one.
    package var iconVariants: Set<String> = []

    /// True when a wallpaper value names a file rather than a built-in wallpaper or `none`: a
    /// name ending in `.png`, or any path with a `/` in it (which is then read as a PNG file, so
    /// that `/dev/zero` is refused as what it is).
    package static func isWallpaperFile(_ name: String) -> Bool {
        BuiltinWallpaper(rawValue: name) == nil && name != "none" && (name.lowercased().hasSuffix(".png") || name.contains("/"))
    }

    /// The canvas (the screen), in points.
    package var canvasSize: Size
    /// The status bar across the top of the canvas (`statusBar`).
    package var statusBar: StatusBar
    /// The navigation bar across the top of the canvas (`navigationBar`): the cookbook's iOS 7
    /// bar, 64 points with its status bar, or none.
    package var navigationBar: NavigationBar = .none
    /// The colour the navigation bar is tinted with (recipe 10-9's Colorize: the cell's colour,
    /// at alpha 0.2 over the bar), or nil for the bar's own colour.
    package var navigationBarTint: Color?
    /// The collection view's frame on the canvas: below the status bar and the navigation bar,
    /// the rest of the canvas. Its size is the layout's viewport (`spec.viewport`).
    package var collectionViewFrame: Rect {
        let top = statusBar.height + navigationBar.height
        return Rect(x: 0, y: top, width: canvasSize.width, height: canvasSize.height - top)
    }
    /// The device frame drawn around the canvas (`frame`), or nil.
    package var deviceFrame: DeviceFrame?
    /// Where the frame, title and canvas go when there is a device frame.
    package var deviceFrameLayout: DeviceFrameLayout? {
        deviceFrame.map { DeviceFrameLayout(frame: $0, content: canvasSize) }
    }
    /// The picture written, in points: the canvas, or the framed picture around it.
    package var pictureSize: Size { deviceFrameLayout?.pictureSize ?? canvasSize }
    /// The picture's width in pixels: its width in points (``pictureSize``) times the scale,
    /// rounded up.
    package var pixelWidth: Int { Int((pictureSize.width * Double(scale)).rounded(.up)) }
    /// The picture's height in pixels: its height in points times the scale, rounded up.
    package var pixelHeight: Int { Int((pictureSize.height * Double(scale)).rounded(.up)) }

    /// The style of the item with this identity.
    package func style(forIdentity identity: Int) -> ItemStyle {
        if identity >= 0 && identity < styles.count { return styles[identity] }
        var style = registration.demoItemStyle(seed: spec.seed, identity: identity)
        style.appearance = appearance
        return style
    }

    /// The colour the layout's document draws behind its content when there is no wallpaper.
    package var layoutBackground: Color { registration.background(for: spec) }

    /// The smallest canvas side and the longest length in points, and the farthest content
    /// offset, that a picture can be drawn with. Beyond them the drawing misbehaves rather than
    /// fails: cairo divides an arc into more segments the larger its radius (a 1e300-point icon
    /// never finishes), and page numbers overflow Int (a 1e-300-point canvas, a 1e300 offset).
    package static let minimumCanvasSide = 1.0
    /// The longest length a scene may give, in points (``/SBLayout/Limits/length``).
    package static let maximumLength = Limits.length
    /// The farthest content offset a scene may give, in points (``/SBLayout/Limits/offset``).
    package static let maximumOffset = Limits.offset

    /// The refusal of a detail view in deletion mode: the tutorial's
    /// `collectionView:shouldSelectItemAtIndexPath:` returns NO while deleting, so a tap there
    /// never presents it. The scene's `detail` and `editing` keys conflict.
    package static let detailInDeletionMode = SceneError(path: "detail", "the detail view cannot be shown in deletion mode: the tutorial's shouldSelectItemAtIndexPath: returns NO while deleting; drop editing or detail")

    static func checkLengths(scene: Scene, spec: LayoutSpec, listed: [[SceneItem]]?) throws(SceneError) {
        let v = spec.viewport
        guard v.width >= minimumCanvasSide, v.height >= minimumCanvasSide else {
            throw SceneError(path: "canvas.size", "must be at least 1 point a side, got \(NumberText.size(v.width, v.height))")
        }
        func length(_ values: [Double], _ path: String) throws(SceneError) {
            if let bad = values.first(where: { abs($0) > maximumLength }) {
                throw SceneError(path: path, "must be at most \(Int(maximumLength)) points, got \(bad)")
            }
        }
        if let s = spec.itemSize { try length([s.width, s.height], "itemSize") }
        if let s = scene.settings[.sizes]?.sizes { try length(s.flatMap { [$0.width, $0.height] }, "sizes") }
        for (i, section) in (listed ?? []).enumerated() {
            for (j, item) in section.enumerated() {
                if let s = item.size { try length([s.width, s.height], "sections[\(i)].items[\(j)].size") }
            }
        }
        if let e = spec.inset { try length([e.top, e.left, e.bottom, e.right], "inset") }
        if let x = spec.lineSpacing { try length([x], "lineSpacing") }
        if let x = spec.interitemSpacing { try length([x], "interitemSpacing") }
        if let s = spec.headerSize { try length([s.width, s.height], "headerSize") }
        if let s = spec.footerSize { try length([s.width, s.height], "footerSize") }
        if let o = spec.contentOffset, abs(o.x) > maximumOffset || abs(o.y) > maximumOffset {
            throw SceneError(path: "contentOffset", "must be within ±\(Int(maximumOffset)) points, got [\(o.x), \(o.y)]")
        }
    }

    /// The scene key behind a layout setting, for error messages.
    package static func key(for field: LayoutSpec.Field) -> String {
        return switch field {
        case .viewport: "canvas.size"
        case .itemCounts, .sectionSettings: "sections"
        default: field.name
        }
    }

    /// The layout settings and content a scene gives (not yet validated), in the whole canvas
    /// (before a status bar takes its top).
    /// - Parameters:
    ///   - scene: the scene.
    ///   - listed: the items of each section, when they are listed (the scene's, or the fonts').
    static func layoutSpec(scene: Scene, layouts: LayoutRegistry, registration: LayoutRegistration, listed: [[SceneItem]]?) -> LayoutSpec {
        let definition = registration.definition
        var spec = layouts.spec(for: registration)
        spec.viewport = scene.canvasSize
        if definition.takes(.homescreen) { spec.homescreen = scene.homeScreenSpec }
        spec.contentOffset = scene.contentOffset
        spec.page = scene.page
        scene.settings.apply(to: &spec)
        for (i, section) in (scene.sections ?? []).enumerated() where !section.settings.isEmpty {
            spec.sectionSettings[i] = section.settings
        }
        spec.editing = scene.editing ?? false
        spec.seed = scene.seed ?? 0
        // On another layout the key is only a transition's target (``RenderPlan/compositionalTarget``).
        if definition.takes(.compositional) { spec.compositional = scene.compositional?.spec(viewport: spec.viewport) }
        if let listed {
            spec.itemCounts = listed.map(\.count)
        } else {
            spec.sections = scene.sectionCount
            spec.items = scene.itemsPerSection
        }
        // Per-item sizes: from the items when any gives one, else the scene's `sizes`.
        if let listed, listed.joined().contains(where: { $0.size != nil }) {
            let seedSizes = definition.seedItemSizes
            let fallback = scene.settings[.itemSize]?.size ?? (seedSizes.isEmpty ? Size(width: 50, height: 50) : nil)
            var sizes: [Size] = []
            var index = 0
            for item in listed.joined() {
                if let s = item.size {
                    sizes.append(s)
                } else if let fallback {
                    sizes.append(fallback)
                } else {
                    sizes.append(seedSizes[index % seedSizes.count])
                }
                index += 1
            }
            spec.itemSizes = sizes
        } else {
            spec.itemSizes = scene.settings[.sizes]?.sizes
        }
        return spec
    }

    /// Resolves a scene: fills in the seed demo's defaults and checks every value.
    /// - Parameters:
    ///   - scene: the decoded scene file.
    ///   - fontFamilies: supplies the items when the scene asks for the installed fonts (the
    ///     caller asks the font system; the plan stays free of it).
    ///   - transitionTarget: the layout the command line's `--animation transition --to` goes
    ///     to, if any (a `compositional` key on a scene of another layout is then used).
    ///   - layouts: the layouts the scene may name: sbrender's own by default, and any a package
    ///     registers (``LayoutRegistry/registering(_:)``).
    /// - Throws: ``SceneError`` naming the scene key at fault, for a setting the layout does not
    ///   take, a length or size out of range, an unknown wallpaper, or a `compositional` key on a
    ///   scene of another layout that no transition uses or whose items differ from the content.
    package init(scene: Scene, fontFamilies: () -> [String] = { [] }, transitionTarget: LayoutName? = nil,
                layouts: LayoutRegistry = .builtIn) throws(SceneError) {
        var scene = scene
        scene.layouts = layouts
        let registration = try scene.registration(in: layouts)
        let definition = registration.definition
        let layout = registration.name
        let canvas = scene.canvasSize
        usesInstalledFonts = scene.itemSource == "fonts"
        var listed: [[SceneItem]]? = scene.sections?.map(\.items)
        if usesInstalledFonts {
            guard registration.offers(.installedFonts) else {
                let names = layouts.registrations.filter { $0.offers(.installedFonts) }.map(\.name.rawValue).joined(separator: " and ")
                throw SceneError(path: "itemSource", "the installed fonts are items of the \(names) layout only, not of \(layout)")
            }
            let families = fontFamilies()
            listed = [families.map { var item = SceneItem(); item.label = $0; return item }]
        }
        var spec = RenderPlan.layoutSpec(scene: scene, layouts: layouts, registration: registration, listed: listed)
        do {
            // A picture's counts first (far below a layout's), before anything is allocated.
            try spec.checkCounts(maximumSections: Limits.pictureSections, maximumItems: Limits.pictureItems, holder: "a picture")
        } catch {
            throw SceneError(path: RenderPlan.key(for: error.field), error.message)
        }
        if definition.takes(.compositional), let definition = spec.compositional, spec.itemCounts == nil && spec.sections == nil && spec.items == nil {
            do {
                try definition.validate(viewport: spec.viewport)
            } catch {
                throw SceneError(path: "compositional.\(error.path)", error.message)
            }
        }
        do {
            try spec.validate()
        } catch {
            throw SceneError(path: RenderPlan.key(for: error.field), error.message)
        }
        try RenderPlan.checkLengths(scene: scene, spec: spec, listed: listed)
        let total = spec.resolvedItemCounts.reduce(0, +)
        guard total <= Scene.maximumItems else {
            throw SceneError(path: "items", "at most \(Scene.maximumItems) items can be drawn, this scene has \(total)")
        }

        let scale = scene.canvas?.scale ?? 1
        guard (1...3).contains(scale) else { throw SceneError(path: "canvas.scale", "expected 1, 2 or 3, got \(scale)") }
        // A home screen's frame is its own device unless the frame names another.
        let isDeviceScreen = registration.offers(.deviceScreen)
        if isDeviceScreen {
            let device = try scene.homeScreenDevice()
            if device.orientation == .landscape && scene.frame != nil {
                throw SceneError(path: "orientation", "device frames are drawn in portrait; remove the frame or the landscape orientation")
            }
        }
        let homeDevice = isDeviceScreen ? FramedDevice(rawValue: (scene.device ?? HomeScreenSpec.demo().device).id) : nil
        let deviceFrame = try scene.frame.map { frame throws(SceneError) in
            try SceneFrame(device: homeDevice).overriding(frame).resolved()
        }
        // The picture written: the canvas, or the framed picture around it.
        let picture = deviceFrame.map { DeviceFrameLayout(frame: $0, content: canvas).pictureSize } ?? canvas
        let sizeKey = deviceFrame == nil ? "canvas.size" : "frame"
        let w = (picture.width * Double(scale)).rounded(.up), h = (picture.height * Double(scale)).rounded(.up)
        guard w <= Double(RenderPlan.maximumPixelSide), h <= Double(RenderPlan.maximumPixelSide) else {
            throw SceneError(path: sizeKey, "the picture would be \(Int(w))x\(Int(h)) pixels; at most \(RenderPlan.maximumPixelSide) a side (lower the size or the scale)")
        }
        guard w * h <= Double(RenderPlan.maximumPixels) else {
            throw SceneError(path: sizeKey, "the picture would have \(Int(w * h)) pixels; at most \(RenderPlan.maximumPixels) in all")
        }

        // The tutorial's iPad app sits below iOS 6's status bar: its collection view is the
        // screen less the bar (768 x 1004 in portrait); the cookbook's samples below their
        // navigation bar (768 x 960).
        let statusBar = scene.resolvedStatusBar
        let navigationBar = scene.resolvedNavigationBar
        try scene.checkNavigationBar()
        let bars = statusBar.height + navigationBar.height
        if bars > 0 {
            spec.viewport = try scene.collectionViewFrame().size
            do {
                try spec.validate()
            } catch {
                throw SceneError(path: RenderPlan.key(for: error.field), "\(error.message) (below the \(Int(bars))-point \(navigationBar == .none ? "status" : "navigation") bar)")
            }
        }

        if definition.takes(.compositional) {
            compositionalTarget = spec.resolvedCompositional
        } else {
            compositionalTarget = try CompositionalTarget.definition(scene: scene, layout: layout, viewport: spec.viewport, itemCounts: spec.resolvedItemCounts,
                                                                     alsoUsed: CompositionalTarget.takesDefinition(transitionTarget, layouts: layouts))
                ?? SeedDemo.compositional(viewport: spec.viewport)
        }

        if let detail = scene.detail {
            guard registration.offers(.detailView) else {
                let names = layouts.registrations.filter { $0.offers(.detailView) }.map(\.name.rawValue).joined(separator: " and ")
                throw SceneError(path: "detail", "the detail view belongs to the \(names) layout, not \(layout)")
            }
            guard detail >= 0, detail < total else { throw SceneError(path: "detail", "expected an item from 0 to \(total - 1), got \(detail)") }
            // The tutorial's collectionView:shouldSelectItemAtIndexPath: returns NO in deletion
            // mode, so a tap there never presents the detail view.
            guard !spec.editing else { throw RenderPlan.detailInDeletionMode }
        }

        var styles: [ItemStyle] = []
        var imageKeyPaths: [String: String] = [:]
        var iconVariants: Set<String> = []
        if let listed {
            var identity = 0
            for (i, section) in listed.enumerated() {
                for (j, item) in section.enumerated() {
                    if let image = item.image, imageKeyPaths[image] == nil {
                        imageKeyPaths[image] = "sections[\(i)].items[\(j)].image"
                    }
                }
            }
            for item in listed.joined() {
                var style = registration.demoItemStyle(seed: spec.seed, identity: identity)
                if let label = item.label { style.label = label }
                if let color = item.color { style.color = color }
                style.image = item.image
                style.isSelected = item.selected ?? false
                style.badge = item.badge
                style.showsMenu = item.menu ?? false
                style.quiverOffset = item.quiverOffset
                style.subtitle = item.subtitle
                style.value = item.value
                style.accessories = item.accessories
                style.appearance = item.appearance.over(scene.appearance)
                styles.append(style)
                identity += 1
            }
        } else if isDeviceScreen, let home = scene.homescreen {
            (styles, imageKeyPaths) = HomeScreenItems.styles(home, appearance: scene.appearance)
            // An icon naming an asset catalogue's .appiconset is drawn from the image of it
            // that suits the appearance and the icon's size in pixels.
            let device = try scene.homeScreenDevice()
            let pixels = Int((device.homeScreen.iconSize * Double(scale)).rounded(.up))
            var resolved: [String: String] = [:]
            for i in styles.indices {
                guard let icon = styles[i].image, AppIconSet.isIconSet(icon) else { continue }
                if resolved[icon] == nil {
                    let key = imageKeyPaths[icon] ?? "homescreen"
                    let (file, isVariant) = try AppIconSet.imagePath(folder: icon, icons: scene.homeScreenSpec.iconAppearance,
                                                                       pixels: pixels, key: key)
                    resolved[icon] = file
                    if isVariant { iconVariants.insert(file) }
                    if imageKeyPaths[file] == nil { imageKeyPaths[file] = key }
                }
                styles[i].image = resolved[icon]
            }
        } else if let selected = registration.selectedDemoItem, selected >= 0 {
            // The seed demo selects an item (the circle's dark dot shows on item 0).
            styles = (0...selected).map { identity in
                var s = registration.demoItemStyle(seed: spec.seed, identity: identity)
                s.isSelected = identity == selected
                s.appearance = scene.appearance
                return s
            }
        }

        let wallpaper: Wallpaper
        if let name = scene.wallpaper {
            if let builtin = BuiltinWallpaper(rawValue: name) {
                wallpaper = .builtin(builtin)
            } else if name == "none" {
                wallpaper = .layoutBackground
            } else if RenderPlan.isWallpaperFile(name) {
                // A home screen's wallpaper covers the screen, as iOS's does (aspect-fill).
                wallpaper = .image(path: name, contentMode: scene.wallpaperContentMode ?? registration.wallpaperContentMode)
                if imageKeyPaths[name] == nil { imageKeyPaths[name] = "wallpaper" }
            } else {
                throw SceneError(path: "wallpaper", "unknown wallpaper '\(SceneError.excerpt(name))'; expected one of \(BuiltinWallpaper.allCases.map(\.rawValue).joined(separator: ", ")), none, or a PNG file (a .png name or a path)")
            }
        } else {
            wallpaper = registration.defaultWallpaper(for: scene)
        }
        if scene.wallpaperContentMode != nil, case .image = wallpaper {} else if scene.wallpaperContentMode != nil {
            throw SceneError(path: "wallpaperContentMode", "applies to a PNG wallpaper only; give \"wallpaper\": \"FILE.png\" or drop the key")
        }

        self.spec = spec
        self.registration = registration
        self.canvasSize = canvas
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.scale = scale
        self.wallpaper = wallpaper
        self.time = scene.time ?? 0
        self.detail = scene.detail
        self.styles = styles
        self.cellStyle = scene.style ?? registration.defaultStyle(for: spec)
        self.appearance = scene.appearance
        self.imageKeyPaths = imageKeyPaths
        self.iconVariants = iconVariants
        self.deviceFrame = deviceFrame
    }
}
