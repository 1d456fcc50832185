/* blend2d_bench: the five clipgen raster workloads drawn with Blend2D's C API, call for call as
 * /work/shared/bench/peers/raster_peers.py's Blend2DBackend draws them through blend2d-python, but
 * without a Python call per op, and with the JIT's CPU features selectable (--cpu avx2 restricts
 * the pipelines Blend2D compiles to AVX2, as on an AVX2-only machine). See README.md.
 *
 *   blend2d_bench [--cpu native|native-isolated|avx2|sse4.2|sse2] [--ops FILE] [--min-time S]
 *                 [--warmup N] [--min-reps N] [--max-reps N] [--workloads a,b|names] [--png DIR]
 *                 [--json OUT] [--pin CPU] [--jit-log] [--dump-jit FILE]
 */
#define _GNU_SOURCE
#include <errno.h>
#include <math.h>
#include <sched.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "blend2d_min.h"

static void die(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("blend2d_bench: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  exit(2);
}

#define CHECK(call)                                                              \
  do {                                                                           \
    BLResult r_ = (call);                                                        \
    if (r_ != BL_SUCCESS) die("%s failed: BLResult %#x (line %d)", #call, r_, __LINE__); \
  } while (0)

/* ---- CPU modes ----------------------------------------------------------------------------- */

typedef struct {
  const char* name;
  int isolated; /* own JIT runtime (needed for OVERRIDE_CPU_FEATURES) */
  int override; /* BL_CONTEXT_CREATE_FLAG_OVERRIDE_CPU_FEATURES with `mask` */
  uint32_t mask;
  const char* what;
} CpuMode;

#define X86_SSE2_ONLY BL_RUNTIME_CPU_FEATURE_X86_SSE2
#define X86_SSE4_2                                                                          \
  (BL_RUNTIME_CPU_FEATURE_X86_SSE2 | BL_RUNTIME_CPU_FEATURE_X86_SSE3 | BL_RUNTIME_CPU_FEATURE_X86_SSSE3 | \
   BL_RUNTIME_CPU_FEATURE_X86_SSE4_1 | BL_RUNTIME_CPU_FEATURE_X86_SSE4_2)
#define X86_AVX2 (X86_SSE4_2 | BL_RUNTIME_CPU_FEATURE_X86_AVX | BL_RUNTIME_CPU_FEATURE_X86_AVX2)

static const CpuMode kModes[] = {
  {"native", 0, 0, 0, "global JIT runtime, every CPU feature (what blend2d-python's BLContext(image) uses)"},
  {"native-isolated", 1, 0, 0, "isolated JIT runtime, every CPU feature (control for the restricted modes)"},
  {"avx2", 1, 1, X86_AVX2,
   "isolated JIT runtime restricted to SSE2..SSE4.2, AVX, AVX2 (Blend2D also drops FMA, F16C, GFNI, "
   "VPCLMULQDQ only below AVX2; AVX-512 F/BW/DQ/CD/VL removed; the fast-gather and mask-op hints dropped)"},
  {"sse4.2", 1, 1, X86_SSE4_2, "isolated JIT runtime restricted to SSE2..SSE4.2"},
  {"sse2", 1, 1, X86_SSE2_ONLY, "isolated JIT runtime restricted to SSE2"},
};

/* ---- workloads ----------------------------------------------------------------------------- */

enum { OP_CLEAR, OP_FILL_RECT, OP_FILL_CIRCLE, OP_FILL_PATH, OP_STROKE_PATH };

typedef struct {
  int gradient;
  uint32_t rgba32;   /* solid: Blend2D's 0xAARRGGBB */
  BLGradientCore g;  /* gradient */
} Style;

typedef struct {
  int kind;
  Style style;
  int hasRule; /* fill_path ops carry a fill rule (raster_peers.py sets it only for those) */
  uint32_t rule;
  BLRect rect;
  BLCircle circle;
  BLPathCore path;
  int hasPath;
  double width;
  uint32_t cap, join;
} Op;

typedef struct {
  char id[128];
  char name[128];
  int nops;
  Op* ops;
} Workload;

typedef struct {
  FILE* f;
  const char* path;
} Reader;

static const char* word(Reader* r) {
  static char buf[128];
  if (fscanf(r->f, "%127s", buf) != 1) die("%s: unexpected end of file", r->path);
  return buf;
}

static double number(Reader* r) {
  const char* w = word(r);
  char* end;
  errno = 0;
  double v = strtod(w, &end);
  if (*end || errno) die("%s: '%s' is not a number", r->path, w);
  return v;
}

static long integer(Reader* r, long lo, long hi) {
  const char* w = word(r);
  char* end;
  long v = strtol(w, &end, 10);
  if (*end || v < lo || v > hi) die("%s: '%s' is not an integer in [%ld, %ld]", r->path, w, lo, hi);
  return v;
}

static void expect(Reader* r, const char* what) {
  const char* w = word(r);
  if (strcmp(w, what)) die("%s: expected '%s', got '%s'", r->path, what, w);
}

/* raster_peers.py passes colours as c/255.0 floats; blend2d-python turns them back into 8 bits with
 * uint32_t(255 * x) (truncating; equal to c for every 8-bit c) and packs them into a BLRgba32 with
 * red and blue swapped ((a << 24) | (b << 16) | (g << 8) | r), so its PRGB32 memory reads as
 * R,G,B,A bytes. Here the colour is packed as Blend2D means it (0xAARRGGBB): the same arithmetic on
 * every channel, so the same pixels, and Blend2D's PNG encoder writes the right channels. */
static uint32_t channel(long c) { return (uint32_t)(255.0 * ((double)c / 255.0)); }

static uint32_t readColor(Reader* r) {
  uint32_t c[4];
  for (int i = 0; i < 4; i++) c[i] = channel(integer(r, 0, 255));
  return (c[3] << 24) | (c[0] << 16) | (c[1] << 8) | c[2];
}

static uint64_t rgba64FromRgba32(uint32_t c) {
  uint64_t a = c >> 24, rr = (c >> 16) & 0xFF, gg = (c >> 8) & 0xFF, b = c & 0xFF;
  return ((a << 48) | (rr << 32) | (gg << 16) | b) * 0x0101u;
}

static void readStyle(Reader* r, Style* s) {
  const char* kind = word(r);
  if (!strcmp(kind, "solid")) {
    s->gradient = 0;
    s->rgba32 = readColor(r);
    return;
  }
  int linear = !strcmp(kind, "linear");
  if (!linear && strcmp(kind, "radial")) die("%s: unknown paint '%s'", r->path, kind);
  /* blend2d-python's create_linear_gradient / create_radial_gradient: reset, setType, setValues
   * (radial: x0 y0 x1 y1 r into values 0..4, i.e. r0 = r, the focal radius r1 stays 0), then
   * add_stop per stop, then extend_mode = PAD. */
  double v[5];
  size_t nv;
  if (linear) {
    for (int i = 0; i < 4; i++) v[i] = number(r);
    nv = 4;
  } else {
    double cx = number(r), cy = number(r), rad = number(r);
    v[0] = cx; v[1] = cy; v[2] = cx; v[3] = cy; v[4] = rad;
    nv = 5;
  }
  s->gradient = 1;
  CHECK(blGradientInit(&s->g));
  CHECK(blGradientReset(&s->g));
  CHECK(blGradientSetType(&s->g, linear ? BL_GRADIENT_TYPE_LINEAR : BL_GRADIENT_TYPE_RADIAL));
  CHECK(blGradientSetValues(&s->g, 0, v, nv));
  long n = integer(r, 1, 64);
  double offsets[64];
  uint32_t colors[64];
  for (long i = 0; i < n; i++) {
    offsets[i] = number(r);
    colors[i] = readColor(r);
    CHECK(blGradientAddStopRgba32(&s->g, offsets[i], colors[i]));
  }
  CHECK(blGradientSetExtendMode(&s->g, BL_EXTEND_MODE_PAD));
  /* Read everything back through the library: a layout mismatch must not pass silently. */
  if (blGradientGetSize(&s->g) != (size_t)n) die("gradient: %zu stops read back, %ld added", blGradientGetSize(&s->g), n);
  const BLGradientStop* st = blGradientGetStops(&s->g);
  for (long i = 0; i < n; i++)
    if (st[i].offset != offsets[i] || st[i].rgba.value != rgba64FromRgba32(colors[i]))
      die("gradient stop %ld reads back as (%g, %#llx), expected (%g, %#llx)", i, st[i].offset,
          (unsigned long long)st[i].rgba.value, offsets[i], (unsigned long long)rgba64FromRgba32(colors[i]));
  for (size_t i = 0; i < nv; i++)
    if (blGradientGetValue(&s->g, i) != v[i]) die("gradient value %zu reads back as %g, set %g", i, blGradientGetValue(&s->g, i), v[i]);
  if (!linear && blGradientGetValue(&s->g, 5) != 0.0) die("radial gradient: focal radius is not 0");
}

static void readPath(Reader* r, BLPathCore* p) {
  expect(r, "path");
  double mx = number(r), my = number(r);
  long closed = integer(r, 0, 1), n = integer(r, 0, 1000000);
  CHECK(blPathInit(p));
  CHECK(blPathMoveTo(p, mx, my));
  for (long i = 0; i < n; i++) {
    double c[6];
    for (int k = 0; k < 6; k++) c[k] = number(r);
    CHECK(blPathCubicTo(p, c[0], c[1], c[2], c[3], c[4], c[5]));
  }
  if (closed) CHECK(blPathClose(p));
}

/* blend2d-python's BLRect(x, y, w, h) constructor takes floats (nb::init<float, float, float, float>),
 * so raster_peers.py's fill_rect and fill_round_rect rectangles reach Blend2D rounded to float32
 * (their radius does not: add_round_rect takes a double). The same rounding here keeps the pictures
 * identical (without it, 7 edge pixels of ui's rounded rects differ by 1 level). */
static double rectCoord(Reader* r) { return (double)(float)number(r); }

static void readOp(Reader* r, Op* op) {
  memset(op, 0, sizeof(*op));
  const char* k = word(r);
  if (!strcmp(k, "clear")) {
    op->kind = OP_CLEAR;
    op->style.rgba32 = readColor(r);
  } else if (!strcmp(k, "fill_rect")) {
    op->kind = OP_FILL_RECT;
    op->rect.x = rectCoord(r); op->rect.y = rectCoord(r); op->rect.w = rectCoord(r); op->rect.h = rectCoord(r);
    readStyle(r, &op->style);
  } else if (!strcmp(k, "fill_circle")) {
    op->kind = OP_FILL_CIRCLE;
    op->circle.cx = number(r); op->circle.cy = number(r); op->circle.r = number(r);
    readStyle(r, &op->style);
  } else if (!strcmp(k, "fill_round_rect")) {
    /* BLPath.add_round_rect(BLRect, r): addGeometry(ROUND_RECT, {x, y, w, h, r, r}, null, CW). */
    op->kind = OP_FILL_PATH;
    BLRoundRect rr;
    rr.x = rectCoord(r); rr.y = rectCoord(r); rr.w = rectCoord(r); rr.h = rectCoord(r);
    rr.rx = rr.ry = number(r);
    CHECK(blPathInit(&op->path));
    op->hasPath = 1;
    CHECK(blPathAddGeometry(&op->path, BL_GEOMETRY_TYPE_ROUND_RECT, &rr, NULL, BL_GEOMETRY_DIRECTION_CW));
    readStyle(r, &op->style);
  } else if (!strcmp(k, "fill_path")) {
    op->kind = OP_FILL_PATH;
    const char* rule = word(r);
    op->hasRule = 1;
    if (!strcmp(rule, "nonzero")) op->rule = BL_FILL_RULE_NON_ZERO;
    else if (!strcmp(rule, "evenodd")) op->rule = BL_FILL_RULE_EVEN_ODD;
    else die("%s: fill rule '%s'", r->path, rule);
    readPath(r, &op->path);
    op->hasPath = 1;
    readStyle(r, &op->style);
  } else if (!strcmp(k, "stroke_path")) {
    op->kind = OP_STROKE_PATH;
    op->width = number(r);
    const char* cap = word(r);
    if (!strcmp(cap, "round")) op->cap = BL_STROKE_CAP_ROUND;
    else if (!strcmp(cap, "butt")) op->cap = BL_STROKE_CAP_BUTT;
    else if (!strcmp(cap, "square")) op->cap = BL_STROKE_CAP_SQUARE;
    else die("%s: stroke cap '%s'", r->path, cap);
    const char* join = word(r);
    /* raster_peers.py maps "miter" to JOIN_MITER_CLIP. */
    if (!strcmp(join, "round")) op->join = BL_STROKE_JOIN_ROUND;
    else if (!strcmp(join, "miter")) op->join = BL_STROKE_JOIN_MITER_CLIP;
    else if (!strcmp(join, "bevel")) op->join = BL_STROKE_JOIN_BEVEL;
    else die("%s: stroke join '%s'", r->path, join);
    readPath(r, &op->path);
    op->hasPath = 1;
    readStyle(r, &op->style);
  } else {
    die("%s: unknown op '%s'", r->path, k);
  }
}

static void freeWorkload(Workload* w) {
  for (int i = 0; i < w->nops; i++) {
    if (w->ops[i].hasPath) blPathDestroy(&w->ops[i].path);
    if (w->ops[i].style.gradient) blGradientDestroy(&w->ops[i].style.g);
  }
  free(w->ops);
  w->ops = NULL;
}

/* ---- one frame, as Blend2DBackend.prepare's frame() ------------------------------------------ */

static BLResult frame(BLContextCore* ctx, const Workload* w) {
  BLResult acc = 0;
  uint32_t rule = BL_FILL_RULE_NON_ZERO;
  for (int i = 0; i < w->nops; i++) {
    const Op* op = &w->ops[i];
    const Style* s = &op->style;
    switch (op->kind) {
      case OP_CLEAR:
        acc |= blContextSetCompOp(ctx, BL_COMP_OP_SRC_COPY);
        acc |= blContextSetFillStyleRgba32(ctx, s->rgba32);
        acc |= blContextFillAll(ctx);
        acc |= blContextSetCompOp(ctx, BL_COMP_OP_SRC_OVER);
        break;
      case OP_STROKE_PATH:
        acc |= s->gradient ? blContextSetStrokeStyle(ctx, &s->g) : blContextSetStrokeStyleRgba32(ctx, s->rgba32);
        acc |= blContextSetStrokeWidth(ctx, op->width);
        acc |= blContextSetStrokeCaps(ctx, op->cap);
        acc |= blContextSetStrokeJoin(ctx, op->join);
        acc |= blContextStrokeGeometry(ctx, BL_GEOMETRY_TYPE_PATH, &op->path);
        break;
      default:
        acc |= s->gradient ? blContextSetFillStyle(ctx, &s->g) : blContextSetFillStyleRgba32(ctx, s->rgba32);
        if (op->hasRule && op->rule != rule) {
          rule = op->rule;
          acc |= blContextSetFillRule(ctx, rule);
        }
        if (op->kind == OP_FILL_RECT) acc |= blContextFillRectD(ctx, &op->rect);
        else if (op->kind == OP_FILL_CIRCLE) acc |= blContextFillGeometry(ctx, BL_GEOMETRY_TYPE_CIRCLE, &op->circle);
        else acc |= blContextFillGeometry(ctx, BL_GEOMETRY_TYPE_PATH, &op->path);
        break;
    }
  }
  if (rule != BL_FILL_RULE_NON_ZERO) acc |= blContextSetFillRule(ctx, BL_FILL_RULE_NON_ZERO);
  acc |= blContextFlush(ctx, BL_CONTEXT_FLUSH_SYNC);
  return acc;
}

/* After a frame: the state the last ops set reads back as set (catches a layout or enum mismatch). */
static void checkState(BLContextCore* ctx, const Workload* w) {
  if (blContextGetCompOp(ctx) != BL_COMP_OP_SRC_OVER) die("comp op reads back as %u", blContextGetCompOp(ctx));
  if (blContextGetFillRule(ctx) != BL_FILL_RULE_NON_ZERO) die("fill rule reads back as %u", blContextGetFillRule(ctx));
  for (int i = w->nops - 1; i >= 0; i--) {
    const Op* op = &w->ops[i];
    if (op->kind != OP_STROKE_PATH) continue;
    if (blContextGetStrokeWidth(ctx) != op->width || blContextGetStrokeJoin(ctx) != op->join ||
        blContextGetStrokeCap(ctx, BL_STROKE_CAP_POSITION_START) != op->cap ||
        blContextGetStrokeCap(ctx, BL_STROKE_CAP_POSITION_END) != op->cap)
      die("stroke options read back as width %g caps %u/%u join %u, set %g %u %u", blContextGetStrokeWidth(ctx),
          blContextGetStrokeCap(ctx, BL_STROKE_CAP_POSITION_START), blContextGetStrokeCap(ctx, BL_STROKE_CAP_POSITION_END),
          blContextGetStrokeJoin(ctx), op->width, op->cap, op->join);
    break;
  }
}

/* ---- timing, as raster_peers.py's time_frames ---------------------------------------------- */

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int cmpd(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

/* statistics.median and raster_peers.py's _pct (linear interpolation) over sorted xs. */
static double median(const double* xs, int n) { return n % 2 ? xs[n / 2] : (xs[n / 2 - 1] + xs[n / 2]) / 2; }
static double pct(const double* xs, int n, double q) {
  double pos = (n - 1) * q;
  int lo = (int)floor(pos), hi = (int)ceil(pos);
  return xs[lo] + (xs[hi] - xs[lo]) * (pos - lo);
}

/* ---- JSON ---------------------------------------------------------------------------------- */

static void jsonString(FILE* f, const char* s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c < 0x20) fprintf(f, "\\u%04x", c);
    else fputc(c, f);
  }
  fputc('"', f);
}

static void cpuModel(char* out, size_t n) {
  snprintf(out, n, "?");
  FILE* f = fopen("/proc/cpuinfo", "r");
  if (!f) return;
  char line[512];
  while (fgets(line, sizeof line, f)) {
    if (!strncmp(line, "model name", 10)) {
      char* p = strchr(line, ':');
      if (p) {
        p++;
        while (*p == ' ' || *p == '\t') p++;
        p[strcspn(p, "\n")] = 0;
        snprintf(out, n, "%s", p);
      }
      break;
    }
  }
  fclose(f);
}

typedef struct {
  char id[128], name[128];
  int reps;
  double median, min, p25, p75;
} Row;

/* ---- --dump-jit: the JIT's code, for objdump ------------------------------------------------ */

/* Writes every anonymous executable mapping of this process (where asmjit puts the pipelines it
 * compiles) to `path`, one after another, and prints their ranges. Read it back with
 * `objdump -D -b binary -m i386:x86-64 FILE`: it shows which instructions (xmm/ymm/zmm, EVEX
 * masks, gathers) the pipelines use. */
static void dumpJit(const char* path) {
  FILE* maps = fopen("/proc/self/maps", "r");
  FILE* out = fopen(path, "wb");
  if (!maps || !out) die("--dump-jit: cannot open /proc/self/maps or %s", path);
  char line[1024];
  size_t total = 0;
  while (fgets(line, sizeof line, maps)) {
    unsigned long lo, hi;
    char perms[8];
    int name = 0;
    if (sscanf(line, "%lx-%lx %7s %*s %*s %*s %n", &lo, &hi, perms, &name) < 3) continue;
    const char* rest = line + name;
    if (perms[2] != 'x' || (*rest && *rest != '\n')) continue; /* executable, no backing file */
    if (perms[0] != 'r') continue;
    fwrite((const void*)lo, 1, hi - lo, out);
    fprintf(stderr, "  jit region %#lx-%#lx %s (%lu bytes)\n", lo, hi, perms, hi - lo);
    total += hi - lo;
  }
  fclose(maps);
  if (fclose(out)) die("--dump-jit: write failed");
  if (!total) fprintf(stderr, "  --dump-jit: no anonymous executable mapping found\n");
}

/* ---- main ---------------------------------------------------------------------------------- */

static void usage(void) {
  fputs("usage: blend2d_bench [--cpu native|native-isolated|avx2|sse4.2|sse2] [--ops FILE] [--min-time S]\n"
        "                     [--warmup N] [--min-reps N] [--max-reps N] [--workloads a,b|names] [--png DIR]\n"
        "                     [--json OUT] [--pin CPU] [--jit-log] [--dump-jit FILE]\n", stderr);
  exit(2);
}

static int wanted(const char* list, const Workload* w) {
  if (!list) return 1;
  char buf[256];
  snprintf(buf, sizeof buf, "%s", list);
  for (char* t = strtok(buf, ","); t; t = strtok(NULL, ","))
    if (!strcmp(t, w->id) || !strcmp(t, w->name)) return 1;
  return 0;
}

int main(int argc, char** argv) {
  const char* cpu = "native";
  const char* opsPath = NULL;
  const char* pngDir = NULL;
  const char* jsonPath = NULL;
  const char* only = NULL;
  const char* jitDump = NULL;
  double minTime = 1.5;
  int warmup = 3, minReps = 10, maxReps = 200, pin = -1, jitLog = 0;
  for (int i = 1; i < argc; i++) {
    const char* a = argv[i];
    const char* v = i + 1 < argc ? argv[i + 1] : NULL;
    if (!strcmp(a, "--jit-log")) { jitLog = 1; continue; }
    if (!v) usage();
    if (!strcmp(a, "--cpu")) cpu = v;
    else if (!strcmp(a, "--ops")) opsPath = v;
    else if (!strcmp(a, "--png")) pngDir = v;
    else if (!strcmp(a, "--json")) jsonPath = v;
    else if (!strcmp(a, "--workloads")) only = v;
    else if (!strcmp(a, "--min-time")) minTime = atof(v);
    else if (!strcmp(a, "--warmup")) warmup = atoi(v);
    else if (!strcmp(a, "--min-reps")) minReps = atoi(v);
    else if (!strcmp(a, "--max-reps")) maxReps = atoi(v);
    else if (!strcmp(a, "--pin")) pin = atoi(v);
    else if (!strcmp(a, "--dump-jit")) jitDump = v;
    else usage();
    i++;
  }
  if (minReps < 1 || maxReps < minReps || warmup < 0) usage();

  const CpuMode* mode = NULL;
  for (size_t i = 0; i < sizeof kModes / sizeof kModes[0]; i++)
    if (!strcmp(cpu, kModes[i].name)) mode = &kModes[i];
  if (!mode) die("unknown --cpu '%s' (native, native-isolated, avx2, sse4.2, sse2)", cpu);
  if (jitLog && !mode->isolated) die("--jit-log needs an isolated JIT runtime (--cpu native-isolated, avx2, ...)");

  char defaultOps[4096];
  if (!opsPath) {
    /* Next to the binary: the Makefile writes .build/workloads.ops beside .build/blend2d_bench. */
    char exe[4000];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) die("cannot find the binary's folder; pass --ops");
    exe[n] = 0;
    char* slash = strrchr(exe, '/');
    *slash = 0;
    snprintf(defaultOps, sizeof defaultOps, "%s/workloads.ops", exe);
    opsPath = defaultOps;
  }

  if (pin >= 0) {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(pin, &set);
    if (sched_setaffinity(0, sizeof set, &set)) die("sched_setaffinity(%d): %s", pin, strerror(errno));
  }

  /* The library must be the version these declarations restate. */
  BLRuntimeBuildInfo bi;
  memset(&bi, 0, sizeof bi);
  CHECK(blRuntimeQueryInfo(BL_RUNTIME_INFO_TYPE_BUILD, &bi));
  if (bi.majorVersion != BL_MIN_VERSION_MAJOR || bi.minorVersion != BL_MIN_VERSION_MINOR ||
      bi.patchVersion != BL_MIN_VERSION_PATCH)
    die("linked Blend2D is %u.%u.%u; blend2d_min.h restates 0.12.0's headers (see its comment)", bi.majorVersion,
        bi.minorVersion, bi.patchVersion);
  BLRuntimeSystemInfo si;
  memset(&si, 0, sizeof si);
  CHECK(blRuntimeQueryInfo(BL_RUNTIME_INFO_TYPE_SYSTEM, &si));
  char lib[64];
  snprintf(lib, sizeof lib, "blend2d-c-%s", mode->name);

  Reader rd = {fopen(opsPath, "r"), opsPath};
  if (!rd.f) die("%s: %s (build with make, or pass --ops)", opsPath, strerror(errno));
  expect(&rd, "workloads");
  int nw = (int)integer(&rd, 1, 64);
  int W = (int)integer(&rd, 1, 16384), H = (int)integer(&rd, 1, 16384);

  BLImageCore img;
  CHECK(blImageInit(&img));
  CHECK(blImageCreate(&img, W, H, BL_FORMAT_PRGB32));
  BLImageData data;
  memset(&data, 0, sizeof data);
  CHECK(blImageGetData(&img, &data));
  if (!data.pixelData || data.size.w != W || data.size.h != H || data.format != BL_FORMAT_PRGB32 ||
      data.stride != (intptr_t)W * 4)
    die("image data reads back as %dx%d format %u stride %ld", data.size.w, data.size.h, data.format, (long)data.stride);

  BLContextCore ctx;
  BLContextCreateInfo cci;
  memset(&cci, 0, sizeof cci); /* threadCount 0: synchronous, no worker threads */
  if (mode->isolated) cci.flags |= BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_RUNTIME;
  if (mode->override) {
    cci.flags |= BL_CONTEXT_CREATE_FLAG_OVERRIDE_CPU_FEATURES;
    cci.cpuFeatures = mode->mask;
  }
  if (jitLog) cci.flags |= BL_CONTEXT_CREATE_FLAG_ISOLATED_JIT_LOGGING;
  /* native: blContextInitAs(ctx, image, NULL), as blend2d-python's BLContext(image) does. */
  CHECK(blContextInitAs(&ctx, &img, mode->isolated ? &cci : NULL));

  fprintf(stderr, "[%s] Blend2D %u.%u.%u (%s), host CPU features %#x, %s\n", lib, bi.majorVersion, bi.minorVersion,
          bi.patchVersion, bi.compilerInfo, si.cpuFeatures, mode->what);

  Row rows[64];
  int nrows = 0;
  double* ts = malloc(sizeof(double) * (size_t)maxReps);
  for (int wi = 0; wi < nw; wi++) {
    Workload w;
    expect(&rd, "workload");
    snprintf(w.id, sizeof w.id, "%s", word(&rd));
    snprintf(w.name, sizeof w.name, "%s", word(&rd));
    w.nops = (int)integer(&rd, 0, 10000000);
    w.ops = calloc((size_t)w.nops + 1, sizeof(Op));
    for (int i = 0; i < w.nops; i++) readOp(&rd, &w.ops[i]);
    if (!wanted(only, &w)) {
      freeWorkload(&w);
      continue;
    }
    CHECK(blContextApplyTransformOp(&ctx, BL_TRANSFORM_OP_RESET, NULL));

    for (int i = 0; i < warmup; i++) {
      BLResult r = frame(&ctx, &w);
      if (r) die("%s: a draw call failed (BLResult bits %#x)", w.name, r);
      if (i == 0) checkState(&ctx, &w);
    }
    int n = 0;
    BLResult acc = 0;
    double start = now();
    for (;;) {
      double t0 = now();
      acc |= frame(&ctx, &w);
      ts[n++] = now() - t0;
      if (n >= maxReps || (n >= minReps && now() - start >= minTime)) break;
    }
    if (acc) die("%s: a draw call failed (BLResult bits %#x)", w.name, acc);
    checkState(&ctx, &w);
    qsort(ts, (size_t)n, sizeof(double), cmpd);
    Row* row = &rows[nrows++];
    snprintf(row->id, sizeof row->id, "%s", w.id);
    snprintf(row->name, sizeof row->name, "%s", w.name);
    row->reps = n;
    row->median = median(ts, n) * 1e3;
    row->min = ts[0] * 1e3;
    row->p25 = pct(ts, n, 0.25) * 1e3;
    row->p75 = pct(ts, n, 0.75) * 1e3;
    fprintf(stderr, "  %s:%-10s median %8.2f ms  (min %.2f, IQR %.2f-%.2f, n=%d)\n", w.id, w.name, row->median, row->min,
            row->p25, row->p75, n);
    if (pngDir) {
      mkdir(pngDir, 0777);
      if (frame(&ctx, &w)) die("%s: a draw call failed", w.name);
      char path[4096];
      snprintf(path, sizeof path, "%s/%s_%s_%s.png", pngDir, w.id, w.name, lib);
      CHECK(blImageWriteToFile(&img, path, NULL));
    }
    freeWorkload(&w);
  }
  fclose(rd.f);
  free(ts);
  if (jitDump) dumpJit(jitDump); /* before blContextEnd: an isolated runtime frees its code with the context */
  blContextEnd(&ctx);
  blContextDestroy(&ctx);
  blImageDestroy(&img);

  if (jsonPath) {
    FILE* f = fopen(jsonPath, "w");
    if (!f) die("%s: %s", jsonPath, strerror(errno));
    char when[64], model[256], version[160], notes[512];
    time_t t = time(NULL);
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S", localtime(&t));
    cpuModel(model, sizeof model);
    snprintf(version, sizeof version, "Blend2D %u.%u.%u C API (libblend2d.a, %s)", bi.majorVersion, bi.minorVersion,
             bi.patchVersion, bi.compilerInfo);
    snprintf(notes, sizeof notes, "blend2d_bench --cpu %s: %s; context cpuFeatures mask %#x, host %#x", mode->name,
             mode->what, mode->override ? mode->mask : si.cpuFeatures, si.cpuFeatures);
    /* The shape raster_peers.py writes for --out (Benchmarks/compare_table.py reads rows[].lib/name/median_ms). */
    fprintf(f, "{\n \"when\": ");
    jsonString(f, when);
    fprintf(f, ",\n \"machine\": {\"cpu\": ");
    jsonString(f, model);
    fprintf(f, ", \"ncpu\": %ld, \"python\": null, \"platform\": \"linux\"},\n", sysconf(_SC_NPROCESSORS_CONF));
    fprintf(f, " \"width\": %d,\n \"height\": %d,\n \"settings\": {\"harness\": \"Benchmarks/blend2d/blend2d_bench\", \"cpu\": ", W, H);
    jsonString(f, mode->name);
    fprintf(f, ", \"cpu_features\": %u, \"ops\": ", mode->override ? mode->mask : si.cpuFeatures);
    jsonString(f, opsPath);
    fprintf(f, ", \"workloads\": ");
    if (only) jsonString(f, only); else fputs("null", f);
    fprintf(f, ", \"warmup\": %d, \"min_reps\": %d, \"max_reps\": %d, \"min_time\": %g, \"pin\": ", warmup, minReps, maxReps,
            minTime);
    if (pin >= 0) fprintf(f, "%d", pin); else fputs("null", f);
    fprintf(f, ", \"no_overhead\": true},\n \"libs\": {");
    jsonString(f, lib);
    fprintf(f, ": {\"available\": true, \"version\": ");
    jsonString(f, version);
    fprintf(f, ", \"notes\": ");
    jsonString(f, notes);
    fprintf(f, "}},\n \"rows\": [");
    for (int i = 0; i < nrows; i++) {
      const Row* r = &rows[i];
      fprintf(f, "%s\n  {\"lib\": ", i ? "," : "");
      jsonString(f, lib);
      fprintf(f, ", \"workload\": ");
      jsonString(f, r->id);
      fprintf(f, ", \"name\": ");
      jsonString(f, r->name);
      fprintf(f, ", \"reps\": %d, \"median_ms\": %.6f, \"min_ms\": %.6f, \"p25_ms\": %.6f, \"p75_ms\": %.6f}", r->reps,
              r->median, r->min, r->p25, r->p75);
    }
    fprintf(f, "\n ]\n}\n");
    if (fclose(f)) die("%s: write failed", jsonPath);
  }
  return 0;
}
