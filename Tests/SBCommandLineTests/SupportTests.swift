import Foundation
import SBTestSupport
import Testing

/// The subprocess harness (SBTestSupport's ``Tools``), checked where it is used most.
@Suite("Test support")
struct SupportTests {
    @Test("a program running past its time limit is killed, so that no test can hang the run")
    func timeLimit() throws {
        let start = Date()
        let result = try Tools.run("/bin/sleep", ["600"], in: NSTemporaryDirectory(), timeLimit: 0.5)
        #expect(result.timedOut)
        // Killed, not waited for: well under the 600 s the program would have taken.
        #expect(Date().timeIntervalSince(start) < 300)
    }
}
