/// A command's failure with its exit status, from the one table every command follows (the
/// BSD `sysexits.h` values, documented in the README's "Errors"):
///
/// | status | meaning |
/// |---|---|
/// | 64 | usage: an unknown option, a bad value, options that do not go together |
/// | 65 | bad data: a scene, picture or record that cannot be used |
/// | 66 | missing input: a file or folder to read is not there or not readable |
/// | 73 | cannot create output: a folder missing or not writable, an output that is an input |
/// | 74 | input/output error: a read or write failed on the way (a full disk, a closed pipe) |
struct CommandError: Error, CustomStringConvertible {
    /// The sentence: what failed, where, and how to fix it.
    let description: String
    /// The exit status.
    let status: Int32

    static let usage: Int32 = 64
    static let dataError: Int32 = 65
    static let noInput: Int32 = 66
    static let cannotCreate: Int32 = 73
    static let ioError: Int32 = 74

    /// Unusable data (65).
    static func badData(_ description: String) -> CommandError { CommandError(description: description, status: dataError) }
    /// An input that is not there (66).
    static func missingInput(_ description: String) -> CommandError { CommandError(description: description, status: noInput) }
    /// An output that cannot be made (73).
    static func cannotCreate(_ description: String) -> CommandError { CommandError(description: description, status: cannotCreate) }
    /// A read or write that failed on the way (74).
    static func io(_ description: String) -> CommandError { CommandError(description: description, status: ioError) }
}
