import CDeflate
import CZlib
import Dispatch
import Synchronization

/// One zlib stream made of chunks compressed independently with libdeflate, on every core.
///
/// libdeflate compresses a whole buffer in one call and always ends with a final block, so each
/// chunk but the last has its final block turned into an ordinary one (its BFINAL bit cleared,
/// found with ``PNGDeflateBlockWalker``) and is followed by an empty stored block, which brings
/// the stream back to a byte boundary (zlib's sync flush: the marker 00 00 FF FF, as pigz joins
/// its chunks). The Adler-32 of the whole data is combined from the chunks'.
///
/// The chunks are cut by the data's length only (``chunkCount(for:)``), never by the number of
/// cores, so the bytes are the same on any machine; each chunk starts with an empty history,
/// which costs a little size at each cut (measured: see ``targetChunkBytes``).
enum PNGChunkedDeflater {
    /// About this many bytes a chunk: the data is cut into ceil(count / target) equal chunks.
    /// A 1536 x 2048 RGB picture's 9.4 MB of filtered rows make 8 chunks, a 768 x 1024 one's
    /// 2.4 MB make 2.
    static let targetChunkBytes = 1_250_000

    /// How many chunks `count` bytes are cut into.
    static func chunkCount(for count: Int) -> Int {
        max(1, (count + targetChunkBytes - 1) / targetChunkBytes)
    }

    /// The zlib stream (RFC 1950) of `data` at libdeflate `level` (0 ... 12, checked by the
    /// caller).
    static func compress(_ data: UnsafeRawBufferPointer, level: Int) throws(PNGEncoderError) -> [UInt8] {
        let count = data.count
        let chunks = chunkCount(for: count)
        guard chunks > 1, let base = data.baseAddress else {
            return try PNGLibdeflateCompressor.compress(data, level: level)
        }
        let source = ChunkSource(base)
        let results = ChunkResults(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { i in
            let start = count * i / chunks, end = count * (i + 1) / chunks
            let piece = UnsafeRawBufferPointer(start: source.base + start, count: end - start)
            results.set(i, Self.compressChunk(piece, level: level, last: i == chunks - 1))
        }
        var adler: UInt = 1
        var pieces: [[UInt8]] = []
        for i in 0..<chunks {
            switch results.get(i) {
            case .success(let piece):
                pieces.append(piece.bytes)
                let length = count * (i + 1) / chunks - count * i / chunks
                adler = adler32_combine(adler, UInt(piece.adler), off_t(length))
            case .failure(let error):
                throw error
            case nil:
                throw .compressorFailure("a chunk of the parallel compressor produced nothing")
            }
        }
        var stream: [UInt8] = []
        stream.reserveCapacity(pieces.reduce(6) { $0 + $1.count })
        stream += zlibHeader(level: level)
        for piece in pieces { stream += piece }
        let sum = UInt32(truncatingIfNeeded: adler)
        stream += [UInt8(sum >> 24), UInt8(truncatingIfNeeded: sum >> 16), UInt8(truncatingIfNeeded: sum >> 8),
                   UInt8(truncatingIfNeeded: sum)]
        return stream
    }

    /// The two header bytes libdeflate writes for `level`: deflate with a 32 KiB window and the
    /// level hint zlib defines (fastest, fast, default, slowest).
    static func zlibHeader(level: Int) -> [UInt8] {
        let hint = level < 2 ? 0 : level < 6 ? 1 : level < 8 ? 2 : 3
        var header = (8 | 7 << 4) << 8 | hint << 6
        header |= 31 - header % 31
        return [UInt8(header >> 8), UInt8(header & 0xFF)]
    }

    /// A chunk's raw deflate data (for all but the last chunk: continued, not final, and ending
    /// on a byte boundary) and its Adler-32.
    struct Piece {
        var bytes: [UInt8]
        var adler: UInt32
    }

    static func compressChunk(_ data: UnsafeRawBufferPointer, level: Int, last: Bool) -> Result<Piece, PNGEncoderError> {
        guard let base = data.baseAddress, let compressor = libdeflate_alloc_compressor(Int32(level)) else {
            return .failure(.compressorFailure("libdeflate could not allocate a level \(level) compressor"))
        }
        defer { libdeflate_free_compressor(compressor) }
        let adler = libdeflate_adler32(1, base, data.count)
        let bound = libdeflate_deflate_compress_bound(compressor, data.count)
        // Room for the empty stored block: at most one byte for its header and four for LEN, NLEN.
        var bytes = [UInt8](unsafeUninitializedCapacity: bound + 5) { buffer, written in
            written = libdeflate_deflate_compress(compressor, base, data.count, buffer.baseAddress, bound)
        }
        guard !bytes.isEmpty else {
            return .failure(.compressorFailure("libdeflate's output did not fit its own bound"))
        }
        if last { return .success(Piece(bytes: bytes, adler: adler)) }
        let walked = bytes.withUnsafeBytes { PNGDeflateBlockWalker.finalBlock(in: $0) }
        guard let final = walked, (final.end + 7) / 8 == bytes.count else {
            return .failure(.compressorFailure("libdeflate's output is not one complete deflate stream"))
        }
        // Not final any more.
        bytes[final.header >> 3] &= ~(1 << UInt8(final.header & 7))
        // An empty stored block: 3 header bits (0: not final, 00: stored) right after the
        // end-of-block code, where libdeflate left zero padding bits if there are at least 3 of
        // them (else in one more zero byte), then LEN 0 and NLEN 0xFFFF on a byte boundary.
        let padding = (8 - final.end % 8) % 8
        if padding < 3 { bytes.append(0) }
        bytes += [0x00, 0x00, 0xFF, 0xFF]
        return .success(Piece(bytes: bytes, adler: adler))
    }
}

/// The data, read by the chunks' threads.
private struct ChunkSource: @unchecked Sendable {
    let base: UnsafeRawPointer
    init(_ base: UnsafeRawPointer) { self.base = base }
}

/// The chunks' results, each slot written by one thread.
private final class ChunkResults: @unchecked Sendable {
    private let results: Mutex<[Result<PNGChunkedDeflater.Piece, PNGEncoderError>?]>

    init(count: Int) { results = Mutex(Array(repeating: nil, count: count)) }

    func set(_ i: Int, _ result: Result<PNGChunkedDeflater.Piece, PNGEncoderError>) {
        results.withLock { $0[i] = result }
    }

    func get(_ i: Int) -> Result<PNGChunkedDeflater.Piece, PNGEncoderError>? {
        results.withLock { $0[i] }
    }
}
