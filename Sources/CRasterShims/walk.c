// The batched cell walks of the x86-64-v4 and v3 kernels (`ClipKernels.walk_flush`, CRasterWalk.h's
// `ClipWalkQueue`; the baseline level has none): eight segments at once, one per lane (64-bit
// lanes at v4; at v3 32-bit lanes with 64-bit halves, below), each lane taking exactly the steps of `clip_cell_walk` (the same integer corner values, the same Double crossings rounded
// the same way), so every cell gets the same adds and every group the same marks. The lanes write
// their adds as records (cell, the two adds, bitmap word and bits), which a scalar loop applies:
// cells are sums and marks are ORs, so the order does not matter. What it saves is the scalar
// walk's mispredicted loop exit and dependent setup per segment (about 60 cycles each; a
// flattened curve gives segments of 3–6 cell steps).
//
// Intrinsics rather than vector extensions: the v4 walk is mask-register code (a lane mask per
// decision, compress of the live lanes' records), which the extensions do not express; the v3
// walk restates it in AVX2 (below).
#include "CRasterShims.h"

#if defined(__x86_64__)
#include <immintrin.h>

// Applies the first `n` records (plain SSE2: inlined into each level's flush). Each record as two
// 32-bit adds, not one 64-bit add of the cell and its carry cell: a lane's next cell is often the
// carry cell of this one (a step to the side), and an 8-byte load half over an 8-byte store still
// in flight cannot take its value from it (a store-forwarding stall); 4-byte ones can.
CLIP_WALK_INLINE void clip_walk_apply(const ClipWalkQueue *q, const ClipWalkGrid *g, intptr_t n) {
    const uint64_t *restrict cell = q->recordCell, *restrict add = q->recordAdd, *restrict bits = q->recordBits;
    int32_t *cells = g->cells;
    uint64_t *words = g->bits;
    for (intptr_t i = 0; i < n; i++) {
        const uint64_t c = cell[i], a = add[i];
        int32_t *p = cells + (uint32_t)c;
        p[0] = (int32_t)((uint32_t)p[0] + (uint32_t)a); // wrapping, as the lanes' adds
        p[1] = (int32_t)((uint32_t)p[1] + (uint32_t)(a >> 32));
        words[c >> 32] |= bits[i];
    }
}

// clip_walk_mark_cell's second OR for the lanes set in `wrap`, whose carry cell starts the next
// bitmap word (rare): from the lanes' `ex + 1` and row word index, stored to memory by the caller.
CLIP_WALK_INLINE void clip_walk_mark_carries(uint64_t *bits, const int64_t *exNext, const int64_t *rowWord, unsigned wrap, int lanes) {
    for (int l = 0; l < lanes; l++)
        if (wrap >> l & 1) bits[rowWord[l] + (exNext[l] >> 9)] |= 1;
}

// The record count after a step that wrote up to `lanes` records: the records are applied (and
// the count is 0) once the next step could overrun the buffer.
CLIP_WALK_INLINE intptr_t clip_walk_drain(const ClipWalkQueue *q, const ClipWalkGrid *g, intptr_t nrec, int lanes) {
    if (nrec <= CLIP_WALK_RECORD_CAPACITY - lanes) return nrec;
    clip_walk_apply(q, g, nrec);
    return 0;
}

#pragma clang attribute push(__attribute__((target("arch=x86-64-v4"))), apply_to = function)

