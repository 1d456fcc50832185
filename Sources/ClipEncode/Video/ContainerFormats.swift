import ClipPipeline

/// WebM (`CodecSink`): VP9 by default, or AV1 with `--codec av1`; the web's open video. Streams.
struct WebMFormat: OutputFormatDescriptor {
    var displayName: String { "WebM" }
    var fileExtension: String { "webm" }
    var defaultFPS: Int { 60 }
    var kind: OutputKind { .video }
    var mimeType: String { "video/webm" }
    var canStream: Bool { true }
    var codecs: [VideoCodec] { [.vp9, .av1] }
    func encodedSize(width: Int, height: Int) -> (width: Int, height: Int) { CodecSink.adjustedSize(width: width, height: height) }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        let codec = try settings.codec.codec(for: displayName, takes: codecs)
        return CodecSink(path: path, profile: try settings.codec.profile(for: codec, muxer: "webm"))
    }
}

/// QuickTime MOV with ProRes 4444 (`prores_ks`, 10-bit 4:4:4 with alpha): what editors import.
struct MOVFormat: OutputFormatDescriptor {
    var displayName: String { "ProRes MOV" }
    var fileExtension: String { "mov" }
    var defaultFPS: Int { 60 }
    var kind: OutputKind { .video }
    var mimeType: String { "video/quicktime" }
    var codecs: [VideoCodec] { [.prores] }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        let codec = try settings.codec.codec(for: displayName, takes: codecs)
        return CodecSink(path: path, profile: try settings.codec.profile(for: codec, muxer: "mov"))
    }
}

/// Animated WebP (`libwebp_anim`), lossy (`--quality`) or `--lossless`, with full alpha; loops forever.
struct WebPFormat: OutputFormatDescriptor {
    var displayName: String { "WebP" }
    var fileExtension: String { "webp" }
    var defaultFPS: Int { 30 }
    var kind: OutputKind { .animatedImage }
    var mimeType: String { "image/webp" }
    var codecs: [VideoCodec] { [.webp] }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        let codec = try settings.codec.codec(for: displayName, takes: codecs)
        return CodecSink(path: path, profile: try settings.codec.profile(for: codec, muxer: "webp"))
    }
}

/// Animated PNG (FFmpeg's `apng` encoder and muxer): lossless, with alpha; loops forever.
/// Named `.apng` or `.png` (a `%04d.png` pattern or a folder is a PNG sequence instead).
struct APNGFormat: OutputFormatDescriptor {
    var displayName: String { "APNG" }
    var fileExtension: String { "apng" }
    var fileExtensions: [String] { ["apng", "png"] }
    var defaultFPS: Int { 30 }
    var kind: OutputKind { .animatedImage }
    var mimeType: String { "image/apng" }
    var codecs: [VideoCodec] { [.apng] }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        let codec = try settings.codec.codec(for: displayName, takes: codecs)
        return CodecSink(path: path, profile: try settings.codec.profile(for: codec, muxer: "apng"))
    }
}
