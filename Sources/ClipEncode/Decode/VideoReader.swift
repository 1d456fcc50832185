import CFFmpeg
import ClipRaster

/// One decoded video frame as a premultiplied RGBA8 pixmap with its timing.
package struct DecodedFrame: Sendable {
    /// The frame's pixels (premultiplied RGBA8).
    package let pixmap: Pixmap
    /// Presentation time in seconds (from the stream's best-effort timestamp).
    package let time: Double
    /// How long the frame is shown, in seconds (0 when the container does not say).
    package let duration: Double
}

/// Opens a video file (MP4, GIF, anything libavformat reads) and decodes its first video
/// stream to premultiplied RGBA8, for tests and tools.
///
/// ```swift
/// let reader = try VideoReader(path: "clips/a.mp4")
/// let frames = try reader.readAllFrames()
/// XCTAssertEqual(reader.colorSpace, "bt709")
/// ```
/// YUV is converted with the stream's own matrix and range when tagged (BT.709 limited for our
/// MP4s), otherwise BT.601 limited, swscale's default. Chroma is upsampled by replication (the
/// inverse of the encoder's 2×2 box average). Cost: decodes everything in memory; meant
/// for small clips.
package final class VideoReader {
    /// The file read.
    package let path: String
    /// Frame width in pixels.
    package let width: Int
    /// Frame height in pixels.
    package let height: Int
    /// Codec short name, e.g. "h264", "gif".
    package let codecName: String
    /// Container format short name, e.g. "mov,mp4,m4a,3gp,3g2,mj2", "gif".
    package let containerName: String
    /// Average frame rate as stored in the stream (num/den), 0/1 when unknown.
    package let frameRate: (num: Int, den: Int)
    /// Colour tags of the stream, as FFmpeg names them ("bt709", "tv", …; "unknown" when unset).
    package let colorPrimaries: String
    /// Transfer characteristic tag ("bt709", …).
    package let colorTransfer: String
    /// Matrix coefficients tag ("bt709", …).
    package let colorSpace: String
    /// Range tag ("tv" = limited, "pc" = full).
    package let colorRange: String
    /// Stream pixel format name (e.g. "yuv420p").
    package let pixelFormat: String
    /// Container-level duration in seconds (0 when unknown).
    package let containerDuration: Double

    private let streamIndex: Int32
    /// The input opened by `init`, used by the first read pass (so a pipe or FIFO, which can be
    /// read once, decodes in one pass); later passes open their own.
    private var firstInput: Input?

    /// An opened input (closed on deinit). Every read pass after the first opens its own, so
    /// passes are independent of seeking support.
    private final class Input {
        let context: UnsafeMutablePointer<AVFormatContext>
        let streamIndex: Int32
        init(path: String) throws {
            var oc: UnsafeMutablePointer<AVFormatContext>?
            let r = avformat_open_input(&oc, path, nil, nil)
            if r < 0 { throw EncodeError(path: path, message: "cannot open: \(averrorString(r))") }
            guard let oc else { throw EncodeError(path: path, message: "cannot open") }
            context = oc
            let info = avformat_find_stream_info(oc, nil)
            let best = info < 0 ? info : av_find_best_stream(oc, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
            streamIndex = best
            if info < 0 { throw EncodeError.ffmpeg(info, "reading stream info", path: path) }
            if best < 0 { throw EncodeError(path: path, message: "no video stream") }
        }
        deinit { var p: UnsafeMutablePointer<AVFormatContext>? = context; avformat_close_input(&p) }
    }

    /// The decoder used instead of libavcodec's default for the codec (e.g. `libvpx-vp9`, which,
    /// unlike FFmpeg's own VP9 decoder, reads the alpha plane WebM carries beside the picture).
    package let decoderName: String?

    /// Opens `path` and reads its stream properties; `decoder` names a libavcodec decoder to use instead of the default
    /// (e.g. "libvpx-vp9" to keep VP9 alpha). Throws when the file cannot be opened or has no video stream.
    package init(path: String, decoder: String? = nil) throws {
        self.path = path
        decoderName = decoder
        let input = try Input(path: path)
        let oc = input.context
        streamIndex = input.streamIndex
        let best = input.streamIndex
        let st = oc.pointee.streams[Int(best)]!
        let par = st.pointee.codecpar!
        width = Int(par.pointee.width)
        height = Int(par.pointee.height)
        codecName = avcodec_get_name(par.pointee.codec_id).map { String(cString: $0) } ?? "?"
        containerName = String(cString: oc.pointee.iformat.pointee.name)
        frameRate = (Int(st.pointee.avg_frame_rate.num), Int(st.pointee.avg_frame_rate.den))
        func name(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "unknown" }
        colorPrimaries = name(av_color_primaries_name(par.pointee.color_primaries))
        colorTransfer = name(av_color_transfer_name(par.pointee.color_trc))
        colorSpace = name(av_color_space_name(par.pointee.color_space))
        colorRange = name(av_color_range_name(par.pointee.color_range))
        pixelFormat = name(av_get_pix_fmt_name(AVPixelFormat(rawValue: par.pointee.format)))
        containerDuration = oc.pointee.duration > 0 ? Double(oc.pointee.duration) / Double(AV_TIME_BASE) : 0
        firstInput = input
    }

    /// The input for one read pass: the one `init` opened, the first time.
    private func takeInput() throws -> Input {
        if let input = firstInput { firstInput = nil; return input }
        return try Input(path: path)
    }

    /// Frame rate as a Double (0 when unknown).
    package var framesPerSecond: Double { frameRate.den == 0 ? 0 : Double(frameRate.num) / Double(frameRate.den) }

    /// Number of video packets in the stream (one per frame for H.264 and GIF), without decoding.
    package func countFrames() throws -> Int {
        let input = try takeInput()
        let formatContext = input.context
        let packet = try AVPacketBox(path: path)
        var n = 0
        while true {
            let r = av_read_frame(formatContext, packet.pointer)
            if r == cg_averror_eof() { break }
            try check(r, "reading", path: path)
            if packet.pointer.pointee.stream_index == streamIndex { n += 1 }
            av_packet_unref(packet.pointer)
        }
        return n
    }

    /// Decodes every frame of the stream from the start, in presentation order.
    package func readAllFrames() throws -> [DecodedFrame] {
        var frames: [DecodedFrame] = []
        try decode { frames.append($0) }
        return frames
    }

    /// Decodes every frame, calling `body` with each in presentation order.
    package func decode(_ body: (DecodedFrame) throws -> Void) throws {
        let input = try takeInput()
        let formatContext = input.context
        let st = formatContext.pointee.streams[Int(streamIndex)]!
        let par = st.pointee.codecpar!
        guard let codec = decoderName.flatMap({ avcodec_find_decoder_by_name($0) }) ?? avcodec_find_decoder(par.pointee.codec_id) else {
            throw EncodeError(path: path, message: "no decoder for \(codecName)")
        }
        let ctx = try AVCodecContextBox(codec: codec, path: path)
        try check(avcodec_parameters_to_context(ctx.pointer, par), "configuring the decoder", path: path)
        ctx.pointer.pointee.thread_count = 1
        try check(avcodec_open2(ctx.pointer, codec, nil), "opening the \(codecName) decoder", path: path)

        let packet = try AVPacketBox(path: path)
        let frame = try AVFrameBox(path: path)
        let tb = st.pointee.time_base
        var converter: SwsContextBox?
        var converterKey: (Int32, Int32, Int32) = (-1, -1, -1)

        func receive() throws {
            while true {
                let r = avcodec_receive_frame(ctx.pointer, frame.pointer)
                if r == cg_averror_eagain() || r == cg_averror_eof() { return }
                try check(r, "decoding", path: path)
                let f = frame.pointer
                let key = (f.pointee.format, f.pointee.width, f.pointee.height)
                if converter == nil || key != converterKey {
                    converter = try makeConverter(f)
                    converterKey = key
                }
                let pixmap = try convert(f, with: converter!.pointer)
                let ts = f.pointee.best_effort_timestamp == cg_av_nopts_value() ? f.pointee.pts : f.pointee.best_effort_timestamp
                let seconds = ts == cg_av_nopts_value() ? 0 : Double(ts) * Double(tb.num) / Double(tb.den)
                let duration = Double(f.pointee.pkt_duration) * Double(tb.num) / Double(tb.den)
                av_frame_unref(f)
                try body(DecodedFrame(pixmap: pixmap, time: seconds, duration: duration))
            }
        }

        while true {
            let r = av_read_frame(formatContext, packet.pointer)
            if r == cg_averror_eof() { break }
            try check(r, "reading", path: path)
            defer { av_packet_unref(packet.pointer) }
            if packet.pointer.pointee.stream_index != streamIndex { continue }
            try check(avcodec_send_packet(ctx.pointer, packet.pointer), "decoding", path: path)
            try receive()
        }
        try check(avcodec_send_packet(ctx.pointer, nil), "flushing the decoder", path: path)
        try receive()
    }

    private func makeConverter(_ f: UnsafeMutablePointer<AVFrame>) throws -> SwsContextBox {
        let fmt = AVPixelFormat(rawValue: f.pointee.format)
        guard
            let s = sws_getContext(
                f.pointee.width, f.pointee.height, fmt, f.pointee.width, f.pointee.height, AV_PIX_FMT_RGBA,
                Int32(SWS_POINT | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INT), nil, nil, nil)
        else {
            throw EncodeError(path: path, message: "cannot convert \(FrameConversion.pixelFormatName(fmt)) to RGBA")
        }
        let desc = av_pix_fmt_desc_get(fmt)
        let isRGB = desc.map { ($0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB)) != 0 || $0.pointee.nb_components < 3 } ?? true
        if !isRGB {
            let matrix = f.pointee.colorspace == AVCOL_SPC_BT709 ? SWS_CS_ITU709 : SWS_CS_ITU601
            let coeffs = sws_getCoefficients(matrix)
            let fullRange: Int32 = f.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0
            _ = sws_setColorspaceDetails(s, coeffs, fullRange, coeffs, 1, 0, 1 << 16, 1 << 16)
        }
        return SwsContextBox(s)
    }

    private func convert(_ f: UnsafeMutablePointer<AVFrame>, with sws: OpaquePointer) throws -> Pixmap {
        let w = Int(f.pointee.width), h = Int(f.pointee.height)
        let straight = Pixmap(width: w, height: h)
        try FrameConversion.scale(sws, frame: f, into: straight.view, path: path)
        let out = Pixmap(width: w, height: h)
        // One view taken while `straight` is alive, and `straight` kept alive until the last row is read.
        withExtendedLifetime(straight) {
            let src = straight.view, dst = out.view
            for y in 0..<h { StraightAlpha.premultiplyRow(src.row(y), dst.row(y), count: w) }
        }
        return out
    }
}
