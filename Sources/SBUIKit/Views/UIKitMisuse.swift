import Foundation

/// Where UIKit raises an Objective-C exception for a misuse (adding a view to itself, an index
/// out of range), SBUIKit reports it with UIKit's exception name and reason on standard error
/// and carries on without the change, so that a test process goes on instead of stopping.
package enum UIKitMisuse {
    /// Reports a misuse as UIKit's uncaught exception line.
    /// - Parameters:
    ///   - name: the exception's name, as UIKit's (`NSInvalidArgumentException`).
    ///   - reason: UIKit's reason text.
    package static func report(name: String, reason: String) {
        let line = "*** SBUIKit: UIKit would terminate the app due to uncaught exception '\(name)', reason: '\(reason)'\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
