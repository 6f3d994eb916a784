import SBLayout

/// Every kind of object a scene file holds, named by where it sits (`homescreen.apps[i]`: any
/// element of that array; `""`: the top level), with the keys it takes: what an unknown key's
/// message looks up to say where a key that is misplaced belongs ("'badge' is not a top-level key;
/// it belongs in homescreen.apps[i], ..."). A recursive object (a compositional group inside a
/// group's item) is listed where it first appears.
///
/// The table is Schema/scene.schema.json's objects; `KeyPlacesTests` walks the schema and fails,
/// printing the table to paste here, when the two differ. Two rows are not written here: the top
/// level's keys are those a scene decodes (`Scene.CodingKeys`, the item look's keys and the
/// layout settings), and each built-in layout that takes settings has its nested object
/// (`circle`: its settings' keys), from the catalogue and the registry
/// (``LayoutSettingsDecoding/keys(_:)``); so a new top-level key or setting needs no line here.
enum KeyPlaces {
    /// Places and their keys, shallowest place first: ``listed``, with the layout settings.
    static let all: [(place: String, keys: [String])] = {
        let layouts = LayoutRegistry.builtIn.registrations.map(\.definition).filter { !$0.settings.isEmpty }
        // The top level: every key a scene's decoding knows (StrictKeys' list).
        let top = Scene.CodingKeys.allCases.map(\.rawValue) + ItemAppearance.keys + LayoutSettingsDecoding.keys(.builtIn)
        var rows: [(place: String, keys: [String])] = [(place: "", keys: Set(top).sorted())] + listed
        // The layouts' nested objects go among the places of their depth, by name.
        rows += layouts.map { (place: $0.name.rawValue, keys: $0.settings.map(\.key).sorted()) }
        let depth = { (place: String) in place.filter { $0 == "." || $0 == "[" }.count }
        return rows.sorted { (depth($0.place), $0.place) < (depth($1.place), $1.place) }
    }()

    /// The places written out: every object below the top level but the layouts' nested settings.
    private static let listed: [(place: String, keys: [String])] = [
        ("canvas", ["scale", "size"]),
        ("card", ["background", "border", "cornerRadius", "shadow"]),
        ("compositional", [
            "boundaryItems", "contentInsetsReference", "interSectionSpacing", "layoutDirection", "safeAreaInsets",
            "scrollDirection", "sections"]),
        ("frame", ["background", "color", "device", "padding", "title"]),
        ("homescreen", ["apps", "dock", "folders", "widgets"]),
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
