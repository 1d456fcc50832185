import CFFmpeg

/// libavcodec's version string, proving the CFFmpeg module links.
public func ffmpegVersion() -> String { String(cString: av_version_info()) }
