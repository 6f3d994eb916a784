import SBLayout

/// The value of an `orthogonalScroll` event: `{"section": 1, "velocity": 1500}`, a flick inside one
/// orthogonally scrolling section of a compositional layout.
///
/// `section` is the content section (from 0); `velocity` is in points per second along the
/// section's own axis (across the layout's scroll direction), positive towards later groups. Both
/// keys are required; other keys are errors.
package struct OrthogonalScrollValue: Decodable, Hashable, Sendable {
    /// The fastest flick a scene may give, in points per second either way.
    package static let maximumVelocity = 100_000.0

    /// The content section that scrolls.
    package var section: Int
    /// Points per second at release, along the section's axis.
    package var velocity: Double

    enum CodingKeys: String, CodingKey, CaseIterable { case section, velocity }

    /// A flick of `section` at `velocity` points per second.
    package init(section: Int, velocity: Double) {
        self.section = section
        self.velocity = velocity
    }

    /// Decodes the value.
    /// - Throws: ``SceneError`` naming the JSON path: not an object, an unknown key, a missing
    ///   key, a section below 0, a velocity that is not a finite number within ±``maximumVelocity``.
    package init(from decoder: any Decoder) throws {
        let here = SceneError.format(decoder.codingPath)
        guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
            throw SceneError(path: here, "expected {\"section\": N, \"velocity\": POINTS_PER_SECOND}, such as {\"section\": 1, \"velocity\": 1500}")
        }
        let c = try StrictKeys.container(decoder, keyedBy: CodingKeys.self)
        func path(_ key: CodingKeys) -> String { SceneError.format(decoder.codingPath + [key]) }
        guard let section = try c.wholeNumber(.section, expected: "a section number from 0", in: 0...Int.max) else {
            throw SceneError(path: path(.section), "is missing: say which section scrolls, such as \"section\": 1")
        }
        guard c.contains(.velocity), try !c.decodeNil(forKey: .velocity) else {
            throw SceneError(path: path(.velocity), "is missing: give the flick's speed in points per second along the section, such as \"velocity\": 1500 (negative scrolls back)")
        }
        let velocity = try c.decode(Double.self, forKey: .velocity)
        guard velocity.isFinite, abs(velocity) <= Self.maximumVelocity else {
            throw SceneError(path: path(.velocity), "expected points per second from -\(Int(Self.maximumVelocity)) to \(Int(Self.maximumVelocity)), got \(NumberText.plain(velocity))")
        }
        self.section = section
        self.velocity = velocity
    }
}
