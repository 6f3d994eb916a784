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

/// Writes files so that a reader never sees a partial one: the bytes go to a temporary file
/// beside the target, which is then renamed over it. A failure leaves no temporary file and
/// never touches an existing target. What is at the path decides how (``OutputTarget``): a
/// replaced file keeps its permissions, a symbolic link is followed, a device or FIFO is
/// written through and never replaced.
package enum AtomicFile {
    /// Writes `bytes` to `path` through a temporary file and a rename (or straight through to a
    /// device or FIFO).
    /// - Parameters:
    ///   - bytes: the whole file.
    ///   - path: where to write it.
    ///   - temporaries: the run's temporary files, so that an interruption removes them.
    /// - Throws: ``OutputError`` when the folder does not exist or is not writable, or `path` is
    ///   a folder.
    package static func write(_ bytes: [UInt8], to path: String, temporaries: TemporaryFiles = TemporaryFiles()) throws {
        try write(bytes, to: OutputTarget(path: path), temporaries: temporaries)
    }

    /// Writes `bytes` to a target looked at before (``OutputTarget/standardOutput`` among them).
    package static func write(_ bytes: [UInt8], to target: OutputTarget, temporaries: TemporaryFiles = TemporaryFiles()) throws {
        guard target.isRenamedIntoPlace else {
            try target.writeThrough(bytes)
            return
        }
        let (temporary, fd) = try target.createTemporary(temporaries)
        let file = FileDescriptor(taking: fd)
        var failure: String?
        do { try file.write(bytes) } catch { failure = error.description }
        do { try file.closeChecked() } catch { if failure == nil { failure = error.description } }
        if let failure {
            temporaries.discard(temporary)
            throw OutputError("cannot write \(target.path): \(failure)")
        }
        try target.commit(temporary: temporary, temporaries)
    }
}
