import SBLayout

/// A value of the engine's compositional model (``Compositional``) that a scene describes,
/// decoded straight into the engine's type: the scene decoders build the values the layout
/// solves, with no model of their own in between. A refusal is a ``SceneError`` naming the JSON
/// path.
protocol SceneDecodable {
    /// Decodes the value a scene gives at `decoder`.
    /// - Throws: ``SceneError`` naming the JSON path.
    init(scene decoder: any Decoder) throws
}

/// Carries a ``SceneDecodable`` value through `Decodable` containers (the engine's types are not
/// `Decodable` themselves: how a scene spells them, and what it refuses, is SBScene's).
struct SceneDecoded<Value: SceneDecodable>: Decodable {
    /// The decoded value.
    var value: Value

    init(from decoder: any Decoder) throws {
        value = try Value(scene: decoder)
    }
}

extension KeyedDecodingContainer {
    /// The value a scene gives for `key`, which must be present.
    func scene<Value: SceneDecodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        try decode(SceneDecoded<Value>.self, forKey: key).value
    }

    /// The value a scene gives for `key`, or nil when the key is absent or null.
    func sceneIfPresent<Value: SceneDecodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try decodeIfPresent(SceneDecoded<Value>.self, forKey: key)?.value
    }

    /// The list of values a scene gives for `key`, which must be present.
    func sceneList<Value: SceneDecodable>(_ type: Value.Type, forKey key: Key) throws -> [Value] {
        try decode([SceneDecoded<Value>].self, forKey: key).map(\.value)
    }

    /// The list of values a scene gives for `key`, or nil when the key is absent or null.
    func sceneListIfPresent<Value: SceneDecodable>(_ type: Value.Type, forKey key: Key) throws -> [Value]? {
        try decodeIfPresent([SceneDecoded<Value>].self, forKey: key)?.map(\.value)
    }
}
