// The edge walk of ClipRaster's CoverageAccumulator in C, inlined into the Swift caller (a
// header, so no call and no spilled arguments per segment). A segment adds to every cell it
// crosses: one branch-free step per cell boundary, the boundary chosen by an exact integer corner
// value, the crossing coordinate rounded (see `clip_cell_walk`). Plain integer code: one build for
// every x86-64 level, and the product's walk; at x86-64-v3 and v4 the segments that start inside
// the region are queued and walked in batches with the same steps (`ClipWalkQueue`, walk.c).
// AGG's exact row-by-row walk stays in Swift (`CoverageAccumulator`, `cWalk` off) as the reference
// the tests compare it with (`testCellWalkMatchesExactWalk`: within one level of coverage).
// Segments arrive as polylines (`clip_walk_polyline`, `clip_walk_polyline_clipped`): `addLine`'s
// fixed-point conversion and clipping restated in C, each point converted once.
#ifndef CRASTERWALK_H
#define CRASTERWALK_H
#include <stdbool.h>
#include <stdint.h>

#pragma clang assume_nonnull begin

/// The cell storage of ClipRaster's `CoverageAccumulator` during one draw.
typedef struct ClipWalkGrid {
    int32_t *cells;
    uint64_t *bits;
    intptr_t cellStride, wordStride;
} ClipWalkGrid;

enum { CLIP_WALK_SH = 10, CLIP_WALK_ONE = 1 << CLIP_WALK_SH, CLIP_WALK_MASK = CLIP_WALK_ONE - 1 };

#define CLIP_WALK_INLINE static inline __attribute__((always_inline))

CLIP_WALK_INLINE void clip_walk_mark(uint64_t *bits, intptr_t ws, intptr_t ey, intptr_t lo, intptr_t hi) {
    uint64_t *row = bits + ey * ws;
    intptr_t g = lo >> 3, g1 = hi >> 3;
    row[g >> 6] |= (uint64_t)1 << (g & 63);
    while (g < g1) { g++; row[g >> 6] |= (uint64_t)1 << (g & 63); }
}

CLIP_WALK_INLINE void clip_walk_add(int32_t *row, intptr_t ex, intptr_t cover, intptr_t area) {
    row[ex] += (int32_t)(cover * (2 * CLIP_WALK_ONE) - area); // a product: cover may be negative
    row[ex + 1] += (int32_t)area;
}

/// Marks the groups of cell `ex` and of its carry cell `ex + 1` in a row's bitmap: one OR of both
/// bits into the word of `ex`'s group (the carry's bit, one higher when the carry cell starts the
/// next group, shifts out at the word's top), and a second OR only when the carry cell starts the
/// next word (`ex + 1` a multiple of 512, a rare, predicted branch). One read-modify-write per cell
/// instead of two: the walk's steps chain through these words in memory.
CLIP_WALK_INLINE void clip_walk_mark_cell(uint64_t *row, intptr_t ex) {
    intptr_t g0 = ex >> 3, g1 = (ex + 1) >> 3;
    row[g0 >> 6] |= (uint64_t)(1 + 2 * (g1 - g0)) << (g0 & 63);
    if (__builtin_expect(((ex + 1) & 511) == 0, 0)) row[g1 >> 6] |= 1;
}

/// Whether the cell walk leaves the cell whose corner value is `prod` through its row boundary
/// (else through its side), for a segment heading right (dx > 0) or left, down (dy > 0) or up.
/// `prod` is the cross product (corner − P) × (dx, dy) at the cell's top-left corner, P any point
/// of the line: exact integers, so the cells a segment visits do not depend on where its walk began.
/// Lines through a corner exactly take the order left, down, right, up.
CLIP_WALK_INLINE int clip_cell_row_exit(const int right, const int down, int64_t prod, int64_t dxO, int64_t dyO) {
    if (down && right) return prod - dxO <= 0 && prod - dxO + dyO > 0;
    if (!right) return !(prod <= 0 && prod - dxO > 0);
    return !(prod - dxO + dyO <= 0 && prod + dyO >= 0);
}

