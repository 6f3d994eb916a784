import Testing
import SBCairo

/// Issue 24, item 4: glyphs rendered ahead of a picture stay small. A springboard label on a
/// 100000 x 100000 item is set at 100000 x 3/4 / 6 = 12,500 points; rendering its glyphs ahead
/// (at full size, into cairo's glyph cache) peaked at about 710 MB for a 768 x 1024 picture.
@Suite struct GlyphRunsTests {
    @Test func hugeGlyphsAreLeftToTheDrawing() throws {
        let fonts = try FontSetup()
        let small = try TextLayout("Mail", font: FontDescriptor(family: "system", size: 17), fonts: fonts)
        let huge = try TextLayout("Mail", font: FontDescriptor(family: "system", size: 12_500), fonts: fonts)
        let atOne = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        // "Mail": four glyphs, each well under 512 pixels at 17 points (1x and 3x).
        #expect(GlyphRuns.prerender(small.glyphRuns(), deviceMatrix: atOne) == 4)
        #expect(GlyphRuns.prerender(small.glyphRuns(), deviceMatrix: AffineMatrix(a: 3, b: 0, c: 0, d: 3, tx: 0, ty: 0)) == 4)
        // At 12,500 points every glyph is thousands of pixels a side: none is rendered ahead.
        #expect(GlyphRuns.prerender(huge.glyphRuns(), deviceMatrix: atOne) == 0)
        // "M" (cap height about 0.72 em, ink about 0.7 em wide) at 17 points: at 16x an em is
        // 272 pixels (the glyph about 200 a side, rendered); at 64x it is 1,088 (about 780, not).
        let m = try TextLayout("M", font: FontDescriptor(family: "system", size: 17), fonts: fonts)
        #expect(GlyphRuns.prerender(m.glyphRuns(), deviceMatrix: AffineMatrix(a: 16, b: 0, c: 0, d: 16, tx: 0, ty: 0)) == 1)
        #expect(GlyphRuns.prerender(m.glyphRuns(), deviceMatrix: AffineMatrix(a: 64, b: 0, c: 0, d: 64, tx: 0, ty: 0)) == 0)
    }
}
