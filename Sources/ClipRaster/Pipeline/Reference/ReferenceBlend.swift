/// The scalar twin of the C blend kernels (`kernels_body.h`): one pixel, one channel at a time,
/// the formulas of `BlendMode` with integer rounding `round(x / 255)`. It is what
/// `CLIPGEN_CPU_LEVEL=0` runs (`Composite.spanReference`), and what the differential tests hold
/// every C level to, bit for bit.
///
/// Pixels are `UInt32`, bytes R, G, B, A from the lowest. Each channel's result is computed as the
/// C kernels' 16-bit slot holds it: for premultiplied pixels no term leaves `0...255²` and the
/// arithmetic is exact; on other bit patterns a sum is taken modulo 2¹⁶ (`d255`) and the four
/// results are or'ed together as the kernels pack their slots, so that even then every level gives
/// the same bits (and nothing traps).
enum ReferenceBlend {
    /// `round(x / 255)`, exact for `0 <= x <= 255²` (`testDiv255ExhaustiveOverProducts`), in the
    /// kernels' form `((x + 128)·257) >> 16` with `x + 128` taken modulo 2¹⁶ as their lanes do.
    @inline(__always) static func d255(_ x: Int) -> Int { (((x &+ 128) & 0xFFFF) &* 257) >> 16 }

    /// Byte `k` (0 R, 1 G, 2 B, 3 A) of a pixel.
    @inline(__always) static func ch(_ p: UInt32, _ k: Int) -> Int { Int(truncatingIfNeeded: (p >> UInt32(8 * k)) & 255) }

    /// The pixel of the four channel results `f(0)...f(3)`, or'ed in at bits 0, 8, 16 and 24 (the
    /// C kernels' packing of their 16-bit slots; each result is a byte for premultiplied pixels).
    @inline(__always) static func pack(_ f: (Int) -> Int) -> UInt32 {
        UInt32(truncatingIfNeeded: f(0) | f(1) << 8 | f(2) << 16 | f(3) << 24)
    }

    /// Blends the premultiplied pixel `s` onto `d` with coverage `c` (0...255), as documented on
    /// `BlendMode`: `lerp(d, B(s, d), c)` rounded per channel; for most modes the source is scaled
    /// by the coverage first (`s' = round(s·c / 255)`).
    static func pixel(_ mode: BlendMode, _ s: UInt32, _ d: UInt32, _ c: Int) -> UInt32 {
        switch mode {
        case .copy: return pack { k in d255(ch(s, k) * c + ch(d, k) * (255 - c)) }
        case .clear: return pack { k in d255(ch(d, k) * (255 - c)) }
        case .destinationIn:
            // `e = 255 − round(c·(255 − sa) / 255)`: at c = 255, `round(d·sa / 255)`, the mask multiply.
            let e = 255 - d255(c * (255 - ch(s, 3)))
            return pack { k in d255(ch(d, k) * e) }
        case .destinationOut:
            let e = 255 - d255(ch(s, 3) * c)
            return pack { k in d255(ch(d, k) * e) }
        default:
            let sc = c == 255 ? s : pack { k in d255(ch(s, k) * c) }
            return scaled(mode, sc, d)
        }
    }

    /// The modes that scale the source by the coverage first: `s` is already scaled.
    static func scaled(_ mode: BlendMode, _ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = ch(s, 3), da = ch(d, 3)
        switch mode {
        case .sourceOver: return pack { k in ch(s, k) + d255(ch(d, k) * (255 - sa)) }
        case .multiply:
            return pack { k in
                let (s, d) = (ch(s, k), ch(d, k))
                return d255(s * d + s * (255 - da) + d * (255 - sa))
            }
        case .screen: return pack { k in ch(d, k) + d255(ch(s, k) * (255 - ch(d, k))) }
        // Porter-Duff "lighter", saturating.
        case .plus: return pack { k in min(255, ch(s, k) + ch(d, k)) }
        case .overlay:
            // W3C overlay, premultiplied: `X = 2·s·d` where `2d <= da`, else `sa·da − 2·(da − d)·(sa − s)`
            // (on alpha X = sa·da, so alpha is `sa + da − sa·da`).
            return pack { k in
                let (s, d) = (ch(s, k), ch(d, k))
                let x = 2 * d <= da ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
                return d255(s * (255 - da) + d * (255 - sa) + x)
            }
        default: return ReferenceBlendW3C.blend(mode, s, d)
        }
    }

    /// `pixel` on `RGBA8` values (the tests' form).
    static func blend(_ mode: BlendMode, s: RGBA8, d: RGBA8, c: UInt8) -> RGBA8 {
        @inline(__always) func packed(_ p: RGBA8) -> UInt32 { UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16 | UInt32(p.a) << 24 }
        let v = pixel(mode, packed(s), packed(d), Int(c))
        return RGBA8(UInt8(v & 255), UInt8(v >> 8 & 255), UInt8(v >> 16 & 255), UInt8(v >> 24))
    }
}
