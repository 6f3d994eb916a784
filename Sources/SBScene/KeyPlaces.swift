/// Every kind of object a scene file holds, named by where it sits (`homescreen.apps[i]`: any
/// element of that array; `""`: the top level), with the keys it takes: what an unknown key's
/// message looks up to say where a key that is misplaced belongs ("'badge' is not a top-level key;
/// it belongs in homescreen.apps[i], ..."). A recursive object (a compositional group inside a
/// group's item) is listed where it first appears.
///
/// The table is Schema/scene.schema.json's objects; `KeyPlacesTests` walks the schema and fails,
/// printing the table to paste here, when the two differ.
enum KeyPlaces {
    /// Places and their keys, shallowest place first.
    static let all: [(place: String, keys: [String])] = [
        ("", [
            "$schema", "alignment", "appearance", "canvas", "card", "circle", "columns", "compositional", "contentMode",
            "contentOffset", "detail", "device", "direction", "editing", "flow", "footerSize", "frame", "grid", "gridGeometry",
            "headerSize", "homescreen", "inset", "interitemSpacing", "itemSize", "itemSource", "items", "layout", "lineSpacing",
            "navigationBar", "orientation", "page", "pinch", "punched", "rotation", "rows", "sections", "seed", "sizes",
            "springboard", "statusBar", "style", "system", "text", "time", "timeline", "wallpaper", "wallpaperContentMode"]),
        ("canvas", ["scale", "size"]),
        ("card", ["background", "border", "cornerRadius", "shadow"]),
        ("circle", ["itemSize", "pinch", "rotation"]),
        ("compositional", [
            "boundaryItems", "contentInsetsReference", "interSectionSpacing", "layoutDirection", "safeAreaInsets",
            "scrollDirection", "sections"]),
        ("flow", ["direction", "footerSize", "headerSize", "inset", "interitemSpacing", "itemSize", "lineSpacing", "sizes"]),
        ("frame", ["background", "color", "device", "padding", "title"]),
        ("grid", [
            "alignment", "direction", "footerSize", "gridGeometry", "headerSize", "inset", "interitemSpacing", "itemSize",
            "sizes"]),
        ("homescreen", ["apps", "dock", "folders", "widgets"]),
        ("punched", ["direction", "footerSize", "headerSize", "inset", "interitemSpacing", "itemSize", "lineSpacing", "sizes"]),
        ("springboard", ["columns", "inset", "interitemSpacing", "itemSize", "lineSpacing", "rows"]),
        ("text", ["alignment", "color", "font", "lines", "size", "weight"]),
        ("card.border", ["color", "width"]),
        ("card.shadow", ["color", "offset", "radius"]),
        ("sections[i]", ["count", "footerSize", "headerSize", "inset", "interitemSpacing", "items", "lineSpacing"]),
        ("timeline[i]", [
            "at", "delete", "deleteSections", "drag", "duration", "editing", "insert", "insertSections", "item", "menu", "move",
            "orthogonalScroll", "page", "pinch", "rotate", "scroll", "to", "transition"]),
        ("compositional.boundaryItems[i]", [
            "alignment", "extendsBoundary", "kind", "offset", "pinToVisibleBounds", "size", "zIndex"]),
        ("compositional.sections[i]", [
            "background", "boundaryItems", "contentInsets", "contentInsetsReference", "decorations", "footer", "group",
            "header", "interGroupSpacing", "itemCount", "list", "orthogonalOffset", "orthogonalScrolling",
            "supplementariesFollowContentInsets", "supplementaryContentInsetsReference"]),
        ("homescreen.apps[i]", ["badge", "color", "icon", "label"]),
        ("homescreen.dock[i]", ["badge", "color", "icon", "label"]),
        ("homescreen.folders[i]", ["apps", "at", "badge", "label"]),
        ("homescreen.widgets[i]", ["at", "color", "image", "title", "widget"]),
        ("timeline[i].orthogonalScroll", ["section", "velocity"]),
        ("compositional.boundaryItems[i].size", ["height", "width"]),
        ("compositional.sections[i].background", ["contentInsets"]),
        ("compositional.sections[i].footer", [
            "alignment", "extendsBoundary", "kind", "offset", "pinToVisibleBounds", "size", "zIndex"]),
        ("compositional.sections[i].group", [
            "axis", "contentInsets", "count", "edgeSpacing", "interItemSpacing", "items", "size", "supplementaryItems"]),
        ("compositional.sections[i].header", [
            "alignment", "extendsBoundary", "kind", "offset", "pinToVisibleBounds", "size", "zIndex"]),
        ("compositional.sections[i].list", [
            "appearance", "footerMode", "headerMode", "headerTopPadding", "itemSeparators", "separatorConfiguration",
            "showsSeparators"]),
        ("homescreen.widgets[i].widget", ["city", "condition", "date", "high", "items", "kind", "low", "size", "temperature", "time"]),
        ("sections[i].items[i]", [
            "accessories", "badge", "card", "color", "contentMode", "image", "label", "menu", "quiverOffset", "selected",
            "size", "subtitle", "text", "value"]),
        ("compositional.boundaryItems[i].size.height", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.boundaryItems[i].size.width", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].boundaryItems[i]", [
            "alignment", "extendsBoundary", "kind", "offset", "pinToVisibleBounds", "size", "zIndex"]),
        ("compositional.sections[i].decorations[i]", ["contentInsets", "kind", "zIndex"]),
        ("compositional.sections[i].footer.size", ["height", "width"]),
        ("compositional.sections[i].group.edgeSpacing", ["bottom", "leading", "top", "trailing"]),
        ("compositional.sections[i].group.interItemSpacing", ["fixed", "flexible"]),
        ("compositional.sections[i].group.size", ["height", "width"]),
        ("compositional.sections[i].header.size", ["height", "width"]),
        ("compositional.sections[i].list.separatorConfiguration", [
            "bottomSeparatorInsets", "bottomSeparatorVisibility", "color", "topSeparatorInsets", "topSeparatorVisibility"]),
        ("homescreen.folders[i].apps[i]", ["badge", "color", "icon", "label"]),
        ("sections[i].items[i].card", ["background", "border", "cornerRadius", "shadow"]),
        ("sections[i].items[i].text", ["alignment", "color", "font", "lines", "size", "weight"]),
        ("compositional.sections[i].boundaryItems[i].size", ["height", "width"]),
        ("compositional.sections[i].footer.size.height", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].footer.size.width", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.edgeSpacing.bottom", ["fixed", "flexible"]),
        ("compositional.sections[i].group.edgeSpacing.leading", ["fixed", "flexible"]),
        ("compositional.sections[i].group.edgeSpacing.top", ["fixed", "flexible"]),
        ("compositional.sections[i].group.edgeSpacing.trailing", ["fixed", "flexible"]),
        ("compositional.sections[i].group.items[i]", ["contentInsets", "edgeSpacing", "group", "size", "supplementaryItems"]),
        ("compositional.sections[i].group.size.height", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.size.width", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.supplementaryItems[i]", ["anchor", "kind", "size", "zIndex"]),
        ("compositional.sections[i].header.size.height", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].header.size.width", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].list.itemSeparators[i]", [
            "bottomSeparatorInsets", "bottomSeparatorVisibility", "color", "item", "topSeparatorInsets",
            "topSeparatorVisibility"]),
        ("compositional.sections[i].list.separatorConfiguration.bottomSeparatorInsets", ["leading", "trailing"]),
        ("compositional.sections[i].list.separatorConfiguration.topSeparatorInsets", ["leading", "trailing"]),
        ("sections[i].items[i].card.border", ["color", "width"]),
        ("sections[i].items[i].card.shadow", ["color", "offset", "radius"]),
        ("compositional.sections[i].boundaryItems[i].size.height", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].boundaryItems[i].size.width", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.items[i].edgeSpacing", ["bottom", "leading", "top", "trailing"]),
        ("compositional.sections[i].group.items[i].size", ["height", "width"]),
        ("compositional.sections[i].group.supplementaryItems[i].anchor", ["absoluteOffset", "edges", "fractionalOffset"]),
        ("compositional.sections[i].group.supplementaryItems[i].size", ["height", "width"]),
        ("compositional.sections[i].list.itemSeparators[i].bottomSeparatorInsets", ["leading", "trailing"]),
        ("compositional.sections[i].list.itemSeparators[i].topSeparatorInsets", ["leading", "trailing"]),
        ("compositional.sections[i].group.items[i].edgeSpacing.bottom", ["fixed", "flexible"]),
        ("compositional.sections[i].group.items[i].edgeSpacing.leading", ["fixed", "flexible"]),
        ("compositional.sections[i].group.items[i].edgeSpacing.top", ["fixed", "flexible"]),
        ("compositional.sections[i].group.items[i].edgeSpacing.trailing", ["fixed", "flexible"]),
        ("compositional.sections[i].group.items[i].size.height", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.items[i].size.width", ["absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.items[i].supplementaryItems[i]", ["anchor", "kind", "size", "zIndex"]),
        ("compositional.sections[i].group.supplementaryItems[i].size.height", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.supplementaryItems[i].size.width", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.items[i].supplementaryItems[i].anchor", [
            "absoluteOffset", "edges", "fractionalOffset"]),
        ("compositional.sections[i].group.items[i].supplementaryItems[i].size", ["height", "width"]),
        ("compositional.sections[i].group.items[i].supplementaryItems[i].size.height", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
        ("compositional.sections[i].group.items[i].supplementaryItems[i].size.width", [
            "absolute", "estimated", "fractionalHeight", "fractionalWidth"]),
    ]

    /// The places where `key` is valid, shallowest first.
    static func places(of key: String) -> [String] {
        all.filter { $0.keys.contains(key) }.map(\.place)
    }

    /// `codingPath` as a place: each array index written `[i]` (`homescreen.apps[2]` is in
    /// `homescreen.apps[i]`).
    static func place(_ codingPath: [any CodingKey]) -> String {
        var s = ""
        for k in codingPath {
            if k.intValue != nil {
                s += "[i]"
            } else {
                s += s.isEmpty ? k.stringValue : "." + k.stringValue
            }
        }
        return s
    }

    /// How a message names a place: "the top level" or the place itself.
    static func name(_ place: String) -> String {
        place.isEmpty ? "the top level" : place
    }
}