/// The cell walk of a segment that crosses a cell boundary (dx ≠ 0, dy ≠ 0), rows 0..<h only.
///
/// One step per cell boundary crossed: whether the next boundary is the row's or the side's is
/// decided by the exact corner value `prod` (one comparison, branch-free), and only the crossing
/// coordinate on that boundary is rounded (prod / dx or prod / dy by a reciprocal taken once per
/// segment). Each cell gets the exact cover (dy) of the piece inside it and the area of that piece
/// from the rounded crossings, which consecutive cells share, so each row's cover is exact and a
/// pixel's coverage is within 1/1024 of a pixel of the true area. A segment that starts above (below)
/// the region enters its first visible row at the cell and corner value the walk would have reached:
/// the crossing of that row boundary is computed exactly, ties as the walk breaks them; a band of
/// rows therefore rasterizes a segment exactly as the whole frame does.
CLIP_WALK_INLINE void clip_cell_walk(const ClipWalkGrid *gp, const int right, const int down, intptr_t h, intptr_t x1, intptr_t y1, intptr_t x2, intptr_t y2) {
    const ClipWalkGrid g = *gp;
    const intptr_t ONE = CLIP_WALK_ONE;
    intptr_t ex1 = x1 >> CLIP_WALK_SH, ey1 = y1 >> CLIP_WALK_SH;
    const intptr_t ex2 = x2 >> CLIP_WALK_SH, ey2 = y2 >> CLIP_WALK_SH;
    intptr_t fx1 = x1 & CLIP_WALK_MASK, fy1 = y1 & CLIP_WALK_MASK;
    const int64_t dx = (int64_t)x2 - x1, dy = (int64_t)y2 - y1;
    const int64_t dxO = dx * ONE, dyO = dy * ONE;
    int64_t prod = dx * fy1 - dy * fx1;
    if (down ? ey1 < 0 : ey1 >= h) {
        // Enter at the boundary of the first visible row (y = 0 going down, h·ONE going up), from
        // the invisible row beyond it: the cell holding the crossing x·dy = x1·dy + (yb − y1)·dx.
        const int64_t yb = down ? 0 : (int64_t)h * ONE;
        const intptr_t eyOut = down ? -1 : h;
        int64_t num = (int64_t)x1 * dy + (yb - y1) * dx, den = dyO;
        if (den < 0) { num = -num; den = -den; }
        int64_t cand = num / den, r = num % den;
        if (r < 0) { cand -= 1; r += den; }
        intptr_t ex = (intptr_t)cand;
        #define CLIP_CELL_PROD(EX) (dx * ((int64_t)y1 - (int64_t)eyOut * ONE) - dy * ((int64_t)x1 - (int64_t)(EX) * ONE))
        if (r == 0) {
            // Through a corner: the walk reaches the cell on its own side first and leaves it by the
            // row boundary there, or steps across to the other.
            intptr_t first = right ? ex - 1 : ex, other = right ? ex : ex - 1;
            ex = clip_cell_row_exit(right, down, CLIP_CELL_PROD(first), dxO, dyO) ? first : other;
        }
        prod = CLIP_CELL_PROD(ex);
        #undef CLIP_CELL_PROD
        ex1 = ex; ey1 = eyOut; fx1 = 0; fy1 = 0;
    }
    const double rdx = 1.0 / (double)dx, rdy = 1.0 / (double)dy;
    // `clip_cell_row_exit` as one unsigned range test of prod + rowK (wrapping, exact): the side
    // exit's (or, down and right, the row exit's) two comparisons bound one interval of prod.
    // Down and right: row exit iff prod − dxO ∈ (−dyO, 0]; left: side exit iff prod ∈ (dxO, 0];
    // up and right: side exit iff prod + dyO ∈ [0, dxO].
    const uint64_t rowK = down && right ? (uint64_t)(dyO - dxO - 1) : !right ? (uint64_t)(-dxO - 1) : (uint64_t)dyO;
    const uint64_t rowLim = down && right ? (uint64_t)dyO : !right ? (uint64_t)(-dxO) : (uint64_t)dxO;
    intptr_t n = (right ? ex2 - ex1 : ex1 - ex2) + (down ? ey2 - ey1 : ey1 - ey2);
    const intptr_t rowStep = down ? 1 : -1, sideStep = right ? 1 : -1, endRow = down ? h : -1;
    const intptr_t fyEnter = down ? 0 : ONE, fyExit = down ? ONE : 0, fxEnter = right ? 0 : ONE, fxExit = right ? ONE : 0;
    for (; n > 0; n--) {
        const uint64_t rowT = (uint64_t)prod + rowK;
        const int rowExit = down && right ? rowT < rowLim : !right ? rowT >= rowLim : rowT > rowLim;
        // Leaving through the row boundary: the crossing x; through the side: the crossing y.
        const int64_t prodR = down ? prod - dxO : prod + dxO;
        const intptr_t fxR = down ? (intptr_t)((double)(-prodR) * rdy) : (intptr_t)((double)prod * -rdy);
        const int64_t prodS = right ? prod + dyO : prod - dyO;
        const intptr_t fyS = (intptr_t)((double)(right ? prodS : prod) * rdx);
        const intptr_t fx2 = rowExit ? fxR : fxExit, fy2 = rowExit ? fyExit : fyS;
        if ((uintptr_t)ey1 < (uintptr_t)h) {
            clip_walk_add(g.cells + ey1 * g.cellStride, ex1, fy2 - fy1, (fx1 + fx2) * (fy2 - fy1));
            clip_walk_mark_cell(g.bits + ey1 * g.wordStride, ex1);
        }
        prod = rowExit ? prodR : prodS;
        fx1 = rowExit ? fx2 : fxEnter;
        fy1 = rowExit ? fyEnter : fy2;
        ey1 += rowExit ? rowStep : 0;
        ex1 += rowExit ? 0 : sideStep;
        if (ey1 == endRow) return; // below (above) the region: nothing more to add
    }
    const intptr_t fx2 = x2 & CLIP_WALK_MASK, fy2 = y2 & CLIP_WALK_MASK;
    if ((uintptr_t)ey1 < (uintptr_t)h) {
        clip_walk_add(g.cells + ey1 * g.cellStride, ex1, fy2 - fy1, (fx1 + fx2) * (fy2 - fy1));
        clip_walk_mark_cell(g.bits + ey1 * g.wordStride, ex1);
    }
}

