import SBCairo
import SBRender
import SBScene
import SBTestSupport
import Testing

/// `FontSurvey`: the texts and fonts a frame draws, found without a font set-up; and a
/// preparation warmed with it (its glyphs rendered ahead while the picture is drawn) draws the
/// same bytes.
@Suite("Font survey")
struct FontSurveyTests {
    static let threeIcons = #"{"layout": "springboard", "sections": [{"items": [{"label": "Mail"}, {"label": "Maps"}, {"label": "Mail"}]}]}"#

    /// Deletion mode at scale 2: every label turned by its own quiver angle.
    static let quivering = #"{"layout": "springboard", "editing": true, "time": 0.13, "canvas": {"size": [768, 1024], "scale": 2}}"#

    @Test("a springboard's survey: the status bar's carrier, time and charge in bold 14, then each label once in the system font at 18")
    func springboardUses() throws {
        let plan = try Support.plan(Self.threeIcons)
        let survey = FontSurvey(frame: try Frame(plan: plan), images: [:])
        let bold14 = FontRequest(size: 14, bold: true)
        // The seed demo's 144-point cells: labels inset by 18 on each side, 108 / 6 = 18 points.
        let label = FontRequest(size: 18)
        #expect(survey.uses.map(\.text) == ["iPad", "9:41 AM", "100%", "Mail", "Maps"])
        #expect(survey.uses.map(\.font) == [bold14, bold14, bold14, label, label])
    }

    @Test("each drawn text's placement: the transform to pixels it is drawn under, from the plan's scale")
    func placements() throws {
        let json = #"{"layout": "springboard", "canvas": {"size": [768, 1024], "scale": 2}, "sections": [{"items": [{"label": "Mail"}, {"label": "Maps"}, {"label": "Mail"}]}]}"#
        let survey = FontSurvey(frame: try Frame(plan: try Support.plan(json)), images: [:])
        #expect(survey.placements.map(\.text) == ["iPad", "9:41 AM", "100%", "Mail", "Maps", "Mail"])
        // The status bar is drawn from the canvas's origin, scaled 2.
        #expect(survey.placements.first?.matrix == AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        // The first cell (SCENE.md: origin 32, 32 in the collection view, which starts below
        // the 20-point bar): its label drawn from (32, 52) points, (64, 104) pixels, in a box
        // 108 points wide (the 144-point cell inset by 18 on each side), at most 3 lines.
        let mail = try #require(survey.placements.dropFirst(3).first)
        #expect(mail.matrix == AffineMatrix(a: 2, b: 0, c: 0, d: 2, tx: 64, ty: 104))
        #expect(mail.width == 108)
        #expect(mail.style.maximumLines == 3)
    }

    @Test("without a status bar the survey holds the labels only; a layout without text has none")
    func noStatusBar() throws {
        let json = #"{"layout": "springboard", "statusBar": "none", "sections": [{"items": [{"label": "Notes"}]}]}"#
        let survey = FontSurvey(frame: try Frame(plan: try Support.plan(json)), images: [:])
        #expect(survey.uses == [FontSurvey.Use(text: "Notes", font: FontRequest(size: 18))])
        let circle = FontSurvey(frame: try Frame(plan: try Support.plan(#"{"layout": "circle"}"#)), images: [:])
        #expect(circle.uses.isEmpty)
        #expect(circle.placements.isEmpty)
    }

    @Test("a preparation warmed with the picture's survey, before or after it is taken, draws the same bytes",
          arguments: [(true, FontSurveyTests.threeIcons), (false, FontSurveyTests.threeIcons), (true, FontSurveyTests.quivering)])
    func warmedPreparationSameBytes(warmFirst: Bool, json: String) throws {
        let plan = try Support.plan(json)
        var picture = try PreparedPicture(RenderRequest(plan: plan, format: .png))
        let preparation = RendererPreparation()
        if warmFirst { preparation.warm(picture.fontSurvey) }
        try picture.drawWallpaper()
        let renderer = try preparation.renderer()
        // Too late: the worker has taken a survey or finished; nothing happens.
        preparation.warm(picture.fontSurvey)
        let warmed = try renderer.render(picture)
        preparation.finishWork()
        let plain = try Renderer().render(plan: plan, format: .png)
        #expect(warmed == plain)
    }
}
