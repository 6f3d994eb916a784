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
    /// samples, `channels` (3: RGB, alpha dropped; 4: RGBA) bytes a pixel.
    static func filteredScanlines(_ rows: PNGPixelRows, channels: Int, filter: PNGFilterStrategy) -> [UInt8] {
        let width = rows.width, height = rows.height
        let rowBytes = width * channels
        let lineBytes = rowBytes + 1
        let strips = (height + rowsPerStrip - 1) / rowsPerStrip
        return [UInt8](unsafeUninitializedCapacity: height * lineBytes) { output, written in
            guard let out = output.baseAddress else { written = 0; return }
            PNGHugePages.advise(out, count: height * lineBytes)
            let target = StripTarget(out)
            DispatchQueue.concurrentPerform(iterations: strips) { s in
                let first = s * rowsPerStrip, end = min(height, first + rowsPerStrip)
                var rowFilter = PNGRowFilter(count: rowBytes, stride: channels)
                // Two unpacked rows (current and previous), zeros above the first row.
                var packed = [UInt8](repeating: 0, count: 2 * rowBytes)
                packed.withUnsafeMutableBufferPointer { buffer in
                    guard let scratch = buffer.baseAddress else { return }
                    if first > 0 { rows.unpack(row: first - 1, channels: channels, into: scratch + rowBytes) }
                    for y in first..<end {
                        let current = scratch + ((y - first) % 2) * rowBytes
                        let previous = scratch + ((y - first + 1) % 2) * rowBytes
                        rows.unpack(row: y, channels: channels, into: current)
                        rowFilter.filter(UnsafePointer(current), previous: UnsafePointer(previous), strategy: filter,
                                         into: target.pointer + y * lineBytes)
                    }
                }
            }
            written = height * lineBytes
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
