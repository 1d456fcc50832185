import CFFmpeg
import ClipPipeline
import ClipRaster
#if canImport(Glibc)
    import Glibc
#endif

/// How one codec in one container is written: the libavcodec encoder, the muxer, the pixel format
/// and the encoder's private options. Built by `CodecChoice.profile(_:)` from the user's settings.
public struct CodecProfile: Sendable, Equatable {
    /// Shown in messages ("HEVC", "ProRes 4444").
    public var label: String
    /// libavcodec encoder name ("libx265").
    public var encoder: String
    /// libavformat muxer name ("mp4", "webm", "mov", "webp", "apng").
    public var muxer: String
    /// The encoder's input pixel format, by FFmpeg name ("yuv420p", "yuva444p10le", "rgba", "bgra").
    public var pixelFormat: String
    /// Four-character codec tag written to the container (`hvc1` for HEVC in MP4), if not the default.
    public var codecTag: String?
    /// Encoder private options, in order (`crf`, `preset`, …).
    public var options: [KeyValue]
    /// Muxer options (besides the faststart / fragmenting `CodecSink` decides).
    public var muxOptions: [KeyValue]
    /// Whether the codec wants even width and height (4:2:0 chroma).
    public var evenSize: Bool
    /// Fixed encoder thread count, set as `AVCodecContext.thread_count` (see `EncoderThreads` for the
    /// encoders that take it through their own options instead).
    public var threads: Int
    /// The smallest width and height the encoder accepts (1 for most).
    public var minimumSize = 1

    /// One option.
    public struct KeyValue: Sendable, Equatable {
        /// An encoder or muxer option name and its value (as FFmpeg's `-key value`).
        public var key: String, value: String
        /// An option `key` = `value`.
        public init(_ key: String, _ value: String) { self.key = key; self.value = value }
    }
}

/// Writes frames with any libavcodec encoder into any libavformat muxer, as a `CodecProfile` says
/// (HEVC / AV1 in MP4, VP9 / AV1 in WebM, ProRes 4444 in MOV, animated WebP, APNG).
///
/// - Pixels: the premultiplied RGBA frames are un-premultiplied exactly (straight alpha, what every
///   encoder expects) and converted by swscale to the profile's pixel format; YUV formats use the
///   BT.709 matrix, limited range, and every stream is tagged BT.709 primaries / transfer / matrix.
///   Opaque frames come out unchanged by the un-premultiply (alpha 255).
/// - Size: odd sizes are rounded up to even for 4:2:0 codecs, replicating the last column / row.
/// - Timing: constant frame rate, time base 1/fps, pts = frame index.
/// - Output: the same `OutputFile` rules as `MP4Sink` (temporary file + rename, or in place for a
///   stream; MP4 on a stream is fragmented).
///
/// Cost: one un-premultiply pass, one swscale pass and one encode per frame.
public final class CodecSink: FrameSink {
    /// The output path (or `-` for a stream).
    public let path: String
    /// Codec, container and settings.
    public let profile: CodecProfile
    /// Encoded width, known after `begin`.
    public private(set) var encodedWidth = 0
    /// Encoded height, known after `begin`.
    public private(set) var encodedHeight = 0
    /// Frames consumed so far.
    public private(set) var framesWritten = 0

    private let file: OutputFile
    private var format: FrameFormat?
    private var formatContext: UnsafeMutablePointer<AVFormatContext>?
    private var codecContext: AVCodecContextBox?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var sws: SwsContextBox?
    private var picture: AVFrameBox?
    private var packet: AVPacketBox?
    private var straight: Pixmap?
    private var finished = false
    /// The encoder was sent its end of stream.
    private var flushed = false

    /// A sink writing to `path` as `profile` says.
    public init(path: String, profile: CodecProfile) {
        self.path = path
        self.profile = profile
        file = OutputFile(path: path)
    }

    deinit { if !finished { teardown(); file.discard() } }

