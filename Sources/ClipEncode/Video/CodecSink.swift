import CFFmpeg
import ClipPipeline
import ClipRaster
#if canImport(Glibc)
    import Glibc
#endif

/// How one codec in one container is written: the libavcodec encoder, the muxer, the pixel format
/// and the encoder's private options. Built by `CodecChoice.profile(_:)` from the user's settings
/// (H.264: `CodecProfile.h264(_:)` from `MP4Options`).
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
    /// How the premultiplied RGBA frames become the encoder's pictures.
    package var conversion = PictureConversion.straightSwscale

    /// One option.
    public struct KeyValue: Sendable, Equatable {
        /// An encoder or muxer option name and its value (as FFmpeg's `-key value`).
        public var key: String, value: String
        /// An option `key` = `value`.
        public init(_ key: String, _ value: String) { self.key = key; self.value = value }
    }
}

/// How a `CodecSink` turns a premultiplied RGBA frame into the encoder's picture (on the render
/// workers in a `RenderSession`, on the encoder's thread otherwise).
package enum PictureConversion: Sendable, Equatable {
    /// Composited over opaque black (for premultiplied pixels: their R, G, B bytes) and converted by
    /// ClipRaster's `YUV420` (2×2 area chroma average, centre-sited; within one level of swscale) to
    /// yuv420p, BT.709 limited range. H.264.
    case yuv420OverBlack
    /// Un-premultiplied exactly (straight alpha, what every encoder expects; opaque pixels are
    /// unchanged), then converted by swscale (area, accurate rounding, bit-exact) to the profile's
    /// pixel format; YUV formats with the BT.709 matrix, limited range.
    case straightSwscale
}

