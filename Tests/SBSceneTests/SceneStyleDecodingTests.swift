import Foundation
import SBLayout
import SBScene
import Testing

/// The scene's `style`, `text`, `card` and `contentMode` keys: decoded, merged item over scene,
/// and every bad value named by its JSON path.
@Suite struct SceneStyleDecodingTests {
    func plan(_ json: String) throws -> RenderPlan {
        try RenderPlan(scene: Scene.decode(Data(json.utf8)))
    }

    func error(_ json: String) -> SceneError? {
        do {
            _ = try plan(json)
            return nil
        } catch let e as SceneError {
            return e
        } catch {
            return SceneError(path: "?", "unexpected \(error)")
        }
    }

    @Test func everyKeyDecodes() throws {
        let p = try plan("""
        {"layout": "grid", "style": "springboard", "contentMode": "aspectFit",
         "text": {"font": "Helvetica", "size": 18, "weight": "semibold", "color": "#ffffff", "alignment": "left", "lines": 2},
         "card": {"background": "#102030", "cornerRadius": 12, "border": {"width": 2, "color": "#333333"},
                  "shadow": {"color": "#00000080", "offset": [1, 3], "radius": 6}},
         "sections": [{"items": [{"text": {"size": 9}, "card": {"cornerRadius": 0}, "contentMode": "scaleToFill"}, {}]}]}
        """)
        #expect(p.cellStyle == .springboard)
        let a = p.style(forIdentity: 0).appearance
        #expect(a.text == ItemTextStyle(font: "Helvetica", size: 9, weight: .semibold, color: Color(white: 1), alignment: .left, lines: 2))
        #expect(a.card.cornerRadius == 0)
        #expect(a.card.background == Color(red: 16.0 / 255, green: 32.0 / 255, blue: 48.0 / 255))
        #expect(a.card.border == ItemCardStyle.Border(width: 2, color: Color(white: 51.0 / 255)))
        #expect(a.card.shadow == ItemCardStyle.Shadow(color: Color(white: 0, alpha: 128.0 / 255), offset: Point(x: 1, y: 3), radius: 6))
        #expect(a.contentMode == .scaleToFill)
        // The second item and the unlisted ones take the scene's.
        #expect(p.style(forIdentity: 1).appearance.text.size == 18)
        #expect(p.style(forIdentity: 1).appearance.contentMode == .aspectFit)
        #expect(p.style(forIdentity: 50).appearance.card.cornerRadius == 12)
    }

    @Test func defaultsOfBorderAndShadow() throws {
        let a = try plan(##"{"card": {"border": {}, "shadow": {}}}"##).style(forIdentity: 3).appearance.card
        #expect(a.border == ItemCardStyle.Border(width: 1, color: Color(white: 0)))
        #expect(a.shadow == ItemCardStyle.Shadow(color: Color(white: 0, alpha: 0.5), offset: Point(x: 0, y: 3), radius: 3))
    }

    @Test func theStyleFollowsTheLayoutWhenAbsent() throws {
        #expect(try plan("{}").cellStyle == .springboard)
        #expect(try plan(##"{"layout": "flow"}"##).cellStyle == .flow)
        #expect(try plan(##"{"layout": "flow", "direction": "horizontal"}"##).cellStyle == .blockString)
        #expect(try plan(##"{"layout": "punched"}"##).cellStyle == .punched)
        #expect(try plan(##"{"layout": "circle", "style": "grid"}"##).cellStyle == .grid)
    }

    @Test(arguments: [
        (##"{"style": "fancy"}"##, "style", "unknown value 'fancy'"),
        (##"{"contentMode": "fit"}"##, "contentMode", "aspectFit"),
        (##"{"text": {"size": -1}}"##, "text.size", "point size"),
        (##"{"text": {"size": 0}}"##, "text.size", "above 0"),
        (##"{"text": {"size": "big"}}"##, "text.size", "expected a number"),
        (##"{"text": {"weight": "fat"}}"##, "text.weight", "semibold"),
        (##"{"text": {"alignment": "justified"}}"##, "text.alignment", "center"),
        (##"{"text": {"lines": -2}}"##, "text.lines", "lines"),
        (##"{"text": {"font": ""}}"##, "text.font", "font family"),
        (##"{"text": {"colour": "#fff"}}"##, "text.colour", "did you mean 'color'"),
        (##"{"text": {"color": "red"}}"##, "text.color", "#ff8800"),
        (##"{"card": {"radius": 3}}"##, "card.radius", "cornerRadius"),
        (##"{"card": {"cornerRadius": -3}}"##, "card.cornerRadius", "radius"),
        (##"{"card": {"border": {"width": 1e9}}}"##, "card.border.width", "10000"),
        (##"{"card": {"border": {"width": "x"}}}"##, "card.border.width", "expected a number"),
        (##"{"card": {"border": 2}}"##, "card.border", "expected an object"),
        (##"{"card": {"shadow": {"offset": [1]}}}"##, "card.shadow.offset", "[x, y]"),
        (##"{"card": {"shadow": {"radius": -1}}}"##, "card.shadow.radius", "blur radius"),
        (##"{"card": {"shadow": {"blur": 1}}}"##, "card.shadow.blur", "unknown key"),
        (##"{"sections": [{"items": [{}, {"text": {"size": -4}}]}]}"##, "sections[0].items[1].text.size", "point size"),
        (##"{"sections": [{"items": [{"card": {"background": "#12"}}]}]}"##, "sections[0].items[0].card.background", "colour"),
        (##"{"sections": [{"items": [{"contentMode": "stretch"}]}]}"##, "sections[0].items[0].contentMode", "scaleToFill"),
    ])
    func badValuesNameTheirPath(json: String, path: String, words: String) throws {
        let e = try #require(error(json), "\(json) decoded")
        #expect(e.path == path, "\(json): \(e)")
        #expect(e.message.contains(words), "\(json): \(e)")
    }
}
