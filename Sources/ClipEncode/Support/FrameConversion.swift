import CFFmpeg
import ClipRaster

/// Decoded `AVFrame` → premultiplied `Pixmap`.
enum FrameConversion {
    /// Converts a decoded frame holding straight-alpha (or opaque) pixels of any pixel format
    /// to a premultiplied RGBA8 pixmap. RGBA frames are copied directly; other formats go
    /// through swscale (bit-exact, no scaling).
    ///
    /// Subsampled YCbCr (JPEG) is upsampled with swscale's bicubic chroma filter and full chroma
    /// interpolation: on a 4:2:0 test image that lands within 4 levels of libjpeg's decode (mean
    /// 0.8), where nearest-neighbour chroma is up to 12 off (mean 3.5). RGB, grey and palette
    /// formats are converted exactly.
    static func pixmap(fromStraightAlpha f: UnsafeMutablePointer<AVFrame>, path: String) throws -> Pixmap {
        let w = Int(f.pointee.width), h = Int(f.pointee.height)
        let out = Pixmap(width: w, height: h)
        let format = AVPixelFormat(rawValue: f.pointee.format)
        if format == AV_PIX_FMT_RGBA {
            let src = f.pointee.plane(0)!, stride = f.pointee.lineSize(0)
            for y in 0..<h { StraightAlpha.premultiplyRow(src + y * stride, out.view.row(y), count: w) }
            return out
        }
        let desc = av_pix_fmt_desc_get(format)
        let isYUV = desc.map { ($0.pointee.flags & UInt64(AV_PIX_FMT_FLAG_RGB)) == 0 && $0.pointee.nb_components >= 3 } ?? false
        let filter = isYUV ? SWS_BICUBIC | SWS_FULL_CHR_H_INT : SWS_POINT
        guard
            let sws = sws_getContext(
                Int32(w), Int32(h), format, Int32(w), Int32(h), AV_PIX_FMT_RGBA,
                Int32(filter | SWS_BITEXACT | SWS_ACCURATE_RND), nil, nil, nil)
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
