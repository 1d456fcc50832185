import CRasterShims

// The W3C Compositing and Blending modes beyond overlay (darken … luminosity), premultiplied.
//
// Every one of them is `d' = round((s'·(255 − da) + d·(255 − s'a) + X) / 255)` per channel, with
// `s' = s·c` (coverage first, as for overlay) and `X = s'a·da·B(Cb, Cs)` the blended colour in
// units of 255² (`X = s'a·da` on the alpha slot, so alpha is `s'a + da − s'a·da`). When
// `0 <= X <= s'a·da` the sum stays within 0...255² (so the result is premultiplied again) and the
// wrapping 16-bit arithmetic is exact. Darken, lighten, difference, exclusion and hard light have
// integer `X`; colour dodge and burn (a division), soft light (a square root) and the four
// non-separable modes compute `X` in `Float` (Skia's formulas, as Chromium draws CSS
// `mix-blend-mode`), clamp it to `0...s'a·da` (NaN to 0) and round it to the nearest integer
// (ties to even, through the 2²³ magic number). The C kernels (`kernels_body.h`) run the same
// `Float` operations in the same order with contraction off, so every level is bit-identical.

typealias F32x8 = SIMD8<Float>

/// `m ? b : a` per lane (a bit select, so a NaN in the unselected side is harmless).
@inline(__always) func fsel(_ m: SIMDMask<SIMD8<Int32>>, _ a: F32x8, _ b: F32x8) -> F32x8 { a.replacing(with: b, where: m) }
/// `b < a ? b : a` per lane.
@inline(__always) func fmin(_ a: F32x8, _ b: F32x8) -> F32x8 { fsel(b .< a, a, b) }
/// `a < b ? b : a` per lane.
@inline(__always) func fmax(_ a: F32x8, _ b: F32x8) -> F32x8 { fsel(a .< b, a, b) }

/// Channel `shift` (0 low slot, 16 high slot) of a half as `Float`: exactly the integer (below 2²³,
/// `2²³ + x` is exact), through its bits, which stays in vector registers (the stdlib's
/// integer-to-`Float` vector conversion is a call that converts lane by lane).
@inline(__always) func floatSlot(_ h: U16x16, _ shift: UInt32) -> F32x8 {
    unsafeBitCast(((as32(h) &>> shift) & 0xFFFF) | 0x4B00_0000, to: F32x8.self) - 8_388_608
}

/// `x` clamped to `0...lim` (NaN to 0) and rounded to the nearest integer, ties to even.
@inline(__always) func roundX(_ x: F32x8, _ lim: F32x8) -> U32x8 {
    let lo = fsel(x .> 0, F32x8(repeating: 0), x)
    let c = fsel(lo .< lim, lim, lo)
    return unsafeBitCast(c + 8_388_608, to: U32x8.self) & 0xFFFF
}

/// The premultiplied channels of eight pixels as `Float` (0...255 each).
struct FloatPx8 {
    var r: F32x8, g: F32x8, b: F32x8, a: F32x8
    @inline(__always) init(_ p: Px8) {
        r = floatSlot(p.rb, 0)
        b = floatSlot(p.rb, 16)
        g = floatSlot(p.ga, 0)
        a = floatSlot(p.ga, 16)
    }
}

/// `round((s·(255 − da) + d·(255 − sa) + X) / 255)` for both halves, `X` given per half (its
/// alpha slots are replaced by `sa·da`).
@inline(__always) func separableSum(_ s: Px8, _ d: Px8, xrb: U16x16, xga: U16x16) -> Px8 {
    let sa = s.alpha2, da = d.alpha2
    let ida = inv(da), isa = inv(sa)
    let alphaX = as32(sa &* da) & 0xFFFF_0000
    let ga = as16((as32(xga) & 0xFFFF) | alphaX)
    return Px8(rb: div255(s.rb &* ida &+ d.rb &* isa &+ xrb), ga: div255(s.ga &* ida &+ d.ga &* isa &+ ga))
}

/// The same sum with `X` of the colour channels as integers (one per pixel and channel).
@inline(__always) func floatSum(_ s: Px8, _ d: Px8, xr: U32x8, xg: U32x8, xb: U32x8) -> Px8 {
    separableSum(s, d, xrb: as16(xr | (xb &<< 16)), xga: as16(xg))
}

