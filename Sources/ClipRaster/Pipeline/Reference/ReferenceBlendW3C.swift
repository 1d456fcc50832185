// The W3C Compositing and Blending modes beyond overlay (darken … luminosity), premultiplied.
//
// Every one of them is `d' = round((s·(255 − da) + d·(255 − sa) + X) / 255)` per channel (`s`
// already scaled by the coverage, as for overlay), with `X = sa·da·B(Cb, Cs)` the blended colour
// in units of 255² (`X = sa·da` on the alpha slot, so alpha is `sa + da − sa·da`). When
// `0 <= X <= sa·da` the sum stays within 0...255², so the result is premultiplied again. Darken,
// lighten, difference, exclusion and hard light have integer `X`; colour dodge and burn (a
// division), soft light (a square root) and the four non-separable modes compute `X` in `Float`
// (Skia's formulas, as Chromium draws CSS `mix-blend-mode`), clamp it to `0...sa·da` (NaN to 0)
// and round it to the nearest integer, ties to even. The C kernels (`kernels_body.h`) run the same
// `Float` operations in the same order with contraction off, so every level is bit-identical to
// this scalar form.

/// The scalar twin of the C kernels' W3C modes: one pixel, one channel at a time. The blended
/// term `X` is computed in `Int` where it is integer and in `Float`, operation for operation,
/// where it is not.
enum ReferenceBlendW3C {
    /// `x` clamped to `0...lim` (NaN to 0), rounded to the nearest integer (ties to even).
    static func round(_ x: Float, _ lim: Float) -> Int {
        let lo = x > 0 ? x : 0
        return Int((lo < lim ? lo : lim).rounded(.toNearestOrEven))
    }
    /// `b < a ? b : a` (the kernels' select, which keeps `a` when either is NaN).
    static func fmin(_ a: Float, _ b: Float) -> Float { b < a ? b : a }
    /// `a < b ? b : a`.
    static func fmax(_ a: Float, _ b: Float) -> Float { a < b ? b : a }

    /// `X` of a separable mode on one colour channel.
    static func separableX(_ mode: BlendMode, _ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        switch mode {
        case .darken: return min(s * da, d * sa)
        case .lighten: return max(s * da, d * sa)
        case .difference: return abs(s * da - d * sa)
        case .exclusion: return s * da + d * sa - 2 * s * d
        // Overlay with the roles of source and destination swapped.
        case .hardLight: return 2 * s <= sa ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
        default:
            let (fs, fd, fa, fb) = (Float(s), Float(d), Float(sa), Float(da))
            let lim = fa * fb
            switch mode {
            case .colorDodge:
                if d == 0 { return 0 }
                if s >= sa { return round(lim, lim) }
                return round(fmin(lim, fd * fa * fa / (fa - fs)), lim)
            case .colorBurn:
                if d >= da { return round(lim, lim) }
                if s == 0 { return 0 }
                return round(lim - fmin(lim, (fb - fd) * fa * fa / fs), lim)
            default: // soft light, with m = d / da: the cubic where 4d <= da, else √m − m
                let m: Float = da > 0 ? fd / fb : 0
                let s2 = fs + fs, m4 = m * 4
                if s2 <= fa { return round(fd * (fa + (s2 - fa) * (1 - m)), lim) }
                let dd = 4 * d <= da ? (m4 * m4 + m4) * (m - 1) + 7 * m : m.squareRoot() - m
                return round(fd * fa + fb * (s2 - fa) * dd, lim)
            }
        }
    }

    /// Three colour channels.
    typealias RGB = (r: Float, g: Float, b: Float)

