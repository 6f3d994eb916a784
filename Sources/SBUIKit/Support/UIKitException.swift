import SBTestIssues
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What UIKit raises as an Objective-C exception (and an app then dies of), reported instead of
/// trapping: in a test process as a failure of the running test, with UIKit's name and reason, so
/// that the test fails where UIKit's would crash and every other test of the run is still run and
/// reported; outside a test on standard error. Either way the call goes on with the documented
/// fallback (``recovery``), which every raising site in SBUIKit states.
struct UIKitException: Error, CustomStringConvertible {
    /// UIKit's exception name: `NSInternalInconsistencyException`, `NSInvalidArgumentException`,
    /// `NSRangeException`.
    var name: String
    /// UIKit's reason, as UIKit words it where it has words for it.
    var reason: String
    /// What SBUIKit does instead of ending the program.
    var recovery: String

    static let internalInconsistency = "NSInternalInconsistencyException"
    static let invalidArgument = "NSInvalidArgumentException"
    static let range = "NSRangeException"
    static let generic = "NSGenericException"

    var description: String {
        "\(name): \(reason) (UIKit raises this exception and the app ends; SBUIKit reports it and \(recovery))"
    }

    /// Reports the exception as the failure of the running test, or on standard error outside one.
    func raise() {
        if !TestIssue.record(description) {
            let line = Array("SBUIKit: \(description)\n".utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
    }

    /// Reports an exception (see ``raise()``).
    static func raise(_ name: String, reason: String, recovery: String) {
        UIKitException(name: name, reason: reason, recovery: recovery).raise()
    }

    /// Reports an exception (see ``raise()``), its recovery said first.
    static func raise(_ name: String, recovery: String, reason: String) {
        UIKitException(name: name, reason: reason, recovery: recovery).raise()
    }
}
