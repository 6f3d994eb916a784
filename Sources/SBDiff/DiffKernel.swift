#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SBPNG

/// The per-pixel pass of the comparison over two equally sized RGBA8 buffers.
///
/// Rows whose bytes are identical are skipped with one `memcmp`, and pixels whose 32-bit words are
/// identical with one compare: an equal pixel has a colour distance of 0 and only ever gets the
/// grey treatment in the diff image, exactly as in pixelmatch's full loop.
struct DiffKernel {
    let width: Int
    let height: Int
    let options: ImageDiffOptions

    /// What the pass counted.
    struct Tally {
        var mismatched = 0
        var antialiased = 0
        var maxChannelDelta = 0
        var maxDeltaE = 0.0
        var differingBytes = 0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        var bounds: PNGRegion? {
            mismatched == 0 ? nil : PNGRegion(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        }
    }

    /// Compares `reference` with `actual`, painting `output` (same size) when given. With
    /// `identical` the caller vouches that both buffers hold the same bytes.
    func run(reference a: UnsafePointer<UInt8>, actual b: UnsafePointer<UInt8>,
             output: UnsafeMutablePointer<UInt8>?, identical: Bool) -> Tally {
        var tally = Tally()
        let rowBytes = width * 4
        let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
        let rawOut = output.map { UnsafeMutableRawPointer($0) }
        // Equal and anti-aliased pixels are drawn only when the diff image is not a mask.
        let greyOut = options.diffMask ? nil : rawOut
        var grey = GreyPainter(alpha: options.alpha)

        @inline(__always) func word(_ raw: UnsafeRawPointer, _ offset: Int) -> UInt32 {
            UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        }
        @inline(__always) func store(_ value: UInt32, _ out: UnsafeMutableRawPointer, _ offset: Int) {
            out.storeBytes(of: value.littleEndian, toByteOffset: offset, as: UInt32.self)
        }

        if identical {
            if let out = greyOut {
                for offset in stride(from: 0, to: rowBytes * height, by: 4) {
                    store(grey.word(for: word(rawA, offset)), out, offset)
                }
            }
            return tally
        }

        let maxDelta = options.maxDelta
        let maxDeltaE = options.maximumDeltaE
        let exact = options.exact
        let detectsAA = !options.includeAA
        let detector = AntialiasDetector(width: width, height: height)
        let aaWord = options.aaColor.opaqueWord
        let diffWord = options.diffColor.opaqueWord
        let altWord = (options.diffColorAlt ?? options.diffColor).opaqueWord

        for y in 0..<height {
            let rowStart = y * rowBytes
            if memcmp(a + rowStart, b + rowStart, rowBytes) == 0 {
                if let out = greyOut {
                    for offset in stride(from: rowStart, to: rowStart + rowBytes, by: 4) {
                        store(grey.word(for: word(rawA, offset)), out, offset)
                    }
                }
                continue
            }
            for x in 0..<width {
                let pos = rowStart + x * 4
                let wordA = word(rawA, pos), wordB = word(rawB, pos)
                if wordA == wordB {
                    if let out = greyOut { store(grey.word(for: wordA), out, pos) }
                    continue
                }
                tally.maxChannelDelta = max(tally.maxChannelDelta, Self.largestSampleDifference(wordA, wordB))
                tally.differingBytes += Self.differingSamples(wordA, wordB)

                // The YIQ delta's sign picks the diff colour, also when ΔE*94 decides.
                let delta = YIQColorDelta.delta(a, pos, b, pos)
                let differs: Bool
                if let maxDeltaE {
                    let deltaE = DeltaE94.difference(a, pos, b, pos)
                    differs = deltaE > maxDeltaE
                    if differs { tally.maxDeltaE = max(tally.maxDeltaE, deltaE) }
                } else {
                    differs = exact || abs(delta) > maxDelta
                }
                if differs {
                    if detectsAA, detector.isAntialiased(a, other: b, x: x, y: y)
                        || detector.isAntialiased(b, other: a, x: x, y: y) {
                        tally.antialiased += 1
                        if let out = greyOut { store(aaWord, out, pos) }
                    } else {
                        tally.mismatched += 1
                        tally.minX = min(tally.minX, x)
                        tally.maxX = max(tally.maxX, x)
                        tally.minY = min(tally.minY, y)
                        tally.maxY = max(tally.maxY, y)
                        if let out = rawOut { store(delta < 0 ? altWord : diffWord, out, pos) }
                    }
                } else if let out = greyOut {
                    store(grey.word(for: wordA), out, pos)
                }
            }
        }
        return tally
    }

    /// How many of the four bytes of two pixel words differ.
    @inline(__always)
    static func differingSamples(_ first: UInt32, _ second: UInt32) -> Int {
        let x = first ^ second
        return (x & 0xFF != 0 ? 1 : 0) + (x & 0xFF00 != 0 ? 1 : 0) + (x & 0xFF_0000 != 0 ? 1 : 0) + (x & 0xFF00_0000 != 0 ? 1 : 0)
    }

    /// The largest absolute difference between corresponding bytes of two pixel words.
    @inline(__always)
    static func largestSampleDifference(_ first: UInt32, _ second: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, to: 32, by: 8) {
            let p = Int(first >> UInt32(shift) & 0xFF), q = Int(second >> UInt32(shift) & 0xFF)
            largest = max(largest, abs(p - q))
        }
        return largest
    }
}