/// A separable mode with an integer `X` (per 16-bit lane of a half: `s`, `d` premultiplied, `sa`, `da`).
protocol IntegerSeparable {
    static func x(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16
}

/// A separable mode with a `Float` `X` (per channel of eight pixels).
protocol FloatSeparable {
    static func x(_ s: F32x8, _ d: F32x8, _ sa: F32x8, _ da: F32x8) -> F32x8
}

/// A non-separable mode: `X` of the three colour channels at once (`lim = sa·da`).
protocol NonSeparable {
    static func x(_ s: FloatPx8, _ d: FloatPx8, _ lim: F32x8) -> (F32x8, F32x8, F32x8)
}

/// The kernel of an integer separable mode `B` (C mode `mode`).
protocol IntegerSeparableKernel: BlendKernel, IntegerSeparable {}
extension IntegerSeparableKernel {
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let sa = s.alpha2, da = d.alpha2
        return separableSum(s, d, xrb: x(s.rb, d.rb, sa, da), xga: x(s.ga, d.ga, sa, da))
    }
}

/// The kernel of a `Float` separable mode.
protocol FloatSeparableKernel: BlendKernel, FloatSeparable {}
extension FloatSeparableKernel {
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let fs = FloatPx8(s), fd = FloatPx8(d)
        let lim = fs.a * fd.a
        return floatSum(
            s, d, xr: roundX(x(fs.r, fd.r, fs.a, fd.a), lim), xg: roundX(x(fs.g, fd.g, fs.a, fd.a), lim),
            xb: roundX(x(fs.b, fd.b, fs.a, fd.a), lim))
    }
}

/// The kernel of a non-separable mode.
protocol NonSeparableKernel: BlendKernel, NonSeparable {}
extension NonSeparableKernel {
    @inline(__always) static func apply(_ s: Px8, _ d: Px8, _ c: U16x16) -> Px8 { applyFull(s.scaled(c), d) }
    @inline(__always) static func applyFull(_ s: Px8, _ d: Px8) -> Px8 {
        let fs = FloatPx8(s), fd = FloatPx8(d)
        let lim = fs.a * fd.a
        let (r, g, b) = x(fs, fd, lim)
        return floatSum(s, d, xr: roundX(r, lim), xg: roundX(g, lim), xb: roundX(b, lim))
    }
}

/// `a < b ? b : a` per 16-bit lane.
@inline(__always) func max16(_ a: U16x16, _ b: U16x16) -> U16x16 { a.replacing(with: b, where: a .< b) }
/// `b < a ? b : a` per 16-bit lane.
@inline(__always) func min16(_ a: U16x16, _ b: U16x16) -> U16x16 { a.replacing(with: b, where: b .< a) }

/// `X = min(s·da, d·sa)` (W3C darken).
enum DarkenKernel: IntegerSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_DARKEN) }
    @inline(__always) static func x(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16 { min16(s &* da, d &* sa) }
}

/// `X = max(s·da, d·sa)` (W3C lighten).
enum LightenKernel: IntegerSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_LIGHTEN) }
    @inline(__always) static func x(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16 { max16(s &* da, d &* sa) }
}

/// `X = |s·da − d·sa|` (W3C difference).
enum DifferenceKernel: IntegerSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_DIFFERENCE) }
    @inline(__always) static func x(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16 {
        let p = s &* da, q = d &* sa
        return max16(p, q) &- min16(p, q)
    }
}

/// `X = s·da + d·sa − 2·s·d` (W3C exclusion; wrapping, exact because the total stays in range).
enum ExclusionKernel: IntegerSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_EXCLUSION) }
    @inline(__always) static func x(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16 {
        s &* da &+ d &* sa &- ((s &* d) &<< 1)
    }
}