void clip_walk_flush_v4(ClipWalkQueue *q, const ClipWalkGrid *gp, intptr_t h) {
    const ClipWalkGrid g = *gp;
    const __m512i ONE = _mm512_set1_epi64(CLIP_WALK_ONE), MASK = _mm512_set1_epi64(CLIP_WALK_MASK);
    const __m512i zero = _mm512_setzero_si512(), one = _mm512_set1_epi64(1), minusOne = _mm512_set1_epi64(-1);
    const __m512i low32 = _mm512_set1_epi64(0xFFFFFFFF), low6 = _mm512_set1_epi64(63), low9 = _mm512_set1_epi64(511);
    const __m512i cs = _mm512_set1_epi64(g.cellStride), ws = _mm512_set1_epi64(g.wordStride), hv = _mm512_set1_epi64(h);
    uint64_t *const restrict recCell = q->recordCell, *const restrict recAdd = q->recordAdd, *const restrict recBits = q->recordBits;
    const intptr_t count = q->count;
    intptr_t nrec = 0;
    for (intptr_t base = 0; base < count; base += 8) {
        const intptr_t left = count - base;
        const __mmask8 live = left >= 8 ? 0xFF : (__mmask8)((1u << left) - 1);
        const __m512i X1 = _mm512_maskz_loadu_epi64(live, q->x1 + base), Y1 = _mm512_maskz_loadu_epi64(live, q->y1 + base);
        const __m512i X2 = _mm512_maskz_loadu_epi64(live, q->x2 + base), Y2 = _mm512_maskz_loadu_epi64(live, q->y2 + base);
        // clip_cell_walk's set-up, per lane (right: dx > 0, down: dy > 0).
        const __m512i dx = _mm512_sub_epi64(X2, X1), dy = _mm512_sub_epi64(Y2, Y1);
        const __mmask8 right = _mm512_cmpgt_epi64_mask(dx, zero), down = _mm512_cmpgt_epi64_mask(dy, zero);
        __m512i ex = _mm512_srai_epi64(X1, CLIP_WALK_SH), ey = _mm512_srai_epi64(Y1, CLIP_WALK_SH);
        const __m512i ex2 = _mm512_srai_epi64(X2, CLIP_WALK_SH), ey2 = _mm512_srai_epi64(Y2, CLIP_WALK_SH);
        __m512i fx1 = _mm512_and_si512(X1, MASK), fy1 = _mm512_and_si512(Y1, MASK);
        const __m512i fxLast = _mm512_and_si512(X2, MASK), fyLast = _mm512_and_si512(Y2, MASK);
        const __m512i dxO = _mm512_slli_epi64(dx, CLIP_WALK_SH), dyO = _mm512_slli_epi64(dy, CLIP_WALK_SH);
        __m512i prod = _mm512_sub_epi64(_mm512_mullo_epi64(dx, fy1), _mm512_mullo_epi64(dy, fx1));
        const __m512d rdx = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_cvtepi64_pd(dx));
        const __m512d rdy = _mm512_div_pd(_mm512_set1_pd(1.0), _mm512_cvtepi64_pd(dy));
        const __mmask8 downRight = down & right;
        // The row-exit test as one unsigned comparison: clip_cell_walk's rowT = prod + rowK against
        // rowLim is `<` (down and right), `>=` (left, the negation of `<`) or `>` (up and right,
        // the negation of `< rowLim + 1`).
        const __m512i negDxO = _mm512_sub_epi64(zero, dxO), negDxO1 = _mm512_sub_epi64(minusOne, dxO);
        const __m512i rowK = _mm512_mask_add_epi64(_mm512_mask_blend_epi64(right, negDxO1, dyO), downRight, dyO, negDxO1);
        const __m512i rowLim =
            _mm512_mask_mov_epi64(_mm512_mask_blend_epi64(right, negDxO, _mm512_add_epi64(dxO, one)), downRight, dyO);
        const __mmask8 negate = (__mmask8)~downRight;
        // The row crossing: down, (double)(dxO − prod) · rdy; up, (double)prod · −rdy.
        const __m512i signDown = _mm512_maskz_mov_epi64(down, minusOne), addRow = _mm512_maskz_mov_epi64(down, dxO);
        const __m512d mulRow = _mm512_mask_blend_pd(down, _mm512_sub_pd(_mm512_setzero_pd(), rdy), rdy);
        // The side crossing: (double)(right ? prod + dyO : prod) · rdx.
        const __m512i addSide = _mm512_maskz_mov_epi64(right, dyO);
        const __m512i prodRow = _mm512_mask_blend_epi64(down, dxO, negDxO);
        const __m512i prodSide = _mm512_mask_blend_epi64(right, _mm512_sub_epi64(zero, dyO), dyO);
        const __m512i fxExit = _mm512_maskz_mov_epi64(right, ONE), fyExit = _mm512_maskz_mov_epi64(down, ONE);
        const __m512i fxEnter = _mm512_sub_epi64(ONE, fxExit), fyEnter = _mm512_sub_epi64(ONE, fyExit);
        const __m512i rowStep = _mm512_mask_blend_epi64(down, minusOne, one), sideStep = _mm512_mask_blend_epi64(right, minusOne, one);
        const __m512i endRow = _mm512_mask_blend_epi64(down, minusOne, hv);
        __m512i n = _mm512_add_epi64(_mm512_abs_epi64(_mm512_sub_epi64(ex2, ex)), _mm512_abs_epi64(_mm512_sub_epi64(ey2, ey)));
        __m512i rowCell = _mm512_mullo_epi64(ey, cs), rowWord = _mm512_mullo_epi64(ey, ws);
        const __m512i rowStepCells = _mm512_mullo_epi64(rowStep, cs), rowStepWords = _mm512_mullo_epi64(rowStep, ws);
        __mmask8 active = live;
        while (active) {
            // Lanes with steps left take one (clip_cell_walk's loop body); the others add their
            // last piece, up to the segment's end point, and stop.
            const __mmask8 stepping = _mm512_mask_cmpgt_epi64_mask(active, n, zero);
            const __mmask8 rowExit = _mm512_cmplt_epu64_mask(_mm512_add_epi64(prod, rowK), rowLim) ^ negate;
            const __m512i tRow = _mm512_add_epi64(_mm512_sub_epi64(_mm512_xor_si512(prod, signDown), signDown), addRow);
            const __m512i fxRow = _mm512_cvttpd_epi64(_mm512_mul_pd(_mm512_cvtepi64_pd(tRow), mulRow));
            const __m512i fySide = _mm512_cvttpd_epi64(_mm512_mul_pd(_mm512_cvtepi64_pd(_mm512_add_epi64(prod, addSide)), rdx));
            const __m512i fx2 = _mm512_mask_blend_epi64(stepping, fxLast, _mm512_mask_blend_epi64(rowExit, fxExit, fxRow));
            const __m512i fy2 = _mm512_mask_blend_epi64(stepping, fyLast, _mm512_mask_blend_epi64(rowExit, fySide, fyExit));
            // clip_walk_add and clip_walk_mark_cell, as records.
            const __m512i cover = _mm512_sub_epi64(fy2, fy1);
            const __m512i area = _mm512_mul_epi32(_mm512_add_epi64(fx1, fx2), cover);
            const __m512i first = _mm512_sub_epi64(_mm512_slli_epi64(cover, CLIP_WALK_SH + 1), area);
            const __m512i exNext = _mm512_add_epi64(ex, one);
            const __m512i g0 = _mm512_srai_epi64(ex, 3), g1 = _mm512_srai_epi64(exNext, 3);
            const __m512i word = _mm512_add_epi64(rowWord, _mm512_srai_epi64(g0, 6));
            const __m512i bits = _mm512_sllv_epi64(_mm512_add_epi64(one, _mm512_slli_epi64(_mm512_sub_epi64(g1, g0), 1)),
                                                   _mm512_and_si512(g0, low6));
            const __m512i cell = _mm512_or_si512(_mm512_add_epi64(rowCell, ex), _mm512_slli_epi64(word, 32));
            const __m512i adds = _mm512_or_si512(_mm512_and_si512(first, low32), _mm512_slli_epi64(area, 32));
            _mm512_storeu_si512(recCell + nrec, _mm512_maskz_compress_epi64(active, cell));
            _mm512_storeu_si512(recAdd + nrec, _mm512_maskz_compress_epi64(active, adds));
            _mm512_storeu_si512(recBits + nrec, _mm512_maskz_compress_epi64(active, bits));
            nrec += __builtin_popcount(active);
            // The carry cell starting the next bitmap word (clip_walk_mark_cell's second OR): rare.
            const __mmask8 wrap = _mm512_mask_cmpeq_epi64_mask(active, _mm512_and_si512(exNext, low9), zero);
            if (__builtin_expect(wrap != 0, 0)) {
                int64_t e[8], w[8];
                _mm512_storeu_si512(e, exNext);
                _mm512_storeu_si512(w, rowWord);
                clip_walk_mark_carries(g.bits, e, w, wrap, 8);
            }
            nrec = clip_walk_drain(q, &g, nrec, 8);
            // Into the next cell: through the row boundary or the side.
            prod = _mm512_add_epi64(prod, _mm512_mask_blend_epi64(rowExit, prodSide, prodRow));
            fx1 = _mm512_mask_blend_epi64(rowExit, fxEnter, fx2);
            fy1 = _mm512_mask_blend_epi64(rowExit, fy2, fyEnter);
            ey = _mm512_mask_add_epi64(ey, rowExit, ey, rowStep);
            rowCell = _mm512_mask_add_epi64(rowCell, rowExit, rowCell, rowStepCells);
            rowWord = _mm512_mask_add_epi64(rowWord, rowExit, rowWord, rowStepWords);
            ex = _mm512_mask_add_epi64(ex, (__mmask8)~rowExit, ex, sideStep);
            n = _mm512_sub_epi64(n, one);
            // Past the region's last (first) row: nothing more to add.
            active = stepping & ~_mm512_cmpeq_epi64_mask(ey, endRow);
        }
    }
    clip_walk_apply(q, &g, nrec);
    q->count = 0;
}

