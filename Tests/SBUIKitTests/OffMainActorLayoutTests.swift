import Foundation
import SBUIKit
import SwiftFiveCallers
import Testing

/// issue 37: a test that is not `@MainActor`, in the Swift 5 language mode, that lays out a view
/// killed the whole test process (SIGILL in Swift's runtime isolation check inside SBUIKit). Now the
/// call is reported as the running test's failure, saying what to do, and nothing is laid out.
@Suite struct OffMainActorLayoutTests {
    @MainActor static func makeView() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        return root
    }

    /// This test is not isolated: its body runs on the cooperative pool, not the main actor.
    @Test func layingOutOffTheMainActorIsReportedNotTrapped() async {
        let view = await Self.makeView()
        #expect(!MainActorCheck.isOnMainActor)
        withKnownIssue {
            layOutFromAnyThread(view)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "-[UIView layoutIfNeeded] was called off the main thread; UIKit's views are used on the main actor: mark the test (or its suite) @MainActor")
        }
    }

    @MainActor @Test func onTheMainActorItLaysOut() {
        #expect(MainActorCheck.isOnMainActor)
        let view = Self.makeView()
        layOutFromAnyThread(view)
        view.layoutIfNeeded()
    }
}
