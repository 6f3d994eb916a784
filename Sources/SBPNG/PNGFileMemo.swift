import CDeflate
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The PNG files of pictures already encoded, found again by their pixels, so that a picture
/// drawn a second time is encoded once: the repeated frames of a periodic animation (the quiver
/// repeats every 0.4 s, so 60 frames at 30 fps hold 12 different pictures) or the still frames
/// between two moves.
///
/// A file is reused only for pixels equal byte for byte to those it was encoded from (a CRC-32
/// finds the candidates, a full comparison decides) and for the same options, so what an encode
/// returns never depends on what the memo holds, on the order in which threads filled it or on
/// its capacity: only the time does. Shared by threads (a lock guards the entries; hashing,
/// comparing and encoding run outside it).
///
/// The memo keeps a copy of each picture's pixels to compare with, up to `capacity` bytes; once
/// full it keeps what it holds (the first pictures of a sequence, which is where a periodic
/// animation's repeats come from) and only looks up.
package final class PNGFileMemo: Sendable {
    /// How the memo has been used.
    package struct Statistics: Hashable, Sendable {
        /// Encodes answered with a kept file.
        package var hits = 0
        /// Encodes that ran the encoder.
        package var misses = 0
        /// Pictures kept.
        package var count = 0
        /// Bytes of pixels and files kept.
        package var bytes = 0
    }

    /// The most bytes (pixels and files) kept together.
    package let capacity: Int
    private let state: Mutex<State>

    /// The default capacity: 128 MiB, forty 768 x 1024 pictures or ten 1536 x 2048 ones.
    package static let defaultCapacity = 128 << 20

    /// An empty memo keeping at most `capacity` bytes (at least 0).
    package init(capacity: Int = PNGFileMemo.defaultCapacity) {
        self.capacity = max(0, capacity)
        state = Mutex(State())
    }

    /// Counts of hits and misses so far, and what is held now.
    package var statistics: Statistics { state.withLock { $0.statistics } }

    /// The PNG file for `rows` with `options`: the bytes `PNGEncoder.encodeSerially(rows,
    /// options: options)` gives, taken from the memo when it has encoded the same pixels with the
    /// same options before.
    package func encodeSerially(_ rows: PNGPixelRows, options: PNGEncoderOptions = .default)
        throws(PNGEncoderError) -> [UInt8] {
        let key = Key(width: rows.width, height: rows.height, layout: rows.layout, options: options,
                      checksum: Self.checksum(rows))
        let candidates = state.withLock { $0.entries[key] ?? [] }
        for entry in candidates where Self.rows(rows, equal: entry.pixels) {
            state.withLock { $0.statistics.hits += 1 }
            return entry.file
        }
        let file = try PNGEncoder.encodeSerially(rows, options: options)
        let cost = 4 * rows.width * rows.height + file.count + 64
        let capacity = self.capacity
        // Whether it fits is decided under the lock; the copy is made outside it.
        let keep = state.withLock { state -> Bool in
            state.statistics.misses += 1
            guard state.statistics.bytes + cost <= capacity else { return false }
            state.statistics.bytes += cost
            return true
        }
        if keep {
            let entry = Entry(pixels: Self.copy(rows), file: file)
            state.withLock { state in
                state.entries[key, default: []].append(entry)
                state.statistics.count += 1
            }
        }
        return file
    }

    /// What a kept file was made from, short of its pixels.
    private struct Key: Hashable {
        var width: Int
        var height: Int
        var layout: PNGPixelRows.Layout
        var options: PNGEncoderOptions
        var checksum: UInt32
    }

    /// A kept picture: its pixels, rows packed (`4 * width` bytes each), and its file.
    private struct Entry: Sendable {
        var pixels: [UInt8]
        var file: [UInt8]
    }

    private struct State: ~Copyable {
        var entries: [Key: [Entry]] = [:]
        var statistics = Statistics()
    }

    /// The CRC-32 of the rows' pixel bytes (the padding at the end of each row left out).
    private static func checksum(_ rows: PNGPixelRows) -> UInt32 {
        let rowBytes = 4 * rows.width
        var crc: UInt32 = 0
        for y in 0..<rows.height {
            crc = libdeflate_crc32(crc, rows.base + y * rows.bytesPerRow, rowBytes)
        }
        return crc
    }

    /// Whether the rows' pixel bytes equal `packed` (rows of `4 * width` bytes one after another).
    private static func rows(_ rows: PNGPixelRows, equal packed: [UInt8]) -> Bool {
        let rowBytes = 4 * rows.width
        guard packed.count == rowBytes * rows.height else { return false }
        return packed.withUnsafeBytes { kept in
            guard let base = kept.baseAddress else { return false }
            for y in 0..<rows.height where memcmp(rows.base + y * rows.bytesPerRow, base + y * rowBytes, rowBytes) != 0 {
                return false
            }
            return true
        }
    }

    /// The rows' pixel bytes, packed.
    private static func copy(_ rows: PNGPixelRows) -> [UInt8] {
        let rowBytes = 4 * rows.width
        return [UInt8](unsafeUninitializedCapacity: rowBytes * rows.height) { buffer, written in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<rows.height {
                UnsafeMutableRawPointer(base + y * rowBytes).copyMemory(from: rows.base + y * rows.bytesPerRow,
                                                                        byteCount: rowBytes)
            }
            written = rowBytes * rows.height
        }
    }
}
