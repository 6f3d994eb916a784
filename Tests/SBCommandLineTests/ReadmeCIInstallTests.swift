import Foundation
import Testing

/// The README's CI section gives one command that installs the Debian packages sbrender builds
/// and draws with: exactly the Makefile's `BUILD_DEBS`, so the two cannot drift apart.
@Suite struct ReadmeCIInstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func theCIInstallCommandIsTheMakefilesBuildPackages() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let makefile = try String(contentsOfFile: Self.root + "/Makefile", encoding: .utf8)
        // BUILD_DEBS := a b \ (continued) c d
        let start = try #require(makefile.range(of: "BUILD_DEBS := "))
        var packages: [String] = []
        for line in makefile[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            let continued = line.hasSuffix("\\")
            packages += line.replacingOccurrences(of: "\\", with: "").split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if !continued { break }
        }
        #expect(packages.count >= 10, "\(packages)")
        let install = "sudo apt-get update && sudo apt-get install -y --no-install-recommends " + packages.joined(separator: " ")
        let found = readme.split(separator: "\n").contains { $0 == install }
        #expect(found, "the README's CI section should say: \(install)")
    }
}