/// Adds the fixed-point segment (x1, y1) → (x2, y2) (x in 0...width·1024, y relative to the
/// region's first row, y1 ≠ y2) to the cells of rows 0..<h and marks their groups:
/// `CoverageAccumulator.line` without the row-range bookkeeping (the caller skips segments wholly
/// above or below the region and updates its row range). Vertical segments are exact.
static inline __attribute__((always_inline)) void clip_line_walk(const ClipWalkGrid *gp, intptr_t h, intptr_t x1, intptr_t y1, intptr_t x2, intptr_t y2) {
    const ClipWalkGrid g = *gp;
    intptr_t ey1 = y1 >> CLIP_WALK_SH, ey2 = y2 >> CLIP_WALK_SH, fy1 = y1 & CLIP_WALK_MASK, fy2 = y2 & CLIP_WALK_MASK;
    intptr_t dx = x2 - x1;
    if (dx == 0 && ey1 != ey2) {
        intptr_t ex = x1 >> CLIP_WALK_SH, twoFx = (x1 - (ex << CLIP_WALK_SH)) << 1;
#define TOUCH(rr, cover) do { intptr_t r_ = (rr), c_ = (cover); \
        clip_walk_add(g.cells + r_ * g.cellStride, ex, c_, twoFx * c_); clip_walk_mark(g.bits, g.wordStride, r_, ex, ex + 1); } while (0)
        if (y1 < y2) {
            if (ey1 >= 0) TOUCH(ey1, CLIP_WALK_ONE - fy1);
            intptr_t r = ey1 + 1 > 0 ? ey1 + 1 : 0, end = ey2 < h ? ey2 : h;
            while (r < end) { TOUCH(r, CLIP_WALK_ONE); r++; }
            if (ey2 < h && fy2 != 0) TOUCH(ey2, fy2);
        } else {
            if (ey1 < h && fy1 != 0) TOUCH(ey1, -fy1);
            intptr_t r = ey1 - 1 < h - 1 ? ey1 - 1 : h - 1, end = ey2 > -1 ? ey2 : -1;
            while (r > end) { TOUCH(r, -CLIP_WALK_ONE); r--; }
            if (ey2 >= 0) TOUCH(ey2, fy2 - CLIP_WALK_ONE);
        }
#undef TOUCH
        return;
    }
    if (ey1 == ey2 && (x1 >> CLIP_WALK_SH) == (x2 >> CLIP_WALK_SH)) {
        // Inside one cell.
        intptr_t ex = x1 >> CLIP_WALK_SH, d = fy2 - fy1;
        clip_walk_add(g.cells + ey1 * g.cellStride, ex, d, ((x1 & CLIP_WALK_MASK) + (x2 & CLIP_WALK_MASK)) * d);
        clip_walk_mark_cell(g.bits + ey1 * g.wordStride, ex);
        return;
    }
    if (y1 < y2) {
        if (dx > 0) clip_cell_walk(&g, 1, 1, h, x1, y1, x2, y2); else clip_cell_walk(&g, 0, 1, h, x1, y1, x2, y2);
    } else {
        if (dx > 0) clip_cell_walk(&g, 1, 0, h, x1, y1, x2, y2); else clip_cell_walk(&g, 0, 0, h, x1, y1, x2, y2);
    }
}

