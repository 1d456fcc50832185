/* Prints the size, alignment and field offsets of every Blend2D struct and the value of every
 * constant blend2d_bench.c uses. `make abi-check BLEND2D_INCLUDE=<blend2d>/src` compiles it twice,
 * against blend2d_min.h and (-DUPSTREAM) against Blend2D's own headers, and diffs the two outputs. */
#include <stdalign.h>
#include <stddef.h>
#include <stdio.h>
#ifdef UPSTREAM
#include <blend2d.h>
/* Redeclaring a function with an incompatible type is a compile error in C. */
#define CLIPGEN_BLEND2D_MIN_FUNCTIONS_ONLY
#include "blend2d_min.h"
#else
#include "blend2d_min.h"
#endif

#define S(T) printf("%-22s size %3zu align %zu\n", #T, sizeof(T), alignof(T))
#define F(T, f) printf("%-22s .%-20s offset %3zu size %zu\n", #T, #f, offsetof(T, f), sizeof(((T*)0)->f))
#define C(k) printf("%-46s %#llx\n", #k, (unsigned long long)(k))

int main(void) {
  S(BLObjectCore); S(BLContextCore); S(BLImageCore); S(BLPathCore); S(BLGradientCore);
  S(BLPointI); F(BLPointI, x); F(BLPointI, y);
  S(BLSizeI); F(BLSizeI, w); F(BLSizeI, h);
  S(BLRect); F(BLRect, x); F(BLRect, y); F(BLRect, w); F(BLRect, h);
  S(BLRoundRect); F(BLRoundRect, x); F(BLRoundRect, y); F(BLRoundRect, w); F(BLRoundRect, h);
  F(BLRoundRect, rx); F(BLRoundRect, ry);
  S(BLCircle); F(BLCircle, cx); F(BLCircle, cy); F(BLCircle, r);
  S(BLRgba64); F(BLRgba64, value);
  S(BLImageData); F(BLImageData, pixelData); F(BLImageData, stride); F(BLImageData, size);
  F(BLImageData, format); F(BLImageData, flags);
  S(BLGradientStop); F(BLGradientStop, offset); F(BLGradientStop, rgba);
  S(BLContextCreateInfo); F(BLContextCreateInfo, flags); F(BLContextCreateInfo, threadCount);
  F(BLContextCreateInfo, cpuFeatures); F(BLContextCreateInfo, commandQueueLimit);
  F(BLContextCreateInfo, savedStateLimit); F(BLContextCreateInfo, pixelOrigin); F(BLContextCreateInfo, reserved);
  S(BLRuntimeBuildInfo); F(BLRuntimeBuildInfo, majorVersion); F(BLRuntimeBuildInfo, minorVersion);
  F(BLRuntimeBuildInfo, patchVersion); F(BLRuntimeBuildInfo, compilerInfo);
  S(BLRuntimeSystemInfo); F(BLRuntimeSystemInfo, cpuArch); F(BLRuntimeSystemInfo, cpuFeatures);
  F(BLRuntimeSystemInfo, cpuVendor); F(BLRuntimeSystemInfo, cpuBrand);
  C(BL_SUCCESS);
  C(BL_GEOMETRY_DIRECTION_CW); C(BL_GEOMETRY_TYPE_CIRCLE); C(BL_GEOMETRY_TYPE_ROUND_RECT); C(BL_GEOMETRY_TYPE_PATH);
  C(BL_FILL_RULE_NON_ZERO); C(BL_FILL_RULE_EVEN_ODD);
  C(BL_FORMAT_PRGB32);
  C(BL_STROKE_JOIN_MITER_CLIP); C(BL_STROKE_JOIN_BEVEL); C(BL_STROKE_JOIN_ROUND);
  C(BL_STROKE_CAP_POSITION_START); C(BL_STROKE_CAP_POSITION_END);
  C(BL_STROKE_CAP_BUTT); C(BL_STROKE_CAP_SQUARE); C(BL_STROKE_CAP_ROUND);
  C(BL_EXTEND_MODE_PAD); C(BL_GRADIENT_TYPE_LINEAR); C(BL_GRADIENT_TYPE_RADIAL);
  C(BL_TRANSFORM_OP_RESET);
  C(BL_COMP_OP_SRC_OVER); C(BL_COMP_OP_SRC_COPY); C(BL_CONTEXT_FLUSH_SYNC);
  C(BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_RUNTIME); C(BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_LOGGING);
  C(BL_CONTEXT_CREATE_FLAG_OVERRIDE_CPU_FEATURES);
  C(BL_RUNTIME_INFO_TYPE_BUILD); C(BL_RUNTIME_INFO_TYPE_SYSTEM);
  C(BL_RUNTIME_CPU_FEATURE_X86_SSE2); C(BL_RUNTIME_CPU_FEATURE_X86_SSE3); C(BL_RUNTIME_CPU_FEATURE_X86_SSSE3);
  C(BL_RUNTIME_CPU_FEATURE_X86_SSE4_1); C(BL_RUNTIME_CPU_FEATURE_X86_SSE4_2); C(BL_RUNTIME_CPU_FEATURE_X86_AVX);
  C(BL_RUNTIME_CPU_FEATURE_X86_AVX2); C(BL_RUNTIME_CPU_FEATURE_X86_AVX512);
#ifdef UPSTREAM
  printf("%-46s %u.%u.%u\n", "BL_VERSION", BL_VERSION >> 16, (BL_VERSION >> 8) & 0xFF, BL_VERSION & 0xFF);
#else
  printf("%-46s %u.%u.%u\n", "BL_VERSION", BL_MIN_VERSION_MAJOR, BL_MIN_VERSION_MINOR, BL_MIN_VERSION_PATCH);
#endif
  return 0;
}
