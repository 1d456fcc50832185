// The per-pixel kernels of the raster core in C, compiled once per x86-64 level by kernels.c:
// included three times, each time inside `#pragma clang attribute push(target(...))` with
// KLEVEL set to 1, 3 or 4, so every function below (helpers included) exists in three builds
// named with that suffix. Written with Clang vector extensions (no intrinsics): the same source
// becomes SSE2, AVX2 or AVX-512VL code. Integer arithmetic only; floating-point contraction is
// off for the whole file anyway (kernels.c), so a float kernel added here could not change with FMA.
//
// Each kernel is bit-identical to its Swift twin in ClipRaster (named next to it), which stays
// the reference; the differential tests in ClipRasterTests compare every level to it. The blend
// modes' twin is scalar (`Pipeline/Reference/ReferenceBlend.swift`, one pixel at a time): these
// kernels are their only vector form.

#define KCAT2(a, b) a##_v##b
#define KCAT(a, b) KCAT2(a, b)
#define K(name) KCAT(name, KLEVEL)
#define KINLINE static inline __attribute__((always_inline))
// The span loops and the W3C kernels: inlined (one specialised copy per mode) when optimising;
// calls in unoptimised (debug) builds, where every inlined copy keeps its own stack slots and the
// dispatching functions' frames would outgrow an 8 MiB stack.
#ifdef __OPTIMIZE__
#define KBIG KINLINE
#else
#define KBIG static __attribute__((noinline))
#endif

// MARK: - Lanes (Swift: Wide/Lanes.swift)

KINLINE u32x8 K(load8)(const uint32_t *p) { u32x8 v; __builtin_memcpy(&v, p, 32); return v; }
KINLINE void K(store8)(uint32_t *p, u32x8 v) { __builtin_memcpy(p, &v, 32); }
// The first `n` (0...8) lanes, the others 0 / left unwritten. Levels 3 and 4: one masked move
// (vpmaskmovd, AVX-512VL vmovdqu32 with a lane mask; masked-off lanes never fault) instead of a
// call to memcpy with a variable size.
#if KLEVEL == 4
KINLINE u32x8 K(loadPartial)(const uint32_t *p, intptr_t n) {
    return (u32x8)__builtin_ia32_loaddqusi256_mask((const i32x8 *)p, (i32x8){0, 0, 0, 0, 0, 0, 0, 0}, (uint8_t)((1u << n) - 1));
}
KINLINE void K(storePartial)(uint32_t *p, u32x8 v, intptr_t n) {
    __builtin_ia32_storedqusi256_mask((i32x8 *)p, (i32x8)v, (uint8_t)((1u << n) - 1));
}
#elif KLEVEL == 3
KINLINE i32x8 K(laneMask)(intptr_t n) {
    const i32x8 iota = {0, 1, 2, 3, 4, 5, 6, 7};
    return iota < (int32_t)n;
}
KINLINE u32x8 K(loadPartial)(const uint32_t *p, intptr_t n) {
    return (u32x8)__builtin_ia32_maskloadd256((const i32x8 *)p, K(laneMask)(n));
}
KINLINE void K(storePartial)(uint32_t *p, u32x8 v, intptr_t n) { __builtin_ia32_maskstored256((i32x8 *)p, K(laneMask)(n), (i32x8)v); }
#else
KINLINE u32x8 K(loadPartial)(const uint32_t *p, intptr_t n) {
    u32x8 v = {0, 0, 0, 0, 0, 0, 0, 0};
    __builtin_memcpy(&v, p, (size_t)n * 4);
    return v;
}
KINLINE void K(storePartial)(uint32_t *p, u32x8 v, intptr_t n) { __builtin_memcpy(p, &v, (size_t)n * 4); }
#endif
KINLINE u32x8 K(splat)(uint32_t x) { return (u32x8){x, x, x, x, x, x, x, x}; }
KINLINE u16x16 K(splat16)(uint16_t x) { return (u16x16){x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x}; }

/// `round(x / 255)` per lane as `((x + 128) · 257) >> 16` (one pmulhuw), wrapping like Swift's `&+`.
KINLINE u16x16 K(div255)(u16x16 x) {
    u16x16 t = x + 128;
    u32x16 w = __builtin_convertvector(t, u32x16) * 257;
    return __builtin_convertvector(w >> 16, u16x16);
}
KINLINE u16x16 K(mul255)(u16x16 a, u16x16 b) { return K(div255)(a * b); }
KINLINE u16x16 K(inv)(u16x16 a) { return 255 - a; }
KINLINE u16x16 K(clamp255)(u16x16 x) { return (x | (0 - (x >> 8))) & 255; }

typedef struct {
    u16x16 rb, ga;
} K(Px8);

KINLINE K(Px8) K(px)(u32x8 p) {
    K(Px8) r;
    r.rb = (u16x16)(p & 0x00FF00FFu);
    r.ga = (u16x16)((p >> 8) & 0x00FF00FFu);
    return r;
}
KINLINE K(Px8) K(px2)(u16x16 rb, u16x16 ga) {
    K(Px8) r;
    r.rb = rb; r.ga = ga;
    return r;
}
KINLINE u32x8 K(packed)(K(Px8) p) { return (u32x8)p.rb | ((u32x8)p.ga << 8); }
KINLINE u16x16 K(alpha2)(K(Px8) p) {
    u32x8 a = (u32x8)p.ga >> 16;
    return (u16x16)(a | (a << 16));
}
KINLINE K(Px8) K(scaled)(K(Px8) p, u16x16 c) { return K(px2)(K(mul255)(p.rb, c), K(mul255)(p.ga, c)); }

#if KLEVEL == 4
// MARK: - 16 pixels a step, source-over only (x86-64-v4)
//
// Clang tunes x86-64-v4 for 256-bit vectors (no zmm from the 8-pixel code above): these loops
// use 512-bit registers explicitly (`min_vector_width(512)`), for the source-over spans that
// dominate the workloads. Lane for lane the same integer operations as the 8-pixel kernels, so
// the same pixels (the tail and short spans still run the 8-pixel code).
#define KW16 __attribute__((always_inline, min_vector_width(512)))
static inline KW16 u16x32 K(div255w)(u16x32 x) {
    u16x32 t = x + 128;
    u32x32 w = __builtin_convertvector(t, u32x32) * 257;
    return __builtin_convertvector(w >> 16, u16x32);
}
static inline KW16 u16x32 K(mul255w)(u16x32 a, u16x32 b) { return K(div255w)(a * b); }
static inline KW16 u32x16 K(load16)(const uint32_t *p) { u32x16 v; __builtin_memcpy(&v, p, 64); return v; }
static inline KW16 void K(store16)(uint32_t *p, u32x16 v) { __builtin_memcpy(p, &v, 64); }
/// Both 16-bit slots of each pixel's `(x >> 24)` (Swift: `alpha2`).
static inline KW16 u16x32 K(alphaw)(u16x32 ga) {
    u32x16 a = (u32x16)ga >> 16;
    return (u16x32)(a | (a << 16));
}
/// Source-over of 16 pixels, `s` (premultiplied) over `d`, coverage `c` in both slots (`full`: 255).
static inline KW16 u32x16 K(over16)(const int full, u32x16 s, u32x16 d, u16x32 c) {
    u16x32 srb = (u16x32)(s & 0x00FF00FFu), sga = (u16x32)((s >> 8) & 0x00FF00FFu);
    if (!full) { srb = K(mul255w)(srb, c); sga = K(mul255w)(sga, c); }
    u16x32 ia = 255 - K(alphaw)(sga);
    u16x32 drb = (u16x32)(d & 0x00FF00FFu), dga = (u16x32)((d >> 8) & 0x00FF00FFu);
    u16x32 rb = srb + K(mul255w)(drb, ia), ga = sga + K(mul255w)(dga, ia);
    return (u32x16)rb | ((u32x16)ga << 8);
}
/// Source-over of eight pixels in one 512-bit register, a 16-bit lane per channel (r, g, b, a):
/// `s` the premultiplied colour's channels, repeated per pixel; `c` each pixel's coverage in the
/// low 16 bits of its 32-bit lane. Lane for lane `apply(SOURCE_OVER, s, px(d), c)`: the same
/// `mul255` of each channel by the coverage, the same `255 − alpha` and the same sum, which stays
/// at most 255 (the colour is premultiplied), so narrowing each lane to a byte is `packed`.
static inline KW16 u32x8 K(overGroupW)(u16x32 s, u32x8 d, u32x8 c) {
    u16x32 dw = __builtin_convertvector((u8x32)d, u16x32);
    u16x16 ch = (u16x16)c;
    u16x32 cw = __builtin_shufflevector(ch, ch, 0, 0, 0, 0, 2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6, 8, 8, 8, 8, 10, 10, 10, 10, 12,
                                        12, 12, 12, 14, 14, 14, 14);
    u16x32 sw = K(mul255w)(s, cw);
    u16x32 a = __builtin_shufflevector(sw, sw, 3, 3, 3, 3, 7, 7, 7, 7, 11, 11, 11, 11, 15, 15, 15, 15, 19, 19, 19, 19, 23, 23,
                                       23, 23, 27, 27, 27, 27, 31, 31, 31, 31);
    u16x32 r = sw + K(mul255w)(dw, 255 - a);
    return (u32x8)__builtin_convertvector(r, u8x32);
}
static inline KW16 u32x16 K(splatw)(uint32_t x) {
    return (u32x16){x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x};
}
#endif
#if KLEVEL == 3
/// `apply(SOURCE_OVER, s, px(d), c | c << 16)` with `c` each pixel's coverage (0...255) in the low
/// 16 bits of its lane: both 16-bit copies of the coverage and of the scaled colour's alpha by one
/// byte shuffle (vpshufb) each instead of shifts, masks and ors; the same operations otherwise.
KINLINE u32x8 K(overGroup3)(K(Px8) s, u32x8 d, u32x8 c) {
    u16x16 cc = (u16x16)__builtin_shufflevector((u8x32)c, (u8x32)c, 0, 1, 0, 1, 4, 5, 4, 5, 8, 9, 8, 9, 12, 13, 12, 13, 16, 17,
                                                16, 17, 20, 21, 20, 21, 24, 25, 24, 25, 28, 29, 28, 29);
    u16x16 srb = K(mul255)(s.rb, cc), sga = K(mul255)(s.ga, cc);
    u16x16 a = (u16x16)__builtin_shufflevector((u8x32)sga, (u8x32)sga, 2, 3, 2, 3, 6, 7, 6, 7, 10, 11, 10, 11, 14, 15, 14, 15,
                                               18, 19, 18, 19, 22, 23, 22, 23, 26, 27, 26, 27, 30, 31, 30, 31);
    u16x16 ia = K(inv)(a);
    K(Px8) dp = K(px)(d);
    return K(packed)(K(px2)(srb + K(mul255)(dp.rb, ia), sga + K(mul255)(dp.ga, ia)));
}
#endif

// MARK: - Blend kernels (twin: Pipeline/Reference/ReferenceBlend.swift; mode numbers: CLIP_BLEND_* in CRasterShims.h)

KINLINE u16x16 K(overlayHalf)(u16x16 s, u16x16 d, u16x16 sa, u16x16 da) {
    u16x16 low = (s * d) << 1;
    u16x16 high = sa * da - (((da - d) * (sa - s)) << 1);
    u16x16 m = 0 - ((da - (d << 1)) >> 15);
    return K(div255)(s * K(inv)(da) + d * K(inv)(sa) + ((low & ~m) | (high & m)));
}

// MARK: - W3C blend modes beyond overlay (twin: Pipeline/Reference/ReferenceBlendW3C.swift: same
// formulas, same Float operations in the same order)

KINLINE u16x16 K(min16)(u16x16 a, u16x16 b) { u16x16 m = (u16x16)(b < a); return (a & ~m) | (b & m); }
KINLINE u16x16 K(max16)(u16x16 a, u16x16 b) { u16x16 m = (u16x16)(a < b); return (a & ~m) | (b & m); }

/// `m ? b : a` per lane (a bit select).
KINLINE f32x8 K(fsel)(i32x8 m, f32x8 a, f32x8 b) { return (f32x8)(((i32x8)a & ~m) | ((i32x8)b & m)); }
KINLINE f32x8 K(fmin)(f32x8 a, f32x8 b) { return K(fsel)(b < a, a, b); }
KINLINE f32x8 K(fmax)(f32x8 a, f32x8 b) { return K(fsel)(a < b, a, b); }
KINLINE f32x8 K(fsplat)(float x) { return (f32x8){x, x, x, x, x, x, x, x}; }
KINLINE f32x8 K(fslot)(u16x16 h, int shift) { return __builtin_convertvector((i32x8)(((u32x8)h >> shift) & 0xFFFFu), f32x8); }
/// `x` clamped to `0...lim` (NaN to 0), rounded to the nearest integer (ties to even).
KINLINE u32x8 K(roundX)(f32x8 x, f32x8 lim) {
    const f32x8 zero = K(fsplat)(0);
    f32x8 lo = K(fsel)(x > zero, zero, x);
    f32x8 c = K(fsel)(lo < lim, lim, lo);
    return (u32x8)(c + 8388608.0f) & 0xFFFFu;
}

/// `round((s·(255 − da) + d·(255 − sa) + X) / 255)`, the alpha slots of `xga` replaced by `sa·da`.
KINLINE K(Px8) K(sepSum)(K(Px8) s, K(Px8) d, u16x16 xrb, u16x16 xga) {
    u16x16 sa = K(alpha2)(s), da = K(alpha2)(d);
    u16x16 ida = K(inv)(da), isa = K(inv)(sa);
    u32x8 alphaX = (u32x8)(sa * da) & 0xFFFF0000u;
    u16x16 ga = (u16x16)(((u32x8)xga & 0xFFFFu) | alphaX);
    return K(px2)(K(div255)(s.rb * ida + d.rb * isa + xrb), K(div255)(s.ga * ida + d.ga * isa + ga));
}

/// `X` of the integer separable modes on one half.
KINLINE u16x16 K(intX)(const int mode, u16x16 s, u16x16 d, u16x16 sa, u16x16 da) {
    switch (mode) {
    case CLIP_BLEND_DARKEN: return K(min16)(s * da, d * sa);
    case CLIP_BLEND_LIGHTEN: return K(max16)(s * da, d * sa);
    case CLIP_BLEND_DIFFERENCE: {
        u16x16 p = s * da, q = d * sa;
        return K(max16)(p, q) - K(min16)(p, q);
    }
    case CLIP_BLEND_EXCLUSION: return s * da + d * sa - ((s * d) << 1);
    default: { // hard light
        u16x16 low = (s * d) << 1;
        u16x16 high = sa * da - (((da - d) * (sa - s)) << 1);
        u16x16 m = 0 - ((sa - (s << 1)) >> 15);
        return (low & ~m) | (high & m);
    }
    }
}