#pragma clang attribute pop

// MARK: - x86-64-v3 (AVX2): eight segments a step
//
// The same walk restated for what AVX2 has, eight segments a step: every value that fits 32 bits
// (cell columns, fractions, the crossing taken, the adds, steps left, cell and word indices) in
// eight 32-bit lanes, and only what needs 64 bits, the exact corner value `prod` and the Double
// crossing, in two halves of four 64-bit lanes (`ClipWalkHalfV3`; a step of four segments in
// 64-bit lanes cost nearly as much as this one of eight). Compares give all-ones lanes (selects are blends), the
// unsigned row-exit test compares signed after flipping the top bit, each step computes only the
// crossing its exit needs, the live lanes' records are packed by a permutation from the lane mask,
// and the conversions and 64-bit products the v4 code takes from AVX-512DQ are built from exact
// pieces. They are exact for the values that occur (the caller's clamps, CRasterWalk.h):
// - x is in 0...width·1024 with width·1024 < 2³¹ (`clip_walk_fx` rounds below 2³¹), so x, cell
//   columns and dx fit 32 bits and are non-negative where shifted (logical shifts).
// - y of a queued segment starts in rows 0..<h (`clip_walk_queue`, and `clip_walk_fixed` drops
//   segments wholly at or above row 0), so y1 ≥ 0; y2 may lie far beyond the region: the clipped
//   path passes device y within ±10⁷ unclipped (beyond, it pre-clips to the region ± 2), and y is
//   relative to the region's first row, so |y2| < 1024 · (10⁷ + canvas height): below 2³⁶ for
//   canvases up to 2²⁵ rows, |dy| < 2³⁷ (dy exceeds 32 bits), and its row y2 >> 10 fits 32 bits
//   (the low half of the logical shift is that of the arithmetic one), as do the step counts.
// - prod at a visited cell's corner is (corner − P) × (dx, dy) for P on the segment inside that
//   cell: |prod| ≤ 1024·(|dx| + |dy|) < 2⁴⁸, and the values converted to Double (prod ± dxO,
//   prod ± dyO) stay below 2⁴⁹. Every conversion here is exact below 2⁵¹: int64 → Double by adding
//   the bits of 1.5·2⁵² and subtracting it as a Double; the truncation `(intptr_t)v` is a round
//   toward zero and the same addition, whose low 32 bits are then the integer (the crossings a
//   step uses lie in 0...1024). A row crossing going down, (double)(dxO − prod) · rdy, is taken as
//   (double)(prod − dxO) · (−rdy): the same product, as rounding to nearest is symmetric in sign.
// - the 64-bit products: dx · fy1 (dx fits 32 bits, one signed product) and dy · fx1 with
//   0 ≤ fx1, fy1 < 1024 (two 32×32 → 64 unsigned products, low and high half, wrapping like the
//   scalar code); the area (fx1 + fx2) · cover with 0 ≤ fx1 + fx2 ≤ 2048 and |cover| ≤ 1024 (one
//   16×16 product); row · cellStride and row · wordStride as 32-bit products: the cell indices are
//   below 2³² (the records hold 32 bits, as at v4), and so is h · cellStride.

