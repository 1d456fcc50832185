/// Scalar twins of `PixelOps`' lane kernels, one pixel at a time, written from their documented
/// formulas (not from the SIMD code). `PixelOpsDifferentialTests` compares them bit for bit.
enum ReferencePixelOps {
    static func div255(_ x: Int) -> Int { (x + 127) / 255 }

    static func multiplyByAlpha(_ d: RGBA8, mask m: RGBA8) -> RGBA8 {
        let a = Int(m.a)
        func f(_ v: UInt8) -> UInt8 { UInt8(div255(Int(v) * a)) }
        return RGBA8(f(d.r), f(d.g), f(d.b), f(d.a))
    }

    static func tintAlpha(_ d: RGBA8, source s: RGBA8, color c: RGBA8) -> RGBA8 {
        let a = Int(s.a)
        if a == 0 { return d }
        func f(_ v: UInt8) -> UInt8 { UInt8(div255(Int(v) * a)) }
        return RGBA8(f(c.r), f(c.g), f(c.b), f(c.a))
    }

    static func multiplyRGB(_ d: RGBA8, r: Double, g: Double, b: Double) -> RGBA8 {
        func m(_ v: Double) -> Int { v.isFinite ? Int(max(0, min(256, (v * 256).rounded()))) : 0 }
        func f(_ c: UInt8, _ k: Int) -> UInt8 { UInt8((Int(c) * k) >> 8) }
        return RGBA8(f(d.r, m(r)), f(d.g, m(g)), f(d.b, m(b)), d.a)
    }

    static func saturate(_ d: RGBA8, saturation: Double, brightness: Double, opaque: Bool = false) -> RGBA8 {
        let alpha = opaque ? 255 : Int(d.a)
        let s = Int((max(-8, min(8, saturation.isFinite ? saturation : 1)) * 256).rounded())
        let k = Int((max(0, min(4, brightness.isFinite ? brightness : 1)) * 256).rounded())
        let l = (13933 * Int(d.r) + 46871 * Int(d.g) + 4732 * Int(d.b) + 32768) >> 16
        func f(_ c: UInt8) -> UInt8 {
            let v = (l * 256 + (Int(c) - l) * s) * k
            // Floor division by 65536 after adding half (an arithmetic shift rounds toward −∞).
            let o = Int((Double(v + 32768) / 65536).rounded(.down))
            return UInt8(max(0, min(alpha, o)))
        }
        return RGBA8(f(d.r), f(d.g), f(d.b), UInt8(alpha))
    }
}
