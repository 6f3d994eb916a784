#if canImport(XCTest)
import Foundation
import XCTest

/// Whether an XCTest test case is running: XCTest says so only to a test observer
/// (`XCTestObservation`), so one observer is registered with `XCTestObservationCenter.shared`,
/// which holds it for the whole run (the center is XCTest's process-wide object; the observer keeps
/// nothing but whether a case runs, behind a lock). On Linux it is registered when the library is
/// loaded, before the first test starts; elsewhere on first use.
enum XCTestRunningCase {
    /// Whether a test case has started and not yet finished.
    static var isRunning: Bool { Observer.registered.isRunning }

    final class Observer: NSObject, XCTestObservation, @unchecked Sendable {
        private let lock = NSLock()
        private var running = false

        static let registered: Observer = {
            let observer = Observer()
            XCTestObservationCenter.shared.addTestObserver(observer)
            return observer
        }()

        var isRunning: Bool { lock.withLock { running } }

        func testCaseWillStart(_ testCase: XCTestCase) { lock.withLock { running = true } }

        func testCaseDidFinish(_ testCase: XCTestCase) { lock.withLock { running = false } }
    }
}

#if os(Linux)
/// Registers the observer when the library is loaded (an ELF initialiser), so it sees the first
/// test case start. Only the registration runs here.
@used @section(".init_array")
private let registerRunningCaseObserverAtLoad: @convention(c) () -> Void = {
    _ = XCTestRunningCase.Observer.registered
}
#endif
#endif
