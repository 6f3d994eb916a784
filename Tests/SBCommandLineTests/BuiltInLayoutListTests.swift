import Foundation
import SBScene
import Testing

/// The built-in layouts are listed once, in `LayoutRegistry.builtIn`; the README's tables and the
/// Makefile's published gallery entries (`DOCS_ENTRIES`) are checked against that list, so a new
/// built-in layout fails here until they name it.
@Suite struct BuiltInLayoutListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func file(_ name: String) throws -> String {
        try String(contentsOfFile: root + "/" + name, encoding: .utf8)
    }

    static let names = LayoutRegistry.builtIn.names.map(\.rawValue)

    @Test func theReadmesSceneKeyTableListsEveryBuiltInLayout() throws {
        let quoted = Self.names.map { "`\($0)`" }
        // "`a`, `b` or `c`", in the registry's order.
        let list = quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
        let readme = try Self.file("README.md")
        #expect(readme.contains("| `layout` | \(list) |"), "the README's scene key table should say: | `layout` | \(list) |")
    }

    @Test func theReadmesOptionListNamesEveryBuiltInLayout() throws {
        let readme = try Self.file("README.md")
        #expect(readme.contains("`--layout \(LayoutRegistry.builtIn.choices)`"), "the README should list `--layout \(LayoutRegistry.builtIn.choices)`")
    }

    @Test func theMakefilesGalleryEntriesIncludeEveryBuiltInLayout() throws {
        let makefile = try Self.file("Makefile")
        let line = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("DOCS_ENTRIES := ") })
        let entries = Set(line.dropFirst("DOCS_ENTRIES := ".count).split(separator: ",").map(String.init))
        for name in Self.names {
            #expect(entries.contains(name), "the Makefile's DOCS_ENTRIES should include \(name)")
        }
    }
}
