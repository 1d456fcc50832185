import Foundation

/// Layer filters: luminance mattes and After Effects' Tint as lottie-web draws it. Lane kernels
/// (8 pixels per step, tails zero-padded) with scalar twins in `Reference/ReferenceFilterOps.swift`,
/// compared bit for bit by `FilterOpsDifferentialTests`. Images are premultiplied RGBA8.
extension PixelOps {
    /// A luminance matte: every pixel becomes `(0, 0, 0, L)` with
    /// `L = (13926 r + 46884 g + 4725 b + 32768) >> 16` on the premultiplied channels, i.e. the
    /// straight colour's luminance (sRGB coefficients 0.2125, 0.7154, 0.0721, those of SVG's
    /// `mask-type: luminance`) times its alpha. Opaque white gives 255, black or transparent 0.
    public static func luminanceToAlpha(_ view: PixmapView) {
        for y in 0..<view.height { rowUnary(LuminanceToAlphaKernel(), px(view.row(y)), n: view.width) }
    }

    /// After Effects' Tint (map black to `black`, white to `white`, `amount` 0…1) as lottie-web's
    /// SVG filter draws it: a grey `g` (the mean of the three channels in linear light, times
    /// 0.9999, back to sRGB), the tinted colour `black + (white − black)·g`, and the merge
    /// `tint over (grey over source)` where grey and tint carry the source's alpha × `amount`.
    /// Per pixel, in integers: unpremultiply (`min(255, (255 c + a/2) / a)`), 16-bit linear values
    /// from a table, `gl = (Σ · 21843) >> 16`, grey from a 4096-entry sRGB table at `gl >> 4`,
    /// every product `round(x / 255)`. Colours are taken to 8 bits, `amount` to 1/255.
    public static func tint(_ view: PixmapView, black: Color, white: Color, amount: Double) {
        let k = TintKernel(black: black, white: white, amount: amount)
        for y in 0..<view.height { rowUnary(k, px(view.row(y)), n: view.width) }
    }
}

struct LuminanceToAlphaKernel: UnaryPixelKernel {
    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        let r = d & 255, g = (d &>> 8) & 255, b = (d &>> 16) & 255
        let l = (13926 &* r &+ 46884 &* g &+ 4725 &* b &+ 32768) &>> 16
        return l &<< 24
    }
}

/// Tables and constants of the Tint filter (shared by the lane kernel and its scalar twin).
enum TintTables {
    /// `round(65535 · linear(i / 255))`, the sRGB transfer function inverted.
    static let linear: [UInt32] = (0..<256).map { i in
        let c = Double(i) / 255
        let l = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return UInt32((l * 65535).rounded())
    }
    /// `round(255 · sRGB(k / 4095))` for k in 0…4095.
    static let srgb: [UInt32] = (0..<4096).map { k in
        let l = Double(k) / 4095
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt32(max(0, min(255, (c * 255).rounded())))
    }
    /// 8-bit channel of a straight colour component.
    static func byte(_ v: Double) -> Int { v.isFinite ? Int(max(0, min(255, (v * 255).rounded()))) : 0 }
}

struct TintKernel: UnaryPixelKernel {
    typealias I8 = SIMD8<Int32>
    let black: (Int32, Int32, Int32), span: (Int32, Int32, Int32), amount: Int32

    init(black: Color, white: Color, amount: Double) {
        let b = (TintTables.byte(black.r), TintTables.byte(black.g), TintTables.byte(black.b))
        let w = (TintTables.byte(white.r), TintTables.byte(white.g), TintTables.byte(white.b))
        self.black = (Int32(b.0), Int32(b.1), Int32(b.2))
        span = (Int32(w.0 - b.0), Int32(w.1 - b.1), Int32(w.2 - b.2))
        self.amount = Int32(TintTables.byte(amount))
    }

    /// `round(x / 255)` for 0 ≤ x ≤ 65 535 (`t = x + 128; (t + (t >> 8)) >> 8`).
    @inline(__always) static func div255(_ x: I8) -> I8 {
        let t = x &+ 128
        return (t &+ (t &>> 8)) &>> 8
    }

    /// lottie-web's grey of each pixel (0…255; 0 where transparent): unpremultiplied, the mean of
    /// the linear-light channels × 0.9999, back to sRGB. Taps gathered per lane.
    @inline(__always) static func grey(_ r: I8, _ g: I8, _ b: I8, _ a: I8) -> I8 {
        var grey = I8()
        TintTables.linear.withUnsafeBufferPointer { lin in
            TintTables.srgb.withUnsafeBufferPointer { srgb in
                for i in 0..<8 where a[i] > 0 {
                    let ai = a[i], half = ai / 2
                    let ur = min(255, (r[i] * 255 + half) / ai), ug = min(255, (g[i] * 255 + half) / ai)
                    let ub = min(255, (b[i] * 255 + half) / ai)
                    let s = lin[Int(ur)] + lin[Int(ug)] + lin[Int(ub)]
                    let gl = (s &* 21843) &>> 16
                    grey[i] = Int32(srgb[Int(gl >> 4)])
                }
            }
        }
        return grey
    }

    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        let p = unsafeBitCast(d, to: I8.self)
        let r = p & 255, g = (p &>> 8) & 255, b = (p &>> 16) & 255, a = (p &>> 24) & 255
        let grey = Self.grey(r, g, b, a)
        let a1 = Self.div255(a &* amount), inv = 255 &- a1
        @inline(__always) func channel(_ s: I8, _ k: Int32, _ span: Int32) -> I8 {
            let t = Self.div255(k &* 255 &+ span &* grey)
            let mid = Self.div255(grey &* a1) &+ Self.div255(s &* inv)
            return Self.div255(t &* a1) &+ Self.div255(mid &* inv)
        }
        let midA = a1 &+ Self.div255(a &* inv)
        let oa = a1 &+ Self.div255(midA &* inv)
        let o = channel(r, black.0, span.0) | (channel(g, black.1, span.1) &<< 8) | (channel(b, black.2, span.2) &<< 16) | (oa &<< 24)
        return unsafeBitCast(o, to: U32x8.self)
    }
}