    /// `f` applied to each channel.
    static func map(_ c: RGB, _ f: (Float) -> Float) -> RGB { (f(c.r), f(c.g), f(c.b)) }
    /// `0.3·r + 0.59·g + 0.11·b`, in that order.
    static func lum(_ c: RGB) -> Float {
        c.r * Float(bitPattern: 0x3E99_999A) + c.g * Float(bitPattern: 0x3F17_0A3D) + c.b * Float(bitPattern: 0x3DE1_47AE)
    }
    /// `max − min` of the three.
    static func sat(_ c: RGB) -> Float { fmax(c.r, fmax(c.g, c.b)) - fmin(c.r, fmin(c.g, c.b)) }
    /// W3C SetSat: the smallest channel to 0, the largest to `s`, the middle one in proportion
    /// (all 0 where the three are equal).
    static func setSat(_ c: RGB, _ s: Float) -> RGB {
        let mn = fmin(c.r, fmin(c.g, c.b)), mx = fmax(c.r, fmax(c.g, c.b))
        let sat = mx - mn
        return map(c) { sat == 0 ? 0 : ($0 - mn) * s / sat }
    }
    /// W3C SetLum without the clip: adds `l − lum` to every channel.
    static func setLum(_ c: RGB, _ l: Float) -> RGB {
        let diff = l - lum(c)
        return map(c) { $0 + diff }
    }
    /// W3C ClipColor with `a` as 1: pulls channels below 0 or above `a` towards the luminosity.
    static func clipColor(_ c: RGB, _ a: Float) -> RGB {
        let mn = fmin(c.r, fmin(c.g, c.b)), mx = fmax(c.r, fmax(c.g, c.b)), l = lum(c)
        return map(c) { c0 in
            var c = c0
            if mn < 0 && l - mn != 0 { c = l + (c - l) * l / (l - mn) }
            if mx > a && mx - l != 0 { c = l + (c - l) * (a - l) / (mx - l) }
            return fmax(c, 0)
        }
    }

    /// The colour channels of a pixel as `Float`.
    static func rgb(_ p: UInt32) -> RGB {
        (Float(ReferenceBlend.ch(p, 0)), Float(ReferenceBlend.ch(p, 1)), Float(ReferenceBlend.ch(p, 2)))
    }

    /// `X` of the three colour channels of a non-separable mode (Skia's premultiplied form: every
    /// value scaled by `sa·da`).
    static func nonSeparableX(_ mode: BlendMode, _ s: UInt32, _ d: UInt32) -> RGB {
        let sa = Float(ReferenceBlend.ch(s, 3)), da = Float(ReferenceBlend.ch(d, 3))
        let sc = rgb(s), dc = rgb(d)
        var c: RGB
        switch mode {
        case .hue: // the source's hue with the destination's saturation and luminosity
            c = setSat(map(sc) { $0 * sa }, sat(dc) * sa)
            c = setLum(c, lum(dc) * sa)
        case .saturation: // the source's saturation with the destination's hue and luminosity
            c = setSat(map(dc) { $0 * sa }, sat(sc) * da)
            c = setLum(c, lum(dc) * sa)
        case .color: // the source's hue and saturation with the destination's luminosity
            c = setLum(map(sc) { $0 * da }, lum(dc) * sa)
        default: // luminosity: the source's luminosity with the destination's hue and saturation
            c = setLum(map(dc) { $0 * sa }, lum(sc) * da)
        }
        return clipColor(c, sa * da)
    }

    /// The blend of one premultiplied pixel `s` (already scaled by the coverage) onto `d`
    /// (`ReferenceBlend.pack` of the channel sums).
    static func blend(_ mode: BlendMode, _ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = ReferenceBlend.ch(s, 3), da = ReferenceBlend.ch(d, 3)
        let x: (Int, Int, Int)
        switch mode {
        case .hue, .saturation, .color, .luminosity:
            let lim = Float(sa) * Float(da)
            let c = nonSeparableX(mode, s, d)
            x = (round(c.r, lim), round(c.g, lim), round(c.b, lim))
        default:
            x = (
                separableX(mode, ReferenceBlend.ch(s, 0), ReferenceBlend.ch(d, 0), sa, da),
                separableX(mode, ReferenceBlend.ch(s, 1), ReferenceBlend.ch(d, 1), sa, da),
                separableX(mode, ReferenceBlend.ch(s, 2), ReferenceBlend.ch(d, 2), sa, da)
            )
        }
        return ReferenceBlend.pack { k in
            let xk = k == 0 ? x.0 : k == 1 ? x.1 : k == 2 ? x.2 : sa * da
            return ReferenceBlend.d255(ReferenceBlend.ch(s, k) * (255 - da) + ReferenceBlend.ch(d, k) * (255 - sa) + xk)
        }
    }
}