/// `X` of the Float separable modes on one channel of eight pixels.
KINLINE f32x8 K(floatX)(const int mode, f32x8 s, f32x8 d, f32x8 sa, f32x8 da) {
    const f32x8 zero = K(fsplat)(0);
    switch (mode) {
    case CLIP_BLEND_COLOR_DODGE: {
        f32x8 lim = sa * da;
        f32x8 q = d * sa * sa / (sa - s);
        f32x8 x = K(fmin)(lim, q);
        return K(fsel)(d == zero, K(fsel)(s >= sa, x, lim), zero);
    }
    case CLIP_BLEND_COLOR_BURN: {
        f32x8 lim = sa * da;
        f32x8 q = (da - d) * sa * sa / s;
        f32x8 x = lim - K(fmin)(lim, q);
        return K(fsel)(d >= da, K(fsel)(s == zero, x, zero), lim);
    }
    default: { // soft light
        f32x8 m = K(fsel)(da > zero, zero, d / da);
        f32x8 s2 = s + s;
        f32x8 m4 = m * 4.0f;
        f32x8 darkSrc = d * (sa + (s2 - sa) * (1.0f - m));
        f32x8 darkDst = (m4 * m4 + m4) * (m - 1.0f) + 7.0f * m;
        f32x8 liteDst = __builtin_elementwise_sqrt(m) - m;
        f32x8 liteSrc = d * sa + da * (s2 - sa) * K(fsel)(d * 4.0f <= da, liteDst, darkDst);
        return K(fsel)(s2 <= sa, liteSrc, darkSrc);
    }
    }
}

KINLINE f32x8 K(lum)(f32x8 r, f32x8 g, f32x8 b) { return r * 0.3f + g * 0.59f + b * 0.11f; }
KINLINE f32x8 K(sat)(f32x8 r, f32x8 g, f32x8 b) { return K(fmax)(r, K(fmax)(g, b)) - K(fmin)(r, K(fmin)(g, b)); }
KINLINE void K(setSat)(f32x8 *r, f32x8 *g, f32x8 *b, f32x8 s) {
    f32x8 mn = K(fmin)(*r, K(fmin)(*g, *b)), mx = K(fmax)(*r, K(fmax)(*g, *b));
    f32x8 sat = mx - mn;
    const f32x8 zero = K(fsplat)(0);
    i32x8 flat = sat == zero;
    *r = K(fsel)(flat, (*r - mn) * s / sat, zero);
    *g = K(fsel)(flat, (*g - mn) * s / sat, zero);
    *b = K(fsel)(flat, (*b - mn) * s / sat, zero);
}
KINLINE void K(setLum)(f32x8 *r, f32x8 *g, f32x8 *b, f32x8 l) {
    f32x8 diff = l - K(lum)(*r, *g, *b);
    *r = *r + diff;
    *g = *g + diff;
    *b = *b + diff;
}
KINLINE f32x8 K(clip1)(f32x8 c, f32x8 l, f32x8 mn, f32x8 mx, f32x8 a, i32x8 low, i32x8 high) {
    f32x8 c1 = K(fsel)(low, c, l + (c - l) * l / (l - mn));
    f32x8 c2 = K(fsel)(high, c1, l + (c1 - l) * (a - l) / (mx - l));
    return K(fmax)(c2, K(fsplat)(0));
}
KINLINE void K(clipColor)(f32x8 *r, f32x8 *g, f32x8 *b, f32x8 a) {
    f32x8 mn = K(fmin)(*r, K(fmin)(*g, *b)), mx = K(fmax)(*r, K(fmax)(*g, *b)), l = K(lum)(*r, *g, *b);
    const f32x8 zero = K(fsplat)(0);
    i32x8 low = (mn < zero) & (l - mn != zero), high = (mx > a) & (mx - l != zero);
    *r = K(clip1)(*r, l, mn, mx, a, low, high);
    *g = K(clip1)(*g, l, mn, mx, a, low, high);
    *b = K(clip1)(*b, l, mn, mx, a, low, high);
}

/// `applyFull` of the twelve W3C modes (darken … luminosity).
KBIG K(Px8) K(fullW3C)(const int mode, K(Px8) s, K(Px8) d) {
    switch (mode) {
    case CLIP_BLEND_DARKEN:
    case CLIP_BLEND_LIGHTEN:
    case CLIP_BLEND_DIFFERENCE:
    case CLIP_BLEND_EXCLUSION:
    case CLIP_BLEND_HARD_LIGHT: {
        u16x16 sa = K(alpha2)(s), da = K(alpha2)(d);
        return K(sepSum)(s, d, K(intX)(mode, s.rb, d.rb, sa, da), K(intX)(mode, s.ga, d.ga, sa, da));
    }
    default: break;
    }
    f32x8 sr = K(fslot)(s.rb, 0), sb = K(fslot)(s.rb, 16), sg = K(fslot)(s.ga, 0), sa = K(fslot)(s.ga, 16);
    f32x8 dr = K(fslot)(d.rb, 0), db = K(fslot)(d.rb, 16), dg = K(fslot)(d.ga, 0), da = K(fslot)(d.ga, 16);
    f32x8 lim = sa * da;
    f32x8 r, g, b;
    switch (mode) {
    case CLIP_BLEND_COLOR_DODGE:
    case CLIP_BLEND_COLOR_BURN:
    case CLIP_BLEND_SOFT_LIGHT:
        r = K(floatX)(mode, sr, dr, sa, da);
        g = K(floatX)(mode, sg, dg, sa, da);
        b = K(floatX)(mode, sb, db, sa, da);
        break;
    case CLIP_BLEND_HUE:
        r = sr * sa; g = sg * sa; b = sb * sa;
        K(setSat)(&r, &g, &b, K(sat)(dr, dg, db) * sa);
        K(setLum)(&r, &g, &b, K(lum)(dr, dg, db) * sa);
        K(clipColor)(&r, &g, &b, lim);
        break;
    case CLIP_BLEND_SATURATION:
        r = dr * sa; g = dg * sa; b = db * sa;
        K(setSat)(&r, &g, &b, K(sat)(sr, sg, sb) * da);
        K(setLum)(&r, &g, &b, K(lum)(dr, dg, db) * sa);
        K(clipColor)(&r, &g, &b, lim);
        break;
    case CLIP_BLEND_COLOR:
        r = sr * da; g = sg * da; b = sb * da;
        K(setLum)(&r, &g, &b, K(lum)(dr, dg, db) * sa);
        K(clipColor)(&r, &g, &b, lim);
        break;
    default: // luminosity
        r = dr * sa; g = dg * sa; b = db * sa;
        K(setLum)(&r, &g, &b, K(lum)(sr, sg, sb) * da);
        K(clipColor)(&r, &g, &b, lim);
        break;
    }
    u32x8 xr = K(roundX)(r, lim), xg = K(roundX)(g, lim), xb = K(roundX)(b, lim);
    return K(sepSum)(s, d, (u16x16)(xr | (xb << 16)), (u16x16)xg);
}

/// `applyFull` of each mode (coverage 255).
KINLINE K(Px8) K(full)(const int mode, K(Px8) s, K(Px8) d) {
    switch (mode) {
    case CLIP_BLEND_SOURCE_OVER: {
        u16x16 ia = K(inv)(K(alpha2)(s));
        return K(px2)(s.rb + K(mul255)(d.rb, ia), s.ga + K(mul255)(d.ga, ia));
    }
    case CLIP_BLEND_COPY: return s;
    case CLIP_BLEND_CLEAR: return K(px2)(K(splat16)(0), K(splat16)(0));
    case CLIP_BLEND_MULTIPLY: {
        u16x16 ida = K(inv)(K(alpha2)(d)), isa = K(inv)(K(alpha2)(s));
        return K(px2)(
            K(div255)(s.rb * d.rb + s.rb * ida + d.rb * isa), K(div255)(s.ga * d.ga + s.ga * ida + d.ga * isa));
    }
    case CLIP_BLEND_SCREEN:
        return K(px2)(d.rb + K(mul255)(s.rb, K(inv)(d.rb)), d.ga + K(mul255)(s.ga, K(inv)(d.ga)));
    case CLIP_BLEND_PLUS: return K(px2)(K(clamp255)(s.rb + d.rb), K(clamp255)(s.ga + d.ga));
    case CLIP_BLEND_DESTINATION_IN: {
        u16x16 a = K(alpha2)(s);
        return K(px2)(K(mul255)(d.rb, a), K(mul255)(d.ga, a));
    }
    case CLIP_BLEND_DESTINATION_OUT: {
        u16x16 e = K(inv)(K(alpha2)(s));
        return K(px2)(K(mul255)(d.rb, e), K(mul255)(d.ga, e));
    }
    case CLIP_BLEND_OVERLAY: {
        u16x16 sa = K(alpha2)(s), da = K(alpha2)(d);
        return K(px2)(K(overlayHalf)(s.rb, d.rb, sa, da), K(overlayHalf)(s.ga, d.ga, sa, da));
    }
    default: return K(fullW3C)(mode, s, d);
    }
}

/// `apply` of each mode (coverage `c`, in both 16-bit slots of each pixel).
KINLINE K(Px8) K(apply)(const int mode, K(Px8) s, K(Px8) d, u16x16 c) {
    switch (mode) {
    case CLIP_BLEND_COPY: {
        u16x16 ic = K(inv)(c);
        return K(px2)(K(div255)(s.rb * c + d.rb * ic), K(div255)(s.ga * c + d.ga * ic));
    }
    case CLIP_BLEND_CLEAR: return K(scaled)(d, K(inv)(c));
    case CLIP_BLEND_DESTINATION_IN: {
        u16x16 e = K(inv)(K(mul255)(c, K(inv)(K(alpha2)(s))));
        return K(px2)(K(mul255)(d.rb, e), K(mul255)(d.ga, e));
    }
    case CLIP_BLEND_DESTINATION_OUT: {
        u16x16 e = K(inv)(K(mul255)(K(alpha2)(s), c));
        return K(px2)(K(mul255)(d.rb, e), K(mul255)(d.ga, e));
    }
    default: return K(full)(mode, K(scaled)(s, c), d);
    }
}

KINLINE u32x8 K(blend8)(const int mode, const int isFull, u32x8 s, u32x8 d, u32x8 c) {
    if (isFull) return K(packed)(K(full)(mode, K(px)(s), K(px)(d)));
    return K(packed)(K(apply)(mode, K(px)(s), K(px)(d), (u16x16)c));
}

/// Swift: `Composite.span` (full lanes, then one zero-padded tail). `src`/`cov` NULL: the
/// constants `sc`/`cc` (a `ConstFeed`). `isFull`: coverage 255 (not read).
KBIG void K(spanImpl)(
    const int mode, const int isFull, uint32_t *dst, intptr_t n, const uint32_t *src, uint32_t sc, const uint32_t *cov,
    uint32_t cc) {
    intptr_t i = 0;
    const u32x8 svec = K(splat)(sc), cvec = K(splat)(cc);
#if KLEVEL == 4
    if (mode == CLIP_BLEND_SOURCE_OVER) {
        const u32x16 sw = K(splatw)(sc), cw = K(splatw)(cc);
        for (; i + 16 <= n; i += 16) {
            u32x16 s = src ? K(load16)(src + i) : sw;
            u32x16 c = cov ? K(load16)(cov + i) : cw;
            K(store16)(dst + i, K(over16)(isFull, s, K(load16)(dst + i), (u16x32)c));
        }
    }
#endif
    for (; i + 8 <= n; i += 8) {
        u32x8 s = src ? K(load8)(src + i) : svec;
        u32x8 c = cov ? K(load8)(cov + i) : cvec;
        K(store8)(dst + i, K(blend8)(mode, isFull, s, K(load8)(dst + i), c));
    }
    if (i < n) {
        intptr_t m = n - i;
        u32x8 s = src ? K(loadPartial)(src + i, m) : svec;
        u32x8 c = cov ? K(loadPartial)(cov + i, m) : cvec;
        K(storePartial)(dst + i, K(blend8)(mode, isFull, s, K(loadPartial)(dst + i, m), c), m);
    }
}

#define KSPAN_FEEDS(MODE, FULL)                                                                                        \
    do {                                                                                                               \
        if (src) {                                                                                                     \
            if (cov) K(spanImpl)(MODE, FULL, dst, n, src, 0, cov, 0);                                                  \
            else K(spanImpl)(MODE, FULL, dst, n, src, 0, NULL, cc);                                                    \
        } else {                                                                                                       \
            if (cov) K(spanImpl)(MODE, FULL, dst, n, NULL, sc, cov, 0);                                                \
            else K(spanImpl)(MODE, FULL, dst, n, NULL, sc, NULL, cc);                                                  \
        }                                                                                                              \
    } while (0)
#define KSPAN_MODE(MODE)                                                                                               \
    case MODE:                                                                                                         \
        if (full) KSPAN_FEEDS(MODE, 1);                                                                                \
        else KSPAN_FEEDS(MODE, 0);                                                                                     \
        return;

static void K(blendSpan)(intptr_t mode, uint32_t *dst, intptr_t n, const uint32_t *_Nullable src, uint32_t sc, const uint32_t *_Nullable cov, uint32_t cc) {
    const int full = (mode & CLIP_BLEND_FULL) != 0;
    switch (mode & 0xFF) {
        KSPAN_MODE(CLIP_BLEND_SOURCE_OVER)
        KSPAN_MODE(CLIP_BLEND_COPY)
        KSPAN_MODE(CLIP_BLEND_CLEAR)
        KSPAN_MODE(CLIP_BLEND_MULTIPLY)
        KSPAN_MODE(CLIP_BLEND_SCREEN)
        KSPAN_MODE(CLIP_BLEND_PLUS)
        KSPAN_MODE(CLIP_BLEND_DESTINATION_IN)
        KSPAN_MODE(CLIP_BLEND_DESTINATION_OUT)
        KSPAN_MODE(CLIP_BLEND_OVERLAY)
        KSPAN_MODE(CLIP_BLEND_DARKEN)
        KSPAN_MODE(CLIP_BLEND_LIGHTEN)
        KSPAN_MODE(CLIP_BLEND_COLOR_DODGE)
        KSPAN_MODE(CLIP_BLEND_COLOR_BURN)
        KSPAN_MODE(CLIP_BLEND_HARD_LIGHT)
        KSPAN_MODE(CLIP_BLEND_SOFT_LIGHT)
        KSPAN_MODE(CLIP_BLEND_DIFFERENCE)
        KSPAN_MODE(CLIP_BLEND_EXCLUSION)
        KSPAN_MODE(CLIP_BLEND_HUE)
        KSPAN_MODE(CLIP_BLEND_SATURATION)
        KSPAN_MODE(CLIP_BLEND_COLOR)
        KSPAN_MODE(CLIP_BLEND_LUMINOSITY)
    default: return;
    }
}