    public func begin(format: FrameFormat) throws {
        precondition(self.format == nil, "CodecSink.begin called twice")
        guard format.width > 0, format.height > 0 else {
            throw EncodeError(path: path, message: "invalid frame size \(format.width)x\(format.height)")
        }
        guard (1...1000).contains(format.fps) else {
            throw EncodeError(path: path, message: "invalid frame rate \(format.fps): must be in 1...1000")
        }
        guard format.width >= profile.minimumSize, format.height >= profile.minimumSize else {
            throw EncodeError(
                path: path,
                message: "\(profile.label) needs frames of at least \(profile.minimumSize)×\(profile.minimumSize) "
                    + "pixels (got \(format.width)×\(format.height)); raise --scale")
        }
        self.format = format
        if profile.evenSize {
            (encodedWidth, encodedHeight) = MP4Sink.adjustedSize(width: format.width, height: format.height)
        } else {
            (encodedWidth, encodedHeight) = (format.width, format.height)
        }
        try file.checkDirectory()
        do { try open(format) } catch { teardown(); file.discard(); throw error }
    }

    private func open(_ format: FrameFormat) throws {
        // SVT-AV1 prints a banner at info level unless told otherwise; keep stderr for our progress.
        if profile.encoder == "libsvtav1" { setenv("SVT_LOG", "1", 0) }
        guard let codec = avcodec_find_encoder_by_name(profile.encoder) else {
            throw EncodeError(path: path, message: "this FFmpeg has no \(profile.encoder) encoder")
        }
        let pixFmt = av_get_pix_fmt(profile.pixelFormat)
        guard pixFmt != AV_PIX_FMT_NONE else { throw EncodeError(path: path, message: "unknown pixel format \(profile.pixelFormat)") }
        var oc: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&oc, nil, profile.muxer, file.avioURL), "creating the \(profile.muxer) muxer", path: path)
        guard let oc else { throw EncodeError(path: path, message: "creating the \(profile.muxer) muxer failed") }
        formatContext = oc
        oc.pointee.flags |= Int32(AVFMT_FLAG_BITEXACT)
        guard let st = avformat_new_stream(oc, nil) else { throw EncodeError(path: path, message: "out of memory (avformat_new_stream)") }
        stream = st

        let box = try AVCodecContextBox(codec: codec, path: path)
        codecContext = box
        let c = box.pointer
        c.pointee.width = Int32(encodedWidth)
        c.pointee.height = Int32(encodedHeight)
        c.pointee.pix_fmt = pixFmt
        c.pointee.time_base = AVRational(num: 1, den: Int32(format.fps))
        c.pointee.framerate = AVRational(num: Int32(format.fps), den: 1)
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = isYUV ? AVCOL_SPC_BT709 : AVCOL_SPC_RGB
        c.pointee.color_range = isYUV ? AVCOL_RANGE_MPEG : AVCOL_RANGE_JPEG
        c.pointee.thread_count = Int32(profile.threads)
        c.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
        if (oc.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
            c.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        for o in profile.options {
            try check(av_opt_set(c.pointee.priv_data, o.key, o.value, 0), "setting \(profile.encoder) \(o.key)=\(o.value)", path: path)
        }
        // A parameter SVT-AV1 refuses (in svtav1-params) is then an error, not a warning on stderr.
        if profile.encoder == "libsvtav1" { c.pointee.err_recognition |= AV_EF_EXPLODE }
        try check(avcodec_open2(c, codec, nil), "opening the \(profile.label) encoder", path: path)
        try check(avcodec_parameters_from_context(st.pointee.codecpar, c), "configuring the stream", path: path)
        if let tag = profile.codecTag {
            let b = Array(tag.utf8)
            st.pointee.codecpar.pointee.codec_tag = UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
        }
        st.pointee.time_base = c.pointee.time_base
        st.pointee.avg_frame_rate = c.pointee.framerate
        st.pointee.r_frame_rate = c.pointee.framerate

        var pb: UnsafeMutablePointer<AVIOContext>?
        let r = avio_open(&pb, file.avioURL, AVIO_FLAG_WRITE)
        if r < 0 { throw EncodeError(path: path, message: "cannot write: \(averrorString(r))") }
        oc.pointee.pb = pb
        var mux: OpaquePointer?
        if profile.muxer == "mp4" || profile.muxer == "mov" {
            av_dict_set(&mux, "movflags", file.isStream ? "+frag_keyframe+empty_moov+default_base_moof" : "+faststart", 0)
        }
        for o in profile.muxOptions { av_dict_set(&mux, o.key, o.value, 0) }
        let hr = avformat_write_header(oc, &mux)
        av_dict_free(&mux)
        try check(hr, "writing the \(profile.muxer) header", path: path)

        guard
            let s = sws_getContext(
                Int32(encodedWidth), Int32(encodedHeight), AV_PIX_FMT_RGBA,
                Int32(encodedWidth), Int32(encodedHeight), pixFmt,
                Int32(SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT), nil, nil, nil)
        else {
            throw EncodeError(path: path, message: "cannot convert RGBA to \(profile.pixelFormat)")
        }
        sws = SwsContextBox(s)
        if isYUV {
            let bt709 = sws_getCoefficients(SWS_CS_ITU709)
            try check(sws_setColorspaceDetails(s, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16), "setting BT.709 conversion", path: path)
        }
        let frame = try AVFrameBox(path: path)
        frame.pointer.pointee.format = pixFmt.rawValue
        frame.pointer.pointee.width = Int32(encodedWidth)
        frame.pointer.pointee.height = Int32(encodedHeight)
        frame.pointer.pointee.color_primaries = c.pointee.color_primaries
        frame.pointer.pointee.color_trc = c.pointee.color_trc
        frame.pointer.pointee.colorspace = c.pointee.colorspace
        frame.pointer.pointee.color_range = c.pointee.color_range
        try check(av_frame_get_buffer(frame.pointer, 0), "allocating a video frame", path: path)
        frame.pointer.pointee.zeroBuffers()
        picture = frame
        packet = try AVPacketBox(path: path)
        straight = Pixmap(width: encodedWidth, height: encodedHeight)
    }

    /// The thread count and private options as the opened codec context holds them (nil before `begin`):
    /// `av_opt_get` of each of the profile's option keys, for tests that the settings reach the encoder.
    func openedSettings() -> (threads: Int, options: [String: String])? {
        guard let c = codecContext?.pointer else { return nil }
        var options: [String: String] = [:]
        for o in profile.options {
            var out: UnsafeMutablePointer<UInt8>?
            guard av_opt_get(c.pointee.priv_data, o.key, 0, &out) >= 0, let out else { continue }
            options[o.key] = String(cString: out)
            av_free(out)
        }
        return (Int(c.pointee.thread_count), options)
    }

    /// Whether the pixel format is YUV (not RGB): decides the matrix and the tags.
    private var isYUV: Bool { profile.pixelFormat.hasPrefix("yuv") }

    public func consume(frame: PixmapView, index: Int) throws {
        guard let format, let c = codecContext?.pointer, let picture, let sws, let straight else {
            throw EncodeError(path: path, message: "consume called before begin")
        }
        guard frame.width == format.width, frame.height == format.height else {
            throw EncodeError(
                path: path, message: "frame \(index) is \(frame.width)x\(frame.height), expected \(format.width)x\(format.height)")
        }
        guard index == framesWritten else {
            throw EncodeError(path: path, message: "frame \(index) arrived out of order (expected \(framesWritten))")
        }
        // Straight alpha for the encoder; the padding column / row repeats the last one.
        let w = frame.width, h = frame.height, dst = straight.view
        for y in 0..<dst.height {
            let row = dst.row(y)
            StraightAlpha.unpremultiplyRow(frame.row(min(y, h - 1)), row, count: w)
            for x in w..<dst.width { (row + x * 4).update(from: row + (w - 1) * 4, count: 4) }
        }
        if profile.pixelFormat == "yuva420p" { StraightAlpha.bleedIntoTransparent(dst) } // 4:2:0 chroma keeps edge colour
        let f = picture.pointer
        try check(av_frame_make_writable(f), "allocating a video frame", path: path)
        var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(dst.base), nil, nil, nil]
        var srcStrides: [Int32] = [Int32(dst.stride), 0, 0, 0]
        var dstPlanes: [UnsafeMutablePointer<UInt8>?] = (0..<4).map { f.pointee.plane($0) }
        var dstStrides: [Int32] = (0..<4).map { Int32(f.pointee.lineSize($0)) }
        let scaled = sws_scale(sws.pointer, &srcPlanes, &srcStrides, 0, Int32(encodedHeight), &dstPlanes, &dstStrides)
        if scaled < 0 { throw EncodeError.ffmpeg(scaled, "converting frame \(index)", path: path) }
        f.pointee.pts = Int64(index)
        try check(avcodec_send_frame(c, f), "encoding frame \(index)", path: path)
        try drainPackets()
        framesWritten += 1
    }

    /// Repeats are taken: the picture sent last is still in `picture` until the next frame's conversion.
    public var acceptsRepeatedFrames: Bool { true }

    /// Sends the previous frame's picture again as frame `index` (the encoder sees exactly the input
    /// the rendered frame would have given, so the file does not change).
    public func consumeRepeat(index: Int) throws {
        guard let c = codecContext?.pointer, let picture else { throw EncodeError(path: path, message: "consume called before begin") }
        guard framesWritten > 0, index == framesWritten else {
            throw EncodeError(path: path, message: "frame \(index) arrived out of order (expected \(framesWritten))")
        }
        picture.pointer.pointee.pts = Int64(index)
        try check(avcodec_send_frame(c, picture.pointer), "encoding frame \(index)", path: path)
        try drainPackets()
        framesWritten += 1
    }

    public func finish() throws {
        guard let c = codecContext?.pointer, let oc = formatContext else {
            throw EncodeError(path: path, message: "finish called before begin")
        }
        do {
            flushed = true
            try check(avcodec_send_frame(c, nil), "flushing the \(profile.label) encoder", path: path)
            try drainPackets()
            try check(av_write_trailer(oc), "finishing the \(profile.muxer) file", path: path)
            try check(avio_closep(&oc.pointee.pb), "closing the output", path: path)
            teardown()
            try file.publish()
            finished = true
        } catch {
            cancel()
            throw error
        }
    }

    public func cancel() {
        teardown()
        file.discard()
        finished = true
    }

    private func drainPackets() throws {
        guard let c = codecContext?.pointer, let oc = formatContext, let st = stream, let packet else { return }
        try writeReadyPackets(from: c, to: oc, stream: st, packet: packet.pointer, path: path)
    }

    private func teardown() {
        // SVT-AV1 waits for its end-of-stream packet when it is closed: closed unflushed (cancelled, or a
        // frame failed) it blocked forever in svt_av1_enc_deinit. Flush it first and drop the packets; with
        // no frame sent yet SVT-AV1 1.4 never answers the end of stream either, so it gets one blank frame.
        if profile.encoder == "libsvtav1", !flushed, let c = codecContext?.pointer, let packet, let picture {
            flushed = true
            if framesWritten == 0 {
                picture.pointer.pointee.pts = 0
                _ = avcodec_send_frame(c, picture.pointer)
            }
            if avcodec_send_frame(c, nil) >= 0 {
                while avcodec_receive_packet(c, packet.pointer) >= 0 { av_packet_unref(packet.pointer) }
            }
        }
        if let oc = formatContext {
            if oc.pointee.pb != nil { avio_closep(&oc.pointee.pb) }
            avformat_free_context(oc)
            formatContext = nil
        }
        stream = nil; codecContext = nil; sws = nil; picture = nil; packet = nil; straight = nil
    }
}
