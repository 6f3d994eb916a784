import SBRender
import SBScene
import Testing

/// `FontSurvey`: the texts and fonts a frame draws, found without a font set-up; and a
/// preparation warmed with it draws the same bytes.
@Suite("Font survey")
struct FontSurveyTests {
    static let threeIcons = #"""
    {"layout": "springboard", "sections": [{"items": [{"label": "Mail"}, {"label": "Maps"}, {"label": "Mail"}]}]}
    """#

    @Test("a springboard's survey: the status bar's carrier and time in bold 14, then each label once in the system font at 18")
    func springboardUses() throws {
        let plan = try Support.plan(Self.threeIcons)
        let survey = FontSurvey(frame: try Frame(plan: plan), images: [:])
        let bold14 = FontRequest(size: 14, bold: true)
        // The seed demo's 144-point cells: labels inset by 18 on each side, 108 / 6 = 18 points.
        let label = FontRequest(size: 18)
        #expect(survey.uses.map(\.text) == ["iPad", "9:41 AM", "Mail", "Maps"])
        #expect(survey.uses.map(\.font) == [bold14, bold14, label, label])
    }

    @Test("without a status bar the survey holds the labels only; a layout without text has none")
    func noStatusBar() throws {
        let json = #"{"layout": "springboard", "statusBar": "none", "sections": [{"items": [{"label": "Notes"}]}]}"#
        let survey = FontSurvey(frame: try Frame(plan: try Support.plan(json)), images: [:])
        #expect(survey.uses == [FontSurvey.Use(text: "Notes", font: FontRequest(size: 18))])
        let circle = FontSurvey(frame: try Frame(plan: try Support.plan(#"{"layout": "circle"}"#)), images: [:])
        #expect(circle.uses.isEmpty)
    }

    @Test("a preparation warmed with the picture's survey, before or after it is taken, draws the same bytes", arguments: [true, false])
    func warmedPreparationSameBytes(warmFirst: Bool) throws {
        let plan = try Support.plan(Self.threeIcons)
        var picture = try PreparedPicture(plan: plan, format: .png)
        let preparation = RendererPreparation()
        if warmFirst { preparation.warm(picture.fontSurvey) }
        try picture.drawWallpaper()
        let renderer = try preparation.renderer()
        // Too late: the worker has finished; nothing happens.
        preparation.warm(picture.fontSurvey)
        let warmed = try renderer.render(picture)
        let plain = try Renderer().render(plan: plan, format: .png)
        #expect(warmed == plain)
    }
}