/// Swift: `Composite.spanPadded` (coverage from a buffer with 8 writable entries past `n`).
KBIG void K(spanPaddedImpl)(
    const int mode, uint32_t *dst, intptr_t n, intptr_t limit, const uint32_t *src, uint32_t sc, uint32_t *cov) {
    intptr_t n8 = (n + 7) & ~(intptr_t)7;
    if (n8 > limit) {
        K(spanImpl)(mode, 0, dst, n, src, sc, cov, 0);
        return;
    }
    K(store8)(cov + n, K(splat)(0));
    const u32x8 svec = K(splat)(sc);
    intptr_t i = 0;
#if KLEVEL == 4
    if (mode == CLIP_BLEND_SOURCE_OVER) {
        const u32x16 sw = K(splatw)(sc);
        for (; i + 16 <= n8; i += 16) {
            u32x16 s = src ? K(load16)(src + i) : sw;
            K(store16)(dst + i, K(over16)(0, s, K(load16)(dst + i), (u16x32)K(load16)(cov + i)));
        }
    }
#endif
    for (; i < n8; i += 8) {
        u32x8 s = src ? K(load8)(src + i) : svec;
        K(store8)(dst + i, K(blend8)(mode, 0, s, K(load8)(dst + i), K(load8)(cov + i)));
    }
}

#define KPADDED_MODE(MODE)                                                                                             \
    case MODE:                                                                                                         \
        if (src) K(spanPaddedImpl)(MODE, dst, n, limit, src, 0, cov);                                                  \
        else K(spanPaddedImpl)(MODE, dst, n, limit, NULL, sc, cov);                                                    \
        return;

static void K(blendSpanPadded)(intptr_t mode, uint32_t *dst, intptr_t n, intptr_t limit, const uint32_t *_Nullable src, uint32_t sc, uint32_t *cov) {
    switch (mode & 0xFF) {
        KPADDED_MODE(CLIP_BLEND_SOURCE_OVER)
        KPADDED_MODE(CLIP_BLEND_COPY)
        KPADDED_MODE(CLIP_BLEND_CLEAR)
        KPADDED_MODE(CLIP_BLEND_MULTIPLY)
        KPADDED_MODE(CLIP_BLEND_SCREEN)
        KPADDED_MODE(CLIP_BLEND_PLUS)
        KPADDED_MODE(CLIP_BLEND_DESTINATION_IN)
        KPADDED_MODE(CLIP_BLEND_DESTINATION_OUT)
        KPADDED_MODE(CLIP_BLEND_OVERLAY)
        KPADDED_MODE(CLIP_BLEND_DARKEN)
        KPADDED_MODE(CLIP_BLEND_LIGHTEN)
        KPADDED_MODE(CLIP_BLEND_COLOR_DODGE)
        KPADDED_MODE(CLIP_BLEND_COLOR_BURN)
        KPADDED_MODE(CLIP_BLEND_HARD_LIGHT)
        KPADDED_MODE(CLIP_BLEND_SOFT_LIGHT)
        KPADDED_MODE(CLIP_BLEND_DIFFERENCE)
        KPADDED_MODE(CLIP_BLEND_EXCLUSION)
        KPADDED_MODE(CLIP_BLEND_HUE)
        KPADDED_MODE(CLIP_BLEND_SATURATION)
        KPADDED_MODE(CLIP_BLEND_COLOR)
        KPADDED_MODE(CLIP_BLEND_LUMINOSITY)
    default: return;
    }
}

/// Whether pixel `v`'s colour channels are each at most its alpha (a premultiplied colour: the
/// runs' folded rounding `((d·ia + 255·sc + 128)·257) >> 16` is exact only then).
KINLINE int K(premultiplied)(uint32_t v) {
    const uint32_t a = v >> 24;
    return (v & 0xFF) <= a && (v >> 8 & 0xFF) <= a && (v >> 16 & 0xFF) <= a;
}

/// Swift: `Composite.solidOverRun` (one colour, source-over, constant coverage 1...255).
/// `v` (premultiplied, coverage applied; `sc` its lanes) over `n` pixels. `ahead` > 0: each block
/// also prefetches the pixels `ahead` bytes further (the sweep's rows to come), in the same loop.
/// The loops are written twice, with and without the prefetch: one loop testing `ahead` per block
/// measured ui 1.036, strokes 1.029 (v4).
KINLINE void K(overConst)(uint32_t *dst, intptr_t n, K(Px8) sc, uint32_t v, intptr_t ahead) {
    if (v >> 24 == 255) {
        for (intptr_t i = 0; i < n; i++) dst[i] = v;
        return;
    }
    u16x16 ia = K(inv)(K(alpha2)(sc));
    intptr_t i = 0;
    // Runs of a block or more end with an overlapping block: the last pixels blended from their
    // values before any store and stored last (each pixel's result depends on its own value only,
    // so the overlap is written twice with the same bytes), a full store where a masked one would
    // hold up a load of the pixels after it (the sweep's next group) until it retires.
#if KLEVEL == 4
    if (n >= 16) {
        // The premultiplied, coverage-scaled colour over 16 pixels a step (`over16` at full
        // coverage: the same operations as the 8-pixel loop below).
        const u32x16 sw = K(splatw)(v);
        const uint32_t b = 255 - (v >> 24);
        if (b <= 127 && K(premultiplied)(v)) {
            // A premultiplied colour whose `255 − alpha` fits a signed byte: the level-3 loop's
            // two steps (see there) at 16 pixels, `vpmaddubsw` by (ia, 0, ia, 0) / (0, ia, 0, ia)
            // for the products and the colour folded into the rounding constant.
            typedef char i8x64 __attribute__((vector_size(64)));
            const i8x64 wrb = (i8x64)K(splatw)(b | b << 16), wga = (i8x64)K(splatw)(b << 8 | b << 24);
            const u16x32 s16 = (u16x32)(sw & 0x00FF00FFu), g16 = (u16x32)((sw >> 8) & 0x00FF00FFu);
            const u16x32 krb = s16 * 255 + 128, kga = g16 * 255 + 128;
#define KDIVW(X, KK) __builtin_convertvector((__builtin_convertvector((X) + (KK), u32x32) * 257) >> 16, u16x32)
#define KMADDW(P, W) (u16x32)__builtin_ia32_pmaddubsw512((i8x64)(P), (W))
#define KOVERW(P) ((u32x16)KDIVW(KMADDW(P, wrb), krb) | ((u32x16)KDIVW(KMADDW(P, wga), kga) << 8))
            const u32x16 last = KOVERW(K(load16)(dst + n - 16));
            if (ahead > 0) {
                for (; i + 16 < n; i += 16) {
                    __builtin_prefetch((const uint8_t *)(dst + i) + ahead, 1, 3);
                    K(store16)(dst + i, KOVERW(K(load16)(dst + i)));
                }
                __builtin_prefetch((const uint8_t *)(dst + n) - 4 + ahead, 1, 3);
            } else {
                for (; i + 16 < n; i += 16) K(store16)(dst + i, KOVERW(K(load16)(dst + i)));
            }
            K(store16)(dst + n - 16, last);
            return;
#undef KOVERW
#undef KMADDW
#undef KDIVW
        }
        const u32x16 last = K(over16)(1, sw, K(load16)(dst + n - 16), (u16x32){0});
        if (ahead > 0) {
            for (; i + 16 < n; i += 16) {
                __builtin_prefetch((const uint8_t *)(dst + i) + ahead, 1, 3);
                K(store16)(dst + i, K(over16)(1, sw, K(load16)(dst + i), (u16x32){0}));
            }
            __builtin_prefetch((const uint8_t *)(dst + n) - 4 + ahead, 1, 3);
        } else {
            for (; i + 16 < n; i += 16) K(store16)(dst + i, K(over16)(1, sw, K(load16)(dst + i), (u16x32){0}));
        }
        K(store16)(dst + n - 16, last);
        return;
    }
#endif
#if KLEVEL == 3
    // A premultiplied colour (each channel at most its alpha, so `d·ia + 255·sc ≤ 255·255`):
    // `sc + div255(d·ia)` is `((d·ia + 255·sc + 128)·257) >> 16` exactly (255·sc/255 is whole), one
    // add a channel pair fewer per block. No prefetch of the rows ahead in this loop (`ahead`):
    // with it, level 3 measured 2–3 % slower on the solid workloads (it helps level 4's loop).
    if (n >= 8 && K(premultiplied)(v)) {
        const u16x16 krb = sc.rb * 255 + 128, kga = sc.ga * 255 + 128;
#define KDIVK(X, KK) __builtin_convertvector((__builtin_convertvector((X) + (KK), u32x16) * 257) >> 16, u16x16)
#define KOVERK(P) K(packed)(K(px2)(KDIVK((P).rb * ia, krb), KDIVK((P).ga * ia, kga)))
        if (255 - (v >> 24) <= 127) {
            // `255 − alpha` fits a signed byte (an alpha of 128 or more): `vpmaddubsw` multiplies
            // the pixel's bytes by the bytes (ia, 0, ia, 0) and (0, ia, 0, ia), giving r·ia, b·ia
            // and g·ia, a·ia in 16-bit lanes (the other product 0; at most 255 · 127, no
            // saturation) with no channel split: two operations a block fewer, the same values.
            typedef char i8x32 __attribute__((vector_size(32)));
            const uint8_t b = (uint8_t)(255 - (v >> 24));
            const i8x32 wrb = (i8x32)K(splat)((uint32_t)b | (uint32_t)b << 16), wga = (i8x32)K(splat)((uint32_t)b << 8 | (uint32_t)b << 24);
#define KMADD(P, W) (u16x16)__builtin_ia32_pmaddubsw256((i8x32)(P), (W))
#define KOVERM(P) ((u32x8)KDIVK(KMADD(P, wrb), krb) | ((u32x8)KDIVK(KMADD(P, wga), kga) << 8))
            const u32x8 last = KOVERM(K(load8)(dst + n - 8));
            for (; i + 8 < n; i += 8) K(store8)(dst + i, KOVERM(K(load8)(dst + i)));
            K(store8)(dst + n - 8, last);
            return;
#undef KOVERM
#undef KMADD
        }
        const u32x8 last = KOVERK(K(px)(K(load8)(dst + n - 8)));
        for (; i + 8 < n; i += 8) K(store8)(dst + i, KOVERK(K(px)(K(load8)(dst + i))));
        K(store8)(dst + n - 8, last);
        return;
#undef KOVERK
#undef KDIVK
    }
#endif
#define KOVER8(P) K(packed)(K(px2)(sc.rb + K(mul255)((P).rb, ia), sc.ga + K(mul255)((P).ga, ia)))
    if (n >= 8) {
        const u32x8 last = KOVER8(K(px)(K(load8)(dst + n - 8)));
        if (ahead > 0) {
            for (; i + 8 < n; i += 8) {
                __builtin_prefetch((const uint8_t *)(dst + i) + ahead, 1, 3);
                K(store8)(dst + i, KOVER8(K(px)(K(load8)(dst + i))));
            }
            __builtin_prefetch((const uint8_t *)(dst + n) - 4 + ahead, 1, 3);
        } else {
            for (; i + 8 < n; i += 8) K(store8)(dst + i, KOVER8(K(px)(K(load8)(dst + i))));
        }
        K(store8)(dst + n - 8, last);
        return;
    }
#undef KOVER8
    if (i < n) {
        intptr_t m = n - i;
        if (ahead > 0) {
            __builtin_prefetch((const uint8_t *)dst + ahead, 1, 3);
            __builtin_prefetch((const uint8_t *)(dst + n) - 4 + ahead, 1, 3);
        }
        K(Px8) d = K(px)(K(loadPartial)(dst + i, m));
        K(storePartial)(dst + i, K(packed)(K(px2)(sc.rb + K(mul255)(d.rb, ia), sc.ga + K(mul255)(d.ga, ia))), m);
    }
}

KINLINE void K(solidOverRunImpl)(uint32_t *dst, intptr_t n, uint32_t color, uint32_t c, intptr_t ahead) {
    // At coverage 255 the scaling is exact (`round(x·255 / 255) = x`): the colour itself.
    if (c == 255) {
        K(overConst)(dst, n, K(px)(K(splat)(color)), color, ahead);
        return;
    }
    K(Px8) sc = K(scaled)(K(px)(K(splat)(color)), K(splat16)((uint16_t)c));
    K(overConst)(dst, n, sc, K(packed)(sc)[0], ahead);
}

static void K(solidOverRun)(uint32_t *dst, intptr_t n, uint32_t color, uint32_t coverage) {
    K(solidOverRunImpl)(dst, n, color, coverage, 0);
}

static void K(fill32)(uint32_t *dst, intptr_t n, uint32_t value) {
    for (intptr_t i = 0; i < n; i++) dst[i] = value;
}

// MARK: - Coverage sweep with the solid source-over sink and the gradient sink (Swift:
// CoverageAccumulator.sweepRows with SolidOverSink / GeneralSink under source-over, Wide/Coverage.swift)

KINLINE void K(prefetchSpan)(const uint8_t *q, intptr_t count) {
    intptr_t bytes = count * 4;
    for (intptr_t o = 0; o < bytes; o += 64) __builtin_prefetch(q + o, 1, 3);
    __builtin_prefetch(q + (bytes - 4), 1, 3);
}

