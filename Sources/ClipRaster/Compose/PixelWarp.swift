/// Per-pixel image warps (ClipAnimation's page curl and ripple transitions): every output pixel
/// is a pure function of its position, sampled bilinearly from a source image.
package enum PixelWarp {
    /// Premultiplied RGBA (0…255) of `v` at image point (`x`, `y`) (pixel centres at i + 0.5),
    /// bilinear. Outside the image: transparent, or (`clamp`) the nearest edge pixel.
    @inlinable
    package static func sample(_ v: PixmapView, _ x: Double, _ y: Double, clamp: Bool = false) -> SIMD4<Float> {
        var fx = x - 0.5, fy = y - 0.5
        if clamp {
            fx = min(max(fx, 0), Double(v.width - 1)); fy = min(max(fy, 0), Double(v.height - 1))
        }
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        @inline(__always) func px(_ i: Int, _ j: Int) -> SIMD4<Float> {
            guard i >= 0, j >= 0, i < v.width, j < v.height else { return .zero }
            let p = v.base + j * v.stride + i * 4
            return SIMD4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
        }
        let a = px(x0, y0), b = px(x0 + 1, y0), c = px(x0, y0 + 1), d = px(x0 + 1, y0 + 1)
        let top = a + (b - a) * tx, bottom = c + (d - c) * tx
        return top + (bottom - top) * ty
    }

    /// `c` lightened toward white (`s` > 0) or darkened toward black (`s` < 0) by |s|, premultiplied.
    @inlinable
    package static func shade(_ c: SIMD4<Float>, _ s: Float) -> SIMD4<Float> {
        if s >= 0 {
            let a = SIMD4<Float>(c.w, c.w, c.w, c.w)
            var r = c + (a - c) * s; r.w = c.w; return r
        }
        var r = c * (1 + s); r.w = c.w; return r
    }

    /// Fills `out` with `f(x, y)` evaluated at each pixel centre (premultiplied 0…255, clamped).
    package static func render(into out: PixmapView, _ f: (Double, Double) -> SIMD4<Float>) {
        let lo = SIMD4<Float>(repeating: 0), hi = SIMD4<Float>(repeating: 255)
        for y in 0..<out.height {
            let row = out.row(y)
            let cy = Double(y) + 0.5
            for x in 0..<out.width {
                var c = f(Double(x) + 0.5, cy).clamped(lowerBound: lo, upperBound: hi)
                c = SIMD4(min(c.x, c.w), min(c.y, c.w), min(c.z, c.w), c.w)
                let p = row + x * 4
                p[0] = UInt8(c.x.rounded()); p[1] = UInt8(c.y.rounded()); p[2] = UInt8(c.z.rounded()); p[3] = UInt8(c.w.rounded())
            }
        }
    }
}
