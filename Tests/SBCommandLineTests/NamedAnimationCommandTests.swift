import Foundation
import SBScene
import SBTestSupport
import Testing

/// `sbrender animate` names the animations each layout registers (its `LayoutDefinition`'s
/// `animations`): in its help text and when an animation is unknown or `transition` has no
/// target. (Examples/DiagonalLayout checks a registered layout's own, `cascade`, through its
/// own executable: `make registry-example`.)
@Suite struct NamedAnimationCommandTests {
    @Test func theHelpListsEveryLayoutsRegisteredAnimations() throws {
        let help = try CLI.run(["animate", "--help"])
        #expect(help.status == 0)
        let text = help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        // Every layout offering `transition`, in the registry's order.
        let movable = LayoutRegistry.builtIn.registrations.filter { $0.animation(named: "transition") != nil }
            .map(\.name.rawValue).joined(separator: ", ")
        #expect(text.contains("Animations: springboard: quiver, delete, page, reorder, drag, detail; flow: delete, insert, scroll; "
            + "circle: insert, delete, rotate, pinch, pop, spin, ghost, colorize; punched: scroll; grid: quiver, delete; "
            + "compositional: orthogonal, scroll, insert, delete; homescreen: jiggle, delete; "
            + "\(movable): transition --to LAYOUT."), "\(help.stdout)")
    }

    @Test func anUnknownAnimationListsTheLayoutsOwn() throws {
        let folder = try Support.temporaryFolder()
        defer { Support.cleanUp(folder) }
        let unknown = try Tools.run(try Tools.sbrender(), ["animate", "--layout", "homescreen", "--animation", "quiver", "a.png"], in: folder)
        #expect(unknown.status == 64)
        #expect(unknown.stderrLines == ["sbrender: --animation the homescreen layout has no animation 'quiver'; it has: jiggle, delete"])
        let noTarget = try Tools.run(try Tools.sbrender(), ["animate", "--layout", "grid", "--animation", "transition", "a.png"], in: folder)
        #expect(noTarget.status == 64)
        #expect(noTarget.stderrLines == ["sbrender: --animation transition needs --to LAYOUT, one of \(LayoutRegistry.builtIn.namesList)"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.png"))
    }
}
