/// Lane math of the sweep: prefix sums of accumulated cells and their conversion to coverage.
/// Scalar twins: `CoverageAccumulator.coverage(_:evenOdd:)`; `StageDifferentialTests` compares them.
typealias I32x8 = SIMD8<Int32>

@inline(__always) func loadI32x8(_ p: UnsafePointer<Int32>) -> I32x8 {
    UnsafeRawPointer(p).loadUnaligned(as: I32x8.self)
}
@inline(__always) func storeI32x8(_ p: UnsafeMutablePointer<Int32>, _ v: I32x8) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: I32x8.self)
}

/// Inclusive prefix sum of eight lanes in three shift-and-add steps (each shift is one shuffle).
@inline(__always) func prefixSum8(_ v: I32x8) -> I32x8 {
    var s = v
    s &+= I32x8(0, s[0], s[1], s[2], s[3], s[4], s[5], s[6])
    s &+= I32x8(0, 0, s[0], s[1], s[2], s[3], s[4], s[5])
    s &+= I32x8(0, 0, 0, 0, s[0], s[1], s[2], s[3])
    return s
}

/// How a raw prefix sum (units of 1 / (2·one²)) becomes coverage 0...255.
protocol CoverageRule {
    /// Eight coverages, each as `c | c << 16` (the compositor's coverage layout).
    static func lanes(_ s: I32x8) -> U32x8
    /// One coverage (0...255).
    static func coverage(_ s: Int32) -> UInt32
}

extension CoverageRule {
    /// The lane loop compiles to vector code (the scalar rule has no branches).
    @inline(__always) static func lanes(_ s: I32x8) -> U32x8 {
        var r = U32x8()
        for k in 0..<8 { r[k] = coverage(s[k]) }
        return r | (r &<< 16)
    }
}

/// `min(|s|, full)`, scaled to 0...255 with rounding. Written with signed compares, shifts and
/// adds only (SSE2 has no unsigned compare, no 32-bit `pabsd`/`pminud`/`pmulld`): `m·255` is
/// `(m << 8) − m`.
enum NonZeroCoverage: CoverageRule {
    @inline(__always) static func coverage(_ s: Int32) -> UInt32 {
        let sign = s &>> 31
        let a = (s ^ sign) &- sign // |s|; Int32.min stays negative
        let m = (a > Int32(Fx.full) || a < 0) ? Int32(Fx.full) : a
        return UInt32(bitPattern: ((m &<< 8) &- m &+ Int32(Fx.full >> 1)) &>> Int32(2 * Fx.shift + 1))
    }
}

/// The winding parity: `s mod 2·full` folded at `full` (exact under Int32 wrap-around, since
/// 2³² is a multiple of 2·full), scaled to 0...255 with rounding (SSE2-friendly, as above).
enum EvenOddCoverage: CoverageRule {
    @inline(__always) static func coverage(_ s: Int32) -> UInt32 {
        let full = Int32(Fx.full)
        let a = s & (2 &* full &- 1)
        let m = a > full ? 2 &* full &- a : a
        return UInt32(bitPattern: ((m &<< 8) &- m &+ (full >> 1)) &>> Int32(2 * Fx.shift + 1))
    }
}
