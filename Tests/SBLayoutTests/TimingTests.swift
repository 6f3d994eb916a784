import SBLayout
import Testing

/// The tutorial's quiver (seed 000): transform.rotation from -2 deg to +6 deg in 0.2 s,
/// autoreversing, forever; angle(t, o) with p = (t + o) mod 0.4 is -2 + 8 p / 0.2 deg for
/// p < 0.2, else 6 - 8 (p - 0.2) / 0.2 deg (uikit-semantics.md).
@Suite struct QuiverTests {
    /// 2 deg and 6 deg in radians.
    static let two = 0.03490658503988659
    static let six = 0.10471975511965977

    @Test func constants() {
        #expect(close(Quiver.fromAngle, -Self.two, 1e-15))
        #expect(close(Quiver.toAngle, Self.six, 1e-15))
        #expect(Quiver.duration == 0.2)
        #expect(Quiver.period == 0.4)
    }

    @Test(arguments: [
        (0.0, 0.0, -two), (0.05, 0.0, 0), (0.1, 0.0, two), (0.2, 0.0, six), (0.3, 0.0, two),
        (0.35, 0.0, 0), (0.4, 0.0, -two), (0.8, 0.0, -two), (0.1, 0.1, six), (100.1, 0.0, two),
    ])
    func angleAtTime(t: Double, offset: Double, expected: Double) {
        #expect(close(Quiver.angle(at: t, offset: offset), expected, 1e-12), "t = \(t), o = \(offset)")
    }

    @Test(arguments: [
        // A negative t + o wraps too (assumption in uikit-semantics.md): the icon is already moving.
        (0.0, -0.1, two), (0.0, -0.2, six), (0.0, -0.3, two), (0.0, -0.5, two), (0.1, -0.5, -two),
    ])
    func negativeLocalTimeWraps(t: Double, offset: Double, expected: Double) {
        #expect(close(Quiver.angle(at: t, offset: offset), expected, 1e-12), "t = \(t), o = \(offset)")
    }

    @Test func angleStaysBetweenTheEnds() {
        var t = -1.0
        while t < 1 {
            let a = Quiver.angle(at: t, offset: 0.13)
            #expect(a >= -Self.two - 1e-12 && a <= Self.six + 1e-12, "t = \(t)")
            t += 0.0037
        }
    }

    @Test func offsetsAreWholeHundredthsFromMinusHalf() {
        let allowed = Set((0..<100).map { Double($0 - 50) / 100 })
        var seen = Set<Double>()
        for seed: UInt64 in [0, 1, 42, .max] {
            for identity in 0..<500 {
                let o = Quiver.offset(seed: seed, identity: identity)
                #expect(allowed.contains(o), "seed \(seed) identity \(identity): \(o)")
                seen.insert(o)
            }
        }
        #expect(seen.contains(-0.5))
        #expect(seen.contains(0.49))
        #expect(seen.count > 90)   // 2000 draws from 100 values cover nearly all of them
    }

    @Test func offsetsAreFixedBySeedAndIdentity() {
        for identity in 0..<50 {
            #expect(Quiver.offset(seed: 7, identity: identity) == Quiver.offset(seed: 7, identity: identity))
        }
        let seed0 = (0..<20).map { Quiver.offset(seed: 0, identity: $0) }
        let seed1 = (0..<20).map { Quiver.offset(seed: 1, identity: $0) }
        #expect(seed0 != seed1)
        #expect(Set(seed0).count > 1)
    }

    /// REGRESSION PIN, not a document value: these numbers were observed once from the code as
    /// written (SplitMix64-based per-element generator) and are pinned so that renders stay
    /// reproducible. If they change on purpose, update them together with every golden image.
    @Test func regressionPinOfSeededOffsets() {
        #expect((0..<5).map { Quiver.offset(seed: 0, identity: $0) } == [0.01, -0.01, -0.43, 0.34, 0.39])
        #expect((0..<5).map { Quiver.offset(seed: 42, identity: $0) } == [-0.13, 0.3, 0.39, 0.0, 0.24])
    }

