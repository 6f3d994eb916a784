import Foundation
import SBPNG
import SBRender
import Testing

/// The Golden/ suite: every scenario of Golden/manifest.json rendered and compared with
/// Golden/NAME.png. SNAPSHOT_TESTING_RECORD or SBRENDER_RECORD chooses what is recorded (missing by
/// default; CI: never; `make golden` records all, then checks).
@Suite struct GoldenSuiteTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let golden = root + "/Golden"
    static let manifest = (try? GoldenManifest.load(path: golden + "/manifest.json"))?.scenarios ?? []

    static func verifier() throws -> GoldenVerifier {
        let mode = try GoldenRecordMode.current(environment: ProcessInfo.processInfo.environment)
        return GoldenVerifier(mode: mode, failuresDirectory: root + "/out/golden-failures", environmentFile: golden + "/ENVIRONMENT.json")
    }

    @Test func manifestLoads() throws {
        _ = try GoldenManifest.load(path: GoldenSuiteTests.golden + "/manifest.json")
        #expect(GoldenSuiteTests.manifest.count >= 30)
    }

    @Test(arguments: GoldenSuiteTests.manifest.map(\.name))
    func scenario(_ name: String) throws {
        let scenario = try #require(GoldenSuiteTests.manifest.first { $0.name == name })
        let image = try scenario.render(with: Renderer())
        try GoldenSuiteTests.verifier().verify(image, name: name, reference: GoldenSuiteTests.golden + "/\(name).png")
    }

    /// A reference with no scenario fails: it would guard nothing.
    @Test func everyReferenceHasAScenario() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: GoldenSuiteTests.golden).filter { $0.hasSuffix(".png") }
        let names = Set(GoldenSuiteTests.manifest.map(\.name))
        let orphans = files.map { String($0.dropLast(4)) }.filter { !names.contains($0) }.sorted()
        #expect(orphans.isEmpty, "references without a scenario in Golden/manifest.json: \(orphans.joined(separator: ", "))")
    }

    /// The references record what they depend on.
    @Test func environmentIsRecorded() throws {
        let verifier = try GoldenSuiteTests.verifier()
        let path = GoldenSuiteTests.golden + "/ENVIRONMENT.json"
        if verifier.mode == .all || (verifier.mode != .never && !FileManager.default.fileExists(atPath: path)) {
            try verifier.recordEnvironment()
        }
        let data = try #require(FileManager.default.contents(atPath: GoldenSuiteTests.golden + "/ENVIRONMENT.json"))
        let recorded = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
        #expect(recorded["cairo"] != nil && recorded["pango"] != nil && recorded["fontconfig"] != nil)
        #expect(recorded["font DejaVuSans.ttf"] != nil)
    }
}
