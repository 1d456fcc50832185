import CFFmpeg
import ClipPipeline
import ClipRaster

/// Writes frames as H.264 (libx264 through libavcodec) in an MP4 (libavformat).
///
/// ```swift
/// let sink = try MP4Sink(path: "clips/a.mp4", options: MP4Options(crf: 20, preset: "fast"))
/// try sink.begin(format: format); for i in … { try sink.consume(frame: view, index: i) }; try sink.finish()
/// ```
/// - Pixels: premultiplied RGBA composited over opaque black (which for premultiplied pixels is
///   just their R, G, B bytes), converted by ClipRaster's `YUV420` (2×2 area chroma average,
///   centre-sited; within one level of swscale) to yuv420p with BT.709 coefficients, limited
///   range; the stream is tagged BT.709 primaries / transfer / matrix, MPEG range. In a
///   `RenderSession` the conversion runs on the render workers (`makeConverter(slots:)`), into
///   one YUV frame per ring slot, so the encoder thread only encodes.
/// - Size: H.264 4:2:0 needs even dimensions; odd ones are rounded up by replicating the last
///   column / row (`adjustedSize(width:height:)` says what the file will be, so the CLI can announce it).
/// - Timing: constant frame rate, time base 1/fps, pts = frame index, each packet lasts one frame.
/// - Container: `+faststart` (moov before mdat), bit-exact muxing (no encoder version string).
/// - Determinism: fixed x264 thread count, x264's AVX-512 kernels only at widths where they are
///   exact (others capped at AVX2; see `X264Setup`) and an integer converter; same frames → same
///   bytes, on any x86-64 machine.
/// - Output goes to `.<name>.partial-<pid>` beside `path`, renamed by `finish()`, removed by `cancel()`;
///   `-` (standard output), a device, a FIFO or a socket is written in place as fragmented MP4.
///
/// Cost: one conversion pass and one x264 encode per frame; no allocation per frame in steady state.
public final class MP4Sink: FrameSink {
    /// The output path (or `-` for fragmented MP4 on standard output).
    public let path: String
    /// The x264 settings.
    public let options: MP4Options
    /// The encoded size, known after `begin` (even width and height).
    public private(set) var encodedWidth = 0
    /// Encoded height, known after `begin` (even).
    public private(set) var encodedHeight = 0
    /// Frames consumed so far.
    public private(set) var framesWritten = 0
    /// How x264 is set up for an encoded width (internal so tests can force the other code paths).
    var x264Setup: (Int) -> X264Setup = X264Setup.standard(encodedWidth:)
    /// The width x264 codes (≥ `encodedWidth`, the rest cropped in the SPS), known after `begin`.
    private(set) var codedWidth = 0

    private let file: OutputFile
    private var format: FrameFormat?
    private var formatContext: UnsafeMutablePointer<AVFormatContext>?
    private var codecContext: AVCodecContextBox?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var yuv: AVFrameBox?
    /// One YUV frame per ring slot when the render workers convert (`makeConverter(slots:)`).
    private var slotFrames: [AVFrameBox] = []
    /// The last frame sent to the encoder, kept for `consumeRepeat`: after each encode its buffers
    /// are swapped with those of the frame just sent (no copy), so a slot never has to be kept.
    private var lastFrame: AVFrameBox?
    private var swapFrame: AVFrameBox?
    private var hasLastFrame = false
    private var packet: AVPacketBox?
    private var headerWritten = false
    private var finished = false

    /// A sink writing H.264 MP4 to `path` (written to a temporary file and renamed when finished).
    public init(path: String, options: MP4Options = .standard) {
        self.path = path
        self.options = options
        file = OutputFile(path: path)
    }

    deinit {
        if !finished { teardown(); file.discard() }
    }

    /// The size an MP4 of `width × height` frames will have: each dimension rounded up to even.
    public static func adjustedSize(width: Int, height: Int) -> (width: Int, height: Int) {
        (width + (width & 1), height + (height & 1))
    }

    public func begin(format: FrameFormat) throws {
        precondition(self.format == nil, "MP4Sink.begin called twice")
        guard format.width > 0, format.height > 0 else {
            throw EncodeError(path: path, message: "invalid frame size \(format.width)x\(format.height)")
        }
        guard (1...1000).contains(format.fps) else {
            throw EncodeError(path: path, message: "invalid frame rate \(format.fps): must be in 1...1000")
        }
        self.format = format
        (encodedWidth, encodedHeight) = MP4Sink.adjustedSize(width: format.width, height: format.height)
        let setup = x264Setup(encodedWidth)
        precondition(setup.codedWidth >= encodedWidth, "x264 cannot code fewer columns than the clip has")
        codedWidth = setup.codedWidth
        try file.checkDirectory()
        do {
            try open(format, setup: setup)
        } catch {
            teardown(); file.discard()
            throw error
        }
    }

