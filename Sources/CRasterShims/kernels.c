// The per-pixel kernels (kernels_body.h) compiled for three x86-64 levels, and the choice of one
// at start-up. Pixels are the same at every level: integer kernels, bit-identical to the Swift
// reference twins in ClipRaster (differential tests in ClipRasterTests, and `make test` checks
// the benchmark digests at every level the machine runs).
#include "CRasterShims.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// No float kernel may change with FMA: contraction off for every level.
#pragma clang fp contract(off)
// The vector helpers are static and inlined: their by-value vector ABI never crosses a level.
#pragma clang diagnostic ignored "-Wpsabi"
#pragma clang diagnostic ignored "-Wnullability-completeness"

typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint32_t u32x16 __attribute__((vector_size(64)));
typedef uint8_t u8x8 __attribute__((vector_size(8)));
typedef uint8_t u8x16 __attribute__((vector_size(16)));
typedef int16_t i16x16 __attribute__((vector_size(32)));
typedef int32_t i32x16 __attribute__((vector_size(64)));
typedef float f32x8 __attribute__((vector_size(32)));
// 16 pixels (x86-64-v4's 512-bit source-over loops, kernels_body.h).
typedef uint16_t u16x32 __attribute__((vector_size(64)));
typedef uint32_t u32x32 __attribute__((vector_size(128)));
typedef float f32x16 __attribute__((vector_size(64)));
// Eight pixels' 32 bytes (x86-64-v4's one-register group blend, kernels_body.h).
typedef uint8_t u8x32 __attribute__((vector_size(32)));
// 64 bytes (x86-64-v4's VBMI table lookups, kernels_body.h).
typedef uint8_t u8x64 __attribute__((vector_size(64)));
typedef int8_t i8x64 __attribute__((vector_size(64)));

#if defined(__x86_64__)
#define CLIP_TARGET_V3 "arch=x86-64-v3"
#define CLIP_TARGET_V4 "arch=x86-64-v4"
#endif

// Whether the x86-64-v4 kernels may use AVX-512 VBMI (byte permutes across 128 bytes: the radial
// gradient's table lookups, `radialSpan64`): set from cpuid before main, changed only by
// `clip_set_byte_permutes` (the differential tests run the v4 sweep both ways).
static int clip_vbmi = 0;

// The batched cell walks of the x86-64-v3 and v4 tables (walk.c).
void clip_walk_flush_v3(ClipWalkQueue *queue, const ClipWalkGrid *grid, intptr_t h);
void clip_walk_flush_v4(ClipWalkQueue *queue, const ClipWalkGrid *grid, intptr_t h);

#define KLEVEL 1
#define KLEVEL_NAME "x86-64"
#include "kernels_body.h"
#undef KLEVEL
#undef KLEVEL_NAME

#if defined(__x86_64__)
#pragma clang attribute push(__attribute__((target(CLIP_TARGET_V3))), apply_to = function)
#define KLEVEL 3
#define KLEVEL_NAME "x86-64-v3"
#include "kernels_body.h"
#undef KLEVEL
#undef KLEVEL_NAME
#pragma clang attribute pop

#pragma clang attribute push(__attribute__((target(CLIP_TARGET_V4))), apply_to = function)
#define KLEVEL 4
#define KLEVEL_NAME "x86-64-v4"
#include "kernels_body.h"
#undef KLEVEL
#undef KLEVEL_NAME
#pragma clang attribute pop
#endif

intptr_t clip_cpu_max_level(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    int v3 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("bmi")
             && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("f16c") && __builtin_cpu_supports("movbe")
             && __builtin_cpu_supports("popcnt") && __builtin_cpu_supports("sse4.2");
    int v4 = v3 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw")
             && __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512cd");
    return v4 ? 4 : v3 ? 3 : 1;
#else
    return 1;
#endif
}

static int clip_cpu_vbmi(void) {
#if defined(__x86_64__)
    __builtin_cpu_init();
    return clip_cpu_max_level() == 4 && __builtin_cpu_supports("avx512vbmi");
#else
    return 0;
#endif
}

intptr_t clip_set_byte_permutes(intptr_t enabled) {
    intptr_t previous = clip_vbmi;
    clip_vbmi = enabled && clip_cpu_vbmi();
    return previous;
}

const ClipKernels *_Nullable clip_kernels_for_level(intptr_t level) {
    if (level < 1 || level > clip_cpu_max_level()) return NULL;
    switch (level) {
    case 1: return &clip_kernels_v1;
#if defined(__x86_64__)
    case 3: return &clip_kernels_v3;
    case 4: return &clip_kernels_v4;
#endif
    default: return NULL;
    }
}

// Written once, before main (a constructor), and only read afterwards.
static const ClipKernels *_Nullable clip_active = &clip_kernels_v1;
static intptr_t clip_overridden = 0;

const ClipKernels *_Nullable clip_kernels(void) { return clip_active; }
intptr_t clip_kernels_overridden(void) { return clip_overridden; }

__attribute__((constructor)) static void clip_choose_kernels(void) {
    clip_vbmi = clip_cpu_vbmi();
    intptr_t max = clip_cpu_max_level();
    const char *env = getenv("CLIPGEN_CPU_LEVEL");
    if (env == NULL || *env == 0) {
        clip_active = clip_kernels_for_level(max);
        return;
    }
    clip_overridden = 1;
    if (strcmp(env, "0") == 0) {
        clip_active = NULL;
        return;
    }
    if (strcmp(env, "1") != 0 && strcmp(env, "3") != 0 && strcmp(env, "4") != 0) {
        fprintf(stderr, "clipgen: error: CLIPGEN_CPU_LEVEL must be 1, 3 or 4 (x86-64 level of the raster kernels; 0 = Swift "
                        "reference kernels), got '%s'\n", env);
        _exit(1);
    }
    intptr_t level = env[0] - '0';
    if (level > max) {
        fprintf(stderr, "clipgen: error: CLIPGEN_CPU_LEVEL=%ld asks for x86-64-v%ld kernels, which this CPU lacks (it runs up to "
                        "level %ld)\n", (long)level, (long)level, (long)max);
        _exit(1);
    }
    clip_active = clip_kernels_for_level(level);
}
