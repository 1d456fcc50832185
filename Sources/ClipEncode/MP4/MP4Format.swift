import ClipPipeline

/// H.264 in MP4 (`CodecSink` with the H.264 profile): plays everywhere. 60 fps by default; odd sizes are rounded up to even.
struct MP4Format: OutputFormatDescriptor {
    var displayName: String { "MP4" }
    var fileExtension: String { "mp4" }
    var defaultFPS: Int { 60 }
    var kind: OutputKind { .video }
    var mimeType: String { "video/mp4" }
    var inGalleryByDefault: Bool { true }
    func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) { CodecSink.adjustedSize(width: width, height: height) }
    /// H.264 (default), HEVC tagged `hvc1` (`--codec hevc`) or AV1 (`--codec av1`).
    var codecs: [VideoCodec] { [.h264, .hevc, .av1] }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        let codec = try settings.codec.codec(for: displayName, takes: codecs)
        if codec == .h264 {
            try settings.codec.checkApplies(to: .h264)
            try settings.codec.checkAlpha(.h264)
            return CodecSink(path: path, options: settings.mp4)
        }
        return CodecSink(path: path, profile: try settings.codec.profile(for: codec, muxer: "mp4"))
    }
    /// Streams as fragmented MP4.
    var canStream: Bool { true }
    var fileExtensions: [String] { ["mp4", "m4v"] }
}
