#include "CRasterShims.h"
#include <stdio.h>
#include <unistd.h>

// Builds made with CLIPGEN_CPU (see Package.swift) compile the raster core for that CPU level.
// A binary copied to a machine without those instructions would die of SIGILL somewhere in the
// first fill; this check runs before main (a constructor, compiled for baseline x86-64) and says
// so in one line instead.
#if defined(__x86_64__) && defined(CLIPGEN_ISA_LEVEL)
__attribute__((constructor)) static void clip_check_cpu(void) {
    __builtin_cpu_init();
    int ok = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi2");
#if CLIPGEN_ISA_LEVEL >= 4
    ok = ok && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
            && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
#endif
    if (!ok) {
        fprintf(stderr, "clipgen: error: this build targets x86-64 level %d (CLIPGEN_CPU=%s), which this CPU lacks; "
                        "rebuild with CLIPGEN_CPU=x86-64\n", CLIPGEN_ISA_LEVEL, CLIPGEN_CPU_NAME);
        _exit(1);
    }
}
#endif

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// See `AllocatorTuning.keepFreedBuffers()` (ClipRaster) for why.
int clip_keep_freed_buffers(void) {
#if defined(__GLIBC__)
    // 32 MiB is glibc's largest mmap threshold on 64-bit (half a per-thread heap): buffers up to it
    // come from the heap; 1 GiB of free memory at a heap's top is kept instead of trimmed.
    int ok = mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024);
    ok = mallopt(M_TRIM_THRESHOLD, 1024 * 1024 * 1024) && ok;
    return ok;
#else
    return 0;
#endif
}