KINLINE i32x8 K(prefixSum8)(i32x8 v) {
    // Wrapping (unsigned) adds, like Swift's `&+=`.
    u32x8 s = (u32x8)v;
#if KLEVEL == 3
    // Within each 128-bit half first (byte shifts, vpslldq), then the low half's total into the
    // high half: one lane-crossing shuffle instead of three, and no blends.
    const u32x8 z = {0, 0, 0, 0, 0, 0, 0, 0};
    s += __builtin_shufflevector(s, z, 8, 0, 1, 2, 8, 4, 5, 6);
    s += __builtin_shufflevector(s, z, 8, 8, 0, 1, 8, 8, 4, 5);
    s += __builtin_shufflevector(s, z, 8, 8, 8, 8, 3, 3, 3, 3);
#else
    s += __builtin_shufflevector(s, (u32x8){0, 0, 0, 0, 0, 0, 0, 0}, 8, 0, 1, 2, 3, 4, 5, 6);
    s += __builtin_shufflevector(s, (u32x8){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 0, 1, 2, 3, 4, 5);
    s += __builtin_shufflevector(s, (u32x8){0, 0, 0, 0, 0, 0, 0, 0}, 8, 8, 8, 8, 0, 1, 2, 3);
#endif
    return (i32x8)s;
}

#define CLIP_FX_FULL (1 << 21)
#define CLIP_FX_COVERAGE_SHIFT 21

/// Swift: `NonZeroCoverage.coverage` / `EvenOddCoverage.coverage`.
KINLINE uint32_t K(coverage1)(const int evenOdd, int32_t s) {
    int32_t m;
    if (evenOdd) {
        int32_t a = s & (2 * CLIP_FX_FULL - 1);
        m = a > CLIP_FX_FULL ? 2 * CLIP_FX_FULL - a : a;
    } else {
        int32_t sign = s >> 31;
        int32_t a = (int32_t)(((uint32_t)s ^ (uint32_t)sign) - (uint32_t)sign);
        m = (a > CLIP_FX_FULL || a < 0) ? CLIP_FX_FULL : a;
    }
    return (uint32_t)(((m << 8) - m + (CLIP_FX_FULL >> 1)) >> CLIP_FX_COVERAGE_SHIFT);
}

/// Each lane's coverage (0...255) from its running sum.
KINLINE u32x8 K(coverageRaw)(const int evenOdd, i32x8 s) {
    const i32x8 full = {CLIP_FX_FULL, CLIP_FX_FULL, CLIP_FX_FULL, CLIP_FX_FULL, CLIP_FX_FULL, CLIP_FX_FULL, CLIP_FX_FULL,
                        CLIP_FX_FULL};
    i32x8 m;
    if (evenOdd) {
        i32x8 a = s & (2 * CLIP_FX_FULL - 1);
        i32x8 over = a > full; // all ones where true (vector compares give -1 / 0)
        m = ((2 * CLIP_FX_FULL - a) & over) | (a & ~over);
    } else {
        i32x8 sign = s >> 31;
        u32x8 a = ((u32x8)s ^ (u32x8)sign) - (u32x8)sign;
        // |s| clamped to `full`; as unsigned, the one |s| that wraps negative (s = −2³¹) is above
        // `full` too, so one unsigned minimum (vpminud) is the scalar twin's two comparisons.
        m = (i32x8)__builtin_elementwise_min(a, (u32x8)full);
    }
    return (u32x8)(((m << 8) - m + (CLIP_FX_FULL >> 1)) >> CLIP_FX_COVERAGE_SHIFT);
}
/// Swift: `CoverageRule.lanes` (each coverage as `c | c << 16`).
KINLINE u32x8 K(coverageLanes)(const int evenOdd, i32x8 s) {
    u32x8 r = K(coverageRaw)(evenOdd, s);
    return r | (r << 16);
}

typedef struct {
    const ClipSweepJob *job;
    uint8_t *base;
    intptr_t stride, targetWidth, originY;
    uint32_t color;
    /// The gradient sink's paint (NULL for a solid colour).
    const ClipGradientJob *grad;
    /// A radial gradient's table as byte planes (`tablePlanes`, x86-64-v4 with VBMI), or NULL.
    const uint8_t *planes;
#if KLEVEL == 3
    /// Every entry of a radial gradient's table has this alpha (`a | a << 16`) and no channel above
    /// it (premultiplied), else 0x10000000.
    uint32_t alpha;
    /// A radial gradient's steps a pixel (`(float)a`, `(float)b`) and whether `b` is 0 (the
    /// row-aligned form), found once per draw rather than per span.
    float sx, sy;
    intptr_t rowAligned;
#endif
} K(SolidSink);

KINLINE uint32_t *K(sinkRow)(const K(SolidSink) * k, intptr_t y, intptr_t x) {
    return (uint32_t *)(k->base + (y - k->originY) * k->stride + x * 4);
}
KINLINE void K(sinkRun)(const K(SolidSink) * k, intptr_t y, intptr_t x, intptr_t count, uint32_t coverage) {
    uint32_t *row = K(sinkRow)(k, y, x);
    // A translucent run prefetches the pixels it will read `prefetchRows` rows later as it goes.
    K(solidOverRunImpl)(row, count, k->color, coverage, k->stride * k->job->prefetchRows);
}

static void K(linearSpan)(double t0, double a, const uint32_t *table, intptr_t n, uint32_t *out);
static void K(radialFetch)(
    float ux0, float uy0, float sx, float sy, intptr_t rowAligned, const uint32_t *table, const uint8_t *planes, intptr_t n,
    uint32_t *out);
#if KLEVEL == 4
static void K(tablePlanes)(const uint32_t *table, uint8_t *planes);
#endif
#if KLEVEL == 3
static void K(radialOver)(const K(SolidSink) * k, intptr_t y, intptr_t x, intptr_t n, uint32_t *cov, uint32_t c);
#endif

/// Swift: `LinearGradientShader.fetch` (kind 1) / `RadialGradientShader.fetch` (kind 2), the same
/// Double and Float operations in the same order.
KINLINE void K(gradFetch)(const int kind, const K(SolidSink) * k, intptr_t y, intptr_t x, intptr_t n, uint32_t *out) {
    const ClipGradientJob *g = k->grad;
    const double px = (double)x + 0.5, py = (double)y + 0.5;
    if (kind == 1) {
        K(linearSpan)(g->a * px + g->b * py + g->c, g->a, g->table, n, out);
    } else {
        float ux0 = (float)(g->a * px + g->c * py + g->tx), uy0 = (float)(g->b * px + g->d * py + g->ty);
        K(radialFetch)(ux0, uy0, (float)g->a, (float)g->b, g->b == 0 ? 1 : 0, g->table, k->planes, n, out);
    }
}
/// Swift: `GeneralSink.run under source-over` (no masks, coverage scale 255).
KINLINE void K(gradRun)(const int kind, const K(SolidSink) * k, intptr_t y, intptr_t x, intptr_t count, uint32_t c) {
    const ClipGradientJob *g = k->grad;
    uint32_t *row = K(sinkRow)(k, y, x);
    if (c == 255 && g->opaque) {
        // The source replaces the pixels: nothing to read, nothing to prefetch.
        K(gradFetch)(kind, k, y, x, count, row);
        return;
    }
    K(prefetchSpan)((const uint8_t *)row + k->stride * k->job->prefetchRows, count);
#if KLEVEL == 3
    if (kind == 2) {
        K(radialOver)(k, y, x, count, NULL, c);
        return;
    }
#endif
    uint32_t *src = g->src;
    // Lets the span loops drop their per-vector `src ? load : constant` test.
    __builtin_assume(src != NULL);
    K(gradFetch)(kind, k, y, x, count, src);
    if (c == 255) K(spanImpl)(CLIP_BLEND_SOURCE_OVER, 1, row, count, src, 0, NULL, 0);
    else K(spanImpl)(CLIP_BLEND_SOURCE_OVER, 0, row, count, src, 0, NULL, c | c << 16);
}
/// Swift: `GeneralSink.mask under source-over` (no masks, coverage scale 255).
KINLINE void K(gradMask)(const int kind, const K(SolidSink) * k, intptr_t y, intptr_t x, intptr_t count, uint32_t *cov) {
    const ClipGradientJob *g = k->grad;
    uint32_t *row = K(sinkRow)(k, y, x);
    K(prefetchSpan)((const uint8_t *)row + k->stride * k->job->prefetchRows, count);
#if KLEVEL == 3
    if (kind == 2) {
        K(radialOver)(k, y, x, count, cov, 0);
        return;
    }
#endif
    intptr_t n8 = (count + 7) & ~(intptr_t)7, limit = k->targetWidth - x;
    uint32_t *src = g->src;
    __builtin_assume(src != NULL);
    K(gradFetch)(kind, k, y, x, n8 < limit ? n8 : limit, src);
    K(spanPaddedImpl)(CLIP_BLEND_SOURCE_OVER, row, count, limit, src, 0, cov);
}

/// The sweep in spans (Swift: `sweepRows`) into gradient `kind` (1 linear, 2 radial): mask spans
/// gather groups and short constant stretches, as in the Swift sweep, whose span boundaries decide
/// where each gradient span starts (and so its Float values).
KINLINE void K(sweepImpl)(const int evenOdd, const int kind, const ClipSweepJob *j, const ClipGradientJob *grad) {
    K(SolidSink) sink = {j, j->base, j->stride, j->targetWidth, j->originY, j->color, grad, NULL};
#if KLEVEL == 4
    // A radial gradient's table as byte planes once per draw (about 200 instructions), for its
    // spans of 16 pixels or more (`radialSpan64`).
    uint8_t planes[1024] __attribute__((aligned(64)));
    if (kind == 2 && clip_vbmi) {
        K(tablePlanes)(grad->table, planes);
        sink.planes = planes;
    }
#endif
#if KLEVEL == 3
    sink.alpha = 0x10000000;
    if (kind == 2) {
        u32x8 d = K(splat)(0);
        const u32x8 a0 = K(splat)(grad->table[0] >> 24);
        const u8x32 ab = (u8x32)K(splat)((grad->table[0] >> 24) * 0x01010101u);
        for (int e = 0; e < 256; e += 8) {
            const u32x8 t = K(load8)(grad->table + e);
            d |= ((t >> 24) ^ a0) | (u32x8)((u8x32)t > ab);
        }
        if (__builtin_reduce_or(d) == 0) sink.alpha = (grad->table[0] >> 24) * 0x00010001u;
        sink.sx = (float)grad->a;
        sink.sy = (float)grad->b;
        sink.rowAligned = grad->b == 0 ? 1 : 0;
    }
#endif
    const intptr_t width = j->width, ox = j->ox, oy = j->oy;
    uint32_t *cov = j->cov;
    intptr_t first = j->rowMin > 0 ? j->rowMin : 0;
    intptr_t lastPrefetch = first + j->prefetchRows - 1;
    if (j->rowMax < lastPrefetch) lastPrefetch = j->rowMax;
    for (intptr_t py = first; py <= lastPrefetch; py++) K(prefetchSpan)((const uint8_t *)K(sinkRow)(&sink, py + oy, ox), width);
    for (intptr_t y = first; y <= j->rowMax; y++) {
        int32_t *rowCells = j->cells + y * j->cellStride;
        uint64_t *rowBits = j->bits + y * j->wordStride;
        int32_t sum = 0;
        intptr_t runX = 0, maskX = 0, maskN = 0;
        const intptr_t dy = y + oy;
#define KSTRETCH(END, MERGE_ZERO)                                                                                      \
    do {                                                                                                               \
        intptr_t end_ = (END);                                                                                         \
        uint32_t c_ = K(coverage1)(evenOdd, sum);                                                                      \
        intptr_t gap_ = end_ - runX;                                                                                   \
        if (maskN > 0 && gap_ <= j->mergeGap && ((MERGE_ZERO) || c_ != 0)) {                                           \
            u32x8 cv_ = K(splat)(c_ * 0x00010001u);                                                                    \
            for (intptr_t k_ = 0; k_ < gap_; k_ += 8) K(store8)(cov + maskN + k_, cv_);                                \
            maskN += gap_;                                                                                             \
        } else {                                                                                                       \
            if (maskN > 0) {                                                                                           \
                K(gradMask)(kind, &sink, dy, ox + maskX, maskN, cov);                                                  \
                maskN = 0;                                                                                             \
            }                                                                                                          \
            if (c_ != 0) K(gradRun)(kind, &sink, dy, ox + runX, gap_, c_);                                             \
        }                                                                                                              \
    } while (0)
        for (intptr_t wi = 0; wi < j->wordStride; wi++) {
            uint64_t word = rowBits[wi];
            if (word == 0) continue;
            rowBits[wi] = 0;
            do {
                intptr_t x = ((wi << 6) | __builtin_ctzll(word)) << 3;
                word &= word - 1;
                int32_t *p = rowCells + x;
                i32x8 v;
                __builtin_memcpy(&v, p, 32);
                __builtin_memset(p, 0, 32);
                if (x >= width) continue;
                if (x != runX) KSTRETCH(x, 1);
                i32x8 s = (i32x8)((u32x8)K(prefixSum8)(v) + (uint32_t)sum);
                sum = s[7];
                if (maskN == 0) maskX = x;
                K(store8)(cov + maskN, K(coverageLanes)(evenOdd, s));
                maskN += 8;
                runX = x + 8;
            } while (word != 0);
        }
        if (runX < width) KSTRETCH(width, 0);
        if (maskN > 0) K(gradMask)(kind, &sink, dy, ox + maskX, maskN < width - maskX ? maskN : width - maskX, cov);
#undef KSTRETCH
    }
}

/// The solid source-over sweep, compositing each touched group of eight cells where it is swept:
/// its coverage lanes blend the colour over the eight target pixels in registers (no coverage
/// buffer, no mask spans); the constant stretches between groups are runs. The same pixels as
/// the span form (`sweepImpl`, the Swift sweep through `SolidOverSink`): source-over at coverage 0
/// leaves a pixel as it is, so how pixels are grouped into spans changes nothing.
KINLINE void K(sweepDirect)(const int evenOdd, const ClipSweepJob *j) {
    K(SolidSink) sink = {j, j->base, j->stride, j->targetWidth, j->originY, j->color, NULL, NULL};
    const intptr_t width = j->width, ox = j->ox, oy = j->oy, ahead = j->stride * j->prefetchRows;
#if KLEVEL == 4
    const u16x32 srcw = __builtin_convertvector((u8x32)K(splat)(j->color), u16x32);
#else
    const K(Px8) src = K(px)(K(splat)(j->color));
#endif
    const u32x8 iota = {0, 1, 2, 3, 4, 5, 6, 7};
    intptr_t first = j->rowMin > 0 ? j->rowMin : 0;
    intptr_t lastPrefetch = first + j->prefetchRows - 1;
    if (j->rowMax < lastPrefetch) lastPrefetch = j->rowMax;
    for (intptr_t py = first; py <= lastPrefetch; py++) K(prefetchSpan)((const uint8_t *)K(sinkRow)(&sink, py + oy, ox), width);
    for (intptr_t y = first; y <= j->rowMax; y++) {
        int32_t *rowCells = j->cells + y * j->cellStride;
        uint64_t *rowBits = j->bits + y * j->wordStride;
        const intptr_t dy = y + oy;
        uint32_t *row = K(sinkRow)(&sink, dy, ox);
        // The running sum in every lane: each group adds its cells' total, found apart from the
        // sum (one add on the chain from group to group, not an extract and a broadcast).
        u32x8 sumv = K(splat)(0);
        intptr_t runX = 0;
        for (intptr_t wi = 0; wi < j->wordStride; wi++) {
            uint64_t word = rowBits[wi];
            if (word == 0) continue;
            rowBits[wi] = 0;
            do {
                intptr_t x = ((wi << 6) | __builtin_ctzll(word)) << 3;
                word &= word - 1;
                int32_t *p = rowCells + x;
                i32x8 v;
                __builtin_memcpy(&v, p, 32);
                __builtin_memset(p, 0, 32);
                // Groups past the last pixel hold the sentinel column and its carry only.
                if (x >= width) continue;
                if (x != runX) {
                    uint32_t c = K(coverage1)(evenOdd, (int32_t)sumv[0]);
                    if (c != 0) K(sinkRun)(&sink, dy, ox + runX, x - runX, c);
                }
                u32x8 ps = (u32x8)K(prefixSum8)(v);
                i32x8 s = (i32x8)(ps + sumv);
                sumv += __builtin_shufflevector(ps, ps, 7, 7, 7, 7, 7, 7, 7, 7);
#if KLEVEL == 4
                u32x8 c = K(coverageRaw)(evenOdd, s);
#define KGROUP(D) K(overGroupW)(srcw, (D), c)
#elif KLEVEL == 3
                u32x8 c = K(coverageRaw)(evenOdd, s);
#define KGROUP(D) K(overGroup3)(src, (D), c)
#else
                u32x8 c = K(coverageLanes)(evenOdd, s);
#define KGROUP(D) K(packed)(K(apply)(CLIP_BLEND_SOURCE_OVER, src, K(px)(D), (u16x16)c))
#endif
                uint32_t *d = row + x;
                __builtin_prefetch((const uint8_t *)d + ahead, 1, 3);
                intptr_t valid = width - x;
                if (valid < 8) {
                    // The row's last group: its lanes past the region hold the sentinel column;
                    // at coverage 0 they leave their pixels as they are.
                    c &= (u32x8)(iota < (uint32_t)valid);
                }
                if (valid >= 8 || ox + x + 8 <= sink.targetWidth) {
                    K(store8)(d, KGROUP(K(load8)(d)));
                } else {
                    // At the target's right edge: only the pixels inside.
                    K(storePartial)(d, KGROUP(K(loadPartial)(d, valid)), valid);
                }
#undef KGROUP
                runX = x + 8;
            } while (word != 0);
        }
        if (runX < width) {
            uint32_t c = K(coverage1)(evenOdd, (int32_t)sumv[0]);
            if (c != 0) K(sinkRun)(&sink, dy, ox + runX, width - runX, c);
        }
    }
}

static void K(sweepSolidOver)(const ClipSweepJob *job) {
    if (job->evenOdd) K(sweepDirect)(1, job);
    else K(sweepDirect)(0, job);
}

static void K(sweepGradientOver)(const ClipSweepJob *job, const ClipGradientJob *g) {
    if (g->kind == 1) {
        if (job->evenOdd) K(sweepImpl)(1, 1, job, g);
        else K(sweepImpl)(0, 1, job, g);
    } else {
        if (job->evenOdd) K(sweepImpl)(1, 2, job, g);
        else K(sweepImpl)(0, 2, job, g);
    }
}

// MARK: - RGBA → YUV 4:2:0 rows (Swift: Compose/YUV420.swift)

#define CLIP_YUV_Y(r, g, b) (((r) * 11966 + (g) * 40254 + (b) * 4064 + ((16 << 16) + (1 << 15))) >> 16)
#define CLIP_YUV_U(r, g, b) (((r) * -6596 + (g) * -22188 + (b) * 28784 + ((128 << 18) + (1 << 17))) >> 18)
#define CLIP_YUV_V(r, g, b) (((r) * 28784 + (g) * -26145 + (b) * -2639 + ((128 << 18) + (1 << 17))) >> 18)

KINLINE void K(luma8)(u32x8 p, uint8_t *d, intptr_t count) {
    i32x8 r = (i32x8)(p & 0xFF), g = (i32x8)((p >> 8) & 0xFF), b = (i32x8)((p >> 16) & 0xFF);
    u8x8 y = __builtin_convertvector(CLIP_YUV_Y(r, g, b), u8x8);
    if (count == 8) __builtin_memcpy(d, &y, 8);
    else for (intptr_t i = 0; i < count; i++) d[i] = y[i];
}

static void K(lumaRow)(const uint32_t *s, intptr_t w, uint8_t *d, intptr_t width) {
    intptr_t x = 0, lim = w < width ? w : width;
    for (; x + 8 <= lim; x += 8) K(luma8)(K(load8)(s + x), d + x, 8);
    for (; x < width; x += 8) {
        u32x8 g;
        for (int i = 0; i < 8; i++) g[i] = s[x + i < w - 1 ? x + i : w - 1];
        K(luma8)(g, d + x, width - x < 8 ? width - x : 8);
    }
}

KINLINE void K(chroma8)(u32x16 a, u32x16 b, uint8_t *u, uint8_t *v, intptr_t count) {
    u32x8 a0 = __builtin_shufflevector(a, a, 0, 2, 4, 6, 8, 10, 12, 14), a1 = __builtin_shufflevector(a, a, 1, 3, 5, 7, 9, 11, 13, 15);
    u32x8 b0 = __builtin_shufflevector(b, b, 0, 2, 4, 6, 8, 10, 12, 14), b1 = __builtin_shufflevector(b, b, 1, 3, 5, 7, 9, 11, 13, 15);
#define KCH(p, sh) ((i32x8)(((p) >> (sh)) & 0xFF))
    i32x8 sr = KCH(a0, 0) + KCH(a1, 0) + KCH(b0, 0) + KCH(b1, 0);
    i32x8 sg = KCH(a0, 8) + KCH(a1, 8) + KCH(b0, 8) + KCH(b1, 8);
    i32x8 sb = KCH(a0, 16) + KCH(a1, 16) + KCH(b0, 16) + KCH(b1, 16);
#undef KCH
    u8x8 uu = __builtin_convertvector(CLIP_YUV_U(sr, sg, sb), u8x8);
    u8x8 vv = __builtin_convertvector(CLIP_YUV_V(sr, sg, sb), u8x8);
    if (count == 8) {
        __builtin_memcpy(u, &uu, 8);
        __builtin_memcpy(v, &vv, 8);
    } else {
        for (intptr_t i = 0; i < count; i++) { u[i] = uu[i]; v[i] = vv[i]; }
    }
}

static void K(chromaRow)(const uint32_t *s0, const uint32_t *s1, intptr_t w, uint8_t *u, uint8_t *v, intptr_t count) {
    intptr_t c = 0;
    for (; 2 * c + 16 <= w && c + 8 <= count; c += 8) {
        u32x16 a, b;
        __builtin_memcpy(&a, s0 + 2 * c, 64);
        __builtin_memcpy(&b, s1 + 2 * c, 64);
        K(chroma8)(a, b, u + c, v + c, 8);
    }
    for (; c < count; c += 8) {
        u32x16 a, b;
        for (int i = 0; i < 16; i++) {
            intptr_t x = 2 * c + i < w - 1 ? 2 * c + i : w - 1;
            a[i] = s0[x];
            b[i] = s1[x];
        }
        K(chroma8)(a, b, u + c, v + c, count - c < 8 ? count - c : 8);
    }
}


// MARK: - Gaussian blur lanes (Swift: GaussianBlur.filterLanes; exact integer sums)

KINLINE u32x16 K(signExtend16)(const uint8_t *p) {
    i16x16 h;
    __builtin_memcpy(&h, p, 32);
    return (u32x16)__builtin_convertvector(h, i32x16);
}

static void K(blurLanes)(const uint8_t *x, intptr_t n, uint8_t *dst, intptr_t stride, const ClipBlurCascade *c, uint32_t *ringMemory) {
    const intptr_t o1 = 128 * c->w1, o2 = 128 * c->w2, o12 = o1 + o2, w3 = c->w3, reach = c->reach;
    const uint32_t preShift = c->preShift, mul = c->mul & 0x7FFF, shift = c->shift;
    u32x16 s1 = {0}, s2 = {0}, s3 = {0};
    s3 += c->bias;
    u32x16 *ring = (u32x16 *)ringMemory;
    for (intptr_t k = 0; k < w3; k++) ring[k] = (u32x16){0};
    intptr_t r = 0;
#define KBLUR_STEP(I)                                                                                                  \
    do {                                                                                                               \
        const uint8_t *h_ = x + 128 * (I);                                                                             \
        u16x16 a_, b_, c_, d_;                                                                                         \
        __builtin_memcpy(&a_, h_, 32);                                                                                 \
        __builtin_memcpy(&b_, h_ - o12, 32);                                                                           \
        __builtin_memcpy(&c_, h_ - o1, 32);                                                                            \
        __builtin_memcpy(&d_, h_ - o2, 32);                                                                            \
        i16x16 e_ = (i16x16)((a_ + b_) - (c_ + d_));                                                                   \
        s1 += (u32x16)__builtin_convertvector(e_, i32x16);                                                             \
        u32x16 old_ = ring[r];                                                                                         \
        ring[r] = s1;                                                                                                  \
        r += 1;                                                                                                        \
        r = r == w3 ? 0 : r;                                                                                           \
        s2 += s1 - old_;                                                                                               \
        s3 += s2;                                                                                                      \
    } while (0)
    intptr_t i = 0;
    for (; i < reach; i++) KBLUR_STEP(i);
    uint8_t *q = dst;
    for (; i < n + reach; i++) {
        KBLUR_STEP(i);
        u32x16 v = (((s3 >> preShift) & 0x7FFF) * mul) >> shift;
        u8x16 b = __builtin_convertvector(v, u8x16);
        __builtin_memcpy(q, &b, 16);
        q += stride;
    }
#undef KBLUR_STEP
}

// MARK: - Gradient spans (Swift: Shaders/Shader.swift, lutSpan with the linear and radial indexers;
// Float arithmetic in the Swift order, no contraction, so the indices are bit-identical)

#if KLEVEL == 3
/// `lutIndex8` without its final mask: the rounding sum `0x4B000000 + index`. The clamp by the x86
/// operand order of vminps / vmaxps (each returns its second operand when either is NaN):
/// `min(255, x)` keeps a NaN, `max(that, 0)` turns it into 0; −0 and negatives become 0 too, which
/// rounds to the same index 0 (all 2³² inputs checked against the compare form). Two operations,
/// not a compare, a minimum and a blend.
KINLINE u32x8 K(lutIndexSum8)(f32x8 x) {
    const f32x8 top = {255, 255, 255, 255, 255, 255, 255, 255};
    const f32x8 c = __builtin_ia32_maxps256(__builtin_ia32_minps256(top, x), (f32x8){0, 0, 0, 0, 0, 0, 0, 0});
    return (u32x8)(c + 8388608.0f);
}
#endif
/// Swift: `lutIndex8` (clamp to 0...255, NaN → 0, round via the 2²³ magic number).
KINLINE u32x8 K(lutIndex8)(f32x8 x) {
#if KLEVEL == 3
    return K(lutIndexSum8)(x) & 0xFF;
#else
    const f32x8 top = {255, 255, 255, 255, 255, 255, 255, 255};
    i32x8 ge = x >= 0, le = x <= top;
    i32x8 c = ge & ((le & (i32x8)x) | (~le & (i32x8)top));
    return (u32x8)((f32x8)c + 8388608.0f) & 0xFF;
#endif
}
KINLINE uint32_t K(lutIndex1)(float x) {
    float c = x >= 0 ? (x <= 255 ? x : 255) : 0;
    float m = c + 8388608.0f;
    uint32_t b;
    __builtin_memcpy(&b, &m, 4);
    return b & 0xFF;
}
/// `p[k] = table[p[k]]` for `k < 8` (Swift: `gather8`).
KINLINE void K(gather8)(const uint32_t *table, uint32_t *p) {
    for (int k = 0; k < 8; k++) p[k] = table[p[k]];
}

#if KLEVEL == 3
/// `table[p[k]]` for `k < 8` in one register (`vmovd` / `vpinsrd` from the table, two halves).
KINLINE u32x8 K(lookup8)(const uint32_t *table, const uint32_t *p) {
    typedef uint32_t u32x4_ __attribute__((vector_size(16)));
    const u32x4_ lo = {table[p[0]], table[p[1]], table[p[2]], table[p[3]]};
    const u32x4_ hi = {table[p[4]], table[p[5]], table[p[6]], table[p[7]]};
    return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7);
}
/// `lookup8` of rounding sums (`lutIndexSum8`): each index is the low byte, loaded alone.
KINLINE u32x8 K(lookupSum8)(const uint32_t *table, const uint32_t *p) {
    typedef uint32_t u32x4_ __attribute__((vector_size(16)));
    const uint8_t *b = (const uint8_t *)p;
    const u32x4_ lo = {table[b[0]], table[b[4]], table[b[8]], table[b[12]]};
    const u32x4_ hi = {table[b[16]], table[b[20]], table[b[24]], table[b[28]]};
    return __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7);
}
KINLINE void K(gather8v)(const uint32_t *table, uint32_t *p) {
    typedef uint32_t u32x4_ __attribute__((vector_size(16)));
    const u32x4_ lo = {table[p[0]], table[p[1]], table[p[2]], table[p[3]]};
    const u32x4_ hi = {table[p[4]], table[p[5]], table[p[6]], table[p[7]]};
    u32x8 v = __builtin_shufflevector(lo, hi, 0, 1, 2, 3, 4, 5, 6, 7);
    // One 256-bit store (Clang would store the halves, and the blend's 256-bit load of them
    // could not be forwarded from two stores).
    __asm__("" : "+x"(v));
    K(store8)(p, v);
}
/// Swift: `lutSpan` in two passes: every chunk's indices stored into `out` (`INDEX8(i)`: pixels
/// `i ..< i + 8`), then every entry looked up in place. Each lookup's index load is then far from
/// the vector store it reads (a 32-bit load from a recent 256-bit store waits on the store here,
/// Zen 5 at the AVX2 level: gradients −4 %). The tail: one more chunk, its first `n − i` lanes
/// (lane `k` of `INDEX8(i)` is pixel `i + k`'s index: `iota[k] + (float)i` is `(float)(i + k)`).
#define KLUT_SPAN(INDEX8, INDEX1)                                                                                      \
    do {                                                                                                               \
        intptr_t i = 0;                                                                                                \
        for (; i + 8 <= n; i += 8) K(store8)(out + i, INDEX8(i));                                                      \
        for (intptr_t j_ = 0; j_ < i; j_ += 8) K(gather8v)(table, out + j_);                                           \
        if (i < n) {                                                                                                   \
            uint32_t t_[8];                                                                                            \
            K(store8)(t_, INDEX8(i));                                                                                  \
            for (intptr_t k_ = 0; k_ < n - i; k_++) out[i + k_] = table[t_[k_]];                                       \
        }                                                                                                              \
    } while (0)
