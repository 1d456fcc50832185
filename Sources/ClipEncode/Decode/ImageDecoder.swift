import CFFmpeg
import ClipRaster

/// PNG and JPEG files decoded with libavcodec's `png` and `mjpeg` decoders into premultiplied
/// RGBA8 pixmaps (layer contents, textures).
///
/// ```swift
/// let photo = try ImageDecoder.read(path: "Assets/photo.jpg")
/// ```
/// The format is told by the file's signature, not its name. Pixels are converted with swscale
/// (no scaling) to straight RGBA and premultiplied with `p = round(s · a / 255)`, so an 8-bit PNG
/// decodes exactly: opaque pixels keep their values, transparent ones become (0, 0, 0, 0), partly
/// transparent edges are rounded once. JPEG is YCbCr (full range, BT.601) converted by swscale;
/// it differs from libjpeg's decoder by a few levels at most. EXIF orientation is not applied.
/// Only the first frame of an animated PNG is read.
public enum ImageDecoder {
    /// An image file format the decoder reads.
    public enum Format: String, Sendable, CaseIterable {
        /// PNG (any colour type and bit depth libavcodec's `png` decoder reads).
        case png
        /// JPEG (baseline or progressive, through libavcodec's `mjpeg` decoder).
        case jpeg
    }

    /// The format of `bytes`, told by its signature; nil when it is neither PNG nor JPEG.
    public static func format(of bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        return nil
    }

    /// Decodes PNG or JPEG bytes into a premultiplied pixmap. `path` names the source in errors.
    public static func decode(_ bytes: [UInt8], path: String = "<image>") throws -> Pixmap {
        guard let format = format(of: bytes) else {
            let what = bytes.isEmpty ? "the file is empty" : "not a PNG or JPEG file"
            throw EncodeError(path: path, message: "\(what) (images are PNG or JPEG)")
        }
        switch format {
        case .png: return try decodeStill(bytes, codec: AV_CODEC_ID_PNG, name: "PNG", path: path)
        case .jpeg: return try decodeStill(bytes, codec: AV_CODEC_ID_MJPEG, name: "JPEG", path: path)
        }
    }

    /// Reads and decodes the PNG or JPEG file at `path`.
    public static func read(path: String) throws -> Pixmap {
        try decode(try PNGCodec.readFile(path), path: path)
    }

    /// One picture from a whole-file packet through the decoder for `codec`.
    static func decodeStill(_ bytes: [UInt8], codec id: AVCodecID, name: String, path: String) throws -> Pixmap {
        guard let codec = avcodec_find_decoder(id) else {
            throw EncodeError(path: path, message: "libavcodec has no \(name) decoder")
        }
        guard !bytes.isEmpty, bytes.count < Int(Int32.max) else {
            throw EncodeError(path: path, message: "cannot decode \(bytes.count) bytes as \(name)")
        }
        let ctx = try AVCodecContextBox(codec: codec, path: path)
        ctx.pointer.pointee.thread_count = 1
        try check(avcodec_open2(ctx.pointer, codec, nil), "opening the \(name) decoder", path: path)
        let packet = try AVPacketBox(path: path)
        try check(av_new_packet(packet.pointer, Int32(bytes.count)), "allocating a packet", path: path)
        bytes.withUnsafeBufferPointer { packet.pointer.pointee.data.update(from: $0.baseAddress!, count: bytes.count) }
        try check(avcodec_send_packet(ctx.pointer, packet.pointer), "decoding \(name)", path: path)
        _ = avcodec_send_packet(ctx.pointer, nil)
        let frame = try AVFrameBox(path: path)
        try check(avcodec_receive_frame(ctx.pointer, frame.pointer), "decoding \(name)", path: path)
        let f = frame.pointer
        guard f.pointee.width > 0, f.pointee.height > 0 else {
            throw EncodeError(path: path, message: "decoding \(name) gave an empty \(f.pointee.width)x\(f.pointee.height) picture")
        }
        return try FrameConversion.pixmap(fromStraightAlpha: f, path: path)
    }
}
