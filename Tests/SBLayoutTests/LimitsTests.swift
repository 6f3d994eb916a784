import SBLayout
import Testing

/// Counts are checked against the limits before anything is allocated for them: a spec asking
/// for 2^40 sections, or 10^9 empty ones, is refused at once instead of allocating terabytes.
@Suite struct LimitsTests {
    func error(_ change: (inout LayoutSpec) -> Void, layout: LayoutDefinition = .flow) -> LayoutSpecError? {
        var spec = LayoutSpec(layout: layout)
        change(&spec)
        do {
            try spec.validate()
            return nil
        } catch {
            return error
        }
    }

    @Test func theNumbers() {
        // The README's Limits section promises these.
        #expect(Limits.layoutItems == 10_000_000)
        #expect(Limits.layoutSections == 1_000_000)
        #expect(Limits.pictureItems == 100_000)
        #expect(Limits.pictureSections == 10_000)
        #expect(Limits.pixelSide == 16_384 && Limits.pixels == 268_435_456)
        #expect(Limits.sceneFileBytes == 16_777_216)
        #expect(Limits.labelCharacters == 1_000)
        #expect(LayoutSpec.maximumItems == 10_000_000)
    }

    @Test func twoToTheFortySectionsAreRefusedByTheirLimit() {
        let e = error { $0.sections = 1_099_511_627_776 }
        #expect(e?.field == .sections)
        #expect(e?.message == "must be at most 1000000 sections (the most a layout holds), got 1099511627776")
    }

    @Test func aBillionEmptySectionsAreRefused() {
        let e = error { $0.sections = 1_000_000_000; $0.items = 0 }
        #expect(e?.field == .sections)
        #expect(e?.message.contains("1000000") == true)
    }

    @Test func sectionsTimesItemsOverTheLimitOrOverflowingIntAreRefused() {
        let e = error { $0.sections = 1_000; $0.items = 10_001 }
        #expect(e?.field == .items)
        #expect(e?.message == "at most 10000000 items in all can be in a layout; this asks for 10001000 (1000 x 10001)")
        let overflow = error { $0.sections = 3; $0.items = Int.max / 2 }
        #expect(overflow?.field == .items)
        #expect(overflow?.message.contains("10000000") == true)
        // Listed counts whose sum overflows Int.
        let listed = error { $0.itemCounts = [Int.max, Int.max] }
        #expect(listed?.field == .items)
    }

    @Test func theLimitsThemselvesAreAllowed() throws {
        var spec = LayoutSpec(layout: .flow)
        spec.sections = 1_000_000
        spec.items = 0
        try spec.checkCounts(maximumSections: Limits.layoutSections, maximumItems: Limits.layoutItems, holder: "a layout")
        spec.sections = 100
        spec.items = 100_000
        try spec.checkCounts(maximumSections: Limits.layoutSections, maximumItems: Limits.layoutItems, holder: "a layout")
        spec.sections = 1_000_001
        spec.items = 0
        #expect(throws: LayoutSpecError.self) {
            try spec.checkCounts(maximumSections: Limits.layoutSections, maximumItems: Limits.layoutItems, holder: "a layout")
        }
    }

    @Test func aPicturesLimitsAreLower() {
        var spec = LayoutSpec(layout: .flow)
        spec.sections = 10_001
        spec.items = 0
        #expect(throws: LayoutSpecError.self) {
            try spec.checkCounts(maximumSections: Limits.pictureSections, maximumItems: Limits.pictureItems, holder: "a picture")
        }
        spec.sections = 400
        spec.items = 300
        do {
            try spec.checkCounts(maximumSections: Limits.pictureSections, maximumItems: Limits.pictureItems, holder: "a picture")
            Issue.record("120,000 items were accepted for a picture")
        } catch {
            #expect(error.message == "at most 100000 items in all can be in a picture; this asks for 120000 (400 x 300)")
        }
    }

    @Test func negativeCountsAreStillNamed() {
        #expect(error { $0.sections = -1 }?.field == .sections)
        #expect(error { $0.items = -1 }?.field == .items)
        #expect(error { $0.itemCounts = [3, -2] }?.field == .itemCounts)
    }
}
