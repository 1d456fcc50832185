// The edge walk of ClipRaster's CoverageAccumulator (`line` / `walk` / `hline`) in C, inlined
// into the Swift caller (a header, so no call and no spilled arguments per segment): the same
// integer arithmetic, cell for cell (differential test `testLineWalkMatchesSwift`), with the walk
// state kept in registers (the Swift loop spilled it). Plain integer code: one build for every
// x86-64 level. The Swift walk stays as the twin, run under CLIPGEN_CPU_LEVEL=0.
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
    row[ex] += (int32_t)((cover << (CLIP_WALK_SH + 1)) - area);
    row[ex + 1] += (int32_t)area;
}

CLIP_WALK_INLINE intptr_t clip_walk_floor_divmod(intptr_t n, intptr_t d, intptr_t *rem) {
    intptr_t q = n / d, r = n % d;
    if (r < 0) { q -= 1; r += d; }
    *rem = r;
    return q;
}

/// AGG's `render_hline` (the Swift `hline`).
CLIP_WALK_INLINE void clip_walk_hline(const ClipWalkGrid *g, intptr_t ey, intptr_t x1, intptr_t fy1, intptr_t x2, intptr_t fy2) {
    if (fy1 == fy2) return;
    int32_t *row = g->cells + ey * g->cellStride;
    intptr_t ex1 = x1 >> CLIP_WALK_SH, ex2 = x2 >> CLIP_WALK_SH;
    intptr_t fx1 = x1 & CLIP_WALK_MASK, fx2 = x2 & CLIP_WALK_MASK;
    if (ex1 == ex2) {
        intptr_t d = fy2 - fy1;
        clip_walk_add(row, ex1, d, (fx1 + fx2) * d);
        clip_walk_mark(g->bits, g->wordStride, ey, ex1, ex1 + 1);
        return;
    }
    clip_walk_mark(g->bits, g->wordStride, ey, ex1 < ex2 ? ex1 : ex2, (ex1 > ex2 ? ex1 : ex2) + 1);
    intptr_t y1 = fy1;
    intptr_t p = (CLIP_WALK_ONE - fx1) * (fy2 - fy1), first = CLIP_WALK_ONE, incr = 1;
    intptr_t dx = x2 - x1;
    if (dx < 0) { p = fx1 * (fy2 - fy1); first = 0; incr = -1; dx = -dx; }
    int32_t dx32 = (int32_t)dx;
    int32_t p32 = (int32_t)p;
    intptr_t delta = p32 / dx32, mod = p32 % dx32;
    if (mod < 0) { delta -= 1; mod += dx; }
    intptr_t area1 = (fx1 + first) * delta;
    intptr_t d1 = (delta << (CLIP_WALK_SH + 1)) - area1;
    bool right = incr > 0;
    intptr_t off = right ? 0 : 1;
    row[ex1 + off] += (int32_t)(right ? d1 : area1);
    intptr_t pending = right ? area1 : d1;
    ex1 += incr;
    y1 += delta;
    if (ex1 != ex2) {
        int32_t pl = (int32_t)(CLIP_WALK_ONE * (fy2 - y1 + delta));
        intptr_t lift = pl / dx32, rem = pl % dx32;
        if (rem < 0) { lift -= 1; rem += dx; }
        mod -= dx;
        while (ex1 != ex2) {
            delta = lift;
            mod += rem;
            if (mod >= 0) { mod -= dx; delta += 1; }
            intptr_t v = CLIP_WALK_ONE * delta;
            row[ex1 + off] += (int32_t)(pending + v);
            pending = v;
            y1 += delta;
            ex1 += incr;
        }
    }
    delta = fy2 - y1;
    intptr_t area2 = (fx2 + CLIP_WALK_ONE - first) * delta;
    intptr_t d2 = (delta << (CLIP_WALK_SH + 1)) - area2;
    row[ex2 + off] += (int32_t)(pending + (right ? d2 : area2));
    row[ex2 + 1 - off] += (int32_t)(right ? area2 : d2);
}

