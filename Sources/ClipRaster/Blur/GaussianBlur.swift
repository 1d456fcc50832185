import CRasterShims

/// Gaussian blur of a premultiplied RGBA8 image, in place, approximated by three successive box
/// blurs per direction (separable; box widths from Kovesi's "boxes for Gauss").
///
/// `radius` follows Core Animation's `shadowRadius` convention as commonly reimplemented:
/// the Gaussian's standard deviation is `sigma = radius / 2`. Outside the image is transparent:
/// the result is the box³ convolution of the zero-extended image (an opaque image's edge keeps
/// about half its value, a corner a quarter).
///
/// Example: `GaussianBlur.apply(to: shadow.view, radius: 12)` (sigma 6).
///
/// Method: per direction, the three boxes run fused as one cascaded integrator–comb filter in
/// exact integer arithmetic: two boxes' differences on the input (`x − x[−w1] − x[−w2] + x[−w1−w2]`,
/// 16-bit lanes), then running sums and the third difference in `UInt32` lanes (wrap-around
/// cancels because the true sum fits 32 bits). So the unnormalised triple-box sum `S` of every
/// channel is exact and independent of summation order, code shape and CPU level; it is divided
/// by `W = w1·w2·w3` in fixed point (`BoxDivider`: shift, 16-bit multiply, shift) and stored as a
/// byte once per direction. When `255·W` would not fit 32 bits (sigma above about 120), the boxes
/// run in two or three consecutive cascades, each rounded to bytes.
///
/// Error (checked in `BlurTests`):
/// - Shape: box³ is a piecewise quadratic B-spline whose variance matches `sigma²` up to the
///   integer box widths. Its exact kernel differs from the true Gaussian of the same sigma by at
///   most 6.2% of the Gaussian's peak in 1-D for sigma 1.5…60 (3.5% at 1.5, 4.4% at 10, 5.7% at
///   60), 11.4% of the peak in 2-D; below sigma 1.5 fewer boxes are used and it is coarser (23%
///   at sigma 1: one 3-wide box). An opaque 16x12 square blurred with sigma 1.5, 5, 10, 30 is
///   within 4.6, 2.8, 3.3, 1.4 (of 255) of its exact Gaussian blur.
/// - Rounding: each output byte is within 0.524 of the exact box³ mean of its input bytes, per
///   direction (per cascade). So the total alpha is preserved to within ±0.524 per pixel per
///   direction, for content that does not spread past the image edges.
/// - Colour never exceeds alpha (the division is monotone and `S(colour) ≤ S(alpha)`).
/// Cost: O(width · height) per direction whatever the radius, about 20 lane operations per
/// 4 pixels; 16-pixel strips whose 16-bit copy (128 bytes a step) stays in L1/L2. Rows are
/// transposed into the strip 16 at a time, so both directions run the same column kernel.
/// 1920x1080, single thread: about 3.5 ms at radius 3…60 for x86-64-v4, 8–10 ms for baseline
/// x86-64 (was 29–40 ms).
public enum GaussianBlur {
    /// Blurs `view` in place like a layer shadow of `radius` (σ = radius / 2), in pixels.
    public static func apply(to view: PixmapView, radius: Double) {
        apply(to: view, sigma: radius / 2)
    }

    /// Blurs `view` in place with a Gaussian of standard deviation `sigma` pixels (σ ≤ 0.2 does nothing).
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

    /// The boxes along rows: 16 rows at a time are transposed into the strip's input (pixel `x` of
    /// row `j` at input step `x`, lanes `4j ..< 4j + 4`), filtered as columns into the strip's
    /// output, and transposed back.
    static func horizontal(_ v: PixmapView, _ c: BoxCascade, _ work: StripWork) {
        let w = v.width
        var y0 = 0
        while y0 < v.height {
            let rows = min(stripPixels, v.height - y0)
            transposeIn(v, y0, rows, work.input)
            filterStrip(work.input, count: w, into: work.output, stride: 64, c, work.ring)
            transposeOut(v, y0, rows, work.output)
            y0 += stripPixels
        }
    }

