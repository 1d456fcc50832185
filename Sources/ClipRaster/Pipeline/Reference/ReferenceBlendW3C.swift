/// Scalar twins of the W3C blend kernels (`BlendW3C.swift`): one pixel, one channel at a time.
/// The blended term `X` (in units of 255², `sa·da` on alpha) is computed with the kernels'
/// formulas, in `Int` where they are integer and in `Float`, operation for operation, where they
/// are not; the sum is `round((s·(255 − da) + d·(255 − sa) + X) / 255)`.
enum ReferenceBlendW3C {
    /// `x` clamped to `0...lim` (NaN to 0), rounded to the nearest integer (ties to even).
    static func round(_ x: Float, _ lim: Float) -> Int {
        let lo = x > 0 ? x : 0
        return Int((lo < lim ? lo : lim).rounded(.toNearestOrEven))
    }
    static func fmin(_ a: Float, _ b: Float) -> Float { b < a ? b : a }
    static func fmax(_ a: Float, _ b: Float) -> Float { a < b ? b : a }

    /// `X` of a separable mode on one colour channel (`s` already scaled by coverage).
    static func separableX(_ mode: BlendMode, _ s: Int, _ d: Int, _ sa: Int, _ da: Int) -> Int {
        switch mode {
        case .darken: return min(s * da, d * sa)
        case .lighten: return max(s * da, d * sa)
        case .difference: return abs(s * da - d * sa)
        case .exclusion: return s * da + d * sa - 2 * s * d
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
            default: // soft light
                let m: Float = da > 0 ? fd / fb : 0
                let s2 = fs + fs, m4 = m * 4
                if s2 <= fa { return round(fd * (fa + (s2 - fa) * (1 - m)), lim) }
                let dd = 4 * d <= da ? (m4 * m4 + m4) * (m - 1) + 7 * m : m.squareRoot() - m
                return round(fd * fa + fb * (s2 - fa) * dd, lim)
            }
        }
    }

    static func lum(_ c: [Float]) -> Float {
        c[0] * Float(bitPattern: 0x3E99_999A) + c[1] * Float(bitPattern: 0x3F17_0A3D) + c[2] * Float(bitPattern: 0x3DE1_47AE)
    }
    static func sat(_ c: [Float]) -> Float { fmax(c[0], fmax(c[1], c[2])) - fmin(c[0], fmin(c[1], c[2])) }
    static func setSat(_ c: [Float], _ s: Float) -> [Float] {
        let mn = fmin(c[0], fmin(c[1], c[2])), mx = fmax(c[0], fmax(c[1], c[2]))
        let sat = mx - mn
        return c.map { sat == 0 ? 0 : ($0 - mn) * s / sat }
    }
    static func setLum(_ c: [Float], _ l: Float) -> [Float] {
        let diff = l - lum(c)
        return c.map { $0 + diff }
    }
    static func clipColor(_ c: [Float], _ a: Float) -> [Float] {
        let mn = fmin(c[0], fmin(c[1], c[2])), mx = fmax(c[0], fmax(c[1], c[2])), l = lum(c)
        return c.map { c0 in
            var c = c0
            if mn < 0 && l - mn != 0 { c = l + (c - l) * l / (l - mn) }
            if mx > a && mx - l != 0 { c = l + (c - l) * (a - l) / (mx - l) }
            return fmax(c, 0)
        }
    }

    /// `X` of the three colour channels of a non-separable mode.
    static func nonSeparableX(_ mode: BlendMode, _ s: [Int], _ d: [Int]) -> [Int] {
        let fs = s.map { Float($0) }, fd = d.map { Float($0) }
        let (sa, da) = (fs[3], fd[3])
        let lim = sa * da
        let sc = Array(fs[0..<3]), dc = Array(fd[0..<3])
        var c: [Float]
        switch mode {
        case .hue:
            c = setSat(sc.map { $0 * sa }, sat(dc) * sa)
            c = setLum(c, lum(dc) * sa)
        case .saturation:
            c = setSat(dc.map { $0 * sa }, sat(sc) * da)
            c = setLum(c, lum(dc) * sa)
        case .color:
            c = setLum(sc.map { $0 * da }, lum(dc) * sa)
        default: // luminosity
            c = setLum(dc.map { $0 * sa }, lum(sc) * da)
        }
        return clipColor(c, lim).map { round($0, lim) }
    }

    /// The blend of one premultiplied pixel (`s` already scaled by coverage) with `d`, channels RGBA.
    static func blend(_ mode: BlendMode, _ s: [Int], _ d: [Int]) -> [Int] {
        let (sa, da) = (s[3], d[3])
        let x: [Int]
        switch mode {
        case .hue, .saturation, .color, .luminosity: x = nonSeparableX(mode, s, d) + [sa * da]
        default: x = (0..<3).map { separableX(mode, s[$0], d[$0], sa, da) } + [sa * da]
        }
        return (0..<4).map { k in ReferenceBlend.d255(s[k] * (255 - da) + d[k] * (255 - sa) + x[k]) }
    }
}
