/* The few Blend2D C API declarations blend2d_bench.c uses, restated from Blend2D's public headers.
 *
 * Upstream: https://github.com/blend2d/blend2d, commit c79b36dc06d969fc6157202c66caa1a1877403e9
 * (2025-03-12, BL_VERSION 0.12.0): the commit blend2d-python 1.0.0 pins as its 3rdparty/blend2d
 * submodule, whose libblend2d.a (shipped inside the blend2d-python wheel) this harness links.
 * Restated from src/blend2d/{api,object,geometry,image,path,gradient,context,runtime,rgba}.h;
 * C++ parts, and every declaration not used here, left out. Enum parameters are passed as uint32_t,
 * which is how the x86-64 System V ABI passes Blend2D's uint32-forced enums.
 *
 * The layouts below are checked twice: `make abi-check BLEND2D_INCLUDE=<blend2d>/src` compiles
 * abi_check.c against this header and against the upstream headers and compares every size, offset
 * and constant (and redeclares this file's functions after the upstream ones, which the C compiler
 * rejects if a prototype is incompatible); and blend2d_bench.c refuses to run against a library whose blRuntimeQueryInfo build
 * version is not BL_MIN_VERSION_* (and reads back image data, gradient stops/values and stroke
 * options through the library to catch a layout mismatch at run time).
 *
 * Blend2D's licence (Zlib), which covers these restated declarations:
 *
 *   Copyright (c) 2017-2024 The Blend2D Authors
 *
 *   This software is provided 'as-is', without any express or implied
 *   warranty. In no event will the authors be held liable for any damages
 *   arising from the use of this software.
 *
 *   Permission is granted to anyone to use this software for any purpose,
 *   including commercial applications, and to alter it and redistribute it
 *   freely, subject to the following restrictions:
 *
 *   1. The origin of this software must not be misrepresented; you must not
 *      claim that you wrote the original software. If you use this software
 *      in a product, an acknowledgment in the product documentation would be
 *      appreciated but is not required.
 *   2. Altered source versions must be plainly marked as such, and must not be
 *      misrepresented as being the original software.
 *   3. This notice may not be removed or altered from any source distribution.
 *
 * This file is an altered (reduced) restatement of those headers.
 */
#ifndef CLIPGEN_BLEND2D_MIN_H
#define CLIPGEN_BLEND2D_MIN_H

#include <stddef.h>
#include <stdint.h>

#if !defined(__x86_64__)
#error "blend2d_min.h restates the x86-64 ABI only"
#endif

#define BL_MIN_VERSION_MAJOR 0u
#define BL_MIN_VERSION_MINOR 12u
#define BL_MIN_VERSION_PATCH 0u

#ifndef CLIPGEN_BLEND2D_MIN_FUNCTIONS_ONLY
typedef uint32_t BLResult; /* api.h */
#define BL_SUCCESS 0u

/* object.h: every object is a 16-byte BLObjectDetail (a union whose widest members are pointers,
 * doubles and 4 x float; alignment 8). */
typedef struct BLObjectCore { uint64_t _d[2]; } BLObjectCore;
typedef struct BLContextCore { uint64_t _d[2]; } BLContextCore;
typedef struct BLImageCore { uint64_t _d[2]; } BLImageCore;
typedef struct BLPathCore { uint64_t _d[2]; } BLPathCore;
typedef struct BLGradientCore { uint64_t _d[2]; } BLGradientCore;

/* geometry.h */
typedef struct BLPointI { int x; int y; } BLPointI;
typedef struct BLSizeI { int w; int h; } BLSizeI;
typedef struct BLRect { double x; double y; double w; double h; } BLRect;
typedef struct BLRoundRect { double x, y, w, h; double rx, ry; } BLRoundRect;
typedef struct BLCircle { double cx, cy; double r; } BLCircle;
#define BL_GEOMETRY_DIRECTION_CW 1u
#define BL_GEOMETRY_TYPE_CIRCLE 5u
#define BL_GEOMETRY_TYPE_ROUND_RECT 7u
#define BL_GEOMETRY_TYPE_PATH 21u
#define BL_FILL_RULE_NON_ZERO 0u
#define BL_FILL_RULE_EVEN_ODD 1u