/// `X = 2·s·d` where `2s <= sa`, else `sa·da − 2·(da − d)·(sa − s)` (W3C hard light: overlay
/// with the roles of source and destination swapped).
enum HardLightKernel: IntegerSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_HARD_LIGHT) }
    @inline(__always) static func x(_ s: U16x16, _ d: U16x16, _ sa: U16x16, _ da: U16x16) -> U16x16 {
        let low = (s &* d) &<< 1
        let high = sa &* da &- (((da &- d) &* (sa &- s)) &<< 1)
        // All ones where 2s > sa (lanes hold at most 510, so bit 15 is the sign of sa − 2s).
        let m = 0 &- ((sa &- (s &<< 1)) &>> 15)
        return (low & ~m) | (high & m)
    }
}

/// Colour dodge: `X = 0` where `d = 0`, else `sa·da` where `s >= sa`, else
/// `min(sa·da, d·sa² / (sa − s))`.
enum ColorDodgeKernel: FloatSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_COLOR_DODGE) }
    @inline(__always) static func x(_ s: F32x8, _ d: F32x8, _ sa: F32x8, _ da: F32x8) -> F32x8 {
        let lim = sa * da
        let q = d * sa * sa / (sa - s)
        let x = fmin(lim, q)
        return fsel(d .== 0, fsel(s .>= sa, x, lim), F32x8(repeating: 0))
    }
}

/// Colour burn: `X = sa·da` where `d >= da`, else `0` where `s = 0`, else
/// `sa·da − min(sa·da, (da − d)·sa² / s)`.
enum ColorBurnKernel: FloatSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_COLOR_BURN) }
    @inline(__always) static func x(_ s: F32x8, _ d: F32x8, _ sa: F32x8, _ da: F32x8) -> F32x8 {
        let lim = sa * da
        let q = (da - d) * sa * sa / s
        let x = lim - fmin(lim, q)
        return fsel(d .>= da, fsel(s .== 0, x, F32x8(repeating: 0)), lim)
    }
}

/// Soft light (W3C, in Skia's premultiplied form): with `m = d / da` (0 where `da = 0`),
/// `X = d·(sa + (2s − sa)(1 − m))` where `2s <= sa`, else
/// `d·sa + da·(2s − sa)·D` with `D = (16m² + 4m)(m − 1) + 7m` where `4d <= da`, else `√m − m`.
enum SoftLightKernel: FloatSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_SOFT_LIGHT) }
    @inline(__always) static func x(_ s: F32x8, _ d: F32x8, _ sa: F32x8, _ da: F32x8) -> F32x8 {
        let m = fsel(da .> 0, F32x8(repeating: 0), d / da)
        let s2 = s + s
        let m4 = m * 4
        let darkSrc = d * (sa + (s2 - sa) * (1 - m))
        let darkDst = (m4 * m4 + m4) * (m - 1) + 7 * m
        let liteDst = clip_sqrt8(m) - m
        let liteSrc = d * sa + da * (s2 - sa) * fsel(d * 4 .<= da, liteDst, darkDst)
        return fsel(s2 .<= sa, liteSrc, darkSrc)
    }
}

