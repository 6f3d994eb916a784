import Foundation
import SBScene
import SBTestSupport
import Testing

/// The command line reads layout names through the registry it is run with (sbrender's own
/// layouts here; Examples/DiagonalLayout runs it with one more): an unknown name is refused
/// before anything runs, as an option's invalid value, listing the registered layouts.
@Suite struct LayoutRegistryCommandTests {
    @Test func anUnknownTransitionTargetListsTheRegisteredLayouts() throws {
        let folder = NSTemporaryDirectory() + "sbrender-registry-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let to = try CLI.run(["animate", "--layout", "grid", "--animation", "transition", "--to", "cricle", folder + "/t.png"])
        #expect(to.status == 64)
        #expect(to.stderrLines.first?.hasPrefix("sbrender: The value 'cricle' is invalid for '--to <layout>'. Valid values: \(LayoutRegistry.builtIn.namesList). Did you mean 'circle'? Usage: sbrender animate ") == true, "\(to.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/t.png"))
        // A scene naming an unknown layout: the scene's key, and the same list.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/s.json"
        try Data(#"{"layout": "diagonal"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let scene = try CLI.run(["layout", "--scene", path])
        #expect(scene.status == 65)
        // "diagonal" at column 12.
        #expect(scene.stderrLines == ["sbrender: scene \(path): layout at line 1, column 12: unknown value 'diagonal'; expected one of \(LayoutRegistry.builtIn.namesList)"])
    }
}