/// A draw's frame for `clip_walk_polyline`: the fields of ClipRaster's `CoverageAccumulator` its
/// `addLine` reads on the unclipped (`inside`) path, and the row range it updates.
typedef struct ClipWalkFrame {
    ClipWalkGrid grid;
    /// Region height in rows; region.y0 · 1024.
    intptr_t h, oy;
    /// Region x0 and width (pixels), and the row range y is clamped to (one row beyond the region).
    double ox, limX, yLo, yHi;
    /// The rows touched so far (`rowMin > rowMax`: none).
    intptr_t rowMin, rowMax;
} ClipWalkFrame;

enum {
    /// Segments a `ClipWalkQueue` holds before it walks them.
    CLIP_WALK_QUEUE_CAPACITY = 512,
    /// Cell records a batched walk writes before it applies them (a multiple of 8).
    CLIP_WALK_RECORD_CAPACITY = 4096
};

/// Segments waiting for the batched walk of the x86-64-v3 and v4 kernels (`ClipKernels.walk_flush`;
/// the baseline level has none), which walks eight segments at once, one per lane, and gives the same cells and marks as
/// `clip_line_walk` for each (the cells are sums and the marks ORs, so the order of the adds
/// does not matter). It takes the segments of `clip_cell_walk` that start inside the region
/// (`clip_walk_queue`); vertical segments and segments entering from beyond the region are
/// walked at once by `clip_line_walk`. Owned by ClipRaster's `CoverageAccumulator`.
typedef struct ClipWalkQueue {
    /// The queued fixed-point segments, `count` of them (capacity `CLIP_WALK_QUEUE_CAPACITY`).
    int64_t *x1, *y1, *x2, *y2;
    intptr_t count;
    /// The walk's records (capacity `CLIP_WALK_RECORD_CAPACITY` + 8 each, room for a full vector): the cell index and the
    /// bitmap word index (high 32 bits), the two cell adds (the second in the high 32 bits), the
    /// bitmap bits (v4; the v3 walk keeps four 32-bit fields in them, walk.c).
    uint64_t *recordCell, *recordAdd, *recordBits;
    /// Walks the queued segments into `grid` (rows 0..<h) and empties the queue.
    void (*flush)(struct ClipWalkQueue *queue, const ClipWalkGrid *grid, intptr_t h);
} ClipWalkQueue;

/// Queues a fixed-point segment that `clip_line_walk` would walk cell by cell and that starts
/// inside the region (rows 0..<h), walking the queue when it is full; any other segment is walked
/// at once. `queue` NULL: every segment is walked at once.
CLIP_WALK_INLINE void clip_walk_queue(ClipWalkQueue *_Nullable queue, const ClipWalkGrid *g, intptr_t h, intptr_t x1, intptr_t y1, intptr_t x2, intptr_t y2) {
    const intptr_t ey1 = y1 >> CLIP_WALK_SH;
    if (queue && x1 != x2 && (y2 > y1 ? ey1 >= 0 : ey1 < h)) {
        const intptr_t k = queue->count;
        queue->x1[k] = x1; queue->y1[k] = y1; queue->x2[k] = x2; queue->y2[k] = y2;
        queue->count = k + 1;
        if (k + 1 == CLIP_WALK_QUEUE_CAPACITY) queue->flush(queue, g, h);
        return;
    }
    clip_line_walk(g, h, x1, y1, x2, y2);
}