#else
/// Swift: `lutSpan`, software-pipelined by one chunk the same way: the indices of chunk `j` are
/// stored into `out`, then chunk `j − 1` is gathered in place. `INDEX8(i)` gives the indices of
/// pixels `i ..< i + 8`, `INDEX1(i)` of pixel `i` (the tail).
#define KLUT_SPAN(INDEX8, INDEX1)                                                                                      \
    do {                                                                                                               \
        intptr_t i = 0;                                                                                                \
        if (n >= 8) {                                                                                                  \
            K(store8)(out, INDEX8(0));                                                                                 \
            i = 8;                                                                                                     \
            while (i + 8 <= n) {                                                                                       \
                K(store8)(out + i, INDEX8(i));                                                                         \
                K(gather8)(table, out + (i - 8));                                                                      \
                i += 8;                                                                                                \
            }                                                                                                          \
            K(gather8)(table, out + (i - 8));                                                                          \
        }                                                                                                              \
        for (; i < n; i++) out[i] = table[INDEX1(i)];                                                                  \
    } while (0)
#endif

#if KLEVEL == 4
static void K(linearSpan16)(double t0, double a, const uint32_t *table, intptr_t n, uint32_t *out);
#endif
static void K(linearSpan)(double t0, double a, const uint32_t *table, intptr_t n, uint32_t *out) {
#if KLEVEL == 4
    if (n >= 16) {
        K(linearSpan16)(t0, a, table, n, out);
        return;
    }
#endif
    const f32x8 iota = {0, 1, 2, 3, 4, 5, 6, 7};
    const float step = (float)a;
    const f32x8 stepIota = step * iota;
#define KLIN8(I) K(lutIndex8)(((float)(t0 + a * (double)(I)) + stepIota) * 255)
#define KLIN1(I) K(lutIndex1)(((float)(t0 + a * (double)((I) & ~(intptr_t)7)) + step * (float)((I) & 7)) * 255)
#if KLEVEL >= 3
    if (a * 255 < 0.75 && a * 255 > -0.75) {
        // A slow gradient (under 3/4 of an entry per pixel): the eight indices of a chunk lie
        // within eight consecutive entries, so one load of those entries and a lane permute
        // (vpermd) replace the eight scalar lookups. Checked per chunk: a chunk whose indices do
        // not fit (a clamp edge after NaN, say) takes the lookups. The same entries either way.
        intptr_t i = 0;
#if KLEVEL == 3
        // 32 pixels a step: the four chunks' first values `(float)(t0 + a·I)` by one vector of
        // Doubles (the same Double operations); all four chunks from one window at their smallest
        // end index when their indices fit eight entries (one load, four vpermd), else two pairs
        // of chunks, each from its own window the same way (a pair spans under 12 entries), else
        // the lookups. The indices as rounding sums (`lutIndexSum8`): the same differences.
        typedef double f64x4 __attribute__((vector_size(32)));
        typedef float f32x4 __attribute__((vector_size(16)));
        const u32x8 notLow3 = K(splat)(~7u);
#define KPAIR(IA, IB, I)                                                                                               \
    do {                                                                                                               \
        const u32x8 ia_ = (IA), ib_ = (IB);                                                                            \
        uint32_t lo_ = ia_[0] < ib_[7] ? ia_[0] : ib_[7];                                                              \
        lo_ = lo_ > 0x4B0000F8u ? 0x4B0000F8u : lo_;                                                                   \
        u32x8 ra_ = ia_ - lo_, rb_ = ib_ - lo_;                                                                        \
        if (__builtin_ia32_ptestz256((long long __attribute__((vector_size(32))))(ra_ | rb_),                         \
                                     (long long __attribute__((vector_size(32))))notLow3)) {                          \
            const i32x8 w_ = (i32x8)K(load8)(table + (lo_ & 0xFF));                                                    \
            K(store8)(out + (I), (u32x8)__builtin_ia32_permvarsi256(w_, (i32x8)ra_));                                  \
            K(store8)(out + (I) + 8, (u32x8)__builtin_ia32_permvarsi256(w_, (i32x8)rb_));                              \
        } else {                                                                                                       \
            K(store8)(out + (I), ia_ & 0xFF);                                                                          \
            K(gather8)(table, out + (I));                                                                              \
            K(store8)(out + (I) + 8, ib_ & 0xFF);                                                                      \
            K(gather8)(table, out + (I) + 8);                                                                          \
        }                                                                                                              \
    } while (0)
#define KBASE(B, J) __builtin_shufflevector((B), (B), J, J, J, J, J, J, J, J)
        f64x4 di = {0, 8, 16, 24};
        if (a * 255 < 0.2 && a * 255 > -0.2) {
            // Under 0.2 entries a pixel, the 32 pixels' indices provably lie in the eight entries
            // from L = floor(255·t), t = t0 + a·I at the end where t is least (Double, clamped to
            // 0...248; NaN to 0), so no lane is extracted or tested: the exact values differ by at
            // most 31 · 0.2 = 6.2 and each computed value from its exact one by under 10⁻³ (Float
            // rounding of values near 0...255; far outside they clamp alike), so every index is at
            // least L and at most L + 7 (rounding adds at most 0.5). The window is rotated so that
            // entry e sits in lane e mod 8: one vpermd by the index's low three bits, no subtraction
            // (lanes j ≥ L mod 8 from the aligned block at L & ~7, the others from the next block,
            // chosen by a mask loaded at 8 − L mod 8 of `rotMask`). Where 1 ≤ L ≤ 247 every
            // computed value is inside (0, 255), so the indices need no clamp (two operations fewer
            // a chunk). All checked against the Swift indexer (testSlowLinearSpans).
            static const int32_t rotMask[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};
            const f32x8 magic = {8388608.0f, 8388608.0f, 8388608.0f, 8388608.0f, 8388608.0f, 8388608.0f, 8388608.0f, 8388608.0f};
// The window of the pixels whose least `t` is `T` into `rot`, L into `lo`.
#define KWINDOW(T)                                                                                                     \
    double x_ = (T) * 255;                                                                                             \
    x_ = x_ > 0 ? x_ : 0;                                                                                              \
    x_ = x_ < 248 ? x_ : 248;                                                                                          \
    const intptr_t lo = (intptr_t)x_, block_ = lo & ~(intptr_t)7, next_ = block_ + 8 > 248 ? 248 : block_ + 8;         \
    const i32x8 rot = (i32x8)__builtin_ia32_blendvps256((f32x8)K(load8)(table + block_), (f32x8)K(load8)(table + next_), \
                                                        (f32x8)K(load8)((const uint32_t *)rotMask + 8 - (lo & 7)))
#define KSPLAT(B, J) __builtin_shufflevector((B), (B), J, J, J, J, J, J, J, J)
#define KROT(J, B, K_)                                                                                                 \
    K(store8)(out + i + 8 * (J), (u32x8)__builtin_ia32_permvarsi256(rot, (i32x8)((KSPLAT(B, K_) + stepIota) * 255 + magic)))
#define KROTC(J, B, K_)                                                                                                \
    K(store8)(out + i + 8 * (J), (u32x8)__builtin_ia32_permvarsi256(rot, (i32x8)K(lutIndexSum8)((KSPLAT(B, K_) + stepIota) * 255)))
// Chunks J ... J + 3 from the four bases in B, by KROT or KROTC.
#define KROT4(R, J, B)                                                                                                 \
    do {                                                                                                               \
        R(J, B, 0);                                                                                                    \
        R(J + 1, B, 1);                                                                                                \
        R(J + 2, B, 2);                                                                                                \
        R(J + 3, B, 3);                                                                                                \
    } while (0)
            if (a * 255 < 0.1025 && a * 255 > -0.1025) {
                // Under 0.1025 entries a pixel, 64 pixels from one window the same way:
                // 63 · 0.1025 + 0.5 + 1 (L's own rounding down) stays under 8.
                const double least = a < 0 ? 63 * a : 0;
                for (; i + 64 <= n; i += 64, di += 64) {
                    const f64x4 t = t0 + a * di;
                    const f32x4 b = __builtin_convertvector(t, f32x4), c = __builtin_convertvector(t0 + a * (di + 32), f32x4);
                    KWINDOW(t[0] + least);
                    if ((uintptr_t)(lo - 1) < 247) {
                        KROT4(KROT, 0, b);
                        KROT4(KROT, 4, c);
                    } else {
                        KROT4(KROTC, 0, b);
                        KROT4(KROTC, 4, c);
                    }
                }
            }
            const double least = a < 0 ? 31 * a : 0;
            for (; i + 32 <= n; i += 32, di += 32) {
                const f64x4 t = t0 + a * di;
                const f32x4 b = __builtin_convertvector(t, f32x4);
                KWINDOW(t[0] + least);
                if ((uintptr_t)(lo - 1) < 247) KROT4(KROT, 0, b);
                else KROT4(KROTC, 0, b);
            }
#undef KWINDOW
#undef KSPLAT
#undef KROT
#undef KROTC
#undef KROT4
        }
        for (; i + 32 <= n; i += 32, di += 32) {
            const f32x4 b = __builtin_convertvector(t0 + a * di, f32x4);
            const u32x8 i0 = K(lutIndexSum8)((KBASE(b, 0) + stepIota) * 255), i1 = K(lutIndexSum8)((KBASE(b, 1) + stepIota) * 255);
            const u32x8 i2 = K(lutIndexSum8)((KBASE(b, 2) + stepIota) * 255), i3 = K(lutIndexSum8)((KBASE(b, 3) + stepIota) * 255);
            // First all four chunks from one window (a slow gradient under 0.22 entries a pixel).
            uint32_t lo = i0[0] < i3[7] ? i0[0] : i3[7];
            lo = lo > 0x4B0000F8u ? 0x4B0000F8u : lo;
            const u32x8 r0 = i0 - lo, r1 = i1 - lo, r2 = i2 - lo, r3 = i3 - lo;
            if (__builtin_ia32_ptestz256((long long __attribute__((vector_size(32))))(r0 | r1 | r2 | r3),
                                         (long long __attribute__((vector_size(32))))notLow3)) {
                const i32x8 w = (i32x8)K(load8)(table + (lo & 0xFF));
                K(store8)(out + i, (u32x8)__builtin_ia32_permvarsi256(w, (i32x8)r0));
                K(store8)(out + i + 8, (u32x8)__builtin_ia32_permvarsi256(w, (i32x8)r1));
                K(store8)(out + i + 16, (u32x8)__builtin_ia32_permvarsi256(w, (i32x8)r2));
                K(store8)(out + i + 24, (u32x8)__builtin_ia32_permvarsi256(w, (i32x8)r3));
                continue;
            }
            KPAIR(i0, i1, i);
            KPAIR(i2, i3, i + 16);
        }
#undef KBASE
#undef KPAIR
#endif
        for (; i + 8 <= n; i += 8) {
            u32x8 idx = KLIN8(i);
            uint32_t lo = idx[0] < idx[7] ? idx[0] : idx[7];
            lo = lo > 248 ? 248 : lo;
            u32x8 rel = idx - lo;
            if (__builtin_reduce_or(rel >> 3) == 0) {
                K(store8)(out + i, (u32x8)__builtin_ia32_permvarsi256((i32x8)K(load8)(table + lo), (i32x8)rel));
            } else {
                K(store8)(out + i, idx);
                K(gather8)(table, out + i);
            }
        }
        for (; i < n; i++) out[i] = table[KLIN1(i)];
        return;
    }
#endif
    KLUT_SPAN(KLIN8, KLIN1);
#undef KLIN8
#undef KLIN1
}

