import Foundation
import SBTestSupport
import Testing

/// `sbrender animate --scene S` with no `--animation` plays the scene's own timeline.
@Suite struct ScriptedAnimationCommandTests {
    @Test func sceneTimelinePlaysAndBadOnesAreRefused() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        let good = """
        {"layout": "circle", "canvas": {"size": [240, 240]}, "sections": [{"count": 5}],
         "timeline": [{"at": 0.1, "delete": [0]}, {"at": 0.4, "rotate": 45, "duration": 0.5}]}
        """
        try Data(good.utf8).write(to: URL(fileURLWithPath: folder + "/good.json"))
        let run = try Tools.run(sb, ["animate", "--quiet", "--scene", "good.json", "--fps", "10", "frames/"], in: folder)
        #expect(run.status == 0, "\(run)")
        // 0.4 + 0.5 s, then 0.5 s of hold: 1.4 s at 10 frames per second.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").sorted()
        #expect(names.count == 14)
        #expect(names.last == "frame-0013.png")

        let overlapping = """
        {"layout": "circle", "timeline": [{"at": 0, "rotate": 45}, {"at": 0.5, "delete": [0]}]}
        """
        try Data(overlapping.utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
        let bad = try Tools.run(sb, ["animate", "--scene", "bad.json", "bad.png"], in: folder)
        #expect(bad.status != 0)
        #expect(bad.stderr == "sbrender: scene bad.json: timeline[1].at: starts at 0.5 s, before timeline[0] ends at 1.0 s; start it at 1.0 or later, or shorten the event before\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/bad.png"))

        let none = try Tools.run(sb, ["animate", "--layout", "grid", "none.png"], in: folder)
        #expect(none.status != 0)
        #expect(none.stderr == "sbrender: give --animation NAME (the grid layout has: quiver, delete, transition), or a --scene whose JSON has a \"timeline\"\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/none.png"))
    }
    /// A compositional scene's flick inside a section: played to a folder of frames; a flick of
    /// a section that does not scroll on its own, or a mistyped one, writes no file.
    @Test func orthogonalScrollEventsPlayAndBadOnesWriteNoFile() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let sb = try Tools.sbrender()
        func scene(_ event: String) -> String {
            """
            {"layout": "compositional", "canvas": {"size": [200, 200]}, "compositional": {"sections": [
              {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 50}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "itemCount": 1},
              {"group": {"axis": "horizontal", "size": {"width": {"fractionalWidth": 0.8}, "height": {"absolute": 100}}, "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "orthogonalScrolling": "groupPaging", "itemCount": 4}]},
             "timeline": [\(event)]}
            """
        }
        try Data(scene(#"{"at": 0, "orthogonalScroll": {"section": 1, "velocity": 1500}}"#).utf8).write(to: URL(fileURLWithPath: folder + "/good.json"))
        let run = try Tools.run(sb, ["animate", "--quiet", "--scene", "good.json", "--fps", "2", "frames/"], in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/frames").count > 1)

        try Data(scene(#"{"at": 0, "orthogonalScroll": {"section": 0, "velocity": 1500}}"#).utf8).write(to: URL(fileURLWithPath: folder + "/none.json"))
        let none = try Tools.run(sb, ["animate", "--scene", "none.json", "none.png"], in: folder)
        #expect(none.status != 0)
        #expect(none.stderr == #"sbrender: scene none.json: timeline[0].orthogonalScroll.section: section 0 does not scroll on its own (its orthogonalScrolling is "none"); flick a section whose orthogonalScrolling is continuous, continuousGroupLeadingBoundary, paging, groupPaging or groupPagingCentered"# + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/none.png"))

        try Data(scene(#"{"at": 0, "orthogonalScroll": {"section": 1, "velocity": "fast"}}"#).utf8).write(to: URL(fileURLWithPath: folder + "/typo.json"))
        let typo = try Tools.run(sb, ["animate", "--scene", "typo.json", "typo/"], in: folder)
        #expect(typo.status != 0)
        #expect(typo.stderr.contains("timeline[0].orthogonalScroll.velocity"), "\(typo.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/typo"))
    }
}