/* rgba.h: 0xAAAARRRRGGGGBBBB */
typedef struct BLRgba64 { uint64_t value; } BLRgba64;

/* format.h, image.h */
#define BL_FORMAT_PRGB32 1u
typedef struct BLImageData {
  void* pixelData;
  intptr_t stride;
  BLSizeI size;
  uint32_t format;
  uint32_t flags;
} BLImageData;

/* path.h */
#define BL_STROKE_JOIN_MITER_CLIP 0u
#define BL_STROKE_JOIN_BEVEL 3u
#define BL_STROKE_JOIN_ROUND 4u
#define BL_STROKE_CAP_POSITION_START 0u
#define BL_STROKE_CAP_POSITION_END 1u
#define BL_STROKE_CAP_BUTT 0u
#define BL_STROKE_CAP_SQUARE 1u
#define BL_STROKE_CAP_ROUND 2u

/* api.h, gradient.h */
#define BL_EXTEND_MODE_PAD 0u
#define BL_GRADIENT_TYPE_LINEAR 0u
#define BL_GRADIENT_TYPE_RADIAL 1u
typedef struct BLGradientStop { double offset; BLRgba64 rgba; } BLGradientStop;

/* matrix.h */
#define BL_TRANSFORM_OP_RESET 0u

/* context.h */
#define BL_COMP_OP_SRC_OVER 0u
#define BL_COMP_OP_SRC_COPY 1u
#define BL_CONTEXT_FLUSH_SYNC 0x80000000u
#define BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_RUNTIME 0x02000000u
#define BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_LOGGING 0x04000000u
#define BL_CONTEXT_CREATE_FLAG_OVERRIDE_CPU_FEATURES 0x08000000u
typedef struct BLContextCreateInfo {
  uint32_t flags;
  uint32_t threadCount; /* 0 = synchronous rendering */
  uint32_t cpuFeatures; /* BL_RUNTIME_CPU_FEATURE_X86_*, used with OVERRIDE_CPU_FEATURES */
  uint32_t commandQueueLimit;
  uint32_t savedStateLimit;
  BLPointI pixelOrigin;
  uint32_t reserved[1];
} BLContextCreateInfo;

/* runtime.h */
#define BL_RUNTIME_INFO_TYPE_BUILD 0u
#define BL_RUNTIME_INFO_TYPE_SYSTEM 1u
#define BL_RUNTIME_CPU_FEATURE_X86_SSE2 0x00000001u
#define BL_RUNTIME_CPU_FEATURE_X86_SSE3 0x00000002u
#define BL_RUNTIME_CPU_FEATURE_X86_SSSE3 0x00000004u
#define BL_RUNTIME_CPU_FEATURE_X86_SSE4_1 0x00000008u
#define BL_RUNTIME_CPU_FEATURE_X86_SSE4_2 0x00000010u
#define BL_RUNTIME_CPU_FEATURE_X86_AVX 0x00000020u
#define BL_RUNTIME_CPU_FEATURE_X86_AVX2 0x00000040u
#define BL_RUNTIME_CPU_FEATURE_X86_AVX512 0x00000080u
typedef struct BLRuntimeBuildInfo {
  uint32_t majorVersion;
  uint32_t minorVersion;
  uint32_t patchVersion;
  uint32_t buildType;
  uint32_t baselineCpuFeatures;
  uint32_t supportedCpuFeatures;
  uint32_t maxImageSize;
  uint32_t maxThreadCount;
  uint32_t reserved[2];
  char compilerInfo[32];
} BLRuntimeBuildInfo;
typedef struct BLRuntimeSystemInfo {
  uint32_t cpuArch;
  uint32_t cpuFeatures;
  uint32_t coreCount;
  uint32_t threadCount;
  uint32_t threadStackSize;
  uint32_t removed;
  uint32_t allocationGranularity;
  uint32_t reserved[5];
  char cpuVendor[16];
  char cpuBrand[64];
} BLRuntimeSystemInfo;

