import SBOutput

/// Refusing an output path that names the same file as an input (`FileIdentity`), so
/// that writing it would not destroy the input.
enum OutputPath {
    /// Refuses an output that is one of the command's inputs, before anything is written.
    /// - Parameters:
    ///   - output: the output's name (`-` is never an input).
    ///   - option: how the command line names the output in the message (`the output`, `--diff`).
    ///   - inputs: each input's path and what it is (`the scene`, `the wallpaper`).
    /// - Throws: ``CommandError`` (73) naming both.
    static func refuseInputs(_ output: String, as option: String = "the output", _ inputs: [(path: String, role: String)]) throws {
        guard output != "-" else { return }
        for input in inputs where input.path != "-" && FileIdentity.isSameFile(output, input.path) {
            let how = FileIdentity.normalised(output) == FileIdentity.normalised(input.path) ? "" : " (through a link)"
            throw CommandError.cannotCreate("refusing to write \(option) \(output): it is \(input.role) \(input.path)\(how), which this command reads; give another name")
        }
    }
}
