import SBLayout

/// A view anchored to an item or a group in a scene, such as a badge:
/// `{"kind": "badge", "size": SIZE, "anchor": ANCHOR, "zIndex": 1}`
/// (NSCollectionLayoutSupplementaryItem with a container anchor). `kind`, `size` and `anchor` are
/// required; zIndex is 1 when absent.
extension Compositional.SupplementaryItem: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case kind, size, anchor, zIndex }

    init(scene decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: SceneKeys.self, expected: "an object such as {\"kind\": \"badge\", \"size\": {...}, \"anchor\": {\"edges\": [\"top\", \"trailing\"]}}")
        guard let kind = try c.decodeIfPresent(String.self, forKey: .kind) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.kind), "is missing; name the view's kind, such as \"badge\"")
        }
        guard !kind.isEmpty, kind.count <= 64 else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.kind), "expected a name of 1 to 64 characters")
        }
        let size = try c.scene(Compositional.LayoutSize.self, forKey: .size)
        guard c.contains(.anchor) else {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.anchor), "is missing; say where the view attaches, such as {\"edges\": [\"top\", \"trailing\"]}")
        }
        self.init(layoutSize: size, elementKind: kind, containerAnchor: try c.scene(Compositional.Anchor.self, forKey: .anchor))
        if let z = try c.wholeNumber(.zIndex, expected: "a whole number from -1000 to 1000") {
            guard abs(z) <= 1000 else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.zIndex), "expected -1000 to 1000, got \(z)")
            }
            zIndex = z
        }
    }
}

/// An anchor in a scene: `{"edges": ["top", "trailing"], "fractionalOffset": [0.5, -0.5]}` or with
/// `"absoluteOffset": [x, y]` in points (NSCollectionLayoutAnchor). `edges` may be empty (the
/// centre); at most one offset.
extension Compositional.Anchor: SceneDecodable {
    enum SceneKeys: String, CodingKey, CaseIterable { case edges, fractionalOffset, absoluteOffset }
    /// The edge names a scene uses.
    static let edgeNames: [(String, DirectionalRectEdge)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)]

    init(scene decoder: any Decoder) throws {
        let c = try CompositionalDecoding.object(decoder, keyedBy: SceneKeys.self, expected: "an anchor such as {\"edges\": [\"top\", \"trailing\"], \"fractionalOffset\": [0.5, -0.5]}")
        let names = try c.decodeIfPresent([String].self, forKey: .edges) ?? []
        var edges: DirectionalRectEdge = []
        for (i, name) in names.enumerated() {
            guard let edge = Self.edgeNames.first(where: { $0.0 == name })?.1 else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.edges) + "[\(i)]", "unknown edge '\(name)'; expected one of top, leading, bottom, trailing")
            }
            edges.insert(edge)
        }
        if c.contains(.fractionalOffset) && c.contains(.absoluteOffset) {
            throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.absoluteOffset), "give either fractionalOffset or absoluteOffset, not both")
        }
        if let f = try c.point(.fractionalOffset) {
            guard abs(f.x) <= CompositionalSpec.maximumFraction, abs(f.y) <= CompositionalSpec.maximumFraction else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.fractionalOffset), "must be within ±\(Int(CompositionalSpec.maximumFraction)) (fractions of the view's size)")
            }
            self.init(edges: edges, fractionalOffset: f)
        } else {
            let a = try c.point(.absoluteOffset) ?? .zero
            guard abs(a.x) <= CompositionalSpec.maximumLength, abs(a.y) <= CompositionalSpec.maximumLength else {
                throw SceneError(path: CompositionalDecoding.path(decoder, SceneKeys.absoluteOffset), "must be within ±\(Int(CompositionalSpec.maximumLength)) points")
            }
            self.init(edges: edges, absoluteOffset: a)
        }
    }
}