CLIP_WALK_INLINE intptr_t clip_walk_boundary(bool down, intptr_t k, intptr_t y1, intptr_t dx, intptr_t ady, intptr_t *rem) {
    intptr_t n = down ? (k << CLIP_WALK_SH) - y1 : y1 - (k << CLIP_WALK_SH), prod;
    // The Swift walk traps here (checked multiply) on absurd inputs: so does this one.
    if (__builtin_mul_overflow(n, dx, &prod)) __builtin_trap();
    return clip_walk_floor_divmod(prod, ady, rem);
}

/// The Swift `walk`: an exact DDA over the row boundaries, rows lo...hi only.
CLIP_WALK_INLINE void clip_walk_walk(const ClipWalkGrid *g, bool down, intptr_t x1, intptr_t y1, intptr_t x2, intptr_t y2, intptr_t lo, intptr_t hi) {
    const intptr_t step = down ? 1 : -1, yEnter = down ? 0 : CLIP_WALK_ONE, yExit = down ? CLIP_WALK_ONE : 0;
    intptr_t ey2 = y2 >> CLIP_WALK_SH, ey1 = y1 >> CLIP_WALK_SH;
    intptr_t dx = x2 - x1, ady = down ? y2 - y1 : y1 - y2;
    intptr_t r = down ? lo : hi, last = down ? hi : lo;
    intptr_t xa, ya, m;
    if (r == ey1) {
        xa = x1; ya = y1 & CLIP_WALK_MASK;
    } else {
        xa = x1 + clip_walk_boundary(down, down ? r : r + 1, y1, dx, ady, &m); ya = yEnter;
    }
    if (r == ey2) { clip_walk_hline(g, r, xa, ya, x2, y2 & CLIP_WALK_MASK); return; }
    intptr_t q = clip_walk_boundary(down, down ? r + 1 : r, y1, dx, ady, &m);
    intptr_t xb = x1 + q;
    clip_walk_hline(g, r, xa, ya, xb, yExit);
    if (r == last) return;
    r += step;
    xa = xb;
    if (r != ey2) {
        intptr_t rem;
        intptr_t lift = clip_walk_floor_divmod(CLIP_WALK_ONE * dx, ady, &rem);
        for (;;) {
            q += lift; m += rem;
            if (m >= ady) { m -= ady; q += 1; }
            xb = x1 + q;
            clip_walk_hline(g, r, xa, yEnter, xb, yExit);
            if (r == last) return;
            r += step;
            xa = xb;
            if (r == ey2) break;
        }
    }
    clip_walk_hline(g, r, xa, yEnter, x2, y2 & CLIP_WALK_MASK);
}

/// Adds the fixed-point segment (x1, y1) → (x2, y2) (x in 0...width·1024, y relative to the
/// region's first row, y1 ≠ y2) to the cells of rows 0..<h and marks their groups: the C twin of
/// `CoverageAccumulator.line` without the row-range bookkeeping (the caller skips segments wholly
/// above or below the region and updates its row range).
static inline __attribute__((always_inline)) void clip_line_walk(const ClipWalkGrid *gp, intptr_t h, intptr_t x1, intptr_t y1, intptr_t x2, intptr_t y2) {
    const ClipWalkGrid g = *gp;
    intptr_t ey1 = y1 >> CLIP_WALK_SH, ey2 = y2 >> CLIP_WALK_SH, fy1 = y1 & CLIP_WALK_MASK, fy2 = y2 & CLIP_WALK_MASK;
    intptr_t lo = ey1 < ey2 ? ey1 : ey2, hi = ey1 > ey2 ? ey1 : ey2;
    if (lo < 0) lo = 0;
    if (hi > h - 1) hi = h - 1;
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
    if (y1 < y2) clip_walk_walk(&g, true, x1, y1, x2, y2, lo, hi); else clip_walk_walk(&g, false, x1, y1, x2, y2, lo, hi);
}

#pragma clang assume_nonnull end
#endif
