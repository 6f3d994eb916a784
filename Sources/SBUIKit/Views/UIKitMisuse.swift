import Foundation
#if canImport(Testing)
import Testing
#endif

/// Where UIKit raises an Objective-C exception for a misuse (adding a view to itself, an index
/// out of range), SBUIKit reports it with UIKit's exception name and reason and carries on
/// without the change: inside a Swift Testing test as a recorded issue (the test fails with
/// UIKit's message), elsewhere on standard error. Nothing traps.
package enum UIKitMisuse {
    /// Reports a misuse as UIKit's uncaught exception.
    /// - Parameters:
    ///   - name: the exception's name, as UIKit's (`NSInvalidArgumentException`).
    ///   - reason: UIKit's reason text.
    package static func report(name: String, reason: String) {
        let message = "UIKit would terminate the app due to uncaught exception '\(name)', reason: '\(reason)'"
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
            return
        }
        #endif
        FileHandle.standardError.write(Data("*** SBUIKit: \(message)\n".utf8))
    }
}
