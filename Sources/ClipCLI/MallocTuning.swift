#if canImport(Glibc)
    import Glibc
#endif

/// glibc malloc settings for a process that allocates and frees frame-sized buffers (offscreen
/// layers, masks, mattes: 4.7 MB each at 1080²) many times per frame.
///
/// By default glibc serves such blocks with `mmap` and returns them with `munmap`, or trims them off
/// the heap top once more than 128 KiB is free, so every frame faults its buffers in again (perf on
/// a Lottie file with masks: a quarter of the samples in the kernel's page-fault path; 3–4× the
/// render time). Blocks up to 32 MiB (a 2800² frame) come from the heap instead, and up to 256 MiB of
/// free heap is kept for the next frame. Pixels do not depend on it; memory stays bounded by the
/// largest frame's working set plus that margin.
enum MallocTuning {
    /// Applies the settings (idempotent; a no-op where the C library has no `mallopt`). `mallopt`
    /// is looked up at run time: Swift's Glibc module does not carry `malloc.h`.
    static func apply() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let sym = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
            let mallopt = unsafeBitCast(sym, to: Mallopt.self)
            _ = mallopt(mmapThreshold, 32 << 20)
            _ = mallopt(trimThreshold, 256 << 20)
        #endif
    }

    /// `M_TRIM_THRESHOLD` and `M_MMAP_THRESHOLD` of glibc's `malloc.h`.
    static let trimThreshold: Int32 = -1
    static let mmapThreshold: Int32 = -3
}