    /// The boxes along columns, on strips of 16 pixels (64 bytes): each strip is widened into the
    /// strip's input, then filtered straight back into the image (a narrower last strip is
    /// zero-padded and goes back through the strip's output).
    static func vertical(_ v: PixmapView, _ c: BoxCascade, _ work: StripWork) {
        let h = v.height, input = work.input
        work.clearInput(from: h) // steps past the column may hold rows from `horizontal`
        let ahead = 8 * v.stride
        var x0 = 0
        while x0 + stripPixels <= v.width {
            let src = UnsafeRawPointer(v.row(0) + 4 * x0)
            for y in 0..<h {
                let p = src + y &* v.stride, q = input + 128 &* y
                clip_prefetch(p + ahead); clip_prefetch(p + ahead + 63)
                for k in 0..<4 { (q + 32 &* k).storeBytes(of: widen16(p + 16 &* k), as: H.self) }
            }
            filterStrip(input, count: h, into: UnsafeMutableRawPointer(v.row(0) + 4 * x0), stride: v.stride, c, work.ring)
            x0 += stripPixels
        }
        if x0 < v.width {
            let pixels = v.width - x0
            for y in 0..<h {
                let p = UnsafeRawPointer(v.row(y) + 4 * x0), q = input + 128 * y
                q.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
                for x in 0..<pixels { (q + 8 * x).storeBytes(of: widen4(p + 4 * x), as: UInt64.self) }
            }
            filterStrip(input, count: h, into: work.output, stride: 64, c, work.ring)
            for y in 0..<h {
                (v.row(y) + 4 * x0).update(from: (work.output + 64 * y).assumingMemoryBound(to: UInt8.self), count: 4 * pixels)
            }
        }
    }

    static let stripPixels = 16
}

/// One fused run of up to three boxes along one direction: the widths (1 = no box) and the
/// fixed-point division by their product.
///
/// Guarantees: `w1, w2, w3` odd and ≥ 1, `W = w1·w2·w3` in `3 ... maxProduct`, so a channel's
/// exact sum plus the divider's bias, `S + B ≤ 255·W + W`, fits a `UInt32`.
struct BoxCascade {
    static let maxProduct = 16_000_000
    let w1: Int, w2: Int, w3: Int
    let divider: BoxDivider

    init(widths: [Int]) {
        precondition((1...3).contains(widths.count) && widths.allSatisfy { $0 >= 1 && $0 % 2 == 1 })
        let ws = widths + Array(repeating: 1, count: 3 - widths.count)
        w1 = ws[0]; w2 = ws[1]; w3 = ws[2]
        precondition((3...Self.maxProduct).contains(w1 * w2 * w3))
        divider = BoxDivider(w1 * w2 * w3)
    }

    /// Steps between an input and the output it centres on: `r1 + r2 + r3`.
    var reach: Int { (w1 + w2 + w3 - 3) / 2 }
}

/// `S / W` rounded to an integer, for `0 ≤ S ≤ 255·W` (`W ≥ 2`), in lane-friendly fixed point:
/// `(((S + B) >> t) · M) >> u` with `(255·W + B) >> t < 2^15` and
/// `M = ⌈2^(u+t) / W⌉` in `2^14 ..< 2^15`, so the product is one 16-bit multiply-add per lane
/// (`pmaddwd`). The bias `B = ⌊W/2⌋ + 2^(t−1)` makes the floors round; it costs nothing, being
/// the initial value of the last running sum. Before flooring, the quotient is within −0.004 …
/// +0.020 of `S / W + 1/2` (less `1/(2W)` for odd `W`), so the result is within 0.524 of `S / W`
/// (0.515 measured); it is
/// monotone in `S`, 0 at 0 and 255 at `255·W` (checked in `BlurTests`).
struct BoxDivider {
    let bias: UInt32, preShift: UInt32, mul: UInt32, shift: UInt32