#if KLEVEL == 4
static inline KW16 f32x16 K(fsplatw)(float x) { return (f32x16){x, x, x, x, x, x, x, x, x, x, x, x, x, x, x, x}; }
/// `lutIndex8` on 16 lanes without its final mask: the rounding sum, whose low byte is the index.
static inline KW16 u32x16 K(lutIndexSum16)(f32x16 x) {
    const f32x16 top = K(fsplatw)(255);
    i32x16 ge = x >= 0, le = x <= top;
    i32x16 c = ge & ((le & (i32x16)x) | (~le & (i32x16)top));
    return (u32x16)((f32x16)c + 8388608.0f);
}
/// `lutIndex8` on 16 lanes: the low byte of `lutIndexSum16` (the VBMI lookups read that byte
/// directly).
static inline KW16 u32x16 K(lutIndex16)(f32x16 x) { return K(lutIndexSum16)(x) & 0xFF; }
/// `(m ? b : a)` per lane, `m` all ones or zero (a vpblendmd on a vptestmd mask).
static inline KW16 u32x16 K(selw)(i32x16 m, u32x16 a, u32x16 b) { return (a & ~(u32x16)m) | (b & (u32x16)m); }
/// `table[idx]` for 16 indices 0...255, the table in 16 registers `t`: entries `32p ..< 32p + 32`
/// by index bits 0-4 (vpermi2d reads only those), then bits 5, 6 and 7 choose. On the Zen 5 we
/// measured, a radial span fetched this way costs about 2/3 of the scalar lookups (a load of the
/// index, of the entry, a store per pixel). Fusing the fetch with the source-over composite (no
/// source buffer) measured 4 % slower on the whole workload than fetch-then-`spanImpl`, and
/// spans under 16 pixels are faster with the eight-pixel code (16 table loads per span).
static inline KW16 u32x16 K(lut16)(const u32x16 *t, u32x16 idx) {
#define KPERM2(P) (u32x16)__builtin_ia32_vpermi2vard512((i32x16)t[2 * (P)], (i32x16)idx, (i32x16)t[2 * (P) + 1])
    i32x16 b5 = (i32x16)((idx & 32) != 0), b6 = (i32x16)((idx & 64) != 0), b7 = (i32x16)((idx & 128) != 0);
    u32x16 q0 = K(selw)(b5, KPERM2(0), KPERM2(1)), q1 = K(selw)(b5, KPERM2(2), KPERM2(3));
    u32x16 q2 = K(selw)(b5, KPERM2(4), KPERM2(5)), q3 = K(selw)(b5, KPERM2(6), KPERM2(7));
#undef KPERM2
    return K(selw)(b7, K(selw)(b6, q0, q1), K(selw)(b6, q2, q3));
}
/// The table as four byte planes (`planes[256·p + e]`: byte `p` of entry `e`), for `radialSpan64`.
static __attribute__((noinline, min_vector_width(512))) void K(tablePlanes)(const uint32_t *table, uint8_t *planes) {
    for (int k = 0; k < 16; k++) {
        u32x16 t = K(load16)(table + 16 * k);
        for (int p = 0; p < 4; p++) {
            u8x16 b = __builtin_convertvector(t >> (8 * p), u8x16);
            __builtin_memcpy(planes + 256 * p + 16 * k, &b, 16);
        }
    }
}
/// `radialSpan16` 64 pixels a step with AVX-512 VBMI byte permutes (`n` ≥ 1): the same Float
/// operations lane for lane, so the same indices; each pixel's index (the low byte of
/// `lutIndex16`'s rounding sum) looks up its four bytes in the four planes (`vpermi2b` on 128
/// entries, index bit 7 chooses), and byte and word unpacks interleave them into pixels. The
/// indices are put in the order that makes the unpacks (within 128-bit lanes) give pixels in order.
/// Per 64 pixels: 8 byte permutes and 4 blends for the lookups, 8 unpacks, where `lut16` takes
/// 32 dword permutes and 28 blends; on the Zen 5 we measured, the gradients workload 2.45 → 2.17 ms
/// (A/B, 15 rounds). Measured slower and dropped: this step for the 8-pixel spans too (+10 %), and,
/// for tables whose entries share one alpha, the source-over at full coverage fused into the
/// fetch with a constant `255 − alpha` (no source buffer): +5...9 % fused into `radialSpan16`,
/// +1...2 % into this step, against fetch-then-`spanImpl`.
#define KVBMI __attribute__((always_inline, target(CLIP_TARGET_V4 ",avx512vbmi"), min_vector_width(512)))
typedef struct {
    f32x16 vux0, vuy0, vsx, vsy, uy2;
    u8x64 pl[16];
} K(Radial64);
/// One step of `radialSpan64`: pixels `i ..< i + 16·chunks` (`fi`: their first 16 `(float)I`),
/// the last `m` (1...16) pixels of the last chunk stored.
static inline KVBMI void K(radialStep64)(
    const int rowAligned, const K(Radial64) * r, f32x16 fi, const int chunks, intptr_t m, uint32_t *out) {
    // Byte 16L + 4j + k of the index vector: pixel 16j + 4L + k, the low byte of dword 4L + k of
    // chunk j (chunks 0, 1 by the first permute, 2, 3 by the second: bytes 8...15 of each lane).
    const u8x64 perm = {0,  4,  8,  12, 64, 68, 72, 76,  0,  4,  8,  12, 64, 68, 72, 76,  16, 20, 24, 28, 80, 84,
                        88, 92, 16, 20, 24, 28, 80, 84,  88, 92, 32, 36, 40, 44, 96, 100, 104, 108, 32, 36, 40, 44,
                        96, 100, 104, 108, 48, 52, 56, 60, 112, 116, 120, 124, 48, 52, 56, 60, 112, 116, 120, 124};
    const u8x64 upper = {0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0,
                         0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255,
                         255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255};
    u32x16 idx[4];
    for (int j = 0; j < 4; j++) {
        if (j > 0 && j >= chunks) {
            // Not stored: the previous chunk's indices looked up again.
            idx[j] = idx[j - 1];
            continue;
        }
        // Pixel I's `(float)I`, exact (I < 2²⁴), as in `radialSpan16`.
        f32x16 fj = fi + (float)(16 * j);
        f32x16 ux = r->vux0 + r->vsx * fj, q;
        if (rowAligned) {
            q = ux * ux + r->uy2;
        } else {
            f32x16 uy = r->vuy0 + r->vsy * fj;
            q = ux * ux + uy * uy;
        }
        // The index is the rounding sum's low byte (`lutIndex16` without its mask).
        idx[j] = K(lutIndexSum16)(__builtin_elementwise_sqrt(q) * 255);
    }
    u8x64 a = (u8x64)__builtin_ia32_vpermi2varqi512((i8x64)idx[0], (i8x64)perm, (i8x64)idx[1]);
    u8x64 b = (u8x64)__builtin_ia32_vpermi2varqi512((i8x64)idx[2], (i8x64)perm, (i8x64)idx[3]);
    u8x64 bi = (a & ~upper) | (b & upper);
    u8x64 hiSel = (u8x64)((i8x64)bi < 0);
    u8x64 pv[4];
    for (int p = 0; p < 4; p++) {
        u8x64 lo = (u8x64)__builtin_ia32_vpermi2varqi512((i8x64)r->pl[4 * p], (i8x64)bi, (i8x64)r->pl[4 * p + 1]);
        u8x64 hi = (u8x64)__builtin_ia32_vpermi2varqi512((i8x64)r->pl[4 * p + 2], (i8x64)bi, (i8x64)r->pl[4 * p + 3]);
        pv[p] = (lo & ~hiSel) | (hi & hiSel);
    }
// Byte unpacks (vpunpckl/hbw) of lane L (B = 16L, +8 for the high half), word unpacks (B = 8L, +4).
#define KBW(B) (B), 64 + (B), (B) + 1, 65 + (B), (B) + 2, 66 + (B), (B) + 3, 67 + (B), (B) + 4, 68 + (B), (B) + 5, 69 + (B), \
    (B) + 6, 70 + (B), (B) + 7, 71 + (B)
#define KWD(B) (B), 32 + (B), (B) + 1, 33 + (B), (B) + 2, 34 + (B), (B) + 3, 35 + (B)
#define KLO8(L) KBW(16 * (L))
#define KHI8(L) KBW(16 * (L) + 8)
#define KLO16(L) KWD(8 * (L))
#define KHI16(L) KWD(8 * (L) + 4)
    u16x32 rgLo = (u16x32)__builtin_shufflevector(pv[0], pv[1], KLO8(0), KLO8(1), KLO8(2), KLO8(3));
    u16x32 rgHi = (u16x32)__builtin_shufflevector(pv[0], pv[1], KHI8(0), KHI8(1), KHI8(2), KHI8(3));
    u16x32 baLo = (u16x32)__builtin_shufflevector(pv[2], pv[3], KLO8(0), KLO8(1), KLO8(2), KLO8(3));
    u16x32 baHi = (u16x32)__builtin_shufflevector(pv[2], pv[3], KHI8(0), KHI8(1), KHI8(2), KHI8(3));
    u32x16 o0 = (u32x16)__builtin_shufflevector(rgLo, baLo, KLO16(0), KLO16(1), KLO16(2), KLO16(3));
    u32x16 o1 = (u32x16)__builtin_shufflevector(rgLo, baLo, KHI16(0), KHI16(1), KHI16(2), KHI16(3));
    u32x16 o2 = (u32x16)__builtin_shufflevector(rgHi, baHi, KLO16(0), KLO16(1), KLO16(2), KLO16(3));
    u32x16 o3 = (u32x16)__builtin_shufflevector(rgHi, baHi, KHI16(0), KHI16(1), KHI16(2), KHI16(3));
#undef KLO8
#undef KHI8
#undef KLO16
#undef KHI16
#undef KBW
#undef KWD
    // Chunks before the last whole; the last its first `m` pixels.
    const uint16_t last = (uint16_t)((1u << m) - 1);
    if (chunks == 1) {
        __builtin_ia32_storedqusi512_mask((int *)out, (i32x16)o0, last);
        return;
    }
    K(store16)(out, o0);
    if (chunks == 2) {
        __builtin_ia32_storedqusi512_mask((int *)(out + 16), (i32x16)o1, last);
        return;
    }
    K(store16)(out + 16, o1);
    if (chunks == 3) {
        __builtin_ia32_storedqusi512_mask((int *)(out + 32), (i32x16)o2, last);
        return;
    }
    K(store16)(out + 32, o2);
    __builtin_ia32_storedqusi512_mask((int *)(out + 48), (i32x16)o3, last);
}
static inline KVBMI void K(radialSpan64Impl)(
    const int rowAligned, float ux0, float uy0, float sx, float sy, const uint8_t *planes, intptr_t n, uint32_t *out) {
    K(Radial64) r;
    for (int k = 0; k < 16; k++) __builtin_memcpy(&r.pl[k], planes + 64 * k, 64);
    r.vux0 = K(fsplatw)(ux0), r.vuy0 = K(fsplatw)(uy0), r.vsx = K(fsplatw)(sx), r.vsy = K(fsplatw)(sy);
    r.uy2 = K(fsplatw)(uy0 * uy0);
    f32x16 fi = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    intptr_t i = 0;
    for (; i + 64 <= n; i += 64, fi += 64) K(radialStep64)(rowAligned, &r, fi, 4, 16, out + i);
    if (i < n) {
        // The last step computes the chunks of 16 it stores only.
        intptr_t rest = n - i, chunks = (rest + 15) >> 4, m = rest - 16 * (chunks - 1);
        if (chunks == 1) K(radialStep64)(rowAligned, &r, fi, 1, m, out + i);
        else if (chunks == 2) K(radialStep64)(rowAligned, &r, fi, 2, m, out + i);
        else if (chunks == 3) K(radialStep64)(rowAligned, &r, fi, 3, m, out + i);
        else K(radialStep64)(rowAligned, &r, fi, 4, m, out + i);
    }
}
static __attribute__((noinline, target(CLIP_TARGET_V4 ",avx512vbmi"), min_vector_width(512))) void K(radialSpan64)(
    intptr_t rowAligned, float ux0, float uy0, float sx, float sy, const uint8_t *planes, intptr_t n, uint32_t *out) {
    if (rowAligned) K(radialSpan64Impl)(1, ux0, uy0, sx, sy, planes, n, out);
    else K(radialSpan64Impl)(0, ux0, uy0, sx, sy, planes, n, out);
}
#undef KVBMI
/// `radialSpan` 16 pixels a step: lane for lane the same Float operations (pixel `I`'s
/// `ux0 + sx·(float)I`, `(float)I` exact), the entries looked up in registers (`lut16`); the
/// last chunk's lanes past `n` are computed and not stored.
static inline KW16 void K(radialSpan16Impl)(
    const int rowAligned, float ux0, float uy0, float sx, float sy, const uint32_t *table, intptr_t n, uint32_t *out) {
    u32x16 t[16];
    for (int k = 0; k < 16; k++) t[k] = K(load16)(table + 16 * k);
    const f32x16 vux0 = K(fsplatw)(ux0), vuy0 = K(fsplatw)(uy0), vsx = K(fsplatw)(sx), vsy = K(fsplatw)(sy);
    const f32x16 uy2 = K(fsplatw)(uy0 * uy0);
    f32x16 fi = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    for (intptr_t i = 0; i < n; i += 16, fi += 16) {
        f32x16 ux = vux0 + vsx * fi, q;
        if (rowAligned) {
            q = ux * ux + uy2;
        } else {
            f32x16 uy = vuy0 + vsy * fi;
            q = ux * ux + uy * uy;
        }
        u32x16 s = K(lut16)(t, K(lutIndex16)(__builtin_elementwise_sqrt(q) * 255));
        if (n - i >= 16) K(store16)(out + i, s);
        else __builtin_ia32_storedqusi512_mask((int *)(out + i), (i32x16)s, (uint16_t)((1u << (n - i)) - 1));
    }
}
static __attribute__((noinline, min_vector_width(512))) void K(radialSpan16)(
    float ux0, float uy0, float sx, float sy, intptr_t rowAligned, const uint32_t *table, intptr_t n, uint32_t *out) {
    if (rowAligned) K(radialSpan16Impl)(1, ux0, uy0, sx, sy, table, n, out);
    else K(radialSpan16Impl)(0, ux0, uy0, sx, sy, table, n, out);
}

