/// Whole-image pixel operations used by the layer renderer and the scenes (shadow silhouettes,
/// masks, particle tints, backdrop desaturation), as SIMD lane kernels (8 pixels per step; the
/// tail runs the same kernel on a zero-padded vector). Each has a scalar twin in
/// `Reference/ReferencePixelOps.swift`, compared bit for bit by `PixelOpsDifferentialTests`.
/// All images are premultiplied RGBA8.
public enum PixelOps {
    // MARK: - Public operations

    /// `dst *= alpha(mask)` per channel, rounded (`round(v · a / 255)`); `mask` is at least as
    /// large as `dst` (masks of layers: a destination-in with the mask's alpha).
    public static func multiplyByAlpha(_ dst: PixmapView, mask: PixmapView) {
        let w = min(dst.width, mask.width), h = min(dst.height, mask.height)
        for y in 0..<h { rowBinary(MultiplyAlphaKernel(), dst: px(dst.row(y)), src: px(mask.row(y)), n: w) }
    }

    /// Shadow silhouette: `dst = color × alpha(src)` with `src` shifted by (`dx`, `dy`); pixels
    /// whose source alpha is 0 (or that lie outside the shifted source) are left as they are.
    public static func tintAlpha(from src: PixmapView, into dst: PixmapView, color: Color, dx: Int, dy: Int) {
        let k = TintAlphaKernel(color: color.premultiplied)
        let xs = max(0, dx), xe = min(dst.width, src.width + dx)
        guard xe > xs else { return }
        for y in max(0, dy)..<max(max(0, dy), min(dst.height, src.height + dy)) {
            rowBinary(k, dst: px(dst.row(y)) + xs, src: px(src.row(y - dy)) + (xs - dx), n: xe - xs)
        }
    }

    /// Multiplies the colour channels by (`r`, `g`, `b`) in 0…1 (particle tints): `(v · m) >> 8`
    /// with `m = round(256 · factor)`; alpha unchanged.
    public static func multiplyRGB(_ view: PixmapView, r: Double, g: Double, b: Double) {
        let k = MultiplyRGBKernel(r: factor256(r), g: factor256(g), b: factor256(b))
        for y in 0..<view.height { rowUnary(k, px(view.row(y)), n: view.width) }
    }

    /// Rec.709 saturation and brightness: with `l = 0.2126 r + 0.7152 g + 0.0722 b` (16-bit fixed
    /// point, rounded), each colour channel becomes `(l + (c − l) · saturation) · brightness`
    /// (both factors in 1/256 steps, rounded), clamped to 0…alpha. `saturation` 0 is grey, 1
    /// unchanged, above 1 more saturated; `saturation` is clamped to −8…8, `brightness` to 0…4.
    /// `opaque`: the result's alpha is 255 (channels clamped to 0…255), for flattening an image
    /// whose soft edges should read as darkened rather than transparent.
    public static func saturate(_ view: PixmapView, saturation: Double, brightness: Double = 1, opaque: Bool = false) {
        let k = SaturateKernel(saturation: saturation, brightness: brightness, opaque: opaque)
        for y in 0..<view.height { rowUnary(k, px(view.row(y)), n: view.width) }
    }

    /// A backdrop: the pixels of `source` inside `x0, y0, width, height`, copied with edge
    /// clamping (parts of the rectangle outside `source` repeat its nearest edge pixel, so the
    /// blur does not fade to transparent at the image's edges, as iOS's backdrops do not),
    /// Gaussian-blurred (σ in pixels, `GaussianBlur.apply(sigma:)`) and passed through
    /// `saturate(saturation:brightness:)` (skipped when both are 1). An empty `source` gives a
    /// transparent result.
    public static func blurredBackdrop(
        of source: PixmapView, x0: Int, y0: Int, width: Int, height: Int,
        sigma: Double, saturation: Double, brightness: Double = 1
    ) -> Pixmap {
        let pm = Pixmap(width: width, height: height)
        guard source.width > 0, source.height > 0 else { return pm }
        // Columns [xa, xb) of the result come from the source; the rest repeat its edge columns.
        let xa = min(pm.width, max(0, -x0)), xb = max(xa, min(pm.width, source.width - x0))
        for y in 0..<pm.height {
            let s = px(source.row(min(source.height - 1, max(0, y0 + y)))), d = px(pm.view.row(y))
            if xb > xa { d.advanced(by: xa).update(from: s.advanced(by: x0 + xa), count: xb - xa) }
            if xa > 0 { d.update(repeating: s[0], count: xa) }
            if xb < pm.width { d.advanced(by: xb).update(repeating: s[source.width - 1], count: pm.width - xb) }
        }
        if sigma > 0 { GaussianBlur.apply(to: pm.view, sigma: sigma) }
        if saturation != 1 || brightness != 1 { saturate(pm.view, saturation: saturation, brightness: brightness) }
        return pm
    }

