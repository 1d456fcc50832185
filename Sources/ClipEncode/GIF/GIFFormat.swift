import ClipPipeline

/// Animated GIF (`GIFSink`). GIF delays are whole centiseconds and browsers slow down delays under
/// 2 cs, so GIFs default to 30 fps.
struct GIFFormat: OutputFormatDescriptor {
    var displayName: String { "GIF" }
    var fileExtension: String { "gif" }
    var defaultFPS: Int { 30 }
    var kind: OutputKind { .animatedImage }
    var mimeType: String { "image/gif" }
    var inGalleryByDefault: Bool { true }
    func makeSink(path: String, settings: EncoderSettings) throws -> FrameSink {
        GIFSink(path: path, options: settings.gif, transparent: settings.codec.transparent)
    }
    var canStream: Bool { true }
}
