/// Scalar twins of `StraightAlpha`'s kernels, one pixel (or one 2×2 block) at a time, written from
/// their documented formulas. `StraightAlphaDifferentialTests` compares them bit for bit.
enum ReferenceStraightAlpha {
    static func unpremultiply(_ p: RGBA8) -> RGBA8 {
        let a = Int(p.a)
        if a == 0 { return RGBA8(0, 0, 0, 0) }
        func f(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + a / 2) / a)) }
        return RGBA8(f(p.r), f(p.g), f(p.b), p.a)
    }

    static func premultiply(_ s: RGBA8) -> RGBA8 {
        func f(_ c: UInt8) -> UInt8 {
            let v = Int(c) * Int(s.a) + 128
            return UInt8((v + (v >> 8)) >> 8)
        }
        return RGBA8(f(s.r), f(s.g), f(s.b), s.a)
    }

    /// The block's pixels in reading order; alpha-0 pixels take the first most opaque pixel's colour.
    static func bleed(_ block: [RGBA8]) -> [RGBA8] {
        var best = block[0]
        for p in block.dropFirst() where p.a > best.a { best = p }
        guard best.a > 0 else { return block }
        return block.map { $0.a == 0 ? RGBA8(best.r, best.g, best.b, 0) : $0 }
    }
}
