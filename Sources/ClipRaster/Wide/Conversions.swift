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

/// Floats to Int32 lanes, truncating toward zero; inputs must already be clamped and not NaN.
@inline(__always) func truncateToInt32(_ v: SIMD8<Float>) -> SIMD8<Int32> {
    var r = SIMD8<Int32>()
    for i in 0..<8 { r[i] = Int32(v[i]) }
    return r
}

/// `max(lo, min(hi, v))` lane-wise, with NaN mapped to `lo`.
@inline(__always) func clampNaN(_ v: SIMD8<Float>, _ lo: Float, _ hi: Float) -> SIMD8<Float> {
    let a = v.replacing(with: lo, where: .!(v .>= lo))
    return a.replacing(with: hi, where: a .> hi)
}
