#ifndef CRASTERSHIMS_H
#define CRASTERSHIMS_H
#include <stdint.h>
#include "CRasterWalk.h"

/// Software prefetch for the raster pipeline (Swift has no prefetch intrinsic). A hint only:
/// never faults, so addresses past the target are harmless.
static inline __attribute__((always_inline)) void clip_prefetch(const void *_Nullable p) {
    __builtin_prefetch(p, 1, 3);
}

// MARK: - Per-level kernels picked at run time (kernels.c)
//
// The per-pixel kernels are compiled for x86-64 baseline, x86-64-v3 (AVX2, FMA, BMI2) and
// x86-64-v4 (AVX-512 F/BW/VL/DQ/CD); one table per level. The table in use is chosen once, before
// main, from cpuid, or from CLIPGEN_CPU_LEVEL (1, 3 or 4; 0 = no table: ClipRaster's Swift
// reference twins run). Every level gives the same pixels as those twins.

#pragma clang assume_nonnull begin

/// Blend mode numbers of `ClipKernels.blend_span` (ClipRaster's `BlendMode.cMode`).
enum {
    CLIP_BLEND_SOURCE_OVER = 0,
    CLIP_BLEND_COPY = 1,
    CLIP_BLEND_CLEAR = 2,
    CLIP_BLEND_MULTIPLY = 3,
    CLIP_BLEND_SCREEN = 4,
    CLIP_BLEND_PLUS = 5,
    CLIP_BLEND_DESTINATION_IN = 6,
    CLIP_BLEND_DESTINATION_OUT = 7,
    CLIP_BLEND_OVERLAY = 8,
    CLIP_BLEND_DARKEN = 9,
    CLIP_BLEND_LIGHTEN = 10,
    CLIP_BLEND_COLOR_DODGE = 11,
    CLIP_BLEND_COLOR_BURN = 12,
    CLIP_BLEND_HARD_LIGHT = 13,
    CLIP_BLEND_SOFT_LIGHT = 14,
    CLIP_BLEND_DIFFERENCE = 15,
    CLIP_BLEND_EXCLUSION = 16,
    CLIP_BLEND_HUE = 17,
    CLIP_BLEND_SATURATION = 18,
    CLIP_BLEND_COLOR = 19,
    CLIP_BLEND_LUMINOSITY = 20,
    /// Or'ed into a mode: the kernel at full coverage (`Composite.span(…, full: true)`; coverage not read).
    CLIP_BLEND_FULL = 0x100,
};

/// One sweep of accumulated coverage into a solid source-over fill (ClipRaster's
/// `CoverageAccumulator.sweepRows` with `SolidOverSink`). Cells and bitmap words read are zeroed.
typedef struct ClipSweepJob {
    int32_t *cells;
    uint64_t *bits;
    intptr_t cellStride, wordStride;
    /// Rows `rowMin...rowMax` of the region (rowMin may be negative: clamped to 0).
    intptr_t rowMin, rowMax;
    /// Region width and origin (device pixels).
    intptr_t width, ox, oy;
    intptr_t evenOdd;
    intptr_t mergeGap, prefetchRows;
    /// Coverage scratch: at least width + 32 entries.
    uint32_t *cov;
    /// The target: first row's address, row stride in bytes, width, device row of its first row.
    uint8_t *base;
    intptr_t stride, targetWidth, originY;
    /// Premultiplied colour (RGBA bytes, R lowest).
    uint32_t color;
} ClipSweepJob;

/// The gradient of `ClipKernels.sweep_gradient_over`: ClipRaster's `LinearGradientShader` or
/// `RadialGradientShader` (pad), drawn source-over without masks (`GeneralSink` under source-over).
typedef struct ClipGradientJob {
    /// 1: linear, `t = a·x + b·y + c` at pixel centres; 2: radial, `u = (a·x + c·y + tx, b·x + d·y + ty)`,
    /// `t = |u|`.
    intptr_t kind;
    double a, b, c, d, tx, ty;
    /// The 256-entry table (premultiplied colours).
    const uint32_t *table;
    /// Every table entry has alpha 255 (full-coverage runs are fetched straight into the target).
    intptr_t opaque;
    /// Source scratch: at least the target width + 32 entries.
    uint32_t *src;
} ClipGradientJob;

/// One fused run of up to three boxes (ClipRaster's `BoxCascade` and its `BoxDivider`).
typedef struct ClipBlurCascade {
    intptr_t w1, w2, w3, reach;
    uint32_t bias, preShift, mul, shift;
} ClipBlurCascade;