#pragma clang attribute push(__attribute__((target("arch=x86-64-v3"))), apply_to = function)

// m ? a : b per lane (m all-ones or zero).
CLIP_WALK_INLINE __m256i clip_v3_sel(__m256i m, __m256i a, __m256i b) { return _mm256_blendv_epi8(b, a, m); }
// int64 → Double, exact for |v| < 2⁵¹.
CLIP_WALK_INLINE __m256d clip_v3_to_double(__m256i v) {
    return _mm256_sub_pd(_mm256_castsi256_pd(_mm256_add_epi64(v, _mm256_set1_epi64x(0x4338000000000000))),
                         _mm256_set1_pd(6755399441055744.0));
}
// a · f modulo 2⁶⁴ for 0 ≤ f < 2³² (any a).
CLIP_WALK_INLINE __m256i clip_v3_mul_u32(__m256i a, __m256i f) {
    const __m256i hi = _mm256_mul_epu32(_mm256_srli_epi64(a, 32), f);
    return _mm256_add_epi64(_mm256_mul_epu32(a, f), _mm256_slli_epi64(hi, 32));
}
// The 64-bit half of the v3 walk: four segments' set-up as at v4, what the step needs of `prod`
// (the exact corner value, below 2⁴⁸) and of the crossing, which is the part that needs 64 bits.
// It keeps `prod` as prodK = prod + rowK with the top bit flipped (the row-exit test's left side),
// and the crossing's addends as offsets from prodK that also add the bits of 1.5·2⁵² (the
// conversion's first half): each step one add fewer for either (all wrapping, so exact).
typedef struct ClipWalkHalfV3 {
    __m256i X1, Y1, X2, Y2, down, prodK, rowLimFlip, addSide, negAddRow, prodRow, prodSide;
    __m256d rdx, negRdy;
} ClipWalkHalfV3;

CLIP_WALK_INLINE ClipWalkHalfV3 clip_walk_half_v3(const ClipWalkQueue *q, intptr_t base, intptr_t left) {
    const __m256i MASK = _mm256_set1_epi64x(CLIP_WALK_MASK), zero = _mm256_setzero_si256(), minusOne = _mm256_set1_epi64x(-1);
    const __m256i top = _mm256_set1_epi64x(INT64_MIN);
    ClipWalkHalfV3 r;
    const __m256i live = _mm256_cmpgt_epi64(_mm256_set1_epi64x(left), _mm256_setr_epi64x(0, 1, 2, 3));
    r.X1 = _mm256_maskload_epi64((const long long *)q->x1 + base, live);
    r.Y1 = _mm256_maskload_epi64((const long long *)q->y1 + base, live);
    r.X2 = _mm256_maskload_epi64((const long long *)q->x2 + base, live);
    r.Y2 = _mm256_maskload_epi64((const long long *)q->y2 + base, live);
    const __m256i dx = _mm256_sub_epi64(r.X2, r.X1), dy = _mm256_sub_epi64(r.Y2, r.Y1);
    const __m256i right = _mm256_cmpgt_epi64(dx, zero);
    r.down = _mm256_cmpgt_epi64(dy, zero);
    const __m256i fx1 = _mm256_and_si256(r.X1, MASK), fy1 = _mm256_and_si256(r.Y1, MASK);
    const __m256i dxO = _mm256_slli_epi64(dx, CLIP_WALK_SH), dyO = _mm256_slli_epi64(dy, CLIP_WALK_SH);
    // dx fits 32 bits (signed product); dy may not (two unsigned pieces, wrapping as the scalar code).
    const __m256i prod = _mm256_sub_epi64(_mm256_mul_epi32(dx, fy1), clip_v3_mul_u32(dy, fx1));
    r.rdx = _mm256_div_pd(_mm256_set1_pd(1.0), clip_v3_to_double(dx));
    r.negRdy = _mm256_div_pd(_mm256_set1_pd(-1.0), clip_v3_to_double(dy));
    // The row-exit test as at v4, prod + rowK < rowLim unsigned, but without its negation: where
    // v4 negates it (left, and up and right), the complement interval, (prod + rowK − rowLim)
    // < −rowLim (mod 2⁶⁴): left, prod − 1 < dxO; up and right, prod + dyO − dxO − 1 < −dxO − 1.
    const __m256i negDxO = _mm256_sub_epi64(zero, dxO), negDxO1 = _mm256_sub_epi64(minusOne, dxO);
    const __m256i rowK = clip_v3_sel(right, _mm256_add_epi64(dyO, negDxO1), minusOne);
    const __m256i rowLim = clip_v3_sel(right, clip_v3_sel(r.down, dyO, negDxO1), dxO);
    const __m256i rowKFlip = _mm256_xor_si256(rowK, top);
    r.prodK = _mm256_add_epi64(prod, rowKFlip);
    r.rowLimFlip = _mm256_xor_si256(rowLim, top);
    const __m256i toDouble = _mm256_sub_epi64(_mm256_set1_epi64x(0x4338000000000000), rowKFlip);
    r.addSide = _mm256_add_epi64(_mm256_and_si256(right, dyO), toDouble);
    r.negAddRow = _mm256_add_epi64(_mm256_and_si256(r.down, negDxO), toDouble);
    r.prodRow = clip_v3_sel(r.down, negDxO, dxO);
    r.prodSide = clip_v3_sel(right, dyO, _mm256_sub_epi64(zero, dyO));
    return r;
}

