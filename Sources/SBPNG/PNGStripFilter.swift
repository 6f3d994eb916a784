import Dispatch

/// Filters a picture's rows in fixed strips of ``rowsPerStrip`` rows, the strips spread over the
/// machine's cores. Each strip starts from the unfiltered row above it (unpacked again), so the
/// bytes are those of filtering the rows one after the other, whatever the number of cores.
enum PNGStripFilter {
    /// Rows per strip: fixed, so the work is cut by the picture's geometry only (a 1536 x 2048
    /// picture is 16 strips).
    static let rowsPerStrip = 128

    /// Whether every pixel of `rows` has alpha 255, the strips checked in parallel.
    static func isOpaque(_ rows: PNGPixelRows) -> Bool {
        let strips = (rows.height + rowsPerStrip - 1) / rowsPerStrip
        let found = StripFlags(count: strips)
        DispatchQueue.concurrentPerform(iterations: strips) { s in
            let range = s * rowsPerStrip ..< min(rows.height, (s + 1) * rowsPerStrip)
            found.set(s, rows.rowsAreOpaque(range))
        }
        return found.all
    }

    /// The uncompressed image data of `rows`: for each row a filter-type byte and the filtered
    /// samples, `channels` (3: RGB, alpha dropped; 4: RGBA) bytes a pixel. With `parallel` the
    /// strips run on every core; without, one after the other on the calling thread (for callers
    /// that already keep every core busy, such as the frames of an animation). The bytes are the
    /// same either way.
    static func filteredScanlines(_ rows: PNGPixelRows, channels: Int, filter: PNGFilterStrategy,
                                  parallel: Bool = true) -> [UInt8] {
        let height = rows.height
        let lineBytes = rows.width * channels + 1
        let strips = (height + rowsPerStrip - 1) / rowsPerStrip
        return [UInt8](unsafeUninitializedCapacity: height * lineBytes) { output, written in
            guard let out = output.baseAddress else { written = 0; return }
            let target = StripTarget(out)
            if parallel {
                PNGHugePages.advise(out, count: height * lineBytes)
                DispatchQueue.concurrentPerform(iterations: strips) { s in
                    let first = s * rowsPerStrip
                    filterRows(rows, first..<min(height, first + rowsPerStrip), channels: channels, strategy: filter,
                           into: target.pointer)
                }
            } else {
                filterRows(rows, 0..<height, channels: channels, strategy: filter, into: out)
            }
            written = height * lineBytes
        }
    }

    /// Filters rows `range` of `rows` into their lines at `out` (the whole picture's lines),
    /// starting from the unfiltered row above the range (zeros above the first row).
    private static func filterRows(_ rows: PNGPixelRows, _ range: Range<Int>, channels: Int, strategy: PNGFilterStrategy,
                               into out: UnsafeMutablePointer<UInt8>) {
        let rowBytes = rows.width * channels
        let lineBytes = rowBytes + 1
        let first = range.lowerBound
        var rowFilter = PNGRowFilter(count: rowBytes, stride: channels)
        // Two unpacked rows (current and previous), zeros above the first row.
        var packed = [UInt8](repeating: 0, count: 2 * rowBytes)
        packed.withUnsafeMutableBufferPointer { buffer in
            guard let scratch = buffer.baseAddress else { return }
            if first > 0 { rows.unpack(row: first - 1, channels: channels, into: scratch + rowBytes) }
            for y in range {
                let current = scratch + ((y - first) % 2) * rowBytes
                let previous = scratch + ((y - first + 1) % 2) * rowBytes
                rows.unpack(row: y, channels: channels, into: current)
                rowFilter.filter(UnsafePointer(current), previous: UnsafePointer(previous), strategy: strategy,
                                 into: out + y * lineBytes)
            }
        }
    }
}

/// The output buffer, handed to the strips' threads (each writes only its own rows).
private struct StripTarget: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt8>
    init(_ pointer: UnsafeMutablePointer<UInt8>) { self.pointer = pointer }
}

/// One answer a strip, written from the strips' threads (each its own slot).
private final class StripFlags: @unchecked Sendable {
    private let flags: UnsafeMutableBufferPointer<Bool>

    init(count: Int) {
        flags = .allocate(capacity: count)
        flags.initialize(repeating: false)
    }

    deinit { flags.deallocate() }

    func set(_ index: Int, _ value: Bool) { flags[index] = value }

    var all: Bool { flags.allSatisfy { $0 } }
}