    init(_ w: Int) {
        precondition(w >= 2)
        let w64 = UInt64(w)
        var t: UInt64 = 0
        @inline(__always) func b(_ t: UInt64) -> UInt64 { w64 / 2 + (t > 0 ? 1 << (t - 1) : 0) }
        while (255 * w64 + b(t)) >> t > 0x7FFF { t += 1 }
        @inline(__always) func m(_ u: UInt64) -> UInt64 { ((1 << (u + t)) + w64 - 1) / w64 }
        var u: UInt64 = 0
        while m(u + 1) <= 0x7FFF { u += 1 }
        precondition(m(u) >= 0x4000 && m(u) <= 0x7FFF && 256 * w64 + b(t) < 1 << 32)
        bias = UInt32(b(t)); preShift = UInt32(t); mul = UInt32(m(u)); shift = UInt32(u)
    }

    /// The scalar twin of the lane-wise division in `GaussianBlur.filterLanes`, for `s = S + bias`.
    @inline(__always) func divideBiased(_ s: UInt32) -> UInt32 {
        (((s &>> preShift) & 0x7FFF) &* mul) &>> shift
    }

    /// `S / W` rounded (the scalar reference).
    func divide(_ s: UInt32) -> UInt32 { divideBiased(s &+ bias) }
}

/// Working memory of one `apply` call (one allocation): the strip's input — a 16-pixel-wide column
/// strip or 16 rows transposed, as 16-bit lanes (128 bytes a step) — with zero steps before and
/// after it (the filter reads up to `w1 + w2` steps back and `reach` steps past the end), the
/// strip's output (bytes, 64 a step), and the last comb's ring buffer.
struct StripWork {
    let memory: UnsafeMutableRawPointer
    /// Step 0 of the input; steps `-lead ..< 0` and `length ..< length + trail` are zero.
    let input: UnsafeMutableRawPointer
    /// `length` steps of 64 bytes.
    let output: UnsafeMutableRawPointer
    /// The last comb's ring buffer: `w3` steps of 16 lanes.
    let ring: UnsafeMutablePointer<SIMD16<UInt32>>
    let length: Int, trail: Int

    init(_ cascades: [BoxCascade], length: Int) {
        let lead = cascades.map { $0.w1 + $0.w2 }.max()!, trail = cascades.map(\.reach).max()!
        let inputBytes = 128 * (lead + length + trail)
        let ringBytes = 64 * cascades.map(\.w3).max()!
        memory = .allocate(byteCount: inputBytes + 64 * length + ringBytes, alignment: 64)
        ring = (memory + inputBytes + 64 * length).bindMemory(to: SIMD16<UInt32>.self, capacity: ringBytes / 64)
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: inputBytes)
        input = memory + 128 * lead
        output = memory + inputBytes
        self.length = length; self.trail = trail
    }

    /// Zeroes input steps `n ..< length + trail`.
    func clearInput(from n: Int) { (input + 128 * n).initializeMemory(as: UInt8.self, repeating: 0, count: 128 * (length + trail - n)) }

    func deallocate() { memory.deallocate() }
}

extension GaussianBlur {
    typealias V = SIMD16<UInt32>
    typealias H = SIMD16<UInt16>
    typealias B16 = SIMD16<UInt8>
    typealias U4 = SIMD4<UInt32>

    // Conversions as plain loops (see `Wide/Conversions.swift`); checked in the assembly.

    /// 16 bytes widened to 16-bit lanes (`pmovzxbw` / `punpck*bw`).
    @inline(__always) static func widen16(_ p: UnsafeRawPointer) -> H {
        let b = p.loadUnaligned(as: B16.self)
        var r = H()
        for i in 0..<16 { r[i] = UInt16(b[i]) }
        return r
    }

    /// 16 bytes (a `U4`) widened to 16-bit lanes.
    @inline(__always) static func widen16(_ v: U4) -> H {
        let b = unsafeBitCast(v, to: B16.self)
        var r = H()
        for i in 0..<16 { r[i] = UInt16(b[i]) }
        return r
    }

    /// One pixel's 4 bytes as four 16-bit lanes.
    @inline(__always) static func widen4(_ p: UnsafeRawPointer) -> UInt64 {
        let v = UInt64(p.loadUnaligned(as: UInt32.self))
        return (v & 0xFF) | (v & 0xFF00) << 8 | (v & 0xFF_0000) << 16 | (v & 0xFF00_0000) << 24
    }

