#if canImport(Glibc)
import CMalloc
#endif

/// glibc's allocator settings for sbrender's workload: buffers of a few megabytes (a frame's
/// pixels, its filtered rows, its compressed data) allocated and freed for every frame.
///
/// By default glibc serves such blocks with mmap and gives them back on free (or trims them off
/// the heap), so every frame pays page faults on fresh memory: 10 % of an animation's CPU time
/// was in the kernel. Keeping freed blocks for reuse (mmap only above 64 MiB, trim only beyond
/// 256 MiB free, grow the heap 64 MiB at a time) took the benchmark sequence (60 frames of
/// 768 x 1024 to numbered PNGs, 2 cores) from 598 to 536 ms, system time from 111 to 36 ms;
/// peak memory stays bounded by what one frame window needs.
package enum MemoryTuning {
    /// Sets the allocator's thresholds (glibc only; elsewhere nothing changes).
    package static func apply() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_TOP_PAD, 64 << 20)
        #endif
    }
}
