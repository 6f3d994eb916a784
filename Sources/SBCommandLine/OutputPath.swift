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

/// Whether an output path names the same file as an input, so that writing it would destroy the
/// input.
enum OutputPath {
    /// True when both paths are the same after normalising (`./a.png`, `sub/../a.png`, absolute or
    /// relative), or when both exist and are one file: the same device and inode, which also
    /// catches symbolic and hard links.
    static func isSameFile(_ output: String, _ input: String) -> Bool {
        if normalised(output) == normalised(input) { return true }
        var a = stat(), b = stat()
        guard stat(output, &a) == 0, stat(input, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }

    static func normalised(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Refuses an output that is one of the command's inputs, before anything is written.
    /// - Parameters:
    ///   - output: the output's name (`-` is never an input).
    ///   - option: how the command line names the output in the message (`the output`, `--diff`).
    ///   - inputs: each input's path and what it is (`the scene`, `the wallpaper`).
    /// - Throws: ``CommandError`` (73) naming both.
    static func refuseInputs(_ output: String, as option: String = "the output", _ inputs: [(path: String, role: String)]) throws {
        guard output != "-" else { return }
        for input in inputs where input.path != "-" && isSameFile(output, input.path) {
            let how = normalised(output) == normalised(input.path) ? "" : " (through a link)"
            throw CommandError.cannotCreate("refusing to write \(option) \(output): it is \(input.role) \(input.path)\(how), which this command reads; give another name")
        }
    }
}