extension PixelOps {
    /// After Effects' Tritone as lottie-web draws it: the Tint's grey `g` (linear-light mean,
    /// back to sRGB) mapped through the table shadows → midtones → highlights per channel
    /// (`g ≤ 127`: `u = 2g`, `(s·(255 − u) + m·u) / 255`; else `u = 2g − 255`, `(m·(255 − u) + h·u) / 255`,
    /// rounded), alpha kept (lottie-web ignores the effect's blend-with-original).
    public static func tritone(_ view: PixmapView, shadows: Color, midtones: Color, highlights: Color) {
        let k = TritoneKernel(shadows: shadows, midtones: midtones, highlights: highlights)
        for y in 0..<view.height { rowUnary(k, px(view.row(y)), n: view.width) }
    }
}

struct TritoneKernel: UnaryPixelKernel {
    typealias I8 = SIMD8<Int32>
    let lo: [Int32], mid: [Int32], hi: [Int32]

    init(shadows: Color, midtones: Color, highlights: Color) {
        func bytes(_ c: Color) -> [Int32] { [c.r, c.g, c.b].map { Int32(TintTables.byte($0)) } }
        lo = bytes(shadows); mid = bytes(midtones); hi = bytes(highlights)
    }

    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        let p = unsafeBitCast(d, to: I8.self)
        let r = p & 255, g = (p &>> 8) & 255, b = (p &>> 16) & 255, a = (p &>> 24) & 255
        let grey = TintKernel.grey(r, g, b, a)
        let low = grey .<= 127
        var u = (grey &* 2) &- 255
        u.replace(with: grey &* 2, where: low)
        @inline(__always) func channel(_ i: Int) -> I8 {
            var from = I8(repeating: mid[i]), to = I8(repeating: hi[i])
            from.replace(with: lo[i], where: low)
            to.replace(with: mid[i], where: low)
            let c = TintKernel.div255(from &* (255 &- u) &+ to &* u)
            return TintKernel.div255(c &* a)
        }
        let o = channel(0) | (channel(1) &<< 8) | (channel(2) &<< 16) | (a &<< 24)
        return unsafeBitCast(o, to: U32x8.self)
    }
}

/// How `PixelOps.combineCoverage` merges two coverages (alphas): After Effects' mask modes.
public enum CoverageBlend: Sendable, Hashable, CaseIterable {
    /// The larger of the two (mask mode lighten).
    case maximum
    /// The smaller of the two (mask mode darken).
    case minimum
    /// Their absolute difference (mask mode difference).
    case difference
}

extension PixelOps {
    /// Merges the alpha of `src` (times `opacity`, 0…1, as `round(a · round(255 · opacity) / 255)`)
    /// into the alpha of `dst` by `mode`, `src` placed at (`x`, `y`) in `dst`; only the pixels
    /// `src` covers change, and they become black at the merged alpha (masks are coverage only).
    public static func combineCoverage(_ dst: PixmapView, _ src: PixmapView, x: Int, y: Int, mode: CoverageBlend, opacity: Double) {
        let k = CoverageKernel(mode: mode, opacity: TintTables.byte(opacity))
        let xs = max(0, x), xe = min(dst.width, x + src.width)
        guard xe > xs else { return }
        for row in max(0, y)..<max(max(0, y), min(dst.height, y + src.height)) {
            rowBinary(k, dst: px(dst.row(row)) + xs, src: px(src.row(row - y)) + (xs - x), n: xe - xs)
        }
    }
}

struct CoverageKernel: BinaryPixelKernel {
    let mode: CoverageBlend, opacity: UInt32
    init(mode: CoverageBlend, opacity: Int) { self.mode = mode; self.opacity = UInt32(opacity) }
    @inline(__always) func apply(_ d: U32x8, _ s: U32x8) -> U32x8 {
        let t = (s &>> 24) &* opacity &+ 128
        let sa = (t &+ (t &>> 8)) &>> 8, da = d &>> 24
        let out: U32x8
        switch mode {
        case .maximum: out = da.replacing(with: sa, where: sa .> da)
        case .minimum: out = da.replacing(with: sa, where: sa .< da)
        case .difference: out = (da &- sa).replacing(with: sa &- da, where: sa .> da)
        }
        return out &<< 24
    }
}
