/// Scalar twins of the filter kernels in `FilterOps.swift`, one pixel at a time, written from
/// their documented formulas. `FilterOpsDifferentialTests` compares them bit for bit.
enum ReferenceFilterOps {
    static func div255(_ x: Int) -> Int { (x + 127) / 255 }

    static func luminanceToAlpha(_ p: RGBA8) -> RGBA8 {
        let l = (13926 * Int(p.r) + 46884 * Int(p.g) + 4725 * Int(p.b) + 32768) >> 16
        return RGBA8(0, 0, 0, UInt8(l))
    }

    static func grey(_ p: RGBA8) -> Int {
        let a = Int(p.a)
        guard a > 0 else { return 0 }
        func straight(_ c: UInt8) -> Int { min(255, (Int(c) * 255 + a / 2) / a) }
        let sum = [p.r, p.g, p.b].reduce(0) { $0 + Int(TintTables.linear[straight($1)]) }
        return Int(TintTables.srgb[((sum * 21843) >> 16) >> 4])
    }

    static func tritone(_ p: RGBA8, shadows: Color, midtones: Color, highlights: Color) -> RGBA8 {
        let g = grey(p)
        func channel(_ s: Double, _ m: Double, _ h: Double) -> UInt8 {
            let (from, to, u) = g <= 127 ? (s, m, 2 * g) : (m, h, 2 * g - 255)
            let c = div255(TintTables.byte(from) * (255 - u) + TintTables.byte(to) * u)
            return UInt8(div255(c * Int(p.a)))
        }
        return RGBA8(
            channel(shadows.r, midtones.r, highlights.r), channel(shadows.g, midtones.g, highlights.g),
            channel(shadows.b, midtones.b, highlights.b), p.a)
    }

    static func tint(_ p: RGBA8, black: Color, white: Color, amount: Double) -> RGBA8 {
        let a = Int(p.a)
        let grey = grey(p)
        let a1 = div255(a * TintTables.byte(amount)), inv = 255 - a1
        func channel(_ s: UInt8, _ lo: Double, _ hi: Double) -> UInt8 {
            let k = TintTables.byte(lo), w = TintTables.byte(hi)
            let t = div255(k * 255 + (w - k) * grey)
            let mid = div255(grey * a1) + div255(Int(s) * inv)
            return UInt8(div255(t * a1) + div255(mid * inv))
        }
        let midA = a1 + div255(a * inv)
        return RGBA8(
            channel(p.r, black.r, white.r), channel(p.g, black.g, white.g), channel(p.b, black.b, white.b),
            UInt8(a1 + div255(midA * inv)))
    }
}

extension ReferenceFilterOps {
    static func combineCoverage(_ d: RGBA8, _ s: RGBA8, mode: CoverageBlend, opacity: Double) -> RGBA8 {
        let sa = div255(Int(s.a) * TintTables.byte(opacity)), da = Int(d.a)
        let out: Int
        switch mode {
        case .maximum: out = max(sa, da)
        case .minimum: out = min(sa, da)
        case .difference: out = abs(sa - da)
        }
        return RGBA8(0, 0, 0, UInt8(out))
    }
}
