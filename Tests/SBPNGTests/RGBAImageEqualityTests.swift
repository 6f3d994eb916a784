import SBPNG
import Testing

/// `RGBAImage`'s `==`, which compares samples as memory: equal for the same size and samples in
/// two buffers, unequal for one sample changed anywhere (the first, the last) or the same bytes
/// at another size.
@Suite("RGBA image equality")
struct RGBAImageEqualityTests {
    /// 3 x 2 pixels: 24 samples, 0 to 23.
    static let samples: [UInt8] = (0..<24).map { UInt8($0) }

    @Test func sameSamplesInTwoBuffersAreEqual() throws {
        let a = try #require(RGBAImage(width: 3, height: 2, pixels: Self.samples))
        var copied = Self.samples
        copied.append(0)
        copied.removeLast()
        let b = try #require(RGBAImage(width: 3, height: 2, pixels: copied))
        #expect(a == b)
        #expect(a == a)
    }

    @Test(arguments: [0, 11, 23])
    func oneSampleChangedIsUnequal(index: Int) throws {
        var changed = Self.samples
        changed[index] &+= 1
        let a = try #require(RGBAImage(width: 3, height: 2, pixels: Self.samples))
        let b = try #require(RGBAImage(width: 3, height: 2, pixels: changed))
        #expect(a != b)
    }

    @Test func theSameBytesAtAnotherSizeAreUnequal() throws {
        let wide = try #require(RGBAImage(width: 3, height: 2, pixels: Self.samples))
        let tall = try #require(RGBAImage(width: 2, height: 3, pixels: Self.samples))
        #expect(wide != tall)
    }

    @Test func emptyPicturesOfOneSizeAreEqual() {
        #expect(RGBAImage(width: 0, height: 5) == RGBAImage(width: 0, height: 5))
        #expect(RGBAImage(width: 0, height: 5) != RGBAImage(width: 5, height: 0))
    }
}
