import SBCairo
import Synchronization

/// Rasters of elements kept between the frames of an animation (a layer's `shouldRasterize`):
/// a ``Renderer`` with a cache draws each element whose style gives a
/// ``CellStyle/lookKey(for:)`` once into a bitmap, with the element's device transform (its
/// scale and rotation to 1/2^20, its fraction of a device pixel to 1/2^16), and copies that bitmap pixel for pixel at the element's whole device pixel, with
/// its alpha, in every frame, including the first. A transform that comes back (the quiver
/// repeats every 0.4 s) finds its raster again; only elements whose look or transform is new are
/// drawn.
///
/// The picture never depends on what the cache holds: a miss draws the raster and then
/// composites it exactly as a hit does, and a raster's pixels depend only on its key. So frames
/// are the same bytes whatever was drawn before, on however many threads.
///
/// One cache may be shared by the renderers of several threads (the frame sequencer gives all
/// its jobs one): lookups and insertions take a lock, rasters are immutable
/// (`FrozenRaster`) and are drawn outside the lock. Two threads missing the same key at once
/// both draw it (the same pixels); the first to finish keeps its raster.
///
/// Memory is bounded by ``capacity`` bytes: when a new raster would pass it, the rasters used
/// longest ago are let go (down to three quarters of the capacity, ties broken by the order of
/// use); a raster larger than the capacity is drawn and composited but not kept.
package final class RasterCache: Sendable {
    /// How the cache has been used: rasters drawn (misses), rasters reused (hits), rasters let go.
    package struct Statistics: Hashable, Sendable {
        /// Elements composited from a raster already in the cache.
        package var hits = 0
        /// Elements whose raster was drawn first (hits + misses = elements composited).
        package var misses = 0
        /// Misses whose raster another thread had kept while this one drew it (drawn twice).
        package var duplicates = 0
        /// Rasters let go to stay within the capacity.
        package var evictions = 0
        /// Rasters held now.
        package var count = 0
        /// Bytes the rasters held now take.
        package var bytes = 0
    }

    /// The most bytes the kept rasters may take together.
    package let capacity: Int
    private let state: Mutex<State>

    /// Counts of hits, misses and evictions so far, and what is held now.
    package var statistics: Statistics { state.withLock { $0.statistics } }

    /// The default capacity: 128 MiB, room for about 900 icons of 190 x 190 pixels at 1x or 220 at 2x.
    package static let defaultCapacity = 128 << 20

    /// An empty cache keeping at most `capacity` bytes of rasters (at least 0).
    package init(capacity: Int = RasterCache.defaultCapacity) {
        self.capacity = max(0, capacity)
        state = Mutex(State())
    }

    /// The raster for `key` and where it lies from the raster's nominal corner, drawn by `make`
    /// (outside the lock) when the cache does not hold it.
    func raster(for key: RasterKey, make: () throws -> Raster) rethrows -> Raster {
        if let hit = state.withLock({ $0.lookUp(key) }) { return hit }
        let made = try make()
        let capacity = self.capacity
        return state.withLock { $0.insert(made, for: key, capacity: capacity) }
    }

    /// A drawn raster: its painted part (nil: nothing painted) and where that part lies in the
    /// pixels the element was drawn into.
    struct Raster: Sendable {
        var pixels: FrozenRaster?
        var offset: (x: Int, y: Int)
        var bytes: Int { (pixels?.byteCount ?? 0) + 64 }
    }

    /// The cache's contents and the order of uses, changed only under the lock.
    private struct State: ~Copyable {
        struct Entry {
            var raster: Raster
            var lastUse: Int
        }
        var entries: [RasterKey: Entry] = [:]
        /// Every use of a key in order (oldest first, from `head`), with the clock of that use; a
        /// record whose clock is not its entry's last use is stale and skipped when evicting.
        var uses: [(key: RasterKey, clock: Int)] = []
        var head = 0
        var clock = 0
        var statistics = Statistics()

        mutating func lookUp(_ key: RasterKey) -> Raster? {
            guard var entry = entries[key] else { return nil }
            clock += 1
            entry.lastUse = clock
            entries[key] = entry
            recordUse(key)
            statistics.hits += 1
            return entry.raster
        }

        /// Keeps `made` for `key` (unless another thread kept one first: that one is returned,
        /// the same pixels) and returns the raster to composite.
        mutating func insert(_ made: Raster, for key: RasterKey, capacity: Int) -> Raster {
            clock += 1
            statistics.misses += 1
            if var entry = entries[key] {
                statistics.duplicates += 1
                entry.lastUse = clock
                entries[key] = entry
                recordUse(key)
                return entry.raster
            }
            let bytes = made.bytes
            guard bytes <= capacity else { return made }
            if statistics.bytes + bytes > capacity { evict(toFit: bytes, capacity: capacity) }
            entries[key] = Entry(raster: made, lastUse: clock)
            recordUse(key)
            statistics.bytes += bytes
            statistics.count = entries.count
            return made
        }

        private mutating func recordUse(_ key: RasterKey) {
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

        /// Lets go of the rasters used longest ago until `incoming` more bytes fit in three
        /// quarters of the capacity.
        private mutating func evict(toFit incoming: Int, capacity: Int) {
            let target = max(0, capacity - capacity / 4 - incoming)
            while statistics.bytes > target, head < uses.count {
                let use = uses[head]
                head += 1
                guard let entry = entries[use.key], entry.lastUse == use.clock else { continue }
                entries[use.key] = nil
                statistics.bytes -= entry.raster.bytes
                statistics.evictions += 1
            }
            statistics.count = entries.count
        }
    }
}

/// What a raster depends on: the style's look key, the element's transform on the device
/// (quantised, so that the same look at the same transform in another
/// frame finds the same key) and its start within a device pixel.
struct RasterKey: Hashable, @unchecked Sendable {
    /// The style's ``CellStyle/lookKey(for:)`` (an `AnyHashable` of `Sendable` values).
    var look: AnyHashable
    /// The device transform's linear part a, b, c, d, in 1/2^20ths.
    var a: Int
    var b: Int
    var c: Int
    var d: Int
    /// The element's origin within a device pixel along x and y, in 1/2^16ths.
    var phaseX: Int
    var phaseY: Int
    /// Whether the cell's delete button is drawn.
    var deleteButton: Bool
}
