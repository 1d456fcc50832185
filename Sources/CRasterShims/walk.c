// The batched cell walk of the x86-64-v4 kernels (`ClipKernels.walk_flush`, CRasterWalk.h's
// `ClipWalkQueue`): eight segments at once, one per 64-bit lane, each lane taking exactly the
// steps of `clip_cell_walk` (the same integer corner values, the same Double crossings rounded
// the same way), so every cell gets the same adds and every group the same marks. The lanes write
// their adds as records (cell, the two adds, bitmap word and bits), which a scalar loop applies:
// cells are sums and marks are ORs, so the order does not matter. What it saves is the scalar
// walk's mispredicted loop exit and dependent setup per segment (about 60 cycles each; a
// flattened curve gives segments of 3–6 cell steps).
//
// AVX-512 intrinsics rather than vector extensions: the walk is mask-register code (a lane mask
// per decision, compress of the live lanes' records), which the extensions do not express.
#include "CRasterShims.h"

#if defined(__x86_64__)
#include <immintrin.h>

#pragma clang attribute push(__attribute__((target("arch=x86-64-v4"))), apply_to = function)

static inline void clip_walk_apply(const ClipWalkQueue *q, const ClipWalkGrid *g, intptr_t n) {
    const uint64_t *restrict cell = q->recordCell, *restrict add = q->recordAdd, *restrict bits = q->recordBits;
    int32_t *cells = g->cells;
    uint64_t *words = g->bits;
    for (intptr_t i = 0; i < n; i++) {
        const uint64_t c = cell[i];
        int32_t *p = cells + (uint32_t)c;
        // Both adds at once: two 32-bit lanes, no carry between them.
        const __m128i v = _mm_add_epi32(_mm_loadl_epi64((const __m128i *)p), _mm_loadl_epi64((const __m128i *)(add + i)));
        _mm_storel_epi64((__m128i *)p, v);
        words[c >> 32] |= bits[i];
    }
}

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
                for (int l = 0; l < 8; l++)
                    if (wrap >> l & 1) g.bits[w[l] + (e[l] >> 9)] |= 1;
            }
            if (nrec > CLIP_WALK_RECORD_CAPACITY - 8) {
                clip_walk_apply(q, &g, nrec);
                nrec = 0;
            }
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
#endif