    private func open(_ format: FrameFormat, setup: X264Setup) throws {
        guard let codec = avcodec_find_encoder_by_name("libx264") else {
            throw EncodeError(path: path, message: "this FFmpeg has no libx264 encoder")
        }
        var oc: UnsafeMutablePointer<AVFormatContext>?
        try check(avformat_alloc_output_context2(&oc, nil, "mp4", file.avioURL), "creating the MP4 muxer", path: path)
        guard let oc else { throw EncodeError(path: path, message: "creating the MP4 muxer failed") }
        formatContext = oc
        oc.pointee.flags |= Int32(AVFMT_FLAG_BITEXACT)

        guard let st = avformat_new_stream(oc, nil) else { throw EncodeError(path: path, message: "out of memory (avformat_new_stream)") }
        stream = st

        let ctxBox = try AVCodecContextBox(codec: codec, path: path)
        codecContext = ctxBox
        let c = ctxBox.pointer
        c.pointee.width = Int32(codedWidth)
        c.pointee.height = Int32(encodedHeight)
        c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        c.pointee.time_base = AVRational(num: 1, den: Int32(format.fps))
        c.pointee.framerate = AVRational(num: Int32(format.fps), den: 1)
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        // Area (box) chroma downsampling averages each 2×2 block: centre-sited chroma.
        c.pointee.chroma_sample_location = AVCHROMA_LOC_CENTER
        c.pointee.thread_count = Int32(options.threads)
        c.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
        if (oc.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER) != 0 {
            c.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
        }
        try check(av_opt_set(c.pointee.priv_data, "preset", options.preset, 0), "setting x264 preset \(options.preset)", path: path)
        try check(av_opt_set(c.pointee.priv_data, "crf", "\(options.crf)", 0), "setting x264 crf \(options.crf)", path: path)
        if let params = setup.parameters(encodedWidth: encodedWidth) {
            try check(av_opt_set(c.pointee.priv_data, "x264-params", params, 0), "setting x264 parameters \(params)", path: path)
        }
        try check(avcodec_open2(c, codec, nil), "opening the H.264 encoder", path: path)

        try check(avcodec_parameters_from_context(st.pointee.codecpar, c), "configuring the MP4 stream", path: path)
        // The container shows the cropped size (the SPS crops the coded width down to it).
        st.pointee.codecpar.pointee.width = Int32(encodedWidth)
        st.pointee.time_base = c.pointee.time_base
        st.pointee.avg_frame_rate = c.pointee.framerate
        st.pointee.r_frame_rate = c.pointee.framerate
        st.pointee.sample_aspect_ratio = c.pointee.sample_aspect_ratio

        var pb: UnsafeMutablePointer<AVIOContext>?
        let openResult = avio_open(&pb, file.avioURL, AVIO_FLAG_WRITE)
        if openResult < 0 {
            throw EncodeError(path: path, message: "cannot write: \(averrorString(openResult))")
        }
        oc.pointee.pb = pb

        var muxOptions: OpaquePointer?
        // A file gets faststart (moov first, needs a second pass over the file); a stream cannot
        // seek, so it gets a fragmented MP4 (an empty moov, then one fragment per keyframe).
        av_dict_set(&muxOptions, "movflags", file.isStream ? "+frag_keyframe+empty_moov+default_base_moof" : "+faststart", 0)
        let headerResult = avformat_write_header(oc, &muxOptions)
        av_dict_free(&muxOptions)
        try check(headerResult, "writing the MP4 header", path: path)
        headerWritten = true

        yuv = try makeYUVFrame()
        lastFrame = try makeYUVFrame()
        swapFrame = try AVFrameBox(path: path)
        packet = try AVPacketBox(path: path)
    }

