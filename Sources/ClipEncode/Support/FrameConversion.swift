import CFFmpeg
import ClipRaster

/// Decoded `AVFrame` → premultiplied `Pixmap`.
enum FrameConversion {
    /// Converts a decoded frame holding straight-alpha (or opaque) pixels of any pixel format
    /// to a premultiplied RGBA8 pixmap. RGBA frames are copied directly; other formats go
    /// through swscale (bit-exact, no scaling).
    static func pixmap(fromStraightAlpha f: UnsafeMutablePointer<AVFrame>, path: String) throws -> Pixmap {
        let w = Int(f.pointee.width), h = Int(f.pointee.height)
        let out = Pixmap(width: w, height: h)
        let format = AVPixelFormat(rawValue: f.pointee.format)
        if format == AV_PIX_FMT_RGBA {
            let src = f.pointee.plane(0)!, stride = f.pointee.lineSize(0)
            for y in 0..<h { StraightAlpha.premultiplyRow(src + y * stride, out.view.row(y), count: w) }
            return out
        }
        guard
            let sws = sws_getContext(
                Int32(w), Int32(h), format, Int32(w), Int32(h), AV_PIX_FMT_RGBA,
                Int32(SWS_POINT | SWS_BITEXACT | SWS_ACCURATE_RND), nil, nil, nil)
        else {
            throw EncodeError(path: path, message: "cannot convert pixel format \(pixelFormatName(format)) to RGBA")
        }
        defer { sws_freeContext(sws) }
        let tmp = Pixmap(width: w, height: h)
        try withExtendedLifetime(tmp) {
            try scale(sws, frame: f, into: tmp.view, path: path)
            for y in 0..<h { StraightAlpha.premultiplyRow(tmp.view.row(y), out.view.row(y), count: w) }
        }
        return out
    }

    /// Runs `sws` on all planes of `f` writing packed RGBA into `target`.
    static func scale(_ sws: OpaquePointer, frame f: UnsafeMutablePointer<AVFrame>, into target: PixmapView, path: String) throws {
        var srcPlanes: [UnsafePointer<UInt8>?] = (0..<8).map { UnsafePointer(f.pointee.plane($0)) }
        var srcStrides: [Int32] = (0..<8).map { Int32(f.pointee.lineSize($0)) }
        var dstPlanes: [UnsafeMutablePointer<UInt8>?] = [target.base, nil, nil, nil]
        var dstStrides: [Int32] = [Int32(target.stride), 0, 0, 0]
        let r = sws_scale(sws, &srcPlanes, &srcStrides, 0, f.pointee.height, &dstPlanes, &dstStrides)
        if r < 0 { throw EncodeError.ffmpeg(r, "pixel conversion", path: path) }
    }

    static func pixelFormatName(_ f: AVPixelFormat) -> String {
        av_get_pix_fmt_name(f).map { String(cString: $0) } ?? "\(f.rawValue)"
    }
}
