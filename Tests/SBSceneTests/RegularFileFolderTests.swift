import SBScene
import Testing

/// `RegularFile.folder(of:)`: a file path's folder as written, NSString's
/// `deletingLastPathComponent` rules (which scene paths used before FoundationEssentials).
@Suite("Folder of a path")
struct RegularFileFolderTests {
    @Test("the folder part, as NSString's deletingLastPathComponent gives it", arguments: [
        ("scenes/a.json", "scenes"), ("a.json", ""), ("/a.json", "/"), ("/x/y/z.png", "/x/y"),
        ("x/y/", "x"), ("", ""), ("/", "/"), ("../a/b.json", "../a"), ("./a.json", "."), ("a//b.json", "a"),
    ])
    func folder(path: String, expected: String) {
        #expect(RegularFile.folder(of: path) == expected)
    }
}
