import SBRender

/// The renderers a worker keeps between drawings, one for sbrender's pinned fonts and one for
/// the machine's (made when first asked for: setting up fonts takes a while). A kept renderer
/// draws an image file edited since with its new pixels, as a new renderer does.
package final class PreviewRenderers {
    private var made: [Bool: Renderer] = [:]
    /// The images decoded for the last drawings, kept while their files stay the same.
    package let images = PreviewImages()
    private var animation: [Bool: [Renderer]] = [:]

    /// No renderer made yet.
    package init() {}

    /// The renderer for the machine's fonts (`installedFonts`) or sbrender's pinned fonts.
    /// - Throws: ``/SBRender/RenderError`` when the fonts cannot be set up.
    package func renderer(installedFonts: Bool) throws -> Renderer {
        if let r = made[installedFonts] { return r }
        let r = try Renderer(installedFonts: installedFonts)
        made[installedFonts] = r
        return r
    }

    /// `count` renderers for the jobs of an animation (the first is ``renderer(installedFonts:)``'s),
    /// kept for the next animation: a renderer set up per animation costs memory the process
    /// does not get back.
    package func jobs(_ count: Int, installedFonts: Bool) throws -> [Renderer] {
        var all = [try renderer(installedFonts: installedFonts)]
        var extra = animation[installedFonts] ?? []
        while extra.count < count - 1 { extra.append(try Renderer(installedFonts: installedFonts)) }
        animation[installedFonts] = extra
        all += extra.prefix(max(0, count - 1))
        return all
    }
}
