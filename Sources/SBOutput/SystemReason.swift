#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file system error in the system's words ("Permission denied") when it carries an errno.
package enum SystemReason {
    /// The system's words for `error`'s errno, else the error as text.
    package static func of(_ error: any Error) -> String {
        let posix = (error as? POSIXError) ?? ((error as? CocoaError)?.userInfo["NSUnderlyingError"] as? POSIXError)
        return posix.map { String(cString: strerror($0.code.rawValue)) } ?? "\(error)"
    }
}
