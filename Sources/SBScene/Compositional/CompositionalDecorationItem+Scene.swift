import SBLayout

/// A decoration item of a section in a scene: `{"kind": "band", "zIndex": -2, "contentInsets":
/// INSETS}` (NSCollectionLayoutDecorationItem.background(elementKind:) with its zIndex and
/// contentInsets). `kind` is required; `zIndex` defaults to UIKit's -1 (behind the cells).
/// Several decorations of different kinds may cover the same section, each drawn at its zIndex.
extension Compositional.DecorationItem: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case kind, zIndex, contentInsets }

    init(scene decoder: any Decoder) throws {
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: CompositionalDecoding.path(decoder), "expected a decoration such as {\"kind\": \"band\", \"zIndex\": -2, \"contentInsets\": [8, 8, 8, 8]}")
        }
        try StrictKeys.check(decoder, known: SceneKeys.allCases.map(\.rawValue))
        let c = try decoder.container(keyedBy: SceneKeys.self)
        guard let kind = try c.decodeIfPresent(String.self, forKey: .kind) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.kind), "is missing; name the decoration's kind, such as \"band\"")
        }
        guard !kind.isEmpty, kind.count <= 64 else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.kind), "expected a name of 1 to 64 characters")
        }
        self.init(elementKind: kind)
        if let z = try c.wholeNumber(.zIndex, expected: "a whole number from -1000 to 1000") {
            guard abs(z) <= 1000 else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.zIndex), "expected -1000 to 1000, got \(z)")
            }
            zIndex = z
        }
        contentInsets = try c.sceneIfPresent(DirectionalEdgeInsets.self, forKey: .contentInsets) ?? .zero
    }
}
