/// Facts about the PngSuite files in Tests/Fixtures/pngsuite (Willem van Schaik's, see
/// PngSuite.LICENSE there) that several test targets use.
public enum PngSuite {
    /// The corrupt files, each with what is wrong with it (PngSuite's README).
    public static let corrupt: [String] = [
        "xc1n0g08", // colour type 1
        "xc9n2c08", // colour type 9
        "xcrn0g04", // added CR bytes (the signature is damaged)
        "xcsn0g01", // incorrect IDAT checksum
        "xd0n2c08", // bit depth 0
        "xd3n2c08", // bit depth 3
        "xd9n2c08", // bit depth 99
        "xdtn0g01", // missing IDAT chunk
        "xhdn0g08", // incorrect IHDR checksum
        "xlfn0g04", // added LF bytes (the signature is damaged)
        "xs1n0g01", // signature byte 1 MSBit reset to zero
        "xs2n0g01", // signature byte 2 is a 'Q'
        "xs4n0g01", // signature byte 4 lowercase
        "xs7n0g01", // 7th byte a space instead of control-Z
    ]
}