/// The kernels of one level.
typedef struct ClipKernels {
    /// 1, 3 or 4 (x86-64 level).
    intptr_t level;
    /// "x86-64", "x86-64-v3" or "x86-64-v4".
    const char *name;
    void (*sweep_solid_over)(const ClipSweepJob *job);
    /// The same sweep into a gradient (`job->color` unused): each span's source is fetched into
    /// `gradient->src`, then composited source-over (ClipRaster's generic sweep through
    /// `GeneralSink` under source-over).
    void (*sweep_gradient_over)(const ClipSweepJob *job, const ClipGradientJob *gradient);
    /// `Composite.solidOverRun`: colour `color` over `n` pixels at coverage 1...255.
    void (*solid_over_run)(uint32_t *dst, intptr_t n, uint32_t color, uint32_t coverage);
    /// `Composite.span`: `dst[0..<n] = mode(src, dst, cov)`. `src` NULL: the colour `src_const`;
    /// `cov` NULL: `cov_const` (entries `c | c << 16`). `mode` | CLIP_BLEND_FULL: coverage 255.
    void (*blend_span)(intptr_t mode, uint32_t *dst, intptr_t n, const uint32_t *_Nullable src,
                       uint32_t src_const, const uint32_t *_Nullable cov, uint32_t cov_const);
    /// `Composite.spanPadded`: whole vectors when `n` rounded up to 8 fits in `limit`; `cov` needs
    /// 8 writable entries past `n`.
    void (*blend_span_padded)(intptr_t mode, uint32_t *dst, intptr_t n, intptr_t limit,
                              const uint32_t *_Nullable src, uint32_t src_const, uint32_t *cov);
    /// `dst[0..<n] = value`.
    void (*fill32)(uint32_t *dst, intptr_t n, uint32_t value);
    /// The rows of `YUV420.convert` (twins: `ReferenceYUV420.lumaRow` / `chromaRow`).
    void (*luma_row)(const uint32_t *src, intptr_t w, uint8_t *dst, intptr_t width);
    void (*chroma_row)(const uint32_t *src0, const uint32_t *src1, intptr_t w, uint8_t *u, uint8_t *v, intptr_t count);
    /// `GaussianBlur.filterLanes`: one sweep of 16 lanes of the strip input `x` (128 bytes a step)
    /// into `n` output steps of 16 bytes at `dst + m·stride`; `ring` holds `w3` steps of 64 bytes.
    void (*blur_lanes)(const uint8_t *x, intptr_t n, uint8_t *dst, intptr_t stride, const ClipBlurCascade *cascade,
                       uint32_t *ring);
    /// The linear gradient's span (`LinearGradientShader.fetch`): `out[i] = table[index(t0 + a·i)]`.
    void (*linear_span)(double t0, double a, const uint32_t *table, intptr_t n, uint32_t *out);
    /// The radial gradient's span (`RadialGradientShader.fetch`): `u = u0 + s·i`, index of `|u|`;
    /// `row_aligned`: `sy` is 0 (the `RowIndexer` form, `uy²` hoisted).
    void (*radial_span)(float ux0, float uy0, float sx, float sy, intptr_t row_aligned, const uint32_t *table, intptr_t n,
                        uint32_t *out);
    /// The batched cell walk (`ClipWalkQueue.flush`, CRasterWalk.h): x86-64-v3 and v4 (eight
    /// segments at once); NULL at the baseline level (its walk is `clip_line_walk`, segment by
    /// segment).
    void (*_Nullable walk_flush)(ClipWalkQueue *queue, const ClipWalkGrid *grid, intptr_t h);
} ClipKernels;

/// The table chosen at start-up; NULL when CLIPGEN_CPU_LEVEL=0 (the Swift reference twins run).
const ClipKernels *_Nullable clip_kernels(void);
/// The table of one level (1, 3 or 4), or NULL when this CPU cannot run it or no such level.
const ClipKernels *_Nullable clip_kernels_for_level(intptr_t level);
/// The highest level this CPU runs (1, 3 or 4).
intptr_t clip_cpu_max_level(void);
/// Lets the x86-64-v4 kernels use AVX-512 VBMI where the CPU has it (the default), or not (the
/// plain v4 code); returns the previous setting. For the differential tests (the same pixels
/// either way); not to be called while kernels run.
intptr_t clip_set_byte_permutes(intptr_t enabled);
/// How the table in use was chosen: 0 = cpuid, 1 = CLIPGEN_CPU_LEVEL.
intptr_t clip_kernels_overridden(void);
/// Asks glibc to keep freed buffers for reuse (mallopt); 1 when it accepted, 0 otherwise.
int clip_keep_freed_buffers(void);

#pragma clang assume_nonnull end

#endif
