import Foundation
import SBTestSupport
import Testing

/// The README's home-screen pictures (an iPhone 17 Pro in its frame, light and dark) are what
/// the commands the README states draw now: a change to the home screen's look that leaves them
/// stale fails here, naming the command that makes each again.
@Suite struct HomeScreenReadmePictureTests {
    static let root = ReadmeCommandTests.root

    static let pictures: [(file: String, flags: [String])] = [
        ("docs/home-iphone-17-pro-light.png", []),
        ("docs/home-iphone-17-pro-dark.png", ["--appearance", "dark"]),
    ]

    @Test(arguments: 0..<2)
    func thePictureIsCurrent(index: Int) throws {
        let (file, flags) = Self.pictures[index]
        let arguments = ["--scene", "Examples/home-screens/iphone-17-pro.json", "--scale", "1"] + flags + [file]
        let command = "sbrender " + arguments.joined(separator: " ")
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        #expect(readme.contains("`\(command)`"), "the README does not state \(command)")
        let scratch = try ScratchFolder("home-readme")
        let drawn = scratch.path + "/picture.png"
        let run = try CLI.run(Array(arguments.dropLast()).map { $0.hasPrefix("Examples/") ? Self.root + "/" + $0 : $0 } + [drawn], in: scratch.path)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run)")
        let committed = try Data(contentsOf: URL(fileURLWithPath: Self.root + "/" + file))
        #expect(try Data(contentsOf: URL(fileURLWithPath: drawn)) == committed, "\(file) is stale; run `\(command)` from the repository")
    }
}
