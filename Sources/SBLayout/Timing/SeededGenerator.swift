/// SplitMix64: a small, fast, seeded random number generator (Steele, Lea and Flood, 2014),
/// written here so that the same seed gives the same numbers on every machine and every Swift
/// version (the standard library's generator is neither seeded nor stable).
package struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound without modulo bias (bound > 0).
    package mutating func next(below bound: UInt64) -> UInt64 {
        let limit = UInt64.max - UInt64.max % bound
        while true {
            let r = next()
            if r < limit { return r % bound }
        }
    }

    /// A number in [0, 1) with 53 random bits.
    package mutating func nextUnit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// The generator for one element of a seeded collection: independent of the order in
    /// which elements are asked for.
    package static func forElement(seed: UInt64, index: Int, stream: UInt64 = 0) -> SeededGenerator {
        var mixer = SeededGenerator(seed: seed ^ (stream &* 0xD1B5_4A32_D192_ED03))
        let base = mixer.next()
        return SeededGenerator(seed: base ^ (UInt64(bitPattern: Int64(index)) &* 0x9E37_79B9_7F4A_7C15))
    }
}