/* Only passed as null pointers here. */
typedef struct BLMatrix2D BLMatrix2D;
typedef struct BLImageCodecCore BLImageCodecCore;
#endif /* CLIPGEN_BLEND2D_MIN_FUNCTIONS_ONLY */

#ifdef __cplusplus
extern "C" {
#endif

BLResult blRuntimeQueryInfo(uint32_t infoType, void* infoOut);

BLResult blImageInit(BLImageCore* self);
BLResult blImageDestroy(BLImageCore* self);
BLResult blImageCreate(BLImageCore* self, int w, int h, uint32_t format);
BLResult blImageGetData(const BLImageCore* self, BLImageData* dataOut);
BLResult blImageWriteToFile(const BLImageCore* self, const char* fileName, const BLImageCodecCore* codec);

BLResult blPathInit(BLPathCore* self);
BLResult blPathDestroy(BLPathCore* self);
BLResult blPathMoveTo(BLPathCore* self, double x0, double y0);
BLResult blPathCubicTo(BLPathCore* self, double x1, double y1, double x2, double y2, double x3, double y3);
BLResult blPathClose(BLPathCore* self);
BLResult blPathAddGeometry(BLPathCore* self, uint32_t geometryType, const void* geometryData, const BLMatrix2D* matrix,
                           uint32_t dir);

BLResult blGradientInit(BLGradientCore* self);
BLResult blGradientDestroy(BLGradientCore* self);
BLResult blGradientReset(BLGradientCore* self);
BLResult blGradientSetType(BLGradientCore* self, uint32_t type);
BLResult blGradientSetExtendMode(BLGradientCore* self, uint32_t extendMode);
BLResult blGradientSetValues(BLGradientCore* self, size_t index, const double* values, size_t n);
double blGradientGetValue(const BLGradientCore* self, size_t index);
size_t blGradientGetSize(const BLGradientCore* self);
const BLGradientStop* blGradientGetStops(const BLGradientCore* self);
BLResult blGradientAddStopRgba32(BLGradientCore* self, double offset, uint32_t argb32);

BLResult blContextInitAs(BLContextCore* self, BLImageCore* image, const BLContextCreateInfo* cci);
BLResult blContextDestroy(BLContextCore* self);
BLResult blContextEnd(BLContextCore* self);
BLResult blContextFlush(BLContextCore* self, uint32_t flags);
BLResult blContextApplyTransformOp(BLContextCore* self, uint32_t opType, const void* opData);
BLResult blContextSetCompOp(BLContextCore* self, uint32_t compOp);
BLResult blContextSetFillRule(BLContextCore* self, uint32_t fillRule);
BLResult blContextSetFillStyle(BLContextCore* self, const void* style);
BLResult blContextSetFillStyleRgba32(BLContextCore* self, uint32_t rgba32);
BLResult blContextSetStrokeStyle(BLContextCore* self, const void* style);
BLResult blContextSetStrokeStyleRgba32(BLContextCore* self, uint32_t rgba32);
BLResult blContextSetStrokeWidth(BLContextCore* self, double width);
BLResult blContextSetStrokeCaps(BLContextCore* self, uint32_t strokeCap);
BLResult blContextSetStrokeJoin(BLContextCore* self, uint32_t strokeJoin);
double blContextGetStrokeWidth(const BLContextCore* self);
uint32_t blContextGetStrokeCap(const BLContextCore* self, uint32_t position);
uint32_t blContextGetStrokeJoin(const BLContextCore* self);
uint32_t blContextGetFillRule(const BLContextCore* self);
uint32_t blContextGetCompOp(const BLContextCore* self);
BLResult blContextFillAll(BLContextCore* self);
BLResult blContextFillRectD(BLContextCore* self, const BLRect* rect);
BLResult blContextFillGeometry(BLContextCore* self, uint32_t type, const void* data);
BLResult blContextStrokeGeometry(BLContextCore* self, uint32_t type, const void* data);

#ifdef __cplusplus
}
#endif

#endif /* CLIPGEN_BLEND2D_MIN_H */