    /// 16-bit lanes sign-extended to 32 (two's complement kept modulo 2^32).
    @inline(__always) static func signExtend(_ h: H) -> V {
        var r = V()
        for i in 0..<16 { r[i] = UInt32(bitPattern: Int32(Int16(bitPattern: h[i]))) }
        return r
    }

    /// 16 lanes (each ≤ 255) narrowed to bytes and stored.
    @inline(__always) static func narrow(_ p: UnsafeMutableRawPointer, _ v: V) {
        var b = B16()
        for i in 0..<16 { b[i] = UInt8(truncatingIfNeeded: v[i]) }
        p.storeBytes(of: b, as: B16.self)
    }

    /// The cascade along the `count` steps of the strip's input, written as bytes to
    /// `dst + m·stride` (64 bytes) for output step `m`; four sweeps of 16 lanes (4 pixels) each.
    static func filterStrip(
        _ input: UnsafeMutableRawPointer, count n: Int, into dst: UnsafeMutableRawPointer, stride: Int,
        _ c: BoxCascade, _ ring: UnsafeMutablePointer<V>
    ) {
        if let kernels = clip_kernels() {
            // The per-level C kernel chosen at start-up (`RasterKernels`); `filterLanes` is its twin.
            let d = c.divider
            var cascade = ClipBlurCascade(
                w1: c.w1, w2: c.w2, w3: c.w3, reach: c.reach, bias: d.bias, preShift: d.preShift, mul: d.mul, shift: d.shift)
            let r = UnsafeMutableRawPointer(ring).assumingMemoryBound(to: UInt32.self)
            for k in 0..<4 {
                let x = UnsafeRawPointer(input + 32 &* k).assumingMemoryBound(to: UInt8.self)
                kernels.pointee.blur_lanes(x, n, (dst + 16 &* k).assumingMemoryBound(to: UInt8.self), stride, &cascade, r)
            }
            return
        }
        for k in 0..<4 { filterLanes(UnsafeRawPointer(input + 32 &* k), count: n, into: dst + 16 &* k, stride: stride, c, ring) }
    }

    /// One sweep of 16 lanes. Two of the boxes' combs come first, on the 16-bit input lanes:
    /// `d = x − x[−w1] − x[−w2] + x[−w1−w2]` (|d| ≤ 510), then, in 32-bit lanes kept in registers,
    /// a running sum, the third comb (over a ring of the last `w3` sums) and two more running sums:
    /// `s1 += d; s2 += s1 − s1[−w3]; s3 += s2`, all modulo 2^32. At step `n`, `s3 − B` is the exact
    /// triple-box sum centred at `n − reach` (`B`, the divider's bias, is its initial value).
    static func filterLanes(
        _ x: UnsafeRawPointer, count n: Int, into dst: UnsafeMutableRawPointer, stride: Int,
        _ c: BoxCascade, _ ring: UnsafeMutablePointer<V>
    ) {
        let o1 = 128 &* c.w1, o2 = 128 &* c.w2, o12 = o1 &+ o2, w3 = c.w3
        let reach = c.reach, d = c.divider
        let preShift = V(repeating: d.preShift), mask = V(repeating: 0x7FFF), mul = V(repeating: d.mul & 0x7FFF)
        let shift = V(repeating: d.shift)
        var s1 = V(), s2 = V(), s3 = V(repeating: d.bias)
        ring.update(repeating: V(), count: w3)
        var r = 0

        @inline(__always) func load(_ p: UnsafeRawPointer) -> H { p.loadUnaligned(as: H.self) }
        @inline(__always) func step(_ i: Int) {
            let h = x + 128 &* i
            s1 &+= signExtend((load(h) &+ load(h - o12)) &- (load(h - o1) &+ load(h - o2)))
            let old = ring[r]; ring[r] = s1
            r &+= 1; r = r == w3 ? 0 : r
            s2 &+= s1 &- old; s3 &+= s2
        }

        var i = 0
        while i < reach { step(i); i &+= 1 }
        var q = dst
        while i < n &+ reach {
            step(i)
            narrow(q, (((s3 &>> preShift) & mask) &* mul) &>> shift)
            q += stride; i &+= 1
        }
    }