    // MARK: - Drivers

    @inline(__always) static func px(_ p: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt32> {
        UnsafeMutableRawPointer(p).assumingMemoryBound(to: UInt32.self)
    }

    static func factor256(_ v: Double) -> UInt16 {
        guard v.isFinite else { return 0 }
        return UInt16(max(0, min(256, (v * 256).rounded())))
    }

    @inline(__always)
    static func rowUnary<K: UnaryPixelKernel>(_ k: K, _ d: UnsafeMutablePointer<UInt32>, n: Int) {
        var i = 0
        while i + 8 <= n { store8(d + i, k.apply(load8(d + i))); i += 8 }
        if i < n { storePartial(d + i, k.apply(loadPartial(d + i, n - i)), n - i) }
    }

    @inline(__always)
    static func rowBinary<K: BinaryPixelKernel>(_ k: K, dst d: UnsafeMutablePointer<UInt32>, src s: UnsafeMutablePointer<UInt32>, n: Int) {
        var i = 0
        while i + 8 <= n { store8(d + i, k.apply(load8(d + i), load8(s + i))); i += 8 }
        if i < n { storePartial(d + i, k.apply(loadPartial(d + i, n - i), loadPartial(s + i, n - i)), n - i) }
    }
}

/// Eight pixels in, eight out.
protocol UnaryPixelKernel { func apply(_ d: U32x8) -> U32x8 }
/// Eight destination pixels and eight source pixels in, eight out.
protocol BinaryPixelKernel { func apply(_ d: U32x8, _ s: U32x8) -> U32x8 }

struct MultiplyAlphaKernel: BinaryPixelKernel {
    @inline(__always) func apply(_ d: U32x8, _ s: U32x8) -> U32x8 { Px8(d).scaled(Px8(s).alpha2).packed }
}

struct TintAlphaKernel: BinaryPixelKernel {
    let rb: U16x16, ga: U16x16
    init(color c: RGBA8) {
        let p = U32x8(repeating: UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24)
        let x = Px8(p); rb = x.rb; ga = x.ga
    }
    @inline(__always) func apply(_ d: U32x8, _ s: U32x8) -> U32x8 {
        let a = Px8(s).alpha2
        let out = Px8(rb: mul255(rb, a), ga: mul255(ga, a)).packed
        return out.replacing(with: d, where: (s &>> 24) .== 0)
    }
}

struct MultiplyRGBKernel: UnaryPixelKernel {
    let mrb: U16x16, mga: U16x16
    init(r: UInt16, g: UInt16, b: UInt16) {
        var x = U16x16(), y = U16x16()
        for i in 0..<8 { x[2 * i] = r; x[2 * i + 1] = b; y[2 * i] = g; y[2 * i + 1] = 256 }
        mrb = x; mga = y
    }
    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        let p = Px8(d)
        return Px8(rb: (p.rb &* mrb) &>> 8, ga: (p.ga &* mga) &>> 8).packed
    }
}

struct SaturateKernel: UnaryPixelKernel {
    typealias I8 = SIMD8<Int32>
    let s: Int32, k: Int32, alphaOr: Int32
    init(saturation: Double, brightness: Double, opaque: Bool) {
        alphaOr = opaque ? 255 : 0
        s = Int32((max(-8, min(8, saturation.isFinite ? saturation : 1)) * 256).rounded())
        k = Int32((max(0, min(4, brightness.isFinite ? brightness : 1)) * 256).rounded())
    }
    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        let r = unsafeBitCast(d & 255, to: I8.self), g = unsafeBitCast((d &>> 8) & 255, to: I8.self)
        let b = unsafeBitCast((d &>> 16) & 255, to: I8.self), a = unsafeBitCast(d &>> 24, to: I8.self) | alphaOr
        let l = (13933 &* r &+ 46871 &* g &+ 4732 &* b &+ 32768) &>> 16
        @inline(__always) func ch(_ c: I8) -> I8 {
            let v = ((l &<< 8) &+ (c &- l) &* s) &* k
            var o = (v &+ 32768) &>> 16
            o.replace(with: 0, where: o .< 0)
            o.replace(with: a, where: o .> a)
            return o
        }
        let o = ch(r) | (ch(g) &<< 8) | (ch(b) &<< 16) | (a &<< 24)
        return unsafeBitCast(o, to: U32x8.self)
    }
}