// One step of a 64-bit half: the row-exit mask and the crossing on the boundary it leaves by (its
// low 32 bits), and `prod` moved into the next cell.
CLIP_WALK_INLINE __m256i clip_walk_half_step_v3(ClipWalkHalfV3 *r, __m256i *crossing) {
    // The mask opaque to the compiler, which would otherwise take it through 32-bit lanes and back.
    __m256i rowExit = _mm256_cmpgt_epi64(r->rowLimFlip, r->prodK);
    __asm__("" : "+x"(rowExit));
    const __m256i tBits = _mm256_add_epi64(r->prodK, clip_v3_sel(rowExit, r->negAddRow, r->addSide));
    const __m256d t = _mm256_sub_pd(_mm256_castsi256_pd(tBits), _mm256_set1_pd(6755399441055744.0));
    const __m256d v = _mm256_mul_pd(t, _mm256_blendv_pd(r->rdx, r->negRdy, _mm256_castsi256_pd(rowExit)));
    *crossing = _mm256_castpd_si256(
        _mm256_add_pd(_mm256_round_pd(v, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC), _mm256_set1_pd(6755399441055744.0)));
    r->prodK = _mm256_add_epi64(r->prodK, clip_v3_sel(rowExit, r->prodRow, r->prodSide));
    return rowExit;
}

// The low 32 bits of the 64-bit lanes of a and b as eight 32-bit lanes: a0 a1 b0 b1 a2 a3 b2 b3
// (one in-lane shuffle; every 32-bit value of the walk is kept in this order).
CLIP_WALK_INLINE __m256i clip_v3_narrow(__m256i a, __m256i b) {
    return _mm256_castps_si256(_mm256_shuffle_ps(_mm256_castsi256_ps(a), _mm256_castsi256_ps(b), 0x88));
}

// Applies the first `n` records of the v3 walk, in its own layout of four 32-bit fields: the cell
// index, the bitmap word index, the first add (high 24 bits) above the mark (low 8 bits, see the
// step), the second add. Each add is one instruction on memory (asm, so that the compiler cannot
// pair the adjacent cells into an 8-byte add, clip_walk_apply): fewer instructions a record let
// more records' cell misses overlap.
CLIP_WALK_INLINE void clip_walk_apply_v3(const uint32_t *restrict cell, const uint32_t *restrict word, const uint32_t *restrict firstMark,
                                         const uint32_t *restrict area, const ClipWalkGrid *g, intptr_t n) {
    int32_t *cells = g->cells;
    uint64_t *words = g->bits;
#pragma clang loop unroll_count(2)
    for (intptr_t i = 0; i < n; i++) {
        int32_t *p = cells + cell[i];
        const uint32_t f = firstMark[i];
        __asm__("addl %1, %0" : "+m"(p[0]) : "r"((int32_t)f >> 8)); // wrapping, as the lanes' adds
        __asm__("addl %1, %0" : "+m"(p[1]) : "r"(area[i]));
        words[word[i]] |= (uint64_t)((f >> 6) & 3) << (f & 63);
    }
}