    @Test func layoutsGiveEachCellItsIdentitysOffset() {
        var l = SpringboardLayout()
        l.quiverSeed = 42
        l = prepared(l, CollectionContent(itemCounts: [5]))
        for i in 0..<5 {
            #expect(l.layoutAttributesForItem(at: ip(0, i))?.quiverOffset == Quiver.offset(seed: 42, identity: i))
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood 2014; Vigna's splitmix64.c).
@Suite struct SeededGeneratorTests {
    @Test func seedZeroGivesThePublishedReferenceOutputs() {
        var g = SeededGenerator(seed: 0)
        #expect(g.next() == 0xE220_A839_7B1D_CDAF)
        #expect(g.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(g.next() == 0x06C4_5D18_8009_454F)
        #expect(g.next() == 0xF88B_B8A8_724C_81EC)
    }

    @Test func seed42() {
        // Checked against an independent C transcription of splitmix64.c.
        var g = SeededGenerator(seed: 42)
        #expect(g.next() == 0xBDD7_3226_2FEB_6E95)
        #expect(g.next() == 0x28EF_E333_B266_F103)
        #expect(g.next() == 0x4752_6757_130F_9F52)
    }

    @Test func boundedDrawsStayInRange() {
        var g = SeededGenerator(seed: 3)
        var seen = Set<UInt64>()
        for _ in 0..<2000 {
            let v = g.next(below: 7)
            #expect(v < 7)
            seen.insert(v)
        }
        #expect(seen.count == 7)
        for _ in 0..<1000 {
            let u = g.nextUnit()
            #expect(u >= 0 && u < 1)
        }
    }

    @Test func elementGeneratorsDependOnSeedIndexAndStream() {
        func first(_ seed: UInt64, _ index: Int, _ stream: UInt64 = 0) -> UInt64 {
            var g = SeededGenerator.forElement(seed: seed, index: index, stream: stream)
            return g.next()
        }
        #expect(first(5, 3) == first(5, 3))
        #expect(first(5, 3) != first(5, 4))
        #expect(first(5, 3) != first(6, 3))
        #expect(first(5, 3, 1) != first(5, 3, 2))
    }
}

/// CAMediaTimingFunction curves.
@Suite struct TimingFunctionTests {
    @Test func easeInEaseOutIsSymmetric() {
        let f = TimingFunction.easeInEaseOut
        #expect(f.c1 == Point(x: 0.42, y: 0) && f.c2 == Point(x: 0.58, y: 1))
        #expect(close(f.progress(at: 0.5), 0.5, 1e-12))
        #expect(close(f.progress(at: 0.25) + f.progress(at: 0.75), 1, 1e-12))
    }

    @Test(arguments: [TimingFunction.linear, .easeInEaseOut, .easeIn, .easeOut])
    func endpointsAndMonotony(f: TimingFunction) {
        #expect(f.progress(at: 0) == 0)
        #expect(f.progress(at: 1) == 1)
        #expect(f.progress(at: -3) == 0)
        #expect(f.progress(at: 7) == 1)
        var previous = 0.0
        for k in 1...200 {
            let p = f.progress(at: Double(k) / 200)
            #expect(p >= previous, "x = \(Double(k) / 200)")
            previous = p
        }
    }

    @Test func linearIsTheIdentity() {
        #expect(TimingFunction.linear.progress(at: 0.3) == 0.3)
    }

    @Test func easeInStartsSlowEaseOutStartsFast() {
        #expect(TimingFunction.easeIn.progress(at: 0.25) < 0.25)
        #expect(TimingFunction.easeOut.progress(at: 0.25) > 0.25)
        #expect(TimingFunction.easeInEaseOut.progress(at: 0.1) < 0.1)
        #expect(TimingFunction.easeInEaseOut.progress(at: 0.9) > 0.9)
    }
}
