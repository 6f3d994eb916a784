import SBLayout
import SBRender
import Testing

@Suite("Memory budget")
struct MemoryBudgetTests {
    @Test("sizes: K, M, G, T are powers of 1024, with or without iB; nothing else is a size")
    func parse() {
        #expect(MemoryBudget.parse("2G") == 2_147_483_648)  // 2 x 1024^3
        #expect(MemoryBudget.parse("512M") == 536_870_912)  // 512 x 1024^2
        #expect(MemoryBudget.parse("1.5GiB") == 1_610_612_736)  // 1.5 x 1024^3
        #expect(MemoryBudget.parse("64kb") == 65_536)
        #expect(MemoryBudget.parse("300000000") == 300_000_000)
        #expect(MemoryBudget.parse("1T") == 1_099_511_627_776)
        for bad in ["", "G", "-1G", "0", "lots", "1e30T", "nan", "inf"] { #expect(MemoryBudget.parse(bad) == nil, "\(bad)") }
        #expect(MemoryBudget.defaultBytes == 2_147_483_648)
    }

    @Test("estimates saturate instead of overflowing, and are refused with how much and what to do")
    func check() throws {
        #expect(MemoryBudget.product(1 << 40, 1 << 40) == Int.max)
        #expect(MemoryBudget.sum([Int.max, 1]) == Int.max)
        #expect(MemoryBudget.product(16384, 16384, 16) == 4_294_967_296)
        try MemoryBudget().check(2_147_483_648, what: "x", remedy: "y")
        #expect(throws: MemoryBudgetError.self) { try MemoryBudget().check(2_147_483_649, what: "x", remedy: "y") }
        do {
            try MemoryBudget(bytes: 1 << 30).check(4_294_967_296, what: "a 16384x16384-pixel picture", remedy: "draw a smaller canvas")
        } catch {
            // 16384 x 16384 x 16 bytes = 4,294,967,296 = 4 GiB, over a budget of 2^30 = 1 GiB.
            #expect(error.description == "a 16384x16384-pixel picture needs about 4 GiB, more than the memory budget of 1 GiB; draw a smaller canvas, or raise the budget")
        }
        // 10^6 compositional items in one section: 1024 + 48 x 10,000 (the most cells a group
        // holds) = 481,024 bytes (nothing per item); flow at 64 bytes an item.
        var spec = LayoutSpec(layout: .compositional)
        spec.items = 1_000_000
        spec.sections = 1
        #expect(MemoryBudget.layoutBytes(spec) == 481_024)
        spec.definition = .flow
        #expect(MemoryBudget.layoutBytes(spec) == 64_000_000)
    }
}