/// `Int(round(v))` ties to even for |v| < 2⁵⁰ (Swift `roundToInt`: the mantissa of v + 1.5·2⁵²).
CLIP_WALK_INLINE intptr_t clip_walk_round(double v) {
    double t = v + 6755399441055744.0;
    int64_t b;
    __builtin_memcpy(&b, &t, 8);
    return (intptr_t)(b & 0x000FFFFFFFFFFFFFLL) - 0x0008000000000000LL;
}

/// `Int(round(v))` for 0 ≤ v < 2³¹ (Swift `roundToIntNonNegative`).
CLIP_WALK_INLINE intptr_t clip_walk_round_nonneg(double v) {
    double t = v + 6755399441055744.0;
    int64_t b;
    __builtin_memcpy(&b, &t, 8);
    return (intptr_t)(b & 0xFFFFFFFFLL);
}

/// `CoverageAccumulator.line`: a fixed-point segment (x region-relative in 0...width·1024, y
/// relative to the region's first row) into the cells (or into `q`, `clip_walk_queue`), the row
/// range updated.
CLIP_WALK_INLINE void clip_walk_fixed(const ClipWalkGrid *g, ClipWalkQueue *_Nullable q, intptr_t h, intptr_t *rowMin, intptr_t *rowMax, intptr_t x1, intptr_t y1, intptr_t x2, intptr_t y2) {
    if ((y1 > y2 ? y1 : y2) <= 0 || (y1 < y2 ? y1 : y2) >= (h << CLIP_WALK_SH)) return;
    const intptr_t ey1 = y1 >> CLIP_WALK_SH, ey2 = y2 >> CLIP_WALK_SH;
    const intptr_t lo = ey1 < ey2 ? ey1 : ey2, hi = ey1 > ey2 ? ey1 : ey2;
    if (lo < *rowMin) *rowMin = lo < 0 ? 0 : lo;
    if (hi > *rowMax) *rowMax = hi > h - 1 ? h - 1 : hi;
    clip_walk_queue(q, g, h, x1, y1, x2, y2);
}

/// A region-relative x (pixels) in fixed point, clamped to 0...width (NaN → 0): Swift `fxClamped`.
CLIP_WALK_INLINE intptr_t clip_walk_fx(double v, double limX) {
#pragma STDC FP_CONTRACT OFF
    const double c = v > 0 ? (v < limX ? v : limX) : 0;
    return clip_walk_round_nonneg(c * (double)CLIP_WALK_ONE);
}

/// Adds the segments p₀ → p₁ → … → pₙ₋₁ (device pixels, x and y interleaved, n ≥ 2) of a draw
/// whose points are all finite and inside the region (`CoverageAccumulator.addLine`'s `inside`
/// path): each point converted to fixed point once, then the same clamps, roundings, row range
/// and walk as that path segment by segment, so the cells are the same. `q`: the batched walk's
/// queue (`clip_walk_queue`), walked before this returns; NULL walks each segment at once.
CLIP_WALK_INLINE void clip_walk_polyline(ClipWalkFrame *f, ClipWalkQueue *_Nullable q, const double *xy, intptr_t n) {
#pragma STDC FP_CONTRACT OFF
    const ClipWalkGrid g = f->grid;
    const intptr_t h = f->h, oy = f->oy;
    const double ox = f->ox, limX = f->limX, lo = f->yLo, hi = f->yHi, s = (double)CLIP_WALK_ONE;
    intptr_t rowMin = f->rowMin, rowMax = f->rowMax;
#define CLIP_POLY_FY(V) (clip_walk_round(({ double v_ = (V); (v_ > lo ? (v_ < hi ? v_ : hi) : lo) * s; })) - oy)
    // The points are converted a chunk at a time in a loop of their own, then walked: the walk's
    // loop then holds no Double constants and spills less (the same values, in the same order).
    enum { CHUNK = 64 };
    intptr_t fx[CHUNK], fy[CHUNK];
    intptr_t x1 = clip_walk_fx(xy[0] - ox, limX), y1 = CLIP_POLY_FY(xy[1]);
    for (intptr_t i = 1; i < n;) {
        const intptr_t m = n - i < CHUNK ? n - i : CHUNK;
        for (intptr_t k = 0; k < m; k++) {
            fx[k] = clip_walk_fx(xy[2 * (i + k)] - ox, limX);
            fy[k] = CLIP_POLY_FY(xy[2 * (i + k) + 1]);
        }
        for (intptr_t k = 0; k < m; k++) {
            const intptr_t x2 = fx[k], y2 = fy[k];
            if (y1 != y2) clip_walk_fixed(&g, q, h, &rowMin, &rowMax, x1, y1, x2, y2);
            x1 = x2; y1 = y2;
        }
        i += m;
    }
#undef CLIP_POLY_FY
    if (q && q->count > 0) q->flush(q, &g, h);
    f->rowMin = rowMin; f->rowMax = rowMax;
}

