/// Premultiplied ↔ straight (un-premultiplied) alpha for image and video I/O: encoders take straight
/// alpha, the rasterizer works premultiplied. Lane kernels (8 pixels per step; the tail runs the same
/// kernel on a zero-padded vector) with scalar twins in `Reference/ReferenceStraightAlpha.swift`,
/// compared bit for bit by `StraightAlphaDifferentialTests`. Pixels are RGBA8 in memory order.
public enum StraightAlpha {
    /// Straight from premultiplied, `count` pixels from `src` to `dst` (which may be the same memory):
    /// each colour channel `s = min(255, (p · 255 + a / 2) / a)` in integers (rounded); alpha 0 gives
    /// (0, 0, 0, 0), alpha 255 leaves the pixel as it is.
    public static func unpremultiplyRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int) {
        row(UnpremultiplyKernel(), src, dst, count)
    }

    /// Premultiplied from straight, `count` pixels from `src` to `dst` (which may be the same memory):
    /// each colour channel `p = round(s · a / 255)`, computed as `v = s · a + 128; (v + v >> 8) >> 8`.
    public static func premultiplyRow(_ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, count: Int) {
        row(PremultiplyKernel(), src, dst, count)
    }

    /// Colour bleed for 4:2:0 chroma, on a straight-alpha image: chroma averages each 2×2 block, so a fully
    /// transparent pixel's colour (black) would darken the visible pixels beside it. In every whole 2×2
    /// block (an odd last row or column is left alone), each pixel with alpha 0 takes the colour of the
    /// block's most opaque pixel (the first in reading order on a tie) and keeps alpha 0; a block with
    /// nothing visible is unchanged.
    public static func bleedIntoTransparent(_ v: PixmapView) {
        for by in stride(from: 0, to: v.height - 1, by: 2) {
            let r0 = PixelOps.px(v.row(by)), r1 = PixelOps.px(v.row(by + 1))
            var bx = 0
            while bx + 1 < v.width {
                let out = bleedBlock(SIMD4(r0[bx], r0[bx + 1], r1[bx], r1[bx + 1]))
                r0[bx] = out[0]; r0[bx + 1] = out[1]; r1[bx] = out[2]; r1[bx + 1] = out[3]
                bx += 2
            }
        }
    }

    // MARK: - Kernels

    /// One 2×2 block as four lanes (top left, top right, bottom left, bottom right).
    @inline(__always) static func bleedBlock(_ p: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let a = p &>> 24
        // Highest alpha first, then the lowest lane: alpha in the high bits, 3 − lane in the low two.
        let best = ((a &<< 2) | SIMD4(3, 2, 1, 0)).max()
        let colour = p[Int(3 - (best & 3))] & 0x00FF_FFFF
        let take = (a .== 0) .& (SIMD4(repeating: best &>> 2) .> 0)
        return p.replacing(with: SIMD4(repeating: colour), where: take)
    }

    @inline(__always)
    static func row<K: UnaryPixelKernel>(_ k: K, _ src: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ n: Int) {
        let s = UnsafeRawPointer(src).assumingMemoryBound(to: UInt32.self), d = PixelOps.px(dst)
        var i = 0
        while i + 8 <= n { store8(d + i, k.apply(load8(s + i))); i += 8 }
        if i < n { storePartial(d + i, k.apply(loadPartial(s + i, n - i)), n - i) }
    }
}

struct UnpremultiplyKernel: UnaryPixelKernel {
    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        typealias F8 = SIMD8<Float>
        let a = d &>> 24
        let af = F8(a), half = F8(a &>> 1), zero = a .== 0
        // (p · 255 + a / 2) / a in Float is exact here: the numerator is below 2^16 and the quotient's
        // distance to the next integer (at least 1/a) exceeds Float's rounding error, so floor is the
        // integer quotient (every (p, a) pair is checked against the scalar twin).
        @inline(__always) func ch(_ shift: UInt32) -> U32x8 {
            var q = ((F8((d &>> shift) & 255) * 255 + half) / af).rounded(.down)
            q.replace(with: 0, where: zero)
            q.replace(with: 255, where: q .> 255)
            return U32x8(q)
        }
        return ch(0) | (ch(8) &<< 8) | (ch(16) &<< 16) | (a &<< 24)
    }
}

struct PremultiplyKernel: UnaryPixelKernel {
    @inline(__always) func apply(_ d: U32x8) -> U32x8 {
        let a = d &>> 24
        @inline(__always) func ch(_ shift: UInt32) -> U32x8 {
            let v = ((d &>> shift) & 255) &* a &+ 128
            return (v &+ (v &>> 8)) &>> 8
        }
        return ch(0) | (ch(8) &<< 8) | (ch(16) &<< 16) | (a &<< 24)
    }
}
