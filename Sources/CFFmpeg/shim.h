#ifndef CLIPGEN_CFFMPEG_SHIM_H
#define CLIPGEN_CFFMPEG_SHIM_H
#include <errno.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/error.h>
#include <libavutil/pixdesc.h>
#include <libavutil/cpu.h>

/* Macros Swift cannot import, as static inline functions. */
static inline int cg_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int cg_averror_eof(void) { return AVERROR_EOF; }
static inline int cg_averror(int e) { return AVERROR(e); }
static inline int64_t cg_av_nopts_value(void) { return AV_NOPTS_VALUE; }
static inline AVRational cg_av_time_base_q(void) { return AV_TIME_BASE_Q; }
static inline int cg_av_error_max_string_size(void) { return AV_ERROR_MAX_STRING_SIZE; }
#endif
