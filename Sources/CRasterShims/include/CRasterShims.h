#ifndef CRASTERSHIMS_H
#define CRASTERSHIMS_H
/// Software prefetch for the raster pipeline (Swift has no prefetch intrinsic). A hint only:
/// never faults, so addresses past the target are harmless.
static inline __attribute__((always_inline)) void clip_prefetch(const void *p) {
    __builtin_prefetch(p, 1, 3);
}
#endif
