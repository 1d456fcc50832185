/// Scalar, obviously-correct twins of the SIMD blend kernels (one channel at a time, integer
/// rounding `round(x / 255)` written as a division). Used by the differential tests.
enum ReferenceBlend {
    /// `round(x / 255)` for `x >= 0` (never a tie for integers).
    @inline(__always) static func d255(_ x: Int) -> Int { (x + 127) / 255 }

    /// Blends one premultiplied pixel (channels RGBA) with coverage `c` (0...255).
    static func blend(_ mode: BlendMode, s: RGBA8, d: RGBA8, c: UInt8) -> RGBA8 {
        let sv = [Int(s.r), Int(s.g), Int(s.b), Int(s.a)], dv = [Int(d.r), Int(d.g), Int(d.b), Int(d.a)]
        let cc = Int(c)
        var out = [0, 0, 0, 0]
        let sc = sv.map { d255($0 * cc) }
        switch mode {
        case .darken, .lighten, .colorDodge, .colorBurn, .hardLight, .softLight, .difference, .exclusion, .hue, .saturation, .color,
            .luminosity:
            out = ReferenceBlendW3C.blend(mode, sc, dv)
            return RGBA8(UInt8(out[0]), UInt8(out[1]), UInt8(out[2]), UInt8(out[3]))
        default: break
        }
        for k in 0..<4 {
            switch mode {
            case .sourceOver: out[k] = sc[k] + d255(dv[k] * (255 - sc[3]))
            case .copy: out[k] = d255(sv[k] * cc + dv[k] * (255 - cc))
            case .clear: out[k] = d255(dv[k] * (255 - cc))
            case .multiply: out[k] = d255(sc[k] * dv[k] + sc[k] * (255 - dv[3]) + dv[k] * (255 - sc[3]))
            case .screen: out[k] = dv[k] + d255(sc[k] * (255 - dv[k]))
            case .plus: out[k] = min(255, sc[k] + dv[k])
            case .destinationIn: out[k] = d255(dv[k] * (255 - d255(cc * (255 - sv[3]))))
            case .destinationOut: out[k] = d255(dv[k] * (255 - sc[3]))
            case .overlay:
                let (s, d, sa, da) = (sc[k], dv[k], sc[3], dv[3])
                let x = 2 * d <= da ? 2 * s * d : sa * da - 2 * (da - d) * (sa - s)
                out[k] = d255(s * (255 - da) + d * (255 - sa) + x)
            default: break
            }
        }
        return RGBA8(UInt8(out[0]), UInt8(out[1]), UInt8(out[2]), UInt8(out[3]))
    }
}
