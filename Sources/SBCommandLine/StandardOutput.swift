import ArgumentParser
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
import SBRender
import SBOutput

/// `-` as an output: the bytes go to standard output, which must not be a terminal.
enum StandardOutput {
    /// ``OutputTarget/standardOutput`` when `output` is `-`, nil for any other name.
    /// - Throws: a validation error when standard output is a terminal (binary bytes would garble it).
    static func target(for output: String, what: String) throws -> OutputTarget? {
        guard output == "-" else { return nil }
        guard isatty(STDOUT_FILENO) == 0 else {
            throw ValidationError("refusing to write \(what) to a terminal; redirect standard output to a file or a program (sbrender ... - > out.png), or give a file name")
        }
        // A reader that goes away (`sbrender - | head -c 100`) makes the write fail with EPIPE, an
        // error sbrender reports after removing its temporaries, instead of a SIGPIPE that would
        // end the process before it could.
        signal(SIGPIPE, SIG_IGN)
        return .standardOutput
    }
}
