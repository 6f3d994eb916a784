import SBLayout

extension Scene {
    /// This scene with every setting `other` gives replaced by `other`'s (the command line's
    /// options override the scene file's keys).
    package func overriding(_ other: Scene) -> Scene {
        var s = self
        func take<T>(_ kp: WritableKeyPath<Scene, T?>) {
            if let v = other[keyPath: kp] { s[keyPath: kp] = v }
        }
        take(\.layout); take(\.wallpaper); take(\.wallpaperContentMode); take(\.statusBar); take(\.navigationBar); take(\.editing); take(\.time); take(\.seed)
        take(\.contentOffset); take(\.page); take(\.detail); take(\.itemSource); take(\.device); take(\.interfaceStyle); take(\.system); take(\.iconAppearance); take(\.iconTint); take(\.orientation)
        s.settings = settings.merging(other.settings)
        if let frame = other.frame { s.frame = (s.frame ?? SceneFrame()).overriding(frame) }
        if other.page != nil { s.contentOffset = other.contentOffset }
        if other.contentOffset != nil { s.page = other.page }
        if let canvas = other.canvas {
            var c = s.canvas ?? SceneCanvas()
            if let size = canvas.size { c.size = size }
            if let scale = canvas.scale { c.scale = scale }
            s.canvas = c
        }
        if other.sectionCount != nil || other.itemsPerSection != nil {
            // Counts from the command line reshape the content; listed items keep their looks.
            let listed = s.sections?.flatMap(\.items) ?? []
            let sectionCount = other.sectionCount ?? s.sectionCount ?? s.sections?.count
            let perSection = other.itemsPerSection ?? s.itemsPerSection
            if let listedSections = s.sections, sectionCount != nil || perSection != nil,
               Scene.fitsAPicture(sections: sectionCount ?? listedSections.count, perSection: perSection, listed: listedSections) {
                let n = sectionCount ?? listedSections.count
                var result: [SceneSection] = []
                var k = 0
                for i in 0..<max(0, n) {
                    let count = perSection ?? (i < listedSections.count ? listedSections[i].items.count : 0)
                    var items: [SceneItem] = []
                    for _ in 0..<max(0, count) {
                        items.append(k < listed.count ? listed[k] : SceneItem())
                        k += 1
                    }
                    result.append(SceneSection(items: items))
                }
                s.sections = result
            } else {
                // Counts a picture cannot hold stay counts, so that the plan refuses them by
                // their limit before anything is allocated for them.
                s.sections = nil
                s.sectionCount = sectionCount
                s.itemsPerSection = perSection
            }
        }
        return s
    }
}

extension Scene {
    /// True when listed sections reshaped to `sections` sections of `perSection` items (or of
    /// their listed counts) stay within a picture's limits, worked out without allocating.
    static func fitsAPicture(sections: Int, perSection: Int?, listed: [SceneSection]) -> Bool {
        guard sections >= 0, sections <= Limits.pictureSections else { return false }
        if let perSection {
            guard perSection >= 0 else { return false }
            let (total, overflow) = sections.multipliedReportingOverflow(by: perSection)
            return !overflow && total <= Limits.pictureItems
        }
        return listed.prefix(sections).reduce(0) { $0 + $1.items.count } <= Limits.pictureItems
    }
}