/// `linearSpan` 16 pixels a step: each half its own chunk of eight (`(float)(t0 + a·I)` for its
/// first pixel `I`, plus `step·k`), the same Float operations lane for lane; the last chunk's
/// lanes past `n` are computed and not stored. A slow gradient (under 3/4 of an entry per pixel)
/// takes the 16 entries from the chunk's smallest index with one vpermd when they hold the
/// chunk's indices, any other chunk the whole table (`lut16`). The same entries either way.
static __attribute__((noinline, min_vector_width(512))) void K(linearSpan16)(
    double t0, double a, const uint32_t *table, intptr_t n, uint32_t *out) {
    const f32x8 iota = {0, 1, 2, 3, 4, 5, 6, 7};
    const float step = (float)a;
    const f32x8 stepIota = step * iota;
    const f32x16 stepIota2 = __builtin_shufflevector(stepIota, stepIota, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7);
    const int slow = a * 255 < 0.75 && a * 255 > -0.75;
    intptr_t i = 0;
    if (a * 255 < 0.2 && a * 255 > -0.2) {
        // Under 0.2 entries a pixel, 64 pixels from one window of 16 entries, as the AVX2 level's
        // slow spans take 32 or 64 from eight (see there): the 64 pixels' indices lie in the 16
        // entries from L = floor(255·t), t = t0 + a·I at the end where t is least (Double, clamped
        // to 0...240; NaN to 0), since the exact values differ by at most 63 · 0.2 = 12.6 and each
        // computed value from its exact one by under 10⁻³, so every index is at least L and at
        // most L + 14. The window is rotated so that entry e sits in lane e mod 16 (lanes j ≥ L
        // mod 16 from the aligned block at L & ~15, the others from the next), and one vpermd by
        // the rounding sum's low four bits places each entry: no lane extracted, no test. Where
        // 1 ≤ L ≤ 239 every computed value is inside (0, 255): no clamp. The eight chunks' first
        // values `(float)(t0 + a·I)` by one vector of Doubles (the same Double operations).
        typedef double f64x8 __attribute__((vector_size(64)));
        const double least = a < 0 ? 63 * a : 0;
        f64x8 di = {0, 8, 16, 24, 32, 40, 48, 56};
        for (; i + 64 <= n; i += 64, di += 64) {
            const f32x8 b = __builtin_convertvector(t0 + a * di, f32x8);
            double x = (t0 + a * (double)i + least) * 255;
            x = x > 0 ? x : 0;
            x = x < 240 ? x : 240;
            const intptr_t lo = (intptr_t)x, block = lo & ~(intptr_t)15, next = block + 16 > 240 ? 240 : block + 16;
            const i32x16 rot = (i32x16)__builtin_ia32_selectd_512((uint16_t)(0xFFFFu << (lo & 15)), (i32x16)K(load16)(table + block),
                                                                  (i32x16)K(load16)(table + next));
#define KCHUNK(J)                                                                                                      \
    do {                                                                                                               \
        const f32x16 v_ = (__builtin_shufflevector(b, b, 2 * (J), 2 * (J), 2 * (J), 2 * (J), 2 * (J), 2 * (J), 2 * (J), \
                                                   2 * (J), 2 * (J) + 1, 2 * (J) + 1, 2 * (J) + 1, 2 * (J) + 1, 2 * (J) + 1, \
                                                   2 * (J) + 1, 2 * (J) + 1, 2 * (J) + 1) +                            \
                           stepIota2) *                                                                                \
                          255;                                                                                         \
        const i32x16 s_ = inside ? (i32x16)(v_ + 8388608.0f) : (i32x16)K(lutIndexSum16)(v_);                           \
        K(store16)(out + i + 16 * (J), (u32x16)__builtin_ia32_permvarsi512(rot, s_));                                  \
    } while (0)
            const int inside = (uintptr_t)(lo - 1) < 239;
            KCHUNK(0);
            KCHUNK(1);
            KCHUNK(2);
            KCHUNK(3);
#undef KCHUNK
        }
        if (i == n) return;
    }
    u32x16 t[16];
    for (int k = 0; k < 16; k++) t[k] = K(load16)(table + 16 * k);
    for (; i < n; i += 16) {
        const float b0 = (float)(t0 + a * (double)i), b1 = (float)(t0 + a * (double)(i + 8));
        const f32x16 base = {b0, b0, b0, b0, b0, b0, b0, b0, b1, b1, b1, b1, b1, b1, b1, b1};
        u32x16 idx = K(lutIndex16)((base + stepIota2) * 255), s;
        uint32_t lo = idx[0] < idx[15] ? idx[0] : idx[15];
        lo = lo > 240 ? 240 : lo;
        u32x16 rel = idx - lo;
        // Any index above the window: one vpcmpud into a mask register (a vector reduction of
        // `rel >> 4` costs a chain of shuffles).
        uint16_t outside = (uint16_t)__builtin_ia32_ucmpd512_mask((i32x16)rel, (i32x16){15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15, 15}, 6, 0xFFFF);
        if (slow && outside == 0) s = (u32x16)__builtin_ia32_permvarsi512((i32x16)K(load16)(table + lo), (i32x16)rel);
        else s = K(lut16)(t, idx);
        if (n - i >= 16) K(store16)(out + i, s);
        else __builtin_ia32_storedqusi512_mask((int *)(out + i), (i32x16)s, (uint16_t)((1u << (n - i)) - 1));
    }
}
#endif