// The lane numbers of the lanes set in an 8-bit mask, in order, one per byte from the lowest (the
// rest 0): the permutation that packs a step's live records to the front. A table rather than
// BMI2's pext of the byte-expanded mask, which AMD's Zen 1 and Zen 2 (AVX2 machines) run in
// microcode at hundreds of cycles an instruction.
static const uint64_t clip_walk_pack8_v3[256] = {
    0, 0, 0x0000000000000001ULL, 0x0000000000000100ULL,
    0x0000000000000002ULL, 0x0000000000000200ULL, 0x0000000000000201ULL, 0x0000000000020100ULL,
    0x0000000000000003ULL, 0x0000000000000300ULL, 0x0000000000000301ULL, 0x0000000000030100ULL,
    0x0000000000000302ULL, 0x0000000000030200ULL, 0x0000000000030201ULL, 0x0000000003020100ULL,
    0x0000000000000004ULL, 0x0000000000000400ULL, 0x0000000000000401ULL, 0x0000000000040100ULL,
    0x0000000000000402ULL, 0x0000000000040200ULL, 0x0000000000040201ULL, 0x0000000004020100ULL,
    0x0000000000000403ULL, 0x0000000000040300ULL, 0x0000000000040301ULL, 0x0000000004030100ULL,
    0x0000000000040302ULL, 0x0000000004030200ULL, 0x0000000004030201ULL, 0x0000000403020100ULL,
    0x0000000000000005ULL, 0x0000000000000500ULL, 0x0000000000000501ULL, 0x0000000000050100ULL,
    0x0000000000000502ULL, 0x0000000000050200ULL, 0x0000000000050201ULL, 0x0000000005020100ULL,
    0x0000000000000503ULL, 0x0000000000050300ULL, 0x0000000000050301ULL, 0x0000000005030100ULL,
    0x0000000000050302ULL, 0x0000000005030200ULL, 0x0000000005030201ULL, 0x0000000503020100ULL,
    0x0000000000000504ULL, 0x0000000000050400ULL, 0x0000000000050401ULL, 0x0000000005040100ULL,
    0x0000000000050402ULL, 0x0000000005040200ULL, 0x0000000005040201ULL, 0x0000000504020100ULL,
    0x0000000000050403ULL, 0x0000000005040300ULL, 0x0000000005040301ULL, 0x0000000504030100ULL,
    0x0000000005040302ULL, 0x0000000504030200ULL, 0x0000000504030201ULL, 0x0000050403020100ULL,
    0x0000000000000006ULL, 0x0000000000000600ULL, 0x0000000000000601ULL, 0x0000000000060100ULL,
    0x0000000000000602ULL, 0x0000000000060200ULL, 0x0000000000060201ULL, 0x0000000006020100ULL,
    0x0000000000000603ULL, 0x0000000000060300ULL, 0x0000000000060301ULL, 0x0000000006030100ULL,
    0x0000000000060302ULL, 0x0000000006030200ULL, 0x0000000006030201ULL, 0x0000000603020100ULL,
    0x0000000000000604ULL, 0x0000000000060400ULL, 0x0000000000060401ULL, 0x0000000006040100ULL,
    0x0000000000060402ULL, 0x0000000006040200ULL, 0x0000000006040201ULL, 0x0000000604020100ULL,
    0x0000000000060403ULL, 0x0000000006040300ULL, 0x0000000006040301ULL, 0x0000000604030100ULL,
    0x0000000006040302ULL, 0x0000000604030200ULL, 0x0000000604030201ULL, 0x0000060403020100ULL,
    0x0000000000000605ULL, 0x0000000000060500ULL, 0x0000000000060501ULL, 0x0000000006050100ULL,
    0x0000000000060502ULL, 0x0000000006050200ULL, 0x0000000006050201ULL, 0x0000000605020100ULL,
    0x0000000000060503ULL, 0x0000000006050300ULL, 0x0000000006050301ULL, 0x0000000605030100ULL,
    0x0000000006050302ULL, 0x0000000605030200ULL, 0x0000000605030201ULL, 0x0000060503020100ULL,
    0x0000000000060504ULL, 0x0000000006050400ULL, 0x0000000006050401ULL, 0x0000000605040100ULL,
    0x0000000006050402ULL, 0x0000000605040200ULL, 0x0000000605040201ULL, 0x0000060504020100ULL,
    0x0000000006050403ULL, 0x0000000605040300ULL, 0x0000000605040301ULL, 0x0000060504030100ULL,
    0x0000000605040302ULL, 0x0000060504030200ULL, 0x0000060504030201ULL, 0x0006050403020100ULL,
    0x0000000000000007ULL, 0x0000000000000700ULL, 0x0000000000000701ULL, 0x0000000000070100ULL,
    0x0000000000000702ULL, 0x0000000000070200ULL, 0x0000000000070201ULL, 0x0000000007020100ULL,
    0x0000000000000703ULL, 0x0000000000070300ULL, 0x0000000000070301ULL, 0x0000000007030100ULL,
    0x0000000000070302ULL, 0x0000000007030200ULL, 0x0000000007030201ULL, 0x0000000703020100ULL,
    0x0000000000000704ULL, 0x0000000000070400ULL, 0x0000000000070401ULL, 0x0000000007040100ULL,
    0x0000000000070402ULL, 0x0000000007040200ULL, 0x0000000007040201ULL, 0x0000000704020100ULL,
    0x0000000000070403ULL, 0x0000000007040300ULL, 0x0000000007040301ULL, 0x0000000704030100ULL,
    0x0000000007040302ULL, 0x0000000704030200ULL, 0x0000000704030201ULL, 0x0000070403020100ULL,
    0x0000000000000705ULL, 0x0000000000070500ULL, 0x0000000000070501ULL, 0x0000000007050100ULL,
    0x0000000000070502ULL, 0x0000000007050200ULL, 0x0000000007050201ULL, 0x0000000705020100ULL,
    0x0000000000070503ULL, 0x0000000007050300ULL, 0x0000000007050301ULL, 0x0000000705030100ULL,
    0x0000000007050302ULL, 0x0000000705030200ULL, 0x0000000705030201ULL, 0x0000070503020100ULL,
    0x0000000000070504ULL, 0x0000000007050400ULL, 0x0000000007050401ULL, 0x0000000705040100ULL,
    0x0000000007050402ULL, 0x0000000705040200ULL, 0x0000000705040201ULL, 0x0000070504020100ULL,
    0x0000000007050403ULL, 0x0000000705040300ULL, 0x0000000705040301ULL, 0x0000070504030100ULL,
    0x0000000705040302ULL, 0x0000070504030200ULL, 0x0000070504030201ULL, 0x0007050403020100ULL,
    0x0000000000000706ULL, 0x0000000000070600ULL, 0x0000000000070601ULL, 0x0000000007060100ULL,
    0x0000000000070602ULL, 0x0000000007060200ULL, 0x0000000007060201ULL, 0x0000000706020100ULL,
    0x0000000000070603ULL, 0x0000000007060300ULL, 0x0000000007060301ULL, 0x0000000706030100ULL,
    0x0000000007060302ULL, 0x0000000706030200ULL, 0x0000000706030201ULL, 0x0000070603020100ULL,
    0x0000000000070604ULL, 0x0000000007060400ULL, 0x0000000007060401ULL, 0x0000000706040100ULL,
    0x0000000007060402ULL, 0x0000000706040200ULL, 0x0000000706040201ULL, 0x0000070604020100ULL,
    0x0000000007060403ULL, 0x0000000706040300ULL, 0x0000000706040301ULL, 0x0000070604030100ULL,
    0x0000000706040302ULL, 0x0000070604030200ULL, 0x0000070604030201ULL, 0x0007060403020100ULL,
    0x0000000000070605ULL, 0x0000000007060500ULL, 0x0000000007060501ULL, 0x0000000706050100ULL,
    0x0000000007060502ULL, 0x0000000706050200ULL, 0x0000000706050201ULL, 0x0000070605020100ULL,
    0x0000000007060503ULL, 0x0000000706050300ULL, 0x0000000706050301ULL, 0x0000070605030100ULL,
    0x0000000706050302ULL, 0x0000070605030200ULL, 0x0000070605030201ULL, 0x0007060503020100ULL,
    0x0000000007060504ULL, 0x0000000706050400ULL, 0x0000000706050401ULL, 0x0000070605040100ULL,
    0x0000000706050402ULL, 0x0000070605040200ULL, 0x0000070605040201ULL, 0x0007060504020100ULL,
    0x0000000706050403ULL, 0x0000070605040300ULL, 0x0000070605040301ULL, 0x0007060504030100ULL,
    0x0000070605040302ULL, 0x0007060504030200ULL, 0x0007060504030201ULL, 0x0706050403020100ULL,
};