/// `CoverageAccumulator.lineFx`: a horizontally clipped segment (x region-relative, y device).
CLIP_WALK_INLINE void clip_walk_fx_line(const ClipWalkGrid *g, ClipWalkQueue *_Nullable q, const ClipWalkFrame *f, intptr_t *rowMin, intptr_t *rowMax, double ax, double ay, double bx, double by) {
#pragma STDC FP_CONTRACT OFF
    const intptr_t y1 = clip_walk_round(ay * (double)CLIP_WALK_ONE) - f->oy, y2 = clip_walk_round(by * (double)CLIP_WALK_ONE) - f->oy;
    if (y1 == y2) return;
    clip_walk_fixed(g, q, f->h, rowMin, rowMax, clip_walk_fx(ax, f->limX), y1, clip_walk_fx(bx, f->limX), y2);
}

/// One segment of `clip_walk_polyline_clipped` (x region-relative, y device): `CoverageAccumulator.addLine`'s
/// clipping path, the same Double operations in the same order (contraction off).
CLIP_WALK_INLINE void clip_walk_clipped_segment(const ClipWalkGrid *g, ClipWalkQueue *_Nullable q, const ClipWalkFrame *f, intptr_t *rowMin, intptr_t *rowMax, double ax, double ay, double bx, double by, double top, double bottom) {
#pragma STDC FP_CONTRACT OFF
    const double w = f->limX;
    // Rejects NaN as well: every comparison with NaN is false.
    if (!(ay != by && (ay > top || by > top) && (ay < bottom || by < bottom) && (ax < w || bx < w))) return;
    if (!(__builtin_isfinite(ax) && __builtin_isfinite(ay) && __builtin_isfinite(bx) && __builtin_isfinite(by))) return;
    const double big = 1e7;
    if (!(ay > -big && ay < big && by > -big && by < big && ax > -big && ax < big && bx > -big && bx < big)) {
        // Pre-clip to a guard band around the region so fixed point cannot overflow.
        const double lo = top - 2, hi = bottom + 2;
        const double k = (bx - ax) / (by - ay);
        if (ay < lo) { ax += (lo - ay) * k; ay = lo; } else if (ay > hi) { ax += (hi - ay) * k; ay = hi; }
        if (by < lo) { bx += (lo - by) * k; by = lo; } else if (by > hi) { bx += (hi - by) * k; by = hi; }
        if (!(__builtin_isfinite(ax) && __builtin_isfinite(bx) && ay != by)) return;
        const double m = 1e9;
        ax = ax > m ? m : ax; ax = -m > ax ? -m : ax; // Swift max(-m, min(m, ax)), ax finite
        bx = bx > m ? m : bx; bx = -m > bx ? -m : bx;
    }
    // Left border: split where the segment crosses x = 0.
    if (ax < 0 || bx < 0) {
        if (ax <= 0 && bx <= 0) { clip_walk_fx_line(g, q, f, rowMin, rowMax, 0, ay, 0, by); return; }
        const double ym = ay + (0 - ax) * (by - ay) / (bx - ax);
        if (ax < 0) { clip_walk_fx_line(g, q, f, rowMin, rowMax, 0, ay, 0, ym); ax = 0; ay = ym; }
        else { clip_walk_fx_line(g, q, f, rowMin, rowMax, 0, ym, 0, by); bx = 0; by = ym; }
    }
    // Right border: drop the part beyond x = w.
    if (ax > w || bx > w) {
        const double ym = ay + (w - ax) * (by - ay) / (bx - ax);
        if (ax > w) { ax = w; ay = ym; } else { bx = w; by = ym; }
    }
    clip_walk_fx_line(g, q, f, rowMin, rowMax, ax, ay, bx, by);
}

