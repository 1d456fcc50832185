/// The SIMD vocabulary of the compositor.
///
/// A pixel is one `UInt32` (bytes R, G, B, A in memory order, little-endian: R is bits 0-7).
/// Eight pixels are a `U32x8`. For arithmetic a pixel is split into two 16-bit-slot halves,
/// `rb = (R, B)` and `ga = (G, A)`, each a `U16x16` whose lanes `2i`, `2i + 1` belong to pixel `i`;
/// products of two 8-bit values fit a 16-bit lane, so no widening conversion is ever needed.
/// Every stage here has a scalar twin in `Pipeline/Reference/`.
typealias U32x8 = SIMD8<UInt32>
typealias U16x16 = SIMD16<UInt16>

/// The same 256 bits, as 16 lanes.
@inline(__always) func as16(_ v: U32x8) -> U16x16 { unsafeBitCast(v, to: U16x16.self) }
/// The same 256 bits, as 8 lanes.
@inline(__always) func as32(_ v: U16x16) -> U32x8 { unsafeBitCast(v, to: U32x8.self) }

/// `round(x / 255)` per 16-bit lane, exact for `x <= 255 * 255`: `((x + 128) · 257) >> 16`
/// (equal to the `(t + (t >> 8)) >> 8` identity, `t = x + 128`, for every such x; one `pmulhuw`).
@inline(__always) func div255(_ x: U16x16) -> U16x16 { mulHigh257(x &+ 128) }

/// `round(a · b / 255)` per 16-bit lane, for 8-bit `a`, `b`.
@inline(__always) func mul255(_ a: U16x16, _ b: U16x16) -> U16x16 { div255(a &* b) }

/// `255 - a` per lane.
@inline(__always) func inv(_ a: U16x16) -> U16x16 { 255 &- a }

/// Eight pixels as two 16-bit-slot halves.
struct Px8 {
    var rb: U16x16
    var ga: U16x16

    @inline(__always) init(rb: U16x16, ga: U16x16) { self.rb = rb; self.ga = ga }
    @inline(__always) init(_ p: U32x8) {
        rb = as16(p & 0x00FF_00FF)
        ga = as16((p &>> 8) & 0x00FF_00FF)
    }
    /// Repacked into pixels (each lane must be <= 255).
    @inline(__always) var packed: U32x8 { as32(rb) | (as32(ga) &<< 8) }
    /// Alpha of each pixel in both of its slots.
    @inline(__always) var alpha2: U16x16 {
        let a = as32(ga) &>> 16
        return as16(a | (a &<< 16))
    }
    /// Every lane multiplied by `c` (per slot) and divided by 255.
    @inline(__always) func scaled(_ c: U16x16) -> Px8 { Px8(rb: mul255(rb, c), ga: mul255(ga, c)) }
}

/// Row memory access (unaligned loads and stores of 8 pixels).
@inline(__always) func load8(_ p: UnsafePointer<UInt32>) -> U32x8 {
    UnsafeRawPointer(p).loadUnaligned(as: U32x8.self)
}
@inline(__always) func store8(_ p: UnsafeMutablePointer<UInt32>, _ v: U32x8) {
    UnsafeMutableRawPointer(p).storeBytes(of: v, as: U32x8.self)
}