/// `radialSpan`; `planes`: the table's byte planes (`tablePlanes`) when the v4 kernels may use
/// VBMI, else NULL.
static void K(radialFetch)(
    float ux0, float uy0, float sx, float sy, intptr_t rowAligned, const uint32_t *table, const uint8_t *planes, intptr_t n,
    uint32_t *out) {
#if KLEVEL == 4
    if (n >= 16) {
        if (planes) K(radialSpan64)(rowAligned, ux0, uy0, sx, sy, planes, n, out);
        else K(radialSpan16)(ux0, uy0, sx, sy, rowAligned, table, n, out);
        return;
    }
#else
    (void)planes;
#endif
    const f32x8 iota = {0, 1, 2, 3, 4, 5, 6, 7};
    if (rowAligned) {
        const float uy2 = uy0 * uy0;
#define KROW8(I) K(lutIndex8)(__builtin_elementwise_sqrt((ux0 + sx * (iota + (float)(I))) * (ux0 + sx * (iota + (float)(I))) + uy2) * 255)
#define KROW1(I) K(lutIndex1)(__builtin_elementwise_sqrt((ux0 + sx * (float)(I)) * (ux0 + sx * (float)(I)) + uy2) * 255)
        KLUT_SPAN(KROW8, KROW1);
#undef KROW8
#undef KROW1
    } else {
#define KUX8(I) (ux0 + sx * (iota + (float)(I)))
#define KUY8(I) (uy0 + sy * (iota + (float)(I)))
#define KRAD8(I) K(lutIndex8)(__builtin_elementwise_sqrt(KUX8(I) * KUX8(I) + KUY8(I) * KUY8(I)) * 255)
#define KRAD1(I) K(lutIndex1)(__builtin_elementwise_sqrt((ux0 + sx * (float)(I)) * (ux0 + sx * (float)(I)) + (uy0 + sy * (float)(I)) * (uy0 + sy * (float)(I))) * 255)
        KLUT_SPAN(KRAD8, KRAD1);
#undef KUX8
#undef KUY8
#undef KRAD8
#undef KRAD1
    }
}
#if KLEVEL == 3
/// `radialFetch`'s indices of pixels `0 ..< n` into `out` as rounding sums (`lutIndexSum8`: the
/// index is the low byte, which `lookupSum8` loads alone), whole chunks (the last one's lanes past
/// `n` too: lane `k` of the chunk at `I` is pixel `I + k`'s index).
static void K(radialIndices)(float ux0, float uy0, float sx, float sy, intptr_t rowAligned, intptr_t n, uint32_t *out) {
    // Each chunk's `iota + (float)i` kept in a register and stepped by 8 (exact below 2²⁴).
    f32x8 f = {0, 1, 2, 3, 4, 5, 6, 7};
    if (rowAligned) {
        const float uy2 = uy0 * uy0;
        for (intptr_t i = 0; i < n; i += 8, f += 8)
            K(store8)(out + i, K(lutIndexSum8)(__builtin_elementwise_sqrt((ux0 + sx * f) * (ux0 + sx * f) + uy2) * 255));
    } else {
        for (intptr_t i = 0; i < n; i += 8, f += 8)
            K(store8)(out + i, K(lutIndexSum8)(__builtin_elementwise_sqrt((ux0 + sx * f) * (ux0 + sx * f) + (uy0 + sy * f) * (uy0 + sy * f)) * 255));
    }
}
/// The radial sink's spans at x86-64-v3 (`gradRun` with `cov` NULL and coverage `c`, `gradMask`):
/// every index first (`radialIndices` into the source scratch), then each chunk's eight entries
/// loaded into a register (`gather8v`'s loads) and composited there, with no source buffer
/// written and read back. The same pixels as fetch-then-`spanImpl` / `spanPaddedImpl`.
static void K(radialOver)(const K(SolidSink) * k, intptr_t y, intptr_t x, intptr_t n, uint32_t *cov, uint32_t c) {
    const ClipGradientJob *g = k->grad;
    const double px = (double)x + 0.5, py = (double)y + 0.5;
    float ux0 = (float)(g->a * px + g->c * py + g->tx), uy0 = (float)(g->b * px + g->d * py + g->ty);
    uint32_t *ib = g->src, *dst = K(sinkRow)(k, y, x);
    const uint32_t *table = g->table;
    const intptr_t n8 = (n + 7) & ~(intptr_t)7, limit = k->targetWidth - x;
    if (cov && n8 <= limit) K(store8)(cov + n, K(splat)(0));
    K(radialIndices)(ux0, uy0, k->sx, k->sy, k->rowAligned, n, ib);
#define KSRC(I) K(lookupSum8)(table, ib + (I))
    intptr_t i = 0;
    if (cov && k->alpha != 0x10000000) {
        // Every entry's alpha the same: the scaled source's alpha is `mul255(alpha, c)`, found from
        // the coverage alone (the same value `apply` takes from the scaled entries), so the
        // destination's factor does not wait for the lookups.
        const u16x16 a16 = (u16x16)K(splat)(k->alpha);
#define KCOVA(S, D, C)                                                                                                 \
    ({                                                                                                                 \
        const u16x16 c_ = (u16x16)(C), ia_ = K(inv)(K(mul255)(a16, c_));                                              \
        const K(Px8) s_ = K(scaled)(K(px)(S), c_), d_ = K(px)(D);                                                      \
        K(packed)(K(px2)(s_.rb + K(mul255)(d_.rb, ia_), s_.ga + K(mul255)(d_.ga, ia_)));                               \
    })
        if (n8 <= limit) {
            for (; i < n8; i += 8) K(store8)(dst + i, KCOVA(KSRC(i), K(load8)(dst + i), K(load8)(cov + i)));
            return;
        }
        for (; i + 8 <= n; i += 8) K(store8)(dst + i, KCOVA(KSRC(i), K(load8)(dst + i), K(load8)(cov + i)));
        if (i < n) {
            const intptr_t m = n - i;
            K(storePartial)(dst + i, KCOVA(KSRC(i), K(loadPartial)(dst + i, m), K(loadPartial)(cov + i, m)), m);
        }
#undef KCOVA
        return;
    }
    if (cov) {
        if (n8 <= limit) {
            for (; i < n8; i += 8) K(store8)(dst + i, K(blend8)(CLIP_BLEND_SOURCE_OVER, 0, KSRC(i), K(load8)(dst + i), K(load8)(cov + i)));
            return;
        }
        for (; i + 8 <= n; i += 8) K(store8)(dst + i, K(blend8)(CLIP_BLEND_SOURCE_OVER, 0, KSRC(i), K(load8)(dst + i), K(load8)(cov + i)));
        if (i < n) {
            const intptr_t m = n - i;
            K(storePartial)(dst + i, K(blend8)(CLIP_BLEND_SOURCE_OVER, 0, KSRC(i), K(loadPartial)(dst + i, m), K(loadPartial)(cov + i, m)), m);
        }
        return;
    }
    const u32x8 cv = K(splat)(c | c << 16);
    if (k->alpha != 0x10000000) {
        // Every entry's alpha the same: `255 − alpha` of the (scaled) source is one constant, the
        // same value `full` / `apply` find per pixel.
        const u16x16 c16 = (u16x16)cv;
        const u16x16 ia = K(inv)(c == 255 ? (u16x16)K(splat)(k->alpha) : K(mul255)((u16x16)K(splat)(k->alpha), c16));
        // At coverage 255 the source is not split into channels: the destination's part is packed
        // and added to the entries as whole pixels. No channel carries into the next: the table
        // is premultiplied (checked with its alpha), so a channel's sum is at most
        // `alpha + mul255(255, 255 − alpha) = 255`.
#define KCONST(FULL, LOAD, STORE)                                                                                      \
    do {                                                                                                               \
        K(Px8) d_ = K(px)(LOAD);                                                                                       \
        const u32x8 m_ = K(packed)(K(px2)(K(mul255)(d_.rb, ia), K(mul255)(d_.ga, ia)));                                \
        if (FULL) {                                                                                                    \
            STORE(KSRC(i) + m_);                                                                                       \
        } else {                                                                                                       \
            const K(Px8) s_ = K(scaled)(K(px)(KSRC(i)), c16);                                                          \
            STORE(K(packed)(K(px2)(s_.rb + K(mul255)(d_.rb, ia), s_.ga + K(mul255)(d_.ga, ia))));                      \
        }                                                                                                              \
    } while (0)
#define KSTORE8(V) K(store8)(dst + i, (V))
#define KSTOREM(V) K(storePartial)(dst + i, (V), n - i)
#define KCONSTS(FULL)                                                                                                  \
    do {                                                                                                               \
        for (; i + 8 <= n; i += 8) KCONST(FULL, K(load8)(dst + i), KSTORE8);                                           \
        if (i < n) KCONST(FULL, K(loadPartial)(dst + i, n - i), KSTOREM);                                              \
    } while (0)
        if (c == 255) KCONSTS(1);
        else KCONSTS(0);
#undef KCONSTS
#undef KSTORE8
#undef KSTOREM
#undef KCONST
        return;
    }
#define KRUN(FULL)                                                                                                     \
    do {                                                                                                               \
        for (; i + 8 <= n; i += 8) K(store8)(dst + i, K(blend8)(CLIP_BLEND_SOURCE_OVER, FULL, KSRC(i), K(load8)(dst + i), cv)); \
        if (i < n) {                                                                                                   \
            const intptr_t m = n - i;                                                                                  \
            K(storePartial)(dst + i, K(blend8)(CLIP_BLEND_SOURCE_OVER, FULL, KSRC(i), K(loadPartial)(dst + i, m), cv), m); \
        }                                                                                                              \
    } while (0)
    if (c == 255) KRUN(1);
    else KRUN(0);
#undef KRUN
#undef KSRC
}
#endif
static void K(radialSpan)(float ux0, float uy0, float sx, float sy, intptr_t rowAligned, const uint32_t *table, intptr_t n, uint32_t *out) {
    K(radialFetch)(ux0, uy0, sx, sy, rowAligned, table, NULL, n, out);
}
#undef KLUT_SPAN

const ClipKernels K(clip_kernels) = {
    KLEVEL,
    KLEVEL_NAME,
    K(sweepSolidOver),
    K(sweepGradientOver),
    K(solidOverRun),
    K(blendSpan),
    K(blendSpanPadded),
    K(fill32),
    K(lumaRow),
    K(chromaRow),
    K(blurLanes),
    K(linearSpan),
    K(radialSpan),
#if KLEVEL == 4
    clip_walk_flush_v4,
#elif KLEVEL == 3
    clip_walk_flush_v3,
#else
    NULL,
#endif
};

#undef KSPAN_FEEDS
#undef KSPAN_MODE
#undef KPADDED_MODE
#undef K
#undef KCAT
#undef KCAT2
#undef KINLINE
#undef KBIG
