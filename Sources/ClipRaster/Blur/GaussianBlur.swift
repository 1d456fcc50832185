import CRasterShims

/// Gaussian blur of a premultiplied RGBA8 image, in place, approximated by three successive box
/// blurs per direction (separable; box widths from Kovesi's "boxes for Gauss").
///
/// `radius` follows Core Animation's `shadowRadius` convention as commonly reimplemented:
/// the Gaussian's standard deviation is `sigma = radius / 2`. Outside the image is transparent.
///
/// Example: `GaussianBlur.apply(to: shadow.view, radius: 12)` (sigma 6).
///
/// Method: per direction, the three boxes run fused as one cascaded integrator–comb filter in
/// exact integer arithmetic (three running sums, then three differences over ring buffers of the
/// last box-width values, all in `UInt32` lanes; wrap-around cancels because the true sum fits
/// 32 bits). So the unnormalised triple-box sum `S` of every channel is exact and independent of
/// summation order and CPU level; it is then divided by `W = w1·w2·w3` in fixed point
/// (`BoxDivider`, within 0.015 of `S / W` before rounding) and stored as a byte once per direction.
/// When `255·W` would not fit 32 bits (sigma above about 120), the boxes run in two or three
/// consecutive cascades, each rounded to bytes.
///
/// Error (checked in `BlurTests`):
/// - Shape: box³ is a piecewise quadratic B-spline whose variance matches `sigma²` up to the
///   integer box widths. Its exact kernel differs from the true Gaussian of the same sigma by at
///   most 6.2% of the Gaussian's peak in 1-D for sigma 1.5…60 (3.5% at 1.5, 4.4% at 10, 5.7% at
///   60), 11.4% of the peak in 2-D; below sigma 1.5 fewer boxes are used and it is coarser (23%
///   at sigma 1: one 3-wide box). An opaque 16x12 square blurred with sigma 1.5, 5, 10, 30 is
///   within 4.6, 2.8, 3.3, 1.4 (of 255) of its exact Gaussian blur.
/// - Rounding: each output byte is within 0.515 of the exact box³ mean of its input bytes, per
///   direction (per cascade). So the total alpha is preserved to within ±0.515 per pixel per
///   direction, for content that does not spread past the image edges.
/// - Colour never exceeds alpha (the division is monotone and `S(colour) ≤ S(alpha)`).
/// Cost: O(width · height) per direction whatever the radius; 16 channels (4 pixels) per lane
/// vector, 16-pixel strips (the ring buffers stay in L1/L2). Rows are transposed into a strip
/// buffer 16 at a time, so both directions run the same column kernel.
public enum GaussianBlur {
    public static func apply(to view: PixmapView, radius: Double) {
        apply(to: view, sigma: radius / 2)
    }

    public static func apply(to view: PixmapView, sigma: Double) {
        guard sigma > 0.2, sigma.isFinite, view.width > 0, view.height > 0 else { return }
        let cascades = cascades(radii: boxRadii(sigma: min(sigma, 2000)))
        guard !cascades.isEmpty else { return }
        let work = StripWork(cascades, length: max(view.width, view.height))
        defer { work.deallocate() }
        for c in cascades { horizontal(view, c, work) }
        for c in cascades { vertical(view, c, work) }
    }

    /// Half-widths of the three boxes whose successive application approximates `sigma`.
    static func boxRadii(sigma: Double, passes n: Int = 3) -> [Int] {
        let wIdeal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - Double(4 * n * wl) - Double(3 * n)) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { ($0 < m ? wl : wu) / 2 }.map { max(0, $0) }
    }

    /// The boxes of half-widths `radii` (zeros dropped) grouped, in order, into cascades whose
    /// width product `W` keeps `255·W` within 32 bits (one cascade unless sigma is above ~120).
    static func cascades(radii: [Int]) -> [BoxCascade] {
        var out: [BoxCascade] = [], group: [Int] = []
        for r in radii where r > 0 {
            let w = 2 * r + 1
            if !group.isEmpty, group.reduce(1, *) * w > BoxCascade.maxProduct {
                out.append(BoxCascade(widths: group)); group = []
            }
            group.append(w)
        }
        if !group.isEmpty { out.append(BoxCascade(widths: group)) }
        return out
    }

    /// The boxes along rows: 16 rows at a time are transposed into the strip buffer (row pixel
    /// `x` of row `j` at `strip[16·x + j]`), filtered as columns, and transposed back.
    static func horizontal(_ v: PixmapView, _ c: BoxCascade, _ work: StripWork) {
        let w = v.width, strip = work.strip
        var y0 = 0
        while y0 < v.height {
            let rows = min(stripPixels, v.height - y0)
            transposeIn(v, y0, rows, strip)
            filterStrip(UnsafeMutableRawPointer(strip), stride: stripBytes, count: w, c, work)
            transposeOut(v, y0, rows, strip)
            y0 += stripPixels
        }
    }

    /// The boxes along columns, on strips of 16 pixels (64 bytes) filtered in place; a narrower
    /// last strip goes through the zero-padded strip buffer.
    static func vertical(_ v: PixmapView, _ c: BoxCascade, _ work: StripWork) {
        let h = v.height
        var x0 = 0
        while x0 + stripPixels <= v.width {
            filterStrip(UnsafeMutableRawPointer(v.row(0) + 4 * x0), stride: v.stride, count: h, c, work)
            x0 += stripPixels
        }
        if x0 < v.width {
            let bytes = 4 * (v.width - x0)
            let s = UnsafeMutableRawPointer(work.strip)
            for y in 0..<h {
                let d = s + y * stripBytes
                d.initializeMemory(as: UInt8.self, repeating: 0, count: stripBytes)
                d.copyMemory(from: v.row(y) + 4 * x0, byteCount: bytes)
            }
            filterStrip(s, stride: stripBytes, count: h, c, work)
            for y in 0..<h { (v.row(y) + 4 * x0).update(from: (s + y * stripBytes).assumingMemoryBound(to: UInt8.self), count: bytes) }
        }
    }

    static let stripPixels = 16
    static let stripBytes = 64
}

