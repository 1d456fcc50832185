import CFFmpeg

/// libavcodec's version string, proving the CFFmpeg module links.
public func ffmpegVersion() -> String { String(cString: av_version_info()) }

/// Sets FFmpeg's own logging for this process: silent by default, since its log lines would break
/// the one-line error rule (errors reach the user through our messages, with `av_strerror` text);
/// `verbose` shows them, for debugging.
package func setFFmpegLogging(verbose: Bool) { av_log_set_level(verbose ? AV_LOG_VERBOSE : AV_LOG_QUIET) }
