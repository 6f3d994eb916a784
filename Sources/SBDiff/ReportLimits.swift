/// What `sbrender report` (``FailureReport``) reads from an artefacts folder at most. The folder
/// is untrusted (a CI job's output, uploaded publicly with the page), so every file is bounded
/// before it is read, and whatever is over a limit is named in one line and left out.
package struct ReportLimits: Sendable, Equatable {
    /// The most one `NAME.failure.json` may hold (1 MiB: a record is a few numbers and a paragraph).
    package var recordBytes: Int
    /// The most one picture (`NAME.reference.png`, `.actual.png`, `.diff.png`) may hold (32 MiB).
    package var pictureBytes: Int
    /// The most the pictures of the whole page may hold together, before base64 (256 MiB).
    package var pageBytes: Int
    /// The most records one page shows (10,000).
    package var records: Int
    /// How deep below the folder records are looked for (32 folders).
    package var depth: Int

    /// The defaults above.
    package init(recordBytes: Int = 1 << 20, pictureBytes: Int = 32 << 20, pageBytes: Int = 256 << 20,
                records: Int = 10_000, depth: Int = 32) {
        self.recordBytes = recordBytes
        self.pictureBytes = pictureBytes
        self.pageBytes = pageBytes
        self.records = records
        self.depth = depth
    }

    /// `bytes` for people: `1 MiB`, `32 MiB`, `512 KiB`, `100 bytes`.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
