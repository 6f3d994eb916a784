import SBPNG
import Testing

/// The 14 deliberately corrupt PngSuite files (x*.png): each must be refused with the right
/// error and a message that names the problem.
@Suite("PngSuite corrupt files")
struct PNGDecoderCorruptSuiteTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let file: String
        let expected: PNGError
        let phrases: [String]
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "xc1n0g08", expected: .invalidColorType(1, offset: 8),
             phrases: ["IHDR at byte 8", "colour type 1"]),
        Case(file: "xc9n2c08", expected: .invalidColorType(9, offset: 8),
             phrases: ["IHDR at byte 8", "colour type 9"]),
        Case(file: "xcrn0g04", expected: .badSignature(.lineEndingsConverted),
             phrases: ["not a PNG file", "signature", "text-mode transfer"]),
        // The stored CRCs of xcsn and xhdn spell "CSUM"; the computed values were checked with Python zlib.crc32.
        Case(file: "xcsn0g01", expected: .crcMismatch(.IDAT, offset: 49, stored: 0x4353_554D, computed: 0xD02F_14C9),
             phrases: ["chunk IDAT at byte 49", "CRC mismatch"]),
        Case(file: "xd0n2c08", expected: .invalidBitDepth(0, colorType: 2, offset: 8),
             phrases: ["bit depth 0", "colour type 2"]),
        Case(file: "xd3n2c08", expected: .invalidBitDepth(3, colorType: 2, offset: 8),
             phrases: ["bit depth 3", "colour type 2"]),
        Case(file: "xd9n2c08", expected: .invalidBitDepth(99, colorType: 2, offset: 8),
             phrases: ["bit depth 99", "colour type 2"]),
        Case(file: "xdtn0g01", expected: .missingImageData(endOffset: 49),
             phrases: ["no IDAT chunk", "IEND"]),
        Case(file: "xhdn0g08", expected: .crcMismatch(.IHDR, offset: 8, stored: 0x4353_554D, computed: 0x5611_2528),
             phrases: ["chunk IHDR at byte 8", "CRC mismatch"]),
        Case(file: "xlfn0g04", expected: .badSignature(.lineEndingsConverted),
             phrases: ["not a PNG file", "signature", "text-mode transfer"]),
        Case(file: "xs1n0g01", expected: .badSignature(.highBitStripped),
             phrases: ["not a PNG file", "0x09 instead of 0x89", "7-bit"]),
        Case(file: "xs2n0g01", expected: .badSignature(.wrongByte(index: 1, found: 0x51, expected: 0x50)),
             phrases: ["not a PNG file", "byte 1 is 0x51 instead of 0x50"]),
        Case(file: "xs4n0g01", expected: .badSignature(.wrongByte(index: 3, found: 0x67, expected: 0x47)),
             phrases: ["not a PNG file", "byte 3 is 0x67 instead of 0x47"]),
        Case(file: "xs7n0g01", expected: .badSignature(.wrongByte(index: 6, found: 0x20, expected: 0x1A)),
             phrases: ["not a PNG file", "byte 6 is 0x20 instead of 0x1A"]),
    ]

    @Test("every x*.png file is covered")
    func allCorruptFilesCovered() throws {
        let corrupt = try Fixtures.pngSuiteNames().filter { $0.hasPrefix("x") }
        #expect(corrupt == Self.cases.map(\.file).sorted())
        #expect(corrupt.count == 14)
    }

    @Test("is rejected with the right error", arguments: cases)
    func rejected(_ testCase: Case) throws {
        let bytes = try Fixtures.pngSuite(testCase.file)
        let error = #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        #expect(error == testCase.expected)
        let message = error?.description ?? ""
        for phrase in testCase.phrases {
            #expect(message.contains(phrase), "\(message)")
        }
        #expect(message.hasSuffix("."))
        print("\(testCase.file): \(message)")
    }
}
