import SBCairo

/// Rasters of elements kept between the frames of an animation (a layer's `shouldRasterize`):
/// a ``Renderer`` with a cache draws each element whose style gives a
/// ``CellStyle/lookKey(for:)`` once into a bitmap, at the output's pixel scale times the
/// element's own scale, and composites that bitmap with the element's transform and alpha in
/// every frame, including the first; only elements whose look changes are drawn again.
///
/// The picture never depends on what the cache holds: a miss draws the raster and then
/// composites it exactly as a hit does, and a raster depends only on its key. So frames are the
/// same bytes whatever was drawn before, on however many threads.
///
/// Memory is bounded by ``capacity`` bytes: when a new raster would pass it, the rasters used
/// longest ago are let go (down to three quarters of the capacity, ties broken by insertion
/// order); a raster larger than the capacity is drawn and composited but not kept.
///
/// One cache belongs to one renderer and is used by one thread at a time.
public final class RasterCache {
    /// How the cache has been used: rasters drawn (misses), rasters reused (hits), rasters let go.
    public struct Statistics: Hashable, Sendable {
        /// Elements composited from a raster already in the cache.
        public var hits = 0
        /// Elements whose raster was drawn first.
        public var misses = 0
        /// Rasters let go to stay within the capacity.
        public var evictions = 0
        /// Rasters held now.
        public var count = 0
        /// Bytes the rasters held now take.
        public var bytes = 0
    }

    /// The most bytes the kept rasters may take together.
    public let capacity: Int
    /// Counts of hits, misses and evictions so far, and what is held now.
    public private(set) var statistics = Statistics()

    private struct Entry {
        /// The painted part of the raster (nil: nothing painted) and where it lies in the
        /// raster's pixels.
        var raster: ImageSurface?
        var offset: (x: Int, y: Int)
        var bytes: Int
        var lastUse: Int
    }

    private var entries: [RasterKey: Entry] = [:]
    /// Every use of a key in order (oldest first, from `head`), with the clock of that use; a
    /// record whose clock is not its entry's last use is stale and skipped when evicting.
    private var uses: [(key: RasterKey, clock: Int)] = []
    private var head = 0
    private var clock = 0

    /// The default capacity: 128 MiB, room for about 300 icons of 190 x 190 pixels at 2x.
    public static let defaultCapacity = 128 << 20

    /// An empty cache keeping at most `capacity` bytes of rasters (at least 0).
    public init(capacity: Int = RasterCache.defaultCapacity) {
        self.capacity = max(0, capacity)
    }

    /// The raster for `key`, drawn by `make` when the cache does not hold it.
    func raster(for key: RasterKey, make: () throws -> (raster: ImageSurface?, offset: (x: Int, y: Int))) rethrows
        -> (raster: ImageSurface?, offset: (x: Int, y: Int)) {
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            recordUse(key)
            statistics.hits += 1
            return (entry.raster, entry.offset)
        }
        statistics.misses += 1
        let made = try make()
        let bytes = (made.raster?.byteCount ?? 0) + 64
        guard bytes <= capacity else { return made }
        if statistics.bytes + bytes > capacity { evict(toFit: bytes) }
        entries[key] = Entry(raster: made.raster, offset: made.offset, bytes: bytes, lastUse: clock)
        recordUse(key)
        statistics.bytes += bytes
        statistics.count = entries.count
        return made
    }

    private func recordUse(_ key: RasterKey) {
        uses.append((key, clock))
        // Drop the consumed front, and the stale records when they outnumber the live ones.
        if head > 1024 && head * 2 > uses.count {
            uses.removeFirst(head)
            head = 0
        }
        if uses.count - head > 4 * entries.count + 1024 {
            uses = uses[head...].filter { entries[$0.key]?.lastUse == $0.clock }
            head = 0
        }
    }

    /// Lets go of the rasters used longest ago until `incoming` more bytes fit in three quarters
    /// of the capacity.
    private func evict(toFit incoming: Int) {
        let target = max(0, capacity - capacity / 4 - incoming)
        while statistics.bytes > target, head < uses.count {
            let use = uses[head]
            head += 1
            guard let entry = entries[use.key], entry.lastUse == use.clock else { continue }
            entries[use.key] = nil
            statistics.bytes -= entry.bytes
            statistics.evictions += 1
        }
        statistics.count = entries.count
    }
}

/// What a raster depends on: the style's look key, the pixels per point along each of the
/// element's axes (quantised, so that the same look in the next frame finds the same key), and
/// whether it is copied upright or resampled.
struct RasterKey: Hashable, @unchecked Sendable {
    /// The style's ``CellStyle/lookKey(for:)`` (an `AnyHashable` of `Sendable` values).
    var look: AnyHashable
    /// Pixels per point along the element's x and y axes, in 1/1024ths.
    var scaleX: Int
    var scaleY: Int
    /// True for an upright element copied at a whole device pixel (its raster starts at the
    /// drawing bounds' fraction of a pixel); false for a rotated, sheared or flipped one.
    var upright: Bool
    /// Whether the cell's delete button is drawn.
    var deleteButton: Bool
}
