import SBLayout
import SBScene

/// Today's home-screen look for ``/SBLayout/HomeScreenLayout``: app icons under the
/// continuous-corner mask (the item's `image`, resampled, or an icon generated from its label and
/// colour) with white one-line labels and red badges; folders as the material with their apps in
/// miniature; widgets; the dock and the page indicator as a material over the blurred wallpaper
/// (``StyledElement/backdrop``); today's status bar; jiggle mode's grey minus badges. Light or
/// dark as the layout's ``/SBLayout/HomeScreenSpec/appearance`` says.
///
/// Made without a layout, it takes the layout of the frame the renderer draws (``drawing(_:)``);
/// for another layout it draws every cell as an app icon with its label.
package struct HomeScreenCellStyle: LayoutReadingCellStyle {
    /// The prepared home screen the elements come from.
    package var layout: HomeScreenLayout?

    /// The look for a prepared home screen, or (nil) for the layout of the frame being drawn.
    package init(layout: HomeScreenLayout? = nil) {
        self.layout = layout
    }

    private var spec: HomeScreenSpec { layout?.spec ?? .demo() }

    private func tile(_ a: LayoutAttributes) -> HomeScreenSpec.Tile {
        guard a.indexPath.section == 0 else { return .app }
        let tiles = spec.tiles
        return a.identity >= 0 && a.identity < tiles.count ? tiles[a.identity] : .app
    }

    /// Where the element's top-left corner is on the screen.
    private func screenOrigin(_ a: LayoutAttributes) -> Point {
        let offset = layout?.contentOffset ?? .zero
        return Point(x: a.frame.minX - offset.x, y: a.frame.minY - offset.y)
    }

    /// Draws a tile, dock icon, folder miniature, the dock, the page indicator or the status bar.
    package func draw(_ element: StyledElement, on painter: any Painter) {
        let a = element.attributes
        let metrics = spec.device.homeScreen
        let screen = spec.device.screenSize
        switch a.category {
        case .decorationView(let kind):
            switch kind {
            case HomeScreenLayout.Kind.statusBar:
                ModernStatusBar.draw(spec.device, width: element.bounds.width, cutoutOnly: layout?.isEditing == true, on: painter)
            case HomeScreenLayout.Kind.dock:
                HomeScreenChrome.dock(bounds: element.bounds, radius: metrics.dockCornerRadius, blurred: element.backdrop,
                                      origin: screenOrigin(a), screen: screen, appearance: spec.appearance, system: spec.system, on: painter)
            case HomeScreenLayout.Kind.pageIndicator:
                HomeScreenChrome.pageIndicator(bounds: element.bounds, pages: layout?.numberOfPages ?? 1, current: layout?.currentPage ?? 0,
                                               dots: layout?.showsPageDots ?? false,
                                               blurred: element.backdrop, origin: screenOrigin(a), screen: screen,
                                               appearance: spec.appearance, system: spec.system, on: painter)
            case HomeScreenLayout.Kind.addButton, HomeScreenLayout.Kind.doneButton:
                HomeScreenChrome.editButton(kind == HomeScreenLayout.Kind.addButton ? nil : "Done", bounds: element.bounds, blurred: element.backdrop,
                                            origin: screenOrigin(a), screen: screen, appearance: spec.appearance, system: spec.system, on: painter)
            default:
                break
            }
        case .supplementaryView:
            break
        case .cell:
            let item = element.item ?? ItemStyle(label: "", color: .clear)
            let section = a.indexPath.section
            if section == 1 || section == 2 {
                // A dock icon (no label) or a folder's miniature (no label, no badge of its own).
                HomeScreenIcon.draw(label: item.label, color: item.color, image: element.image, in: element.bounds,
                                    look: iconLook(element), on: painter)
                if section == 1, let badge = item.badge { HomeScreenIcon.drawBadge(badge, icon: element.bounds, on: painter) }
                if section == 2 { drawFolderBadges(over: element, on: painter) }
                return
            }
            let labelBox: Rect
            switch tile(a) {
            case .widget:
                let widget = Rect(x: 0, y: 0, width: element.bounds.width, height: element.bounds.height - metrics.labelGap - metrics.labelHeight)
                HomeScreenChrome.widget(item, image: element.image, in: widget, look: iconLook(element), on: painter)
                labelBox = Rect(x: 0, y: widget.maxY + metrics.labelGap, width: widget.width, height: metrics.labelHeight)
            case .folder:
                let icon = iconRect(element.bounds.size, metrics: metrics)
                HomeScreenWidgetAppearance.drawFolderTile(icon: icon, look: iconLook(element), on: painter)
                // A folder with apps has its badge drawn over its last miniature (drawFolderBadges).
                if !hasMiniatures(a), let badge = item.badge { HomeScreenIcon.drawBadge(badge, icon: icon, on: painter) }
                labelBox = Rect(x: 0, y: icon.maxY + metrics.labelGap, width: element.bounds.width, height: metrics.labelHeight)
            case .app:
                let icon = iconRect(element.bounds.size, metrics: metrics)
                HomeScreenIcon.draw(label: item.label, color: item.color, image: element.image, in: icon, look: iconLook(element), on: painter)
                if let badge = item.badge { HomeScreenIcon.drawBadge(badge, icon: icon, on: painter) }
                labelBox = Rect(x: 0, y: icon.maxY + metrics.labelGap, width: element.bounds.width, height: metrics.labelHeight)
            }
            HomeScreenIcon.drawLabel(item.label, in: labelBox, fontSize: metrics.labelFontSize, textStyle: item.appearance.text, on: painter)
        }
    }

    /// How the element's icon is drawn: the spec's icon appearance and tint, and for clear icons
    /// the wallpaper behind it.
    private func iconLook(_ element: StyledElement) -> HomeScreenIconLook {
        HomeScreenIconLook(icons: spec.iconAppearance, tint: spec.iconTint, appearance: spec.appearance, blurred: element.backdrop,
                           origin: screenOrigin(element.attributes), screen: spec.device.screenSize, system: spec.system)
    }

    /// True for a folder tile whose apps are drawn on it as miniatures (cells of section 2).
    private func hasMiniatures(_ a: LayoutAttributes) -> Bool {
        guard case .folder(let apps) = tile(a), apps > 0, let layout else { return false }
        return layout.content.numberOfSections > 2 && layout.content.numberOfItems(inSection: 2) > 0
    }

    /// The folder's icon in a miniature's coordinates, when the miniature is the last of its
    /// folder drawn.
    private func folderIconOverLastMiniature(_ a: LayoutAttributes) -> Rect? {
        guard a.indexPath.section == 2, let found = layout?.folderIcon(ofMiniature: a.indexPath.item), found.isLast else { return nil }
        return found.icon.offsetBy(dx: -a.frame.minX, dy: -a.frame.minY)
    }

    /// Over a folder's last miniature: the folder's badge (a folder's apps carry their folder's
    /// badge, ``/SBScene/Scene``'s home-screen styles) and, in jiggle mode, its minus badge, so
    /// that both stay above every miniature, as iOS draws them.
    private func drawFolderBadges(over element: StyledElement, on painter: any Painter) {
        guard let icon = folderIconOverLastMiniature(element.attributes) else { return }
        if let badge = element.item?.badge { HomeScreenIcon.drawBadge(badge, icon: icon, on: painter) }
        if layout?.isEditing == true { HomeScreenIcon.drawMinusBadge(icon: icon, on: painter) }
    }

    /// The bounds grown by half their size on each side; for a folder's last miniature, also its
    /// folder's icon and the badges around it.
    package func drawingBounds(for element: StyledElement) -> Rect {
        let b = element.bounds
        let grown = b.insetBy(dx: -b.width / 2, dy: -b.height / 2)
        guard let icon = folderIconOverLastMiniature(element.attributes) else { return grown }
        return grown.union(icon.insetBy(dx: -icon.width / 2, dy: -icon.height / 2))
    }

    /// The icon at the top of an app or folder cell, centred (as the layout places it).
    private func iconRect(_ size: Size, metrics: HomeScreenMetrics) -> Rect {
        let s = min(metrics.iconSize, size.width, size.height)
        return Rect(x: (size.width - s) / 2, y: 0, width: s, height: s)
    }

    /// Jiggle mode's grey minus badge at the top-left corner of the icon (or widget).
    package func drawDeleteButton(_ element: StyledElement, on painter: any Painter) {
        let a = element.attributes
        let metrics = spec.device.homeScreen
        let target: Rect
        if a.indexPath.section == 1 {
            target = element.bounds
        } else if hasMiniatures(a) {
            // Drawn over the folder's last miniature instead (drawFolderBadges).
            return
        } else if case .widget = tile(a) {
            // A widget's badge sits as an icon's would on a 60-point icon at its corner.
            target = Rect(x: 0, y: 0, width: 60, height: 60)
        } else {
            target = iconRect(element.bounds.size, metrics: metrics)
        }
        HomeScreenIcon.drawMinusBadge(icon: target, on: painter)
    }
}