/// The segments p₀ → p₁ → … → pₙ₋₁ (device pixels, interleaved) of a draw that needs clipping:
/// `CoverageAccumulator.addLine`'s clipping path for each (`clip_walk_clipped_segment`), so the
/// cells are the same. `top`/`bottom`: the region's first row and the row after its last, in
/// device pixels. `q` as for `clip_walk_polyline`.
///
/// Most points of a clipped draw lie inside the region. A segment between two points in its
/// columns (0 ≤ x < width, region-relative) and within a row of its rows (`yLo...yHi`) goes
/// through that path unclipped: no border split, its y within the guard band, and each end
/// converted as `clip_walk_fx_line` does, which here is `clip_walk_polyline`'s conversion (its
/// clamps change nothing). So such points are converted once, as there, and their segments go
/// straight to `clip_walk_fixed`, whose checks drop the same segments the path's tests do (equal
/// rows; wholly above or below the region). Both ends at x = width would be dropped by the path
/// and walked in the sentinel column here: that x is not in the fast range. `clipAll` (tests):
/// every segment through the clipping path, the reference for this shortcut.
CLIP_WALK_INLINE void clip_walk_polyline_clipped(ClipWalkFrame *f, ClipWalkQueue *_Nullable q, const double *xy, intptr_t n, double top, double bottom, bool clipAll) {
#pragma STDC FP_CONTRACT OFF
    const ClipWalkGrid g = f->grid;
    const double ox = f->ox, w = f->limX, lo = f->yLo, hi = f->yHi, s = (double)CLIP_WALK_ONE;
    const intptr_t h = f->h, oy = f->oy;
    intptr_t rowMin = f->rowMin, rowMax = f->rowMax;
    // As in `clip_walk_polyline`, a chunk of points is converted in a loop of its own; a point
    // outside the fast range gets x = −1 (converted x are ≥ 0).
#define CLIP_POLY_NEAR(X, Y) (!clipAll && (X) >= 0 && (X) < w && (Y) >= lo && (Y) <= hi)
    enum { CHUNK = 64 };
    intptr_t fx[CHUNK], fy[CHUNK];
    intptr_t x1 = -1, y1 = 0;
    {
        const double ax = xy[0] - ox, ay = xy[1];
        if (CLIP_POLY_NEAR(ax, ay)) { x1 = clip_walk_fx(ax, w); y1 = clip_walk_round(ay * s) - oy; }
    }
    for (intptr_t i = 1; i < n;) {
        const intptr_t m = n - i < CHUNK ? n - i : CHUNK;
        for (intptr_t k = 0; k < m; k++) {
            const double bx = xy[2 * (i + k)] - ox, by = xy[2 * (i + k) + 1];
            const int near = CLIP_POLY_NEAR(bx, by);
            fx[k] = near ? clip_walk_fx(bx, w) : -1;
            fy[k] = clip_walk_round(by * s) - oy; // used only when near
        }
        for (intptr_t k = 0; k < m; k++) {
            const intptr_t x2 = fx[k], y2 = fy[k];
            if ((x1 | x2) >= 0) {
                if (y1 != y2) clip_walk_fixed(&g, q, h, &rowMin, &rowMax, x1, y1, x2, y2);
            } else {
                const intptr_t j = i + k;
                clip_walk_clipped_segment(&g, q, f, &rowMin, &rowMax, xy[2 * j - 2] - ox, xy[2 * j - 1], xy[2 * j] - ox, xy[2 * j + 1], top, bottom);
            }
            x1 = x2; y1 = y2;
        }
        i += m;
    }
#undef CLIP_POLY_NEAR
    if (q && q->count > 0) q->flush(q, &g, h);
    f->rowMin = rowMin; f->rowMax = rowMax;
}

#pragma clang assume_nonnull end
#endif