void clip_walk_flush_v3(ClipWalkQueue *q, const ClipWalkGrid *gp, intptr_t h) {
    const ClipWalkGrid g = *gp;
    const __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi32(1), minusOne = _mm256_set1_epi32(-1);
    const __m256i ONE = _mm256_set1_epi32(CLIP_WALK_ONE), MASK = _mm256_set1_epi32(CLIP_WALK_MASK);
    const __m256i low6 = _mm256_set1_epi32(63), low9 = _mm256_set1_epi32(511), bit6 = _mm256_set1_epi32(64);
    const __m256i cs = _mm256_set1_epi32((int32_t)g.cellStride), ws = _mm256_set1_epi32((int32_t)g.wordStride);
    const __m256i endCellDown = _mm256_set1_epi32((int32_t)(h * g.cellStride)), endCellUp = _mm256_set1_epi32((int32_t)-g.cellStride);
    // The records as 32-bit fields in the queue's three buffers, two fields each.
    const intptr_t M = CLIP_WALK_RECORD_CAPACITY + 8;
    uint32_t *const restrict recCell = (uint32_t *)q->recordCell, *const restrict recWord = recCell + M;
    uint32_t *const restrict recFirstMark = (uint32_t *)q->recordAdd, *const restrict recArea = recFirstMark + M;
    const intptr_t count = q->count;
    intptr_t nrec = 0;
    for (intptr_t base = 0; base < count; base += 8) {
        ClipWalkHalfV3 A = clip_walk_half_v3(q, base, count - base), B = clip_walk_half_v3(q, base + 4, count - base - 4);
        const __m256i live = clip_v3_narrow(_mm256_cmpgt_epi64(_mm256_set1_epi64x(count - base), _mm256_setr_epi64x(0, 1, 2, 3)),
                                            _mm256_cmpgt_epi64(_mm256_set1_epi64x(count - base - 4), _mm256_setr_epi64x(0, 1, 2, 3)));
        const __m256i X1 = clip_v3_narrow(A.X1, B.X1), Y1 = clip_v3_narrow(A.Y1, B.Y1), X2 = clip_v3_narrow(A.X2, B.X2);
        const __m256i Y2 = clip_v3_narrow(A.Y2, B.Y2);
        // ey2 = Y2 >> 10 fits 32 bits: the low 32 bits of the logical shift are those of the arithmetic one.
        const __m256i ey2 = clip_v3_narrow(_mm256_srli_epi64(A.Y2, CLIP_WALK_SH), _mm256_srli_epi64(B.Y2, CLIP_WALK_SH));
        const __m256i down = clip_v3_narrow(A.down, B.down), right = _mm256_cmpgt_epi32(_mm256_sub_epi32(X2, X1), zero);
        const __m256i up = _mm256_xor_si256(down, minusOne), leftward = _mm256_xor_si256(right, minusOne);
        __m256i ex = _mm256_srli_epi32(X1, CLIP_WALK_SH);
        const __m256i ey = _mm256_srli_epi32(Y1, CLIP_WALK_SH);
        const __m256i ex2 = _mm256_srli_epi32(X2, CLIP_WALK_SH);
        __m256i fx1 = _mm256_and_si256(X1, MASK), fy1 = _mm256_and_si256(Y1, MASK);
        const __m256i fxLast = _mm256_and_si256(X2, MASK), fyLast = _mm256_and_si256(Y2, MASK);
        const __m256i fxExit = _mm256_and_si256(right, ONE), fyExit = _mm256_and_si256(down, ONE);
        const __m256i fxEnter = _mm256_sub_epi32(ONE, fxExit), fyEnter = _mm256_sub_epi32(ONE, fyExit);
        const __m256i sideStep = _mm256_or_si256(leftward, one); // ±1
        // The row past the region's last (first) by its first cell: h·cellStride (−cellStride),
        // distinct from every row's below 2³² (the cell indices are 32-bit).
        const __m256i endCell = clip_v3_sel(down, endCellDown, endCellUp);
        const __m256i nx = _mm256_sub_epi32(_mm256_xor_si256(_mm256_sub_epi32(ex2, ex), leftward), leftward);
        const __m256i ny = _mm256_sub_epi32(_mm256_xor_si256(_mm256_sub_epi32(ey2, ey), up), up);
        __m256i n = _mm256_add_epi32(nx, ny);
        __m256i rowCell = _mm256_mullo_epi32(ey, cs), rowWord = _mm256_mullo_epi32(ey, ws);
        const __m256i rowStepCells = clip_v3_sel(down, cs, _mm256_sub_epi32(zero, cs));
        const __m256i rowStepWords = clip_v3_sel(down, ws, _mm256_sub_epi32(zero, ws));
        __m256i active = live;
        while (!_mm256_testz_si256(active, active)) {
            __m256i cA, cB;
            const __m256i exitA = clip_walk_half_step_v3(&A, &cA), exitB = clip_walk_half_step_v3(&B, &cB);
            const __m256i rowExit = clip_v3_narrow(exitA, exitB), crossing = clip_v3_narrow(cA, cB);
            const __m256i stepping = _mm256_and_si256(active, _mm256_cmpgt_epi32(n, zero));
            const __m256i fx2 = clip_v3_sel(stepping, clip_v3_sel(rowExit, crossing, fxExit), fxLast);
            const __m256i fy2 = clip_v3_sel(stepping, clip_v3_sel(rowExit, fyExit, crossing), fyLast);
            // clip_walk_add: the area (fx1 + fx2) · cover with 0 ≤ fx1 + fx2 ≤ 2048 and |cover| ≤ 1024
            // as one 16×16 product (the high halves multiply 0 by cover's sign).
            const __m256i cover = _mm256_sub_epi32(fy2, fy1);
            const __m256i area = _mm256_madd_epi16(_mm256_add_epi32(fx1, fx2), cover);
            const __m256i first = _mm256_sub_epi32(_mm256_slli_epi32(cover, CLIP_WALK_SH + 1), area);
            // clip_walk_mark_cell: the word, and the bits (1 + 2·(g1 − g0)) << (g0 & 63) as their
            // shift (bits 0–5) and pattern (bits 6–7), packed below the first add
            // (|first| = |cover · (2048 − fx1 − fx2)| ≤ 2²¹).
            const __m256i exNext = _mm256_add_epi32(ex, one);
            const __m256i g0 = _mm256_srli_epi32(ex, 3), g1 = _mm256_srli_epi32(exNext, 3);
            const __m256i word = _mm256_add_epi32(rowWord, _mm256_srli_epi32(ex, 9));
            const __m256i pattern = _mm256_add_epi32(_mm256_slli_epi32(_mm256_sub_epi32(g1, g0), 7), bit6);
            const __m256i firstMark = _mm256_or_si256(_mm256_or_si256(_mm256_slli_epi32(first, 8), pattern), _mm256_and_si256(g0, low6));
            const __m256i cell = _mm256_add_epi32(rowCell, ex);
            // The live lanes' records packed to the front: their lane numbers, in order, from a
            // table (`clip_walk_pack8_v3`).
            const unsigned m = (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(active));
            const uint64_t lanes = clip_walk_pack8_v3[m];
            const __m256i pack = _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)lanes));
            _mm256_storeu_si256((__m256i *)(recCell + nrec), _mm256_permutevar8x32_epi32(cell, pack));
            _mm256_storeu_si256((__m256i *)(recWord + nrec), _mm256_permutevar8x32_epi32(word, pack));
            _mm256_storeu_si256((__m256i *)(recFirstMark + nrec), _mm256_permutevar8x32_epi32(firstMark, pack));
            _mm256_storeu_si256((__m256i *)(recArea + nrec), _mm256_permutevar8x32_epi32(area, pack));
            nrec += __builtin_popcount(m);
            // The carry cell starting the next bitmap word (clip_walk_mark_cell's second OR): rare.
            const unsigned wrap =
                m & (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(_mm256_and_si256(exNext, low9), zero)));
            if (__builtin_expect(wrap != 0, 0)) {
                uint32_t e[8], w[8];
                _mm256_storeu_si256((__m256i *)e, exNext);
                _mm256_storeu_si256((__m256i *)w, rowWord);
                for (int l = 0; l < 8; l++)
                    if (wrap >> l & 1) g.bits[w[l] + (e[l] >> 9)] |= 1;
            }
            if (nrec > CLIP_WALK_RECORD_CAPACITY - 8) {
                clip_walk_apply_v3(recCell, recWord, recFirstMark, recArea, &g, nrec);
                nrec = 0;
            }
            // Into the next cell: through the row boundary or the side.
            fx1 = clip_v3_sel(rowExit, fx2, fxEnter);
            fy1 = clip_v3_sel(rowExit, fyEnter, fy2);
            rowCell = _mm256_add_epi32(rowCell, _mm256_and_si256(rowExit, rowStepCells));
            rowWord = _mm256_add_epi32(rowWord, _mm256_and_si256(rowExit, rowStepWords));
            ex = _mm256_add_epi32(ex, _mm256_andnot_si256(rowExit, sideStep));
            n = _mm256_sub_epi32(n, one);
            // Past the region's last (first) row: nothing more to add.
            active = _mm256_andnot_si256(_mm256_cmpeq_epi32(rowCell, endCell), stepping);
        }
    }
    clip_walk_apply_v3(recCell, recWord, recFirstMark, recArea, &g, nrec);
    q->count = 0;
}

#pragma clang attribute pop
#endif