/// One fused run of up to three boxes along one direction: the widths (1 = no box) and the
/// fixed-point division by their product.
///
/// Guarantees: `w1, w2, w3` odd and ≥ 1; `w1·w2·w3 ≤ maxProduct`, so a channel's exact sum
/// `S ≤ 255·w1·w2·w3` fits a `UInt32`.
struct BoxCascade {
    static let maxProduct = 16_000_000
    let w1: Int, w2: Int, w3: Int
    let divider: BoxDivider

    init(widths: [Int]) {
        precondition((1...3).contains(widths.count) && widths.allSatisfy { $0 >= 1 && $0 % 2 == 1 })
        let ws = widths + Array(repeating: 1, count: 3 - widths.count)
        w1 = ws[0]; w2 = ws[1]; w3 = ws[2]
        precondition(w1 * w2 * w3 <= Self.maxProduct)
        divider = BoxDivider(w1 * w2 * w3)
    }

    /// Steps between an input and the output it centres on: `r1 + r2 + r3`.
    var reach: Int { (w1 + w2 + w3 - 3) / 2 }
}

/// `S / W` rounded to an integer, for `0 ≤ S ≤ 255·W`, in lane-friendly fixed point:
/// `(((S + 2^(t−1)) >> t) · M + 2^(u−1)) >> u` with both factors below 2^15, so the product is
/// one 16-bit multiply-add per lane (`pmaddwd`). Within 0.015 of `S / W` before the final rounding,
/// monotone in `S`, and 255 at `S = 255·W` (checked in `BlurTests`).
struct BoxDivider {
    let preShift: UInt32, preBias: UInt32, mul: UInt32, shift: UInt32, bias: UInt32

    init(_ w: Int) {
        let maxS = UInt64(255 * w)
        var t: UInt64 = 0
        while (maxS + (t > 0 ? 1 << (t - 1) : 0)) >> t > 32767 { t += 1 }
        var u: UInt64 = 1
        @inline(__always) func m(_ u: UInt64) -> UInt64 { ((1 << (u + t)) + UInt64(w) / 2) / UInt64(w) }
        while m(u + 1) <= 32767 { u += 1 }
        preShift = UInt32(t); preBias = t > 0 ? 1 << (t - 1) : 0
        mul = UInt32(m(u)); shift = UInt32(u); bias = 1 << (u - 1)
        precondition(UInt64(32767) * UInt64(mul) + UInt64(bias) < 1 << 32)
    }

    /// The scalar twin of the lane-wise division in `GaussianBlur.filterStrip`.
    @inline(__always) func divide(_ s: UInt32) -> UInt32 {
        ((((s &+ preBias) &>> preShift) & 0x7FFF) &* (mul & 0x7FFF) &+ bias) &>> shift
    }
}

/// Working memory of one `apply` call: the strip buffer (a 16-pixel-wide column strip, or 16 rows
/// transposed) and the cascade state (12 running-sum lanes + ring buffers). One allocation.
struct StripWork {
    typealias V = SIMD16<UInt32>
    let strip: UnsafeMutablePointer<UInt32>
    let state: UnsafeMutablePointer<V>
    let stateCount: Int

    init(_ cascades: [BoxCascade], length: Int) {
        strip = .allocate(capacity: length * GaussianBlur.stripPixels)
        stateCount = 4 * (3 + cascades.map { $0.w1 + $0.w2 + $0.w3 }.max()!)
        state = .allocate(capacity: stateCount)
    }

    func deallocate() { strip.deallocate(); state.deallocate() }
}

extension GaussianBlur {
    typealias V = SIMD16<UInt32>
    typealias B16 = SIMD16<UInt8>

