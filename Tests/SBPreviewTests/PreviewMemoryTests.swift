#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SBPreview
import SBScene
import Testing

@Suite struct PreviewMemoryTests {
    @Test func refusesWithTheCommandLinesWords() throws {
        let memory = PreviewMemory(bytes: 1 << 20, raising: " with --max-memory (or SBRENDER_MAX_MEMORY)")
        let source = PreviewSource(scenePath: nil, overrides: try .load(data: Data(#"{"layout": "circle", "canvas": {"size": [320, 320]}, "sections": [{"count": 3}]}"#.utf8), source: "s.json", baseDirectory: nil))
        let error = #expect(throws: PreviewFailure.self) {
            _ = try PreviewStill.draw(source, options: PreviewOptions(), memory: memory, renderer: PreviewRenderers().renderer)
        }
        // 320 x 320 pixels x 16 bytes = 1,638,400, one raster cache 67,108,864 and 3 items x 64
        // bytes = 192: 68,747,456 bytes, 65.56 MiB, rounded up to 66.
        #expect(error?.description == "a 320x320-pixel picture needs about 66 MiB, more than the memory budget of 1 MiB; lower --size or --scale, or use smaller images, or raise the budget with --max-memory (or SBRENDER_MAX_MEMORY)")
        #expect(memory.inUse == 0)
    }

    @Test func drawingsShareTheBudget() throws {
        let memory = PreviewMemory(bytes: 1000)
        // Alone, over the budget: refused, whatever is held.
        #expect(throws: PreviewFailure.self) { try memory.withReservation(1001, what: "x", remedy: "y") {} }
        try memory.withReservation(600, what: "a", remedy: "r") {
            #expect(memory.inUse == 600)
            // 600 + 600 is over 1,000: the second waits, and is given up here.
            #expect(throws: PreviewMemory.Abandoned.self) { try memory.withReservation(600, what: "b", remedy: "r", abandoned: { true }) {} }
            // 600 + 400 fits.
            try memory.withReservation(400, what: "c", remedy: "r") { #expect(memory.inUse == 1000) }
        }
        #expect(memory.inUse == 0)
        try memory.withReservation(600, what: "b", remedy: "r") { #expect(memory.inUse == 600) }
    }
}
