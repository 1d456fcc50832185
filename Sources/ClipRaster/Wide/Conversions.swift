/// The only place where lane types or widths are converted. Written as plain loops: stdlib SIMD
/// conversion initialisers (e.g. `SIMD16<UInt8>(clamping:)`) can compile to long scalar sequences
/// (swiftlang/swift #92108); these loops compile to a handful of instructions (checked with objdump).

/// `n < 8` pixels into the low lanes of a vector (other lanes zero).
/// (A small memcpy through the stack: inserting lanes one by one compiles to spills.)
@inline(__always) func loadPartial(_ p: UnsafePointer<UInt32>, _ n: Int) -> U32x8 {
    var v = U32x8(repeating: 0)
    withUnsafeMutableBytes(of: &v) { $0.baseAddress!.copyMemory(from: p, byteCount: n &* 4) }
    return v
}
/// The low `n < 8` lanes back to memory.
@inline(__always) func storePartial(_ p: UnsafeMutablePointer<UInt32>, _ v: U32x8, _ n: Int) {
    var t = v
    withUnsafeBytes(of: &t) { UnsafeMutableRawPointer(p).copyMemory(from: $0.baseAddress!, byteCount: n &* 4) }
}

/// LUT indices `round(v)` for `v` clamped to 0...255 (NaN → 0), lane-wise, via the 2²³ magic
/// number (no trapping float→int conversion). This loop compiles to cmpleps/minps/addps/andps;
/// `pointwiseMin`/`pointwiseMax` were out-of-line calls (checked in the assembly).
@inline(__always) func lutIndex8(_ v: SIMD8<Float>) -> SIMD8<UInt32> {
    var r = SIMD8<UInt32>()
    for k in 0..<8 {
        let x = v[k]
        let c: Float = x >= 0 ? (x <= 255 ? x : 255) : 0
        r[k] = (c + 8_388_608.0).bitPattern & 0xFF
    }
    return r
}

/// The scalar twin of `lutIndex8`.
@inline(__always) func lutIndex1(_ x: Float) -> Int {
    let c: Float = x >= 0 ? (x <= 255 ? x : 255) : 0
    return Int((c + 8_388_608.0).bitPattern & 0xFF)
}

/// `(x · 257) >> 16` per 16-bit lane (the high half of a widening multiply). Written as a loop
/// over widened lanes, which LLVM turns into one `pmulhuw` per 8 lanes (checked in the assembly).
@inline(__always) func mulHigh257(_ x: U16x16) -> U16x16 {
    var r = U16x16()
    for i in 0..<16 { r[i] = UInt16(truncatingIfNeeded: (UInt32(x[i]) &* 257) &>> 16) }
    return r
}

/// `Int(round(v))` for `0 <= v < 2^31` without the trapping conversion: the 1.5·2^52 magic number
/// leaves the rounded integer in the low mantissa bits (ties to even).
@inline(__always) func roundToIntNonNegative(_ v: Double) -> Int {
    Int(truncatingIfNeeded: (v + 6_755_399_441_055_744.0).bitPattern & 0xFFFF_FFFF)
}

/// `Int(round(v))` for `|v| < 2^50` without the trapping conversion (ties to even): the mantissa of
/// `v + 1.5·2^52` holds `2^51 + round(v)`.
@inline(__always) func roundToInt(_ v: Double) -> Int {
    Int(truncatingIfNeeded: (v + 6_755_399_441_055_744.0).bitPattern & 0x000F_FFFF_FFFF_FFFF) - 0x0008_0000_0000_0000
}