    /// 4x4 transpose of 32-bit lanes (LLVM: unpck{l,h}dq / unpck{l,h}qdq).
    @inline(__always) static func transpose(_ a: U4, _ b: U4, _ c: U4, _ d: U4) -> (U4, U4, U4, U4) {
        let ab0 = U4(a[0], b[0], a[1], b[1]), ab1 = U4(a[2], b[2], a[3], b[3])
        let cd0 = U4(c[0], d[0], c[1], d[1]), cd1 = U4(c[2], d[2], c[3], d[3])
        return (
            U4(ab0[0], ab0[1], cd0[0], cd0[1]), U4(ab0[2], ab0[3], cd0[2], cd0[3]),
            U4(ab1[0], ab1[1], cd1[0], cd1[1]), U4(ab1[2], ab1[3], cd1[2], cd1[3])
        )
    }

    /// Rows `y0 ..< y0 + rows` into the strip's input, transposed and widened (missing rows are
    /// zero): 4x4 blocks of pixels, one 16-row step (pixel `x` of the 16 rows) at a time.
    static func transposeIn(_ v: PixmapView, _ y0: Int, _ rows: Int, _ d: UnsafeMutableRawPointer) {
        let w = v.width
        var x = 0
        if rows == stripPixels {
            let s = v.stride, base = UnsafeRawPointer(v.row(y0))
            while x &+ 4 <= w {
                for g in 0..<4 {
                    let p = base + (4 &* g) &* s + 4 &* x
                    let (t0, t1, t2, t3) = transpose(
                        p.loadUnaligned(as: U4.self), (p + s).loadUnaligned(as: U4.self),
                        (p + 2 &* s).loadUnaligned(as: U4.self), (p + 3 &* s).loadUnaligned(as: U4.self))
                    let q = d + 128 &* x + 32 &* g
                    q.storeBytes(of: widen16(t0), as: H.self); (q + 128).storeBytes(of: widen16(t1), as: H.self)
                    (q + 256).storeBytes(of: widen16(t2), as: H.self); (q + 384).storeBytes(of: widen16(t3), as: H.self)
                }
                x &+= 4
            }
        } else {
            d.initializeMemory(as: UInt8.self, repeating: 0, count: 128 * w)
        }
        for j in 0..<rows {
            let r = UnsafeRawPointer(v.row(y0 + j))
            for i in x..<w { let o: Int = 128 &* i &+ 8 &* j; (d + o).storeBytes(of: widen4(r + 4 &* i), as: UInt64.self) }
        }
    }

    /// The strip's output (bytes, 64 a step) back into rows `y0 ..< y0 + rows`.
    static func transposeOut(_ v: PixmapView, _ y0: Int, _ rows: Int, _ src: UnsafeMutableRawPointer) {
        let w = v.width
        var x = 0
        if rows == stripPixels {
            let s = v.stride, base = UnsafeMutableRawPointer(v.row(y0))
            while x &+ 4 <= w {
                for g in 0..<4 {
                    let q = UnsafeRawPointer(src + 64 &* x + 16 &* g)
                    let (t0, t1, t2, t3) = transpose(
                        q.loadUnaligned(as: U4.self), (q + 64).loadUnaligned(as: U4.self),
                        (q + 128).loadUnaligned(as: U4.self), (q + 192).loadUnaligned(as: U4.self))
                    let p = base + (4 &* g) &* s + 4 &* x
                    p.storeBytes(of: t0, as: U4.self); (p + s).storeBytes(of: t1, as: U4.self)
                    (p + 2 &* s).storeBytes(of: t2, as: U4.self); (p + 3 &* s).storeBytes(of: t3, as: U4.self)
                }
                x &+= 4
            }
        }
        for j in 0..<rows {
            let r = UnsafeMutableRawPointer(v.row(y0 + j))
            for i in x..<w {
                let o: Int = 64 &* i &+ 4 &* j; r.storeBytes(of: (src + o).load(as: UInt32.self), toByteOffset: 4 &* i, as: UInt32.self)
            }
        }
    }
}