    /// A yuv420p frame of the coded size, zeroed.
    private func makeYUVFrame() throws -> AVFrameBox {
        let frame = try AVFrameBox(path: path)
        frame.pointer.pointee.format = AV_PIX_FMT_YUV420P.rawValue
        frame.pointer.pointee.width = Int32(codedWidth)
        frame.pointer.pointee.height = Int32(encodedHeight)
        frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointer.pointee.color_trc = AVCOL_TRC_BT709
        frame.pointer.pointee.colorspace = AVCOL_SPC_BT709
        frame.pointer.pointee.color_range = AVCOL_RANGE_MPEG
        try check(av_frame_get_buffer(frame.pointer, 0), "allocating a video frame", path: path)
        // Zero the whole buffers including row and end padding: x264's SIMD plane copies read past
        // the visible width (and past the last row), and uninitialised bytes there made the
        // output differ from run to run.
        frame.pointer.pointee.zeroBuffers()
        return frame
    }

    /// Converts `frame` into `f` (RGBA → yuv420p, odd sizes padded by repeating the last column /
    /// row). `f` is made writable first; a buffer that had to be replaced is zeroed, padding included.
    static func convert(_ frame: PixmapView, into f: UnsafeMutablePointer<AVFrame>, path: String) throws {
        if av_frame_is_writable(f) == 0 {
            try check(av_frame_make_writable(f), "allocating a video frame", path: path)
            f.pointee.zeroBuffers()
        }
        guard let y = f.pointee.plane(0), let u = f.pointee.plane(1), let v = f.pointee.plane(2) else {
            throw EncodeError(path: path, message: "video frame without planes")
        }
        YUV420.convert(
            frame,
            into: YUV420.Planes(
                y: y, yStride: f.pointee.lineSize(0), u: u, uStride: f.pointee.lineSize(1),
                v: v, vStride: f.pointee.lineSize(2)),
            width: Int(f.pointee.width), height: Int(f.pointee.height))
    }

    /// One YUV frame per ring slot; the render workers convert into them (see the type's notes).
    public func makeConverter(slots: Int) throws -> (any FrameConverter)? {
        guard format != nil, codecContext != nil else { throw EncodeError(path: path, message: "makeConverter called before begin") }
        slotFrames = try (0..<slots).map { _ in try makeYUVFrame() }
        return SlotConverter(frames: slotFrames.map(\.pointer), path: path)
    }

    /// Converts on the render workers into the sink's per-slot frames. A slot's frame is touched
    /// only by the worker that owns the slot, then by the encoder; the ring orders the two.
    struct SlotConverter: FrameConverter, @unchecked Sendable {
        let frames: [UnsafeMutablePointer<AVFrame>]
        let path: String
        func convert(frame: PixmapView, slot: Int) throws { try MP4Sink.convert(frame, into: frames[slot], path: path) }
    }

    public func consume(frame: PixmapView, index: Int, slot: Int) throws {
        guard slot < slotFrames.count else { return try consume(frame: frame, index: index) }
        try checkFrame(frame, index: index)
        try encode(slotFrames[slot].pointer, index: index)
        keepAsLast(slotFrames[slot].pointer)
    }

    /// MP4 takes repeats: the frame sent last is sent again with the next timestamp.
    public var acceptsRepeatedFrames: Bool { true }

    /// Encodes the previous frame's picture again as frame `index` (x264 sees the same input it
    /// would have been given, so the file is byte-identical to rendering the frame).
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
    /// holds a reference to it: `convert` makes it writable first).
    private func keepAsLast(_ sent: UnsafeMutablePointer<AVFrame>) {
        guard let last = lastFrame?.pointer, let tmp = swapFrame?.pointer else { return }
        av_frame_move_ref(tmp, sent)
        av_frame_move_ref(sent, last)
        av_frame_move_ref(last, tmp)
        hasLastFrame = true
    }

    public func consume(frame: PixmapView, index: Int) throws {
        guard let yuv else { throw EncodeError(path: path, message: "consume called before begin") }
        try checkFrame(frame, index: index)
        try MP4Sink.convert(frame, into: yuv.pointer, path: path)
        try encode(yuv.pointer, index: index)
        keepAsLast(yuv.pointer)
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
            try check(avcodec_send_frame(c, nil), "flushing the H.264 encoder", path: path)
            try drainPackets()
            try check(av_write_trailer(oc), "finishing the MP4 (faststart)", path: path)
            let closeResult = avio_closep(&oc.pointee.pb)
            try check(closeResult, "closing the output", path: path)
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
        if let oc = formatContext {
            if oc.pointee.pb != nil { avio_closep(&oc.pointee.pb) }
            avformat_free_context(oc)
            formatContext = nil
        }
        stream = nil
        codecContext = nil
        yuv = nil
        lastFrame = nil
        swapFrame = nil
        hasLastFrame = false
        slotFrames = []
        packet = nil
    }
}
