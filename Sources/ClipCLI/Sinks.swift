import ClipEncode
import ClipPipeline

/// The sink writing `format` to `path` (temporary file beside it, renamed on completion).
func makeSink(_ format: ClipFormat, path: String, fps: Int, encoder: EncoderSettings) throws -> FrameSink {
    switch format {
    case .mp4:
        let options: MP4Options
        do { options = try MP4Options(crf: encoder.crf, preset: encoder.preset) }
        catch { throw CLIError.usage("\(error)") }
        return MP4Sink(path: path, options: options)
    case .gif:
        return GIFSink(path: path)
    }
}

/// The pixel size the sink actually wrote (MP4 rounds odd sizes up to even).
func sinkOutputSize(_ sink: FrameSink, width: Int, height: Int) -> (Int, Int) {
    if sink is MP4Sink { let s = MP4Sink.adjustedSize(width: width, height: height); return (s.width, s.height) }
    return (width, height)
}
