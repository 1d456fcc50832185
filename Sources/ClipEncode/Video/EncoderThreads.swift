/// The thread policy every encoder follows, the one x264 has: a fixed thread count, the same on
/// every machine, never "as many as there are cores".
///
/// Why fixed: the render workers already keep every core busy, so the encoder gets the small share
/// rendering leaves free instead of a pool sized to the machine that would compete with them; and
/// an encoder whose output depends on its thread count (x264, x265's frame threads) then gives the
/// same bytes for the same frames everywhere. How the count reaches each encoder differs, so each
/// profile says it in its own terms (`CodecOptions.profile(for:muxer:)`):
///
/// | encoder | how | threads |
/// |---|---|---|
/// | libx264 | `AVCodecContext.thread_count` | `count` |
/// | libx265 | `x265-params` `pools=N:frame-threads=1` (x265 ignores `thread_count`) | `count` |
/// | libsvtav1 | `svtav1-params` `lp=N` (SVT-AV1 ignores `thread_count` and sizes itself to the machine) | `count` |
/// | libvpx-vp9 | `thread_count` (libvpx `g_threads`), row multithreading off | `count` |
/// | prores_ks | `thread_count` (slice threads; the bytes do not depend on it) | `count` |
/// | libwebp_anim, apng | none: single-threaded encoders | 1 |
package enum EncoderThreads {
    /// Threads an encoder that can use several gets: x264's fixed count.
    package static let count = MP4Options.defaultThreads
}
