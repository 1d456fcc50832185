import CFFmpeg
import ClipRaster

/// PNG stills through libavcodec's `png` encoder and decoder (no extra image library).
///
/// Pixels in clipgen are premultiplied RGBA8; PNG stores straight alpha. `encode` un-premultiplies
/// with `s = round(p * 255 / a)` and `decode` re-premultiplies with `p = round(s * a / 255)`, both
/// in integers, so `decode(encode(v))` returns exactly `v` for every premultiplied pixel
/// (`p <= a`), and pixels with alpha 0 are stored as (0, 0, 0, 0).
///
/// Output is deterministic: the same pixels give the same bytes (bit-exact flag, fixed
/// prediction, no timestamps or text chunks).
public enum PNGCodec {
    /// PNG bytes of `view`.
    public static func encode(_ view: PixmapView) throws -> [UInt8] {
        try encode(view, path: "<png>")
    }

    /// Decodes PNG bytes (any colour type libavcodec reads) into a premultiplied pixmap.
    public static func decode(_ bytes: [UInt8]) throws -> Pixmap {
        try decode(bytes, path: "<png>")
    }

    /// Encodes `view` and writes it to `path` (temporary file beside it, then rename).
    public static func write(_ view: PixmapView, to path: String) throws {
        let file = OutputFile(path: path)
        try file.checkDirectory()
        let bytes = try encode(view, path: path)
        try file.writePartial(bytes)
        try file.publish()
    }

    /// Reads and decodes the PNG file at `path`.
    public static func read(path: String) throws -> Pixmap {
        try decode(try readFile(path), path: path)
    }

    // MARK: - Implementation

    static func encode(_ view: PixmapView, path: String) throws -> [UInt8] {
        guard view.width > 0, view.height > 0 else {
            throw EncodeError(path: path, message: "cannot encode an empty \(view.width)x\(view.height) image as PNG")
        }
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw EncodeError(path: path, message: "libavcodec has no PNG encoder")
        }
        let ctx = try AVCodecContextBox(codec: codec, path: path)
        let c = ctx.pointer
        c.pointee.width = Int32(view.width)
        c.pointee.height = Int32(view.height)
        c.pointee.pix_fmt = AV_PIX_FMT_RGBA
        c.pointee.time_base = AVRational(num: 1, den: 1)
        c.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
        c.pointee.thread_count = 1
        c.pointee.compression_level = 9
        av_opt_set(c.pointee.priv_data, "pred", "mixed", 0)
        try check(avcodec_open2(c, codec, nil), "opening the PNG encoder", path: path)

        let frame = try AVFrameBox(path: path)
        let f = frame.pointer
        f.pointee.format = AV_PIX_FMT_RGBA.rawValue
        f.pointee.width = Int32(view.width)
        f.pointee.height = Int32(view.height)
        try check(av_frame_get_buffer(f, 0), "allocating a PNG frame", path: path)
        let dst = f.pointee.plane(0)!, dstStride = f.pointee.lineSize(0)
        for y in 0..<view.height {
            StraightAlpha.unpremultiplyRow(view.row(y), dst + y * dstStride, count: view.width)
        }

        try check(avcodec_send_frame(c, f), "encoding PNG", path: path)
        try check(avcodec_send_frame(c, nil), "flushing the PNG encoder", path: path)
        let packet = try AVPacketBox(path: path)
        var out: [UInt8] = []
        while true {
            let r = avcodec_receive_packet(c, packet.pointer)
            if r == cg_averror_eof() || r == cg_averror_eagain() { break }
            try check(r, "encoding PNG", path: path)
            out.append(contentsOf: UnsafeBufferPointer(start: packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size)))
            av_packet_unref(packet.pointer)
        }
        if out.isEmpty { throw EncodeError(path: path, message: "the PNG encoder produced no data") }
        return out
    }

    static func decode(_ bytes: [UInt8], path: String) throws -> Pixmap {
        try ImageDecoder.decodeStill(bytes, codec: AV_CODEC_ID_PNG, name: "PNG", path: path)
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        guard let fp = fopen(path, "rb") else { throw EncodeError.errno("cannot read", path: path) }
        defer { fclose(fp) }
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress!, 1, $0.count, fp) }
            if n > 0 { out.append(contentsOf: chunk[0..<n]) }
            if n < chunk.count {
                if ferror(fp) != 0 { throw EncodeError.errno("read failed", path: path) }
                break
            }
        }
        return out
    }
}
