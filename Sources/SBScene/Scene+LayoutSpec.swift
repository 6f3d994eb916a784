import SBLayout

extension Scene {
    /// The scene's layout alone, as `sbrender layout --scene` prints it: its layout settings and
    /// content checked against a layout's limits (``/SBLayout/Limits/layoutItems``), not a
    /// picture's. Keys that only pictures use (the canvas scale, the wallpaper, the detail view,
    /// the timeline and, on a layout other than compositional, the `compositional` definition its
    /// transitions go to, item looks) are left aside.
    /// The collection view is laid out as the picture draws it: below the status bar, if any
    /// (``collectionViewFrame()``).
    /// - Parameter layouts: the layouts the scene may name (sbrender's own by default).
    /// - Returns: the validated layout spec.
    /// - Throws: ``SceneError`` naming the scene key at fault; `"itemSource": "fonts"` is refused
    ///   (the machine's fonts are items of pictures only).
    package func layoutSpec(layouts: LayoutRegistry = .builtIn) throws(SceneError) -> LayoutSpec {
        if itemSource != nil {
            throw SceneError(path: "itemSource", "the installed fonts are items of pictures ('sbrender render'), not of 'sbrender layout'")
        }
        var scene = self
        scene.layouts = layouts
        let registration = try registration(in: layouts)
        if !registration.definition.takes(.compositional), compositional != nil, !CompositionalTarget.isUsed(by: timeline, layouts: layouts) {
            throw CompositionalTarget.unused(registration.name)
        }
        var spec = RenderPlan.layoutSpec(scene: scene, layouts: layouts, registration: registration, listed: sections?.map(\.items))
        spec.viewport = try scene.collectionViewFrame().size
        do {
            try spec.validate()
        } catch {
            throw SceneError(path: RenderPlan.key(for: error.field), error.message)
        }
        return spec
    }

    /// The home screen a `"layout": "homescreen"` scene describes: its device, its tiles in
    /// reading order, its dock and its appearance; the seed demo's tiles and dock when it has no
    /// `homescreen` object.
    package var homeScreenSpec: HomeScreenSpec {
        let device = (try? homeScreenDevice()) ?? self.device ?? HomeScreenSpec.demo().device
        var spec = homescreen.map { HomeScreenSpec(device: device, tiles: $0.tiles.map(\.layoutTile), dockCount: $0.dock.count) }
            ?? HomeScreenSpec.demo(device: device)
        spec.appearance = interfaceStyle ?? .light
        spec.system = system ?? .shipped(with: spec.device)
        spec.iconAppearanceChoice = iconAppearance
        if let iconTint { spec.iconTint = iconTint }
        return spec
    }

    /// The registered layout the scene names (the springboard when it names none).
    /// - Throws: ``SceneError`` at `layout` listing the registered names when none has this one.
    package func registration(in layouts: LayoutRegistry) throws(SceneError) -> LayoutRegistration {
        let name = layout ?? .springboard
        guard let found = layouts.registration(named: name) else {
            throw SceneError(path: "layout", "unknown value '\(SceneError.excerpt(name.rawValue))'; expected one of \(layouts.namesList)")
        }
        return found
    }

    /// The status bar the picture draws: the scene's `statusBar`, else its layout's
    /// (``LayoutRegistration/defaultStatusBar``: iOS 6's on the springboard, the tutorial's iPad
    /// app, and none on the other built-in layouts).
    package var resolvedStatusBar: StatusBar {
        statusBar ?? registered?.defaultStatusBar ?? .none
    }

    /// The navigation bar the picture draws: the scene's `navigationBar`, else none.
    package var resolvedNavigationBar: NavigationBar {
        navigationBar ?? .none
    }

    /// Checks that a navigation bar is asked of a cookbook layout, without iOS 6's status bar
    /// (iOS 7's bar holds its own status bar).
    /// - Parameter path: the key named in the error (`navigationBar`).
    /// - Throws: ``SceneError`` at `path` for another layout or beside `"statusBar": "ios6"`.
    package func checkNavigationBar(path: String = "navigationBar") throws(SceneError) {
        guard resolvedNavigationBar != .none else { return }
        let layout = self.layout ?? .springboard
        guard registered?.navigationBarItems != nil else {
            let names = layouts.registrations.filter { $0.navigationBarItems != nil }.map(\.name.rawValue)
            throw SceneError(path: path, "the cookbook's navigation bar belongs to its layouts (\(names.joined(separator: ", "))), not \(layout); remove the key or set \"navigationBar\": \"none\"")
        }
        if resolvedStatusBar != .none {
            throw SceneError(path: path, "iOS 7's navigation bar holds its own status bar: remove \"statusBar\": \"\(resolvedStatusBar.rawValue)\" (or set \"statusBar\": \"none\") to draw it")
        }
    }

    /// The collection view's frame on the canvas, in points: below the status bar
    /// (``resolvedStatusBar``) and the navigation bar (``resolvedNavigationBar``), the rest of
    /// the canvas; 768 x 1004 at y = 20 for the springboard on the default 768 x 1024 canvas,
    /// 768 x 960 at y = 64 (20 + 44) below the cookbook's navigation bar.
    /// - Throws: ``SceneError`` (`canvas.size`) when the bars leave less than a point.
    package func collectionViewFrame() throws(SceneError) -> Rect {
        let canvas = canvasSize
        let bar = resolvedStatusBar.height + resolvedNavigationBar.height
        guard bar > 0 else { return Rect(origin: .zero, size: canvas) }
        guard canvas.height - bar >= RenderPlan.minimumCanvasSide else {
            let fix = resolvedNavigationBar == .none ? "set \"statusBar\": \"none\"" : "set \"navigationBar\": \"none\""
            throw SceneError(path: "canvas.size", "must be taller than the \(Int(bar))-point \(resolvedNavigationBar == .none ? "status" : "navigation") bar, got \(NumberText.size(canvas.width, canvas.height)); make it taller or \(fix)")
        }
        return Rect(x: 0, y: bar, width: canvas.width, height: canvas.height - bar)
    }
}
