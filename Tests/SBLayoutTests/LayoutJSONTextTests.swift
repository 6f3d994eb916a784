@testable import SBLayout
import Testing

/// The layout report's text, written byte by byte (issue 40: 17 MB/s of JSON through strings):
/// the same text `sbrender layout` always printed, numbers included.
@Suite struct LayoutJSONTextTests {
    private func number(_ v: Double) -> String {
        var bytes: [UInt8] = []
        LayoutJSON.appendNumber(v, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func numbersAsTheReportWritesThem() {
        // Whole numbers without a fraction, negative ones with their sign.
        #expect(number(0) == "0")
        #expect(number(-0.0) == "0")
        #expect(number(7) == "7")
        #expect(number(-5) == "-5")
        #expect(number(1360) == "1360")
        #expect(number(-1552) == "-1552")
        // Whole numbers are written digit by digit up to 2^53 = 9007199254740992 (NumberText);
        // past it Double has no whole numbers to spare and its description takes an exponent.
        #expect(number(999_999_999_999_999) == "999999999999999")
        #expect(number(1e15) == "1000000000000000")
        #expect(number(9_007_199_254_740_992) == "9007199254740992")
        #expect(number(2e16) == "2e+16")
        // Fractions in the shortest form that reads back the same.
        #expect(number(0.5) == "0.5")
        #expect(number(-0.01) == "-0.01")
        #expect(number(89.5) == "89.5")
        #expect(number(0.1 + 0.2) == "0.30000000000000004")
        // No NaN or infinity in JSON: 0.
        #expect(number(.nan) == "0")
        #expect(number(.infinity) == "0")
        #expect(number(-.infinity) == "0")
    }

    /// The one number style of messages (issue 35: `--size 2000000x10` was refused with "got
    /// 2000000.0x10.0").
    @Test func messagesWriteNumbersTheSameWay() {
        #expect(NumberText.plain(3) == "3")
        #expect(NumberText.plain(0.5) == "0.5")
        #expect(NumberText.plain(-0.0) == "0")
        #expect(NumberText.plain(.nan) == "nan")
        #expect(NumberText.plain(-.infinity) == "-inf")
        #expect(NumberText.size(2_000_000, 10) == "2000000x10")
    }

    @Test func anElementLine() {
        var a = LayoutAttributes(category: .cell, indexPath: IndexPath(item: 3, section: 1),
                                 frame: Rect(x: -10, y: 20.5, width: 144, height: 144))
        a.alpha = 0.5
        a.zIndex = -2
        a.quiverOffset = -0.13
        #expect(LayoutJSON.element(a, time: 0, editing: false) ==
            #"{"category":"cell","kind":null,"section":1,"item":3,"frame":{"x":-10,"y":20.5,"width":144,"height":144},"#
            + #""center":{"x":62,"y":92.5},"transform":[1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1],"alpha":0.5,"zIndex":-2,"#
            + #""hidden":false,"deleteButtonHidden":true,"quiverOffset":-0.13,"quiverAngle":0}"#)
        // A transform that is not the identity: a scale of 2 in x, 0.5 in y.
        a.transform = Transform3D(m11: 2, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0.5, m23: 0, m24: 0,
                                  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        #expect(LayoutJSON.element(a, time: 0, editing: false).contains(#""transform":[2,0,0,0,0,0.5,0,0,0,0,1,0,0,0,0,1]"#))
    }

    @Test func stringsAreEscaped() {
        var bytes: [UInt8] = []
        LayoutJSON.appendString("a\"b\\c\nd", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""a\"b\\c\nd""#)
        bytes = []
        LayoutJSON.appendString("header", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""header""#)
    }
}