/// Writes frames with any libavcodec encoder into any libavformat muxer, as a `CodecProfile` says:
/// H.264 (libx264), HEVC or AV1 in MP4, VP9 or AV1 in WebM, ProRes 4444 in MOV, animated WebP, APNG.
///
/// ```swift
/// let sink = CodecSink(path: "clips/a.mp4", options: try MP4Options(crf: 20, preset: "fast"))   // H.264
/// let webm = CodecSink(path: "clips/a.webm", profile: try CodecOptions(codec: .vp9).profile(for: .vp9, muxer: "webm"))
/// try sink.begin(format: format); for i in … { try sink.consume(frame: view, index: i) }; try sink.finish()
/// ```
/// - Pixels: as the profile's `PictureConversion` says. In a `RenderSession` the conversion runs on
///   the render workers (`makeConverter(slots:)`), into one picture per ring slot, so the encoder
///   thread only encodes. Every stream is tagged BT.709 primaries / transfer (and matrix, MPEG
///   range, for YUV).
/// - Size: odd sizes are rounded up to even for 4:2:0 codecs (`adjustedSize(width:height:)`),
///   replicating the last column / row.
/// - H.264: `x264Setup` (the hook libx264 gets, `X264Setup`) may code a wider picture, cropped in
///   the SPS, and caps x264's CPU level, so the bytes do not depend on the machine.
/// - Timing: constant frame rate, time base 1/fps, pts = frame index. Repeated frames
///   (`consumeRepeat`) send the previous picture again: the same bytes as rendering the frame.
/// - Container: bit-exact muxing (no encoder version string); MP4 and MOV get `+faststart`.
/// - Output goes to `.<name>.partial-<pid>` beside `path`, renamed by `finish()`, removed by `cancel()`;
///   `-` (standard output), a device, a FIFO or a socket is written in place (MP4 fragmented).
///
/// Cost: one conversion pass and one encode per frame; no allocation per frame in steady state.
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
    /// The hook that sets x264 up for an encoded width (libx264 only; internal so tests can force
    /// the other code paths).
    var x264Setup: ((Int) -> X264Setup)?
    /// The width the encoder codes (≥ `encodedWidth`, the rest cropped in the SPS), known after `begin`.
    private(set) var codedWidth = 0

    private let file: OutputFile
    private var format: FrameFormat?
    private var formatContext: UnsafeMutablePointer<AVFormatContext>?
    private var codecContext: AVCodecContextBox?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var pixelFormat = AV_PIX_FMT_NONE
    /// The picture `consume(frame:index:)` converts into.
    private var direct: Picture?
    /// One picture per ring slot when the render workers convert (`makeConverter(slots:)`).
    private var slotPictures: [Picture] = []
    /// The last frame sent to the encoder, kept for `consumeRepeat`: after each encode its buffers
    /// are swapped with those of the frame just sent (no copy), so a slot never has to be kept.
    private var lastFrame: AVFrameBox?
    private var swapFrame: AVFrameBox?
    private var hasLastFrame = false
    private var packet: AVPacketBox?
    private var finished = false
    /// The encoder was sent its end of stream.
    private var flushed = false

    /// A sink writing to `path` as `profile` says.
    public init(path: String, profile: CodecProfile) {
        self.path = path
        self.profile = profile
        file = OutputFile(path: path)
        if profile.encoder == "libx264" { x264Setup = X264Setup.standard(encodedWidth:) }
    }

    /// A sink writing H.264 MP4 to `path` with these x264 settings.
    public convenience init(path: String, options: MP4Options = .standard) {
        self.init(path: path, profile: .h264(options))
    }

    deinit { if !finished { teardown(); file.discard() } }

    /// The size a 4:2:0 video of `width × height` frames has: each dimension rounded up to even.
    public static func adjustedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width + (width & 1), height + (height & 1))
    }

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
            (encodedWidth, encodedHeight) = Self.adjustedSize(width: format.width, height: format.height)
        } else {
            (encodedWidth, encodedHeight) = (format.width, format.height)
        }
        let setup = x264Setup?(encodedWidth)
        codedWidth = setup?.codedWidth ?? encodedWidth
        precondition(codedWidth >= encodedWidth, "the encoder cannot code fewer columns than the clip has")
        try file.checkDirectory()
        do { try open(format, setup: setup) } catch { teardown(); file.discard(); throw error }
    }

    private func open(_ format: FrameFormat, setup: X264Setup?) throws {
        // SVT-AV1 prints a banner at info level unless told otherwise; keep stderr for our progress.
        if profile.encoder == "libsvtav1" { setenv("SVT_LOG", "1", 0) }
        guard let codec = avcodec_find_encoder_by_name(profile.encoder) else {
            throw EncodeError(path: path, message: "this FFmpeg has no \(profile.encoder) encoder")
        }
        pixelFormat = av_get_pix_fmt(profile.pixelFormat)
        guard pixelFormat != AV_PIX_FMT_NONE else { throw EncodeError(path: path, message: "unknown pixel format \(profile.pixelFormat)") }
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
        c.pointee.width = Int32(codedWidth)
        c.pointee.height = Int32(encodedHeight)
        c.pointee.pix_fmt = pixelFormat
        c.pointee.time_base = AVRational(num: 1, den: Int32(format.fps))
        c.pointee.framerate = AVRational(num: Int32(format.fps), den: 1)
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = isYUV ? AVCOL_SPC_BT709 : AVCOL_SPC_RGB
        c.pointee.color_range = isYUV ? AVCOL_RANGE_MPEG : AVCOL_RANGE_JPEG
        // Area (box) chroma downsampling averages each 2×2 block: centre-sited chroma.
        if profile.conversion == .yuv420OverBlack { c.pointee.chroma_sample_location = AVCHROMA_LOC_CENTER }
        c.pointee.thread_count = Int32(profile.threads)
        c.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
        if (oc.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
            c.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        for o in profile.options {
            try check(av_opt_set(c.pointee.priv_data, o.key, o.value, 0), "setting \(profile.encoder) \(o.key)=\(o.value)", path: path)
        }
        if let params = setup?.parameters(encodedWidth: encodedWidth) {
            try check(av_opt_set(c.pointee.priv_data, "x264-params", params, 0), "setting x264 parameters \(params)", path: path)
        }
        // A parameter SVT-AV1 refuses (in svtav1-params) is then an error, not a warning on stderr.
        if profile.encoder == "libsvtav1" { c.pointee.err_recognition |= AV_EF_EXPLODE }
        try check(avcodec_open2(c, codec, nil), "opening the \(profile.label) encoder", path: path)

        try check(avcodec_parameters_from_context(st.pointee.codecpar, c), "configuring the stream", path: path)
        // The container shows the clip's size (the SPS crops a wider coded picture down to it).
        st.pointee.codecpar.pointee.width = Int32(encodedWidth)
        if let tag = profile.codecTag {
            let b = Array(tag.utf8)
            st.pointee.codecpar.pointee.codec_tag = UInt32(b[0]) | UInt32(b[1]) << 8 | UInt32(b[2]) << 16 | UInt32(b[3]) << 24
        }
        st.pointee.time_base = c.pointee.time_base
        st.pointee.avg_frame_rate = c.pointee.framerate
        st.pointee.r_frame_rate = c.pointee.framerate
        st.pointee.sample_aspect_ratio = c.pointee.sample_aspect_ratio

        var pb: UnsafeMutablePointer<AVIOContext>?
        let r = avio_open(&pb, file.avioURL, AVIO_FLAG_WRITE)
        if r < 0 { throw EncodeError(path: path, message: "cannot write: \(averrorString(r))") }
        oc.pointee.pb = pb
        var mux: OpaquePointer?
        // A file gets faststart (moov first, needs a second pass over the file); a stream cannot
        // seek, so it gets a fragmented MP4 (an empty moov, then one fragment per keyframe).
        if profile.muxer == "mp4" || profile.muxer == "mov" {
            av_dict_set(&mux, "movflags", file.isStream ? "+frag_keyframe+empty_moov+default_base_moof" : "+faststart", 0)
        }
        for o in profile.muxOptions { av_dict_set(&mux, o.key, o.value, 0) }
        let hr = avformat_write_header(oc, &mux)
        av_dict_free(&mux)
        try check(hr, "writing the \(profile.muxer) header", path: path)

        direct = try makePicture()
        lastFrame = try makeFrame()
        swapFrame = try AVFrameBox(path: path)
        packet = try AVPacketBox(path: path)
    }

    /// A frame of the coded size in the encoder's pixel format, tagged as the stream is, zeroed
    /// (padding included: x264's SIMD plane copies read past the visible width and the last row,
    /// and uninitialised bytes there made the output differ from run to run).
    private func makeFrame() throws -> AVFrameBox {
        guard let c = codecContext?.pointer else { throw EncodeError(path: path, message: "a frame before begin") }
        let frame = try AVFrameBox(path: path)
        let f = frame.pointer
        f.pointee.format = pixelFormat.rawValue
        f.pointee.width = Int32(codedWidth)
        f.pointee.height = Int32(encodedHeight)
        f.pointee.color_primaries = c.pointee.color_primaries
        f.pointee.color_trc = c.pointee.color_trc
        f.pointee.colorspace = c.pointee.colorspace
        f.pointee.color_range = c.pointee.color_range
        try check(av_frame_get_buffer(f, 0), "allocating a video frame", path: path)
        f.pointee.zeroBuffers()
        return frame
    }

    /// A picture with what converting into it needs (for swscale: its own context, which threads
    /// may not share, and its own straight-alpha scratch).
    private func makePicture() throws -> Picture {
        let frame = try makeFrame()
        guard profile.conversion == .straightSwscale else { return Picture(frame: frame, sws: nil, straight: nil) }
        guard
            let s = sws_getContext(
                Int32(codedWidth), Int32(encodedHeight), AV_PIX_FMT_RGBA, Int32(codedWidth), Int32(encodedHeight), pixelFormat,
                Int32(SWS_AREA | SWS_ACCURATE_RND | SWS_BITEXACT), nil, nil, nil)
        else {
            throw EncodeError(path: path, message: "cannot convert RGBA to \(profile.pixelFormat)")
        }
        let sws = SwsContextBox(s)
        if isYUV {
            let bt709 = sws_getCoefficients(SWS_CS_ITU709)
            try check(sws_setColorspaceDetails(s, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16), "setting BT.709 conversion", path: path)
        }
        return Picture(frame: frame, sws: sws, straight: Pixmap(width: codedWidth, height: encodedHeight))
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

    /// One picture per ring slot; the render workers convert into them (see the type's notes).
    public func makeConverter(slots: Int) throws -> (any FrameConverter)? {
        guard format != nil, codecContext != nil else { throw EncodeError(path: path, message: "makeConverter called before begin") }
        slotPictures = try (0..<slots).map { _ in try makePicture() }
        return SlotConverter(pictures: slotPictures, conversion: profile.conversion, bleed: profile.pixelFormat == "yuva420p", path: path)
    }

    /// Converts on the render workers into the sink's per-slot pictures. A slot's picture is touched
    /// only by the worker that owns the slot, then by the encoder; the ring orders the two.
    struct SlotConverter: FrameConverter, @unchecked Sendable {
        let pictures: [Picture]
        let conversion: PictureConversion
        let bleed: Bool
        let path: String
        func convert(frame: PixmapView, slot: Int) throws {
            try pictures[slot].convert(frame, conversion: conversion, bleed: bleed, path: path)
        }
    }

    public func consume(frame: PixmapView, index: Int, slot: Int) throws {
        guard slot < slotPictures.count else { return try consume(frame: frame, index: index) }
        try checkFrame(frame, index: index)
        try encode(slotPictures[slot].frame.pointer, index: index)
        keepAsLast(slotPictures[slot].frame.pointer)
    }

    public func consume(frame: PixmapView, index: Int) throws {
        guard let direct else { throw EncodeError(path: path, message: "consume called before begin") }
        try checkFrame(frame, index: index)
        try direct.convert(frame, conversion: profile.conversion, bleed: profile.pixelFormat == "yuva420p", path: path)
        try encode(direct.frame.pointer, index: index)
        keepAsLast(direct.frame.pointer)
    }

    /// Repeats are taken: the frame sent last is sent again with the next timestamp.
    public var acceptsRepeatedFrames: Bool { true }

    /// Sends the previous frame's picture again as frame `index` (the encoder sees exactly the input
    /// the rendered frame would have given, so the file does not change).
    public func consumeRepeat(index: Int) throws {
        guard let format, let lastFrame, hasLastFrame else {
            throw EncodeError(path: path, message: "frame \(index) repeats a frame that was never encoded")
        }
        guard format.frameCount > 0, index == framesWritten else {
            throw EncodeError(path: path, message: "frame \(index) arrived out of order (expected \(framesWritten))")
        }
        try encode(lastFrame.pointer, index: index)
    }

    /// Swaps the buffers of `sent` (just encoded) and `lastFrame`: `lastFrame` now holds the sent
    /// picture, `sent` an older one that its next user overwrites (or copies, if the encoder still
    /// holds a reference to it: `Picture.convert` makes it writable first).
    private func keepAsLast(_ sent: UnsafeMutablePointer<AVFrame>) {
        guard let last = lastFrame?.pointer, let tmp = swapFrame?.pointer else { return }
        av_frame_move_ref(tmp, sent)
        av_frame_move_ref(sent, last)
        av_frame_move_ref(last, tmp)
        hasLastFrame = true
    }

    private func checkFrame(_ frame: PixmapView, index: Int) throws {
        guard let format else { throw EncodeError(path: path, message: "consume called before begin") }
        guard frame.width == format.width, frame.height == format.height else {
            throw EncodeError(
                path: path, message: "frame \(index) is \(frame.width)x\(frame.height), expected \(format.width)x\(format.height)")
        }
        guard index == framesWritten else {
            throw EncodeError(path: path, message: "frame \(index) arrived out of order (expected \(framesWritten))")
        }
    }

    private func encode(_ f: UnsafeMutablePointer<AVFrame>, index: Int) throws {
        guard let c = codecContext?.pointer else { throw EncodeError(path: path, message: "consume called before begin") }
        f.pointee.pts = Int64(index)
        try check(avcodec_send_frame(c, f), "encoding frame \(index)", path: path)
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

    /// Frees every FFmpeg object; safe to call repeatedly.
    private func teardown() {
        // SVT-AV1 waits for its end-of-stream packet when it is closed: closed unflushed (cancelled, or a
        // frame failed) it blocked forever in svt_av1_enc_deinit. Flush it first and drop the packets; with
        // no frame sent yet SVT-AV1 1.4 never answers the end of stream either, so it gets one blank frame.
        if profile.encoder == "libsvtav1", !flushed, let c = codecContext?.pointer, let packet, let blank = lastFrame {
            flushed = true
            if framesWritten == 0 {
                blank.pointer.pointee.pts = 0
                _ = avcodec_send_frame(c, blank.pointer)
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
        stream = nil
        codecContext = nil
        direct = nil
        slotPictures = []
        lastFrame = nil
        swapFrame = nil
        hasLastFrame = false
        packet = nil
    }
}

/// H.264 MP4: the sink with the H.264 profile (`CodecSink(path:options:)`).
public typealias MP4Sink = CodecSink

/// One encoder picture and what converting into it needs. Owned by one thread at a time (a ring
/// slot's worker, then the encoder), so it needs no lock.
final class Picture: @unchecked Sendable {
    let frame: AVFrameBox
    /// swscale's context for this picture (`straightSwscale`).
    let sws: SwsContextBox?
    /// The straight-alpha frame swscale reads (`straightSwscale`), of the coded size.
    let straight: Pixmap?

    init(frame: AVFrameBox, sws: SwsContextBox?, straight: Pixmap?) {
        self.frame = frame
        self.sws = sws
        self.straight = straight
    }

    /// Converts `source` into the picture (odd sizes padded by repeating the last column / row).
    /// The frame is made writable first (the encoder may still hold its buffers); a buffer that had
    /// to be replaced is zeroed, padding included. `bleed`: give transparent pixels the colour of
    /// their neighbours, so 4:2:0 chroma keeps the edge colour (yuva420p).
    func convert(_ source: PixmapView, conversion: PictureConversion, bleed: Bool, path: String) throws {
        let f = frame.pointer
        if av_frame_is_writable(f) == 0 {
            try check(av_frame_make_writable(f), "allocating a video frame", path: path)
            f.pointee.zeroBuffers()
        }
        switch conversion {
        case .yuv420OverBlack:
            guard let y = f.pointee.plane(0), let u = f.pointee.plane(1), let v = f.pointee.plane(2) else {
                throw EncodeError(path: path, message: "video frame without planes")
            }
            YUV420.convert(
                source,
                into: YUV420.Planes(
                    y: y, yStride: f.pointee.lineSize(0), u: u, uStride: f.pointee.lineSize(1),
                    v: v, vStride: f.pointee.lineSize(2)),
                width: Int(f.pointee.width), height: Int(f.pointee.height))
        case .straightSwscale:
            guard let sws, let straight else { throw EncodeError(path: path, message: "picture without a converter") }
            // Straight alpha for the encoder; the padding column / row repeats the last one.
            let w = source.width, h = source.height, dst = straight.view
            for y in 0..<dst.height {
                let row = dst.row(y)
                StraightAlpha.unpremultiplyRow(source.row(min(y, h - 1)), row, count: w)
                for x in w..<dst.width { (row + x * 4).update(from: row + (w - 1) * 4, count: 4) }
            }
            if bleed { StraightAlpha.bleedIntoTransparent(dst) }
            var srcPlanes: [UnsafePointer<UInt8>?] = [UnsafePointer(dst.base), nil, nil, nil]
            var srcStrides: [Int32] = [Int32(dst.stride), 0, 0, 0]
            var dstPlanes: [UnsafeMutablePointer<UInt8>?] = (0..<4).map { f.pointee.plane($0) }
            var dstStrides: [Int32] = (0..<4).map { Int32(f.pointee.lineSize($0)) }
            let scaled = sws_scale(sws.pointer, &srcPlanes, &srcStrides, 0, Int32(dst.height), &dstPlanes, &dstStrides)
            if scaled < 0 { throw EncodeError.ffmpeg(scaled, "converting a frame to \(pixelFormatName(f))", path: path) }
        }
    }

    private func pixelFormatName(_ f: UnsafeMutablePointer<AVFrame>) -> String {
        FrameConversion.pixelFormatName(AVPixelFormat(rawValue: f.pointee.format))
    }
}