    /// 16 bytes widened to 16 lanes (a plain loop: one `pmovzxbd`-class sequence; see `Wide/Conversions.swift`).
    @inline(__always) static func widen(_ p: UnsafeRawPointer) -> V {
        let b = p.loadUnaligned(as: B16.self)
        var r = V()
        for i in 0..<16 { r[i] = UInt32(b[i]) }
        return r
    }

    /// 16 lanes (each ≤ 255) narrowed to bytes and stored.
    @inline(__always) static func narrow(_ p: UnsafeMutableRawPointer, _ v: V) {
        var b = B16()
        for i in 0..<16 { b[i] = UInt8(truncatingIfNeeded: v[i]) }
        p.storeBytes(of: b, as: B16.self)
    }

    /// The cascade along `count` steps of a 64-byte-wide strip (step `i` at `base + i·stride`), in
    /// place: output `m` is written at step `m + reach`, after every input it reads.
    /// Per step and 16-channel chunk: three running sums `s1 += x; s2 += s1; s3 += s2`, then three
    /// combs `c1 = s3 − s3[−w1]`, `c2 = c1 − c1[−w2]`, `c3 = c2 − c2[−w3]` (ring buffers), all modulo
    /// 2^32; `c3` is the exact triple-box sum centred `reach` steps back.
    static func filterStrip(_ base: UnsafeMutableRawPointer, stride: Int, count n: Int, _ c: BoxCascade, _ work: StripWork) {
        let st = work.state
        st.initialize(repeating: V(), count: work.stateCount)
        let ring1 = st + 12, ring2 = ring1 + 4 * c.w1, ring3 = ring2 + 4 * c.w2
        let w1 = c.w1, w2 = c.w2, w3 = c.w3, reach = c.reach
        let d = c.divider
        let preBias = V(repeating: d.preBias), bias = V(repeating: d.bias)
        let mul = V(repeating: d.mul & 0x7FFF), mask = V(repeating: 0x7FFF)
        let preShift = V(repeating: d.preShift), shift = V(repeating: d.shift)
        var p1 = 0, p2 = 0, p3 = 0
        let ahead = 8 * stride

        @inline(__always) func step(_ i: Int, load: Bool, store: Bool) {
            let src = base + i &* stride, dst = base + (i &- reach) &* stride
            if load { clip_prefetch(src + ahead); clip_prefetch(src + ahead + 63) }
            let q1 = ring1 + 4 &* p1, q2 = ring2 + 4 &* p2, q3 = ring3 + 4 &* p3
            for k in 0..<4 {
                let x = load ? widen(src + 16 &* k) : V()
                let s1 = st[k] &+ x; st[k] = s1
                let s2 = st[4 &+ k] &+ s1; st[4 &+ k] = s2
                let s3 = st[8 &+ k] &+ s2; st[8 &+ k] = s3
                let c1 = s3 &- q1[k]; q1[k] = s3
                let c2 = c1 &- q2[k]; q2[k] = c1
                let c3 = c2 &- q3[k]; q3[k] = c2
                if store {
                    let q = ((c3 &+ preBias) &>> preShift) & mask
                    narrow(dst + 16 &* k, (q &* mul &+ bias) &>> shift)
                }
            }
            p1 &+= 1; if p1 == w1 { p1 = 0 }
            p2 &+= 1; if p2 == w2 { p2 = 0 }
            p3 &+= 1; if p3 == w3 { p3 = 0 }
        }

        var i = 0
        while i < min(n, reach) { step(i, load: true, store: false); i &+= 1 }
        while i < reach { step(i, load: false, store: false); i &+= 1 }
        while i < n { step(i, load: true, store: true); i &+= 1 }
        while i < n &+ reach { step(i, load: false, store: true); i &+= 1 }
    }

    /// Rows `y0 ..< y0 + rows` into the strip buffer, transposed (missing rows are zero).
    static func transposeIn(_ v: PixmapView, _ y0: Int, _ rows: Int, _ strip: UnsafeMutablePointer<UInt32>) {
        let w = v.width
        if rows < stripPixels { strip.update(repeating: 0, count: w * stripPixels) }
        for j in 0..<rows {
            let r = UnsafeRawPointer(v.row(y0 + j)), d = strip + j
            for x in 0..<w { d[x &* 16] = r.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self) }
        }
    }

    /// The strip buffer back into rows `y0 ..< y0 + rows`.
    static func transposeOut(_ v: PixmapView, _ y0: Int, _ rows: Int, _ strip: UnsafeMutablePointer<UInt32>) {
        let w = v.width
        for j in 0..<rows {
            let r = UnsafeMutableRawPointer(v.row(y0 + j)), s = strip + j
            for x in 0..<w { r.storeBytes(of: s[x &* 16], toByteOffset: x &* 4, as: UInt32.self) }
        }
    }
}
