import Foundation
import Testing

/// UIKit's type names live only in SBUIKit (CONTRIBUTING, issue 35): SBLayout's engine names its
/// own types (`Compositional.Item`, `DirectionalEdgeInsets`, `LayoutDirection`...), so that one
/// name never means two models. This reads SBLayout's sources and fails on any declaration of a
/// `UI...` or `NS...` type.
@Suite struct EngineNamingTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/SBLayout")

    /// `file:line: text` for each line of `text` that declares a type named like UIKit's.
    static func uikitDeclarations(in text: String, file: String) throws -> [String] {
        let pattern = try Regex(#"\b(struct|class|enum|typealias|protocol|actor)\s+(UI|NS)[A-Z]"#)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), line.contains(pattern) else { return nil }
            return "\(file):\(index + 1): \(code)"
        }
    }

    @Test func theCheckFindsADeclaration() throws {
        // The check itself: a declaration is found, a comment or a use is not.
        let found = try Self.uikitDeclarations(in: "/// NSCollectionLayoutItem\npublic struct NSCollectionLayoutItem {}\nlet x: UIView",
                                               file: "X.swift")
        #expect(found == ["X.swift:2: public struct NSCollectionLayoutItem {}"])
    }

    @Test func sbLayoutDeclaresNoUIKitTypeName() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 50, "SBLayout's sources were not found at \(Self.sources.path)")
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            found += try Self.uikitDeclarations(in: text, file: file)
        }
        #expect(found.isEmpty, "UIKit's names belong to SBUIKit; name SBLayout's types for the engine:\n\(found.joined(separator: "\n"))")
    }
}