/// The W3C non-separable helpers in Skia's premultiplied form (every value scaled by `sa·da`).
enum NonSeparableMath {
    /// `0.3·r + 0.59·g + 0.11·b`, in that order.
    @inline(__always) static func lum(_ r: F32x8, _ g: F32x8, _ b: F32x8) -> F32x8 {
        r * Float(bitPattern: 0x3E99_999A) + g * Float(bitPattern: 0x3F17_0A3D) + b * Float(bitPattern: 0x3DE1_47AE)
    }
    /// `max − min` of the three.
    @inline(__always) static func sat(_ r: F32x8, _ g: F32x8, _ b: F32x8) -> F32x8 {
        fmax(r, fmax(g, b)) - fmin(r, fmin(g, b))
    }
    /// W3C SetSat: the smallest channel to 0, the largest to `s`, the middle one in proportion
    /// (all 0 where the three are equal).
    @inline(__always) static func setSat(_ r: inout F32x8, _ g: inout F32x8, _ b: inout F32x8, _ s: F32x8) {
        let mn = fmin(r, fmin(g, b)), mx = fmax(r, fmax(g, b))
        let sat = mx - mn
        let zero = F32x8(repeating: 0), flat = sat .== 0
        r = fsel(flat, (r - mn) * s / sat, zero)
        g = fsel(flat, (g - mn) * s / sat, zero)
        b = fsel(flat, (b - mn) * s / sat, zero)
    }
    /// W3C SetLum without the clip: adds `l − lum` to every channel.
    @inline(__always) static func setLum(_ r: inout F32x8, _ g: inout F32x8, _ b: inout F32x8, _ l: F32x8) {
        let diff = l - lum(r, g, b)
        r = r + diff
        g = g + diff
        b = b + diff
    }
    /// W3C ClipColor with `a` as 1: pulls channels below 0 or above `a` towards the luminosity.
    @inline(__always) static func clipColor(_ r: inout F32x8, _ g: inout F32x8, _ b: inout F32x8, _ a: F32x8) {
        let mn = fmin(r, fmin(g, b)), mx = fmax(r, fmax(g, b)), l = lum(r, g, b)
        let low = (mn .< 0) .& (l - mn .!= 0), high = (mx .> a) .& (mx - l .!= 0)
        @inline(__always) func clip(_ c: F32x8) -> F32x8 {
            let c1 = fsel(low, c, l + (c - l) * l / (l - mn))
            let c2 = fsel(high, c1, l + (c1 - l) * (a - l) / (mx - l))
            return fmax(c2, F32x8(repeating: 0))
        }
        r = clip(r)
        g = clip(g)
        b = clip(b)
    }
}

/// Hue: the source's hue with the destination's saturation and luminosity.
enum HueKernel: NonSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_HUE) }
    @inline(__always) static func x(_ s: FloatPx8, _ d: FloatPx8, _ lim: F32x8) -> (F32x8, F32x8, F32x8) {
        var r = s.r * s.a, g = s.g * s.a, b = s.b * s.a
        NonSeparableMath.setSat(&r, &g, &b, NonSeparableMath.sat(d.r, d.g, d.b) * s.a)
        NonSeparableMath.setLum(&r, &g, &b, NonSeparableMath.lum(d.r, d.g, d.b) * s.a)
        NonSeparableMath.clipColor(&r, &g, &b, lim)
        return (r, g, b)
    }
}

/// Saturation: the source's saturation with the destination's hue and luminosity.
enum SaturationKernel: NonSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_SATURATION) }
    @inline(__always) static func x(_ s: FloatPx8, _ d: FloatPx8, _ lim: F32x8) -> (F32x8, F32x8, F32x8) {
        var r = d.r * s.a, g = d.g * s.a, b = d.b * s.a
        NonSeparableMath.setSat(&r, &g, &b, NonSeparableMath.sat(s.r, s.g, s.b) * d.a)
        NonSeparableMath.setLum(&r, &g, &b, NonSeparableMath.lum(d.r, d.g, d.b) * s.a)
        NonSeparableMath.clipColor(&r, &g, &b, lim)
        return (r, g, b)
    }
}

/// Color: the source's hue and saturation with the destination's luminosity.
enum ColorKernel: NonSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_COLOR) }
    @inline(__always) static func x(_ s: FloatPx8, _ d: FloatPx8, _ lim: F32x8) -> (F32x8, F32x8, F32x8) {
        var r = s.r * d.a, g = s.g * d.a, b = s.b * d.a
        NonSeparableMath.setLum(&r, &g, &b, NonSeparableMath.lum(d.r, d.g, d.b) * s.a)
        NonSeparableMath.clipColor(&r, &g, &b, lim)
        return (r, g, b)
    }
}

/// Luminosity: the source's luminosity with the destination's hue and saturation.
enum LuminosityKernel: NonSeparableKernel {
    static var cMode: Int { Int(CLIP_BLEND_LUMINOSITY) }
    @inline(__always) static func x(_ s: FloatPx8, _ d: FloatPx8, _ lim: F32x8) -> (F32x8, F32x8, F32x8) {
        var r = d.r * s.a, g = d.g * s.a, b = d.b * s.a
        NonSeparableMath.setLum(&r, &g, &b, NonSeparableMath.lum(s.r, s.g, s.b) * d.a)
        NonSeparableMath.clipColor(&r, &g, &b, lim)
        return (r, g, b)
    }
}
