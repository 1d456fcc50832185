// The memory floor of a raster frame on this machine (issue #29: "compare with the physical limit:
// the bytes a frame must touch"). Times, single thread, best of 200 runs:
//   - an opaque fill of the whole 1920×1080 frame (8.3 MB of stores: every workload's clear);
//   - source-over of translucent constant colours over rectangles of the frame (read, blend and
//     write each pixel: what a shape's interior costs at least), with the frame L3-resident
//     (1080 rows) and L2-resident (a 64-row frame).
// 512-bit loops when the CPU has AVX-512BW, else 256-bit. Build and run:
//   cc -O2 -o /tmp/floor Benchmarks/floor/floor.c && /tmp/floor
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <immintrin.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

// d = c + d·(255 − ca) / 255 per channel, rounded as clipgen's kernels round (·257 + 128 >> 16 of x + 128).
// 16 pixels: c + x·ia / 255 per channel, `srb`/`sga` the colour's channel pairs, `ia` = 255 − its alpha.
__attribute__((target("avx512f,avx512bw"), always_inline)) static inline __m512i over16(__m512i x, __m512i srb, __m512i sga, __m512i ia) {
    const __m512i m = _mm512_set1_epi32(0x00FF00FF), bias = _mm512_set1_epi16(0x80), k257 = _mm512_set1_epi16(0x101);
    __m512i rb = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(x, m), ia), bias), k257);
    __m512i ga = _mm512_mulhi_epu16(_mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(_mm512_srli_epi32(x, 8), m), ia), bias), k257);
    return _mm512_or_si512(_mm512_add_epi16(rb, srb), _mm512_slli_epi32(_mm512_add_epi16(ga, sga), 8));
}
__attribute__((target("avx512f,avx512bw"))) static void over512(uint32_t *d, int n, uint32_t c) {
    const __m512i m = _mm512_set1_epi32(0x00FF00FF);
    const __m512i s = _mm512_set1_epi32((int)c), srb = _mm512_and_si512(s, m), sga = _mm512_and_si512(_mm512_srli_epi32(s, 8), m);
    const __m512i ia = _mm512_set1_epi16((short)(255 - (c >> 24)));
    int i = 0;
    for (; i + 16 <= n; i += 16) _mm512_storeu_si512(d + i, over16(_mm512_loadu_si512(d + i), srb, sga, ia));
    if (i < n) {
        // The last 1...15 pixels in one masked step.
        __mmask16 k = (__mmask16)((1u << (n - i)) - 1);
        _mm512_mask_storeu_epi32(d + i, k, over16(_mm512_maskz_loadu_epi32(k, d + i), srb, sga, ia));
    }
}
__attribute__((target("avx512f"))) static void fill512(uint32_t *d, size_t n, uint32_t v) {
    const __m512i x = _mm512_set1_epi32((int)v);
    for (size_t i = 0; i < n; i += 16) _mm512_storeu_si512(d + i, x);
}
__attribute__((target("avx2"))) static void fill256(uint32_t *d, size_t n, uint32_t v) {
    const __m256i x = _mm256_set1_epi32((int)v);
    for (size_t i = 0; i < n; i += 8) _mm256_storeu_si256((__m256i *)(d + i), x);
}
__attribute__((target("avx2"))) static void over256(uint32_t *d, int n, uint32_t c) {
    const __m256i m = _mm256_set1_epi32(0x00FF00FF), bias = _mm256_set1_epi16(0x80), k257 = _mm256_set1_epi16(0x101);
    const __m256i s = _mm256_set1_epi32((int)c), srb = _mm256_and_si256(s, m), sga = _mm256_and_si256(_mm256_srli_epi32(s, 8), m);
    const __m256i ia = _mm256_set1_epi16((short)(255 - (c >> 24)));
    int i = 0;
    for (; i + 8 <= n; i += 8) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(d + i));
        __m256i rb = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(x, m), ia), bias), k257);
        __m256i ga = _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(x, 8), m), ia), bias), k257);
        _mm256_storeu_si256((__m256i *)(d + i), _mm256_or_si256(_mm256_add_epi16(rb, srb), _mm256_slli_epi32(_mm256_add_epi16(ga, sga), 8)));
    }
    for (; i < n; i++) d[i] = c + d[i] / 2; // the tail's arithmetic does not matter for the timing
}

int main(void) {
    __builtin_cpu_init();
    const int wide = __builtin_cpu_supports("avx512bw");
    const int W = 1920, H = 1080, rects = 80;
    uint32_t *f = aligned_alloc(64, (size_t)W * H * 4);
    memset(f, 0x80, (size_t)W * H * 4);
    double best = 1e9;
    for (int it = 0; it < 200; it++) {
        double t = now();
        if (wide) fill512(f, (size_t)W * H, 0xFFF4EFEC); else fill256(f, (size_t)W * H, 0xFFF4EFEC);
        __asm__ volatile("" ::"r"(f) : "memory");
        t = now() - t;
        if (t < best) best = t;
    }
    printf("opaque fill of the frame: %.3f ms (%.0f GB/s)\n", best * 1e3, (double)W * H * 4 / best * 1e-9);
    for (int pass = 0; pass < 2; pass++) {
        const int h = pass == 0 ? H : 64;
        srand(1);
        int r[80][4];
        long px = 0;
        for (int k = 0; k < rects; k++) {
            int w = 100 + rand() % 300, rh = 60 + rand() % 240;
            if (rh > h) rh = h;
            r[k][0] = rand() % (W - w); r[k][1] = rand() % (h - rh + 1); r[k][2] = w; r[k][3] = rh;
            px += (long)w * rh;
        }
        best = 1e9;
        for (int it = 0; it < 200; it++) {
            double t = now();
            for (int k = 0; k < rects; k++)
                for (int y = r[k][1]; y < r[k][1] + r[k][3]; y++) {
                    uint32_t *row = f + (size_t)y * W + r[k][0];
                    if (wide) over512(row, r[k][2], 0x80402010u + (uint32_t)k); else over256(row, r[k][2], 0x80402010u + (uint32_t)k);
                }
            t = now() - t;
            if (t < best) best = t;
        }
        printf("translucent source-over, %s frame (%d rows), %d-bit: %.3f ns a pixel\n", pass == 0 ? "L3-resident" : "L2-resident", h,
               wide ? 512 : 256, best * 1e9 / (double)px);
    }
    return 0;
}
