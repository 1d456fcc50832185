/// A large-σ backdrop blur at reduced resolution, as UIVisualEffectView does: the region is
/// box-averaged down by a factor `f`, Gaussian-blurred there with σ/f (less the variance the down-
/// and upsampling add), saturated there, and upsampled bilinearly to full resolution.
///
/// - Factor: `f` = the largest power of two ≤ `clamp(⌊σ/6⌋, 1, 8)`: 1 below σ 12 px (callers keep
///   the full-resolution blur), 2 for 12…24, 4 for 24…48, 8 from 48. Powers of two make both
///   kernels exact integer arithmetic with shifts in 16-bit lanes, and the blur keeps σ/f ≥ 6.
/// - Down: small pixel `(i, j)` is the rounded mean `(Σ + f²/2) >> log2(f²)` of the `f×f` source
///   pixels `[gx + i·f, +f) × [gy + j·f, +f)` (positions outside the source repeat its nearest
///   edge pixel, as `PixelOps.blurredBackdrop` does).
/// - Blur: `GaussianBlur.apply(sigma: σs)` with `σs = √(σ² − (3f² − 1)/12) / f`: the box adds
///   variance `(f² − 1)/12` and the bilinear tent `f²/6` (full-resolution pixels²), so the whole
///   chain has the requested variance. Then `PixelOps.saturate(saturation:brightness:)`.
/// - Up: output pixel `X` (centre `X + ½`) takes small pixels `i` with the tent weight
///   `max(0, 2f − |2X + 1 − f − 2f·i|)` (out of `2f`, per axis: exact bilinear at the small pixels'
///   centres); the result is `(Σ w_x·w_y·p + 2f²) >> log2(4f²)` (sums stay below 2^16).
/// - Grid: the small pixels are anchored at (`gx`, `gy`) modulo `f`; moving the source and the
///   anchor by the same whole pixels moves the output with them, bit for bit (bands, offscreens).
///
/// Error against the full-resolution blur (`BackdropBlurAccuracyTests`: text, hard colour edges and
/// 1 px lines, σ 12…64 px, two grid phases): without saturation max 4 levels (3 except at σ 24),
/// mean below 0.55, and smooth (neighbours' differences differ by at most 2, the two roundings:
/// no block pattern); with saturation 1.8, which scales colour differences by up to 2.6: max 5,
/// mean below 0.7. Cost: one read of the region and one write of the output at full resolution;
/// the blur runs on `1/f²` of the pixels.
public enum BackdropBlur {
    /// The downsampling factor for a blur of `sigma` pixels (1: blur at full resolution).
    public static func factor(sigma: Double) -> Int {
        guard sigma.isFinite, sigma >= 12 else { return 1 }
        let k = min(8, Int(sigma / 6))
        return 1 << (Int.bitWidth - 1 - k.leadingZeroBitCount)
    }

    /// σ of the blur at the reduced resolution for the full-resolution `sigma` and factor `f`.
    public static func smallSigma(_ sigma: Double, factor f: Int) -> Double {
        let ff = Double(f * f)
        return max(sigma * sigma - (3 * ff - 1) / 12, 0.25 * sigma * sigma).squareRoot() / Double(f)
    }

    /// How far (in full-resolution pixels) outside an output pixel the result reads the source:
    /// the blur's reach in small pixels plus the bilinear tap, plus one cell.
    public static func reach(sigma: Double) -> Int {
        let f = factor(sigma: sigma)
        guard f > 1 else { return Int((3 * sigma).rounded(.up)) }
        let r = GaussianBlur.boxRadii(sigma: smallSigma(sigma, factor: f)).reduce(0, +)
        return (r + 2) * f
    }

    /// The blurred (σ = `sigma` pixels, factor `factor(sigma:)` ≥ 2), saturated backdrop of
    /// `source` for the output rectangle `x0, y0, width, height` (source coordinates; it may lie
    /// partly outside the source). The source is read up to `reach(sigma:)` around the rectangle,
    /// edges repeating. `gridX, gridY`: the anchor of the small pixels (source coordinates).
    /// With factor 1 this is `PixelOps.blurredBackdrop` of the rectangle grown by `⌈3σ⌉`, cropped.
    public static func blurred(
        of source: PixmapView, x0: Int, y0: Int, width: Int, height: Int, sigma: Double,
        saturation: Double, brightness: Double = 1, gridX: Int = 0, gridY: Int = 0
    ) -> Pixmap {
        let out = Pixmap(width: max(0, width), height: max(0, height))
        guard width > 0, height > 0, source.width > 0, source.height > 0 else { return out }
        let f = factor(sigma: sigma)
        guard f > 1 else {
            let m = Int((3 * max(0, sigma.isFinite ? sigma : 0)).rounded(.up))
            let big = PixelOps.blurredBackdrop(
                of: source, x0: x0 - m, y0: y0 - m, width: width + 2 * m, height: height + 2 * m,
                sigma: sigma, saturation: saturation, brightness: brightness)
            for y in 0..<height { out.view.row(y).update(from: big.view.row(y + m) + 4 * m, count: 4 * width) }
            return out
        }
        let ss = smallSigma(sigma, factor: f)
        let r = GaussianBlur.boxRadii(sigma: ss).reduce(0, +)
        // Small pixels i cover [gx + i·f, +f); output pixels x0 ..< x0 + width tap i0 − 1 ... i1 + 1.
        func range(_ a: Int, _ n: Int, _ g: Int) -> (first: Int, count: Int) {
            let i0 = floorDiv(a - g, f) - 1 - r, i1 = floorDiv(a + n - 1 - g, f) + 1 + r
            return (i0, i1 - i0 + 1)
        }
        let (ix, nx) = range(x0, width, gridX), (iy, ny) = range(y0, height, gridY)
        let small = Pixmap(width: nx, height: ny)
        let sx0 = gridX + ix * f, sy0 = gridY + iy * f
        downsample(source, into: small.view, originX: sx0, originY: sy0, factor: f)
        GaussianBlur.apply(to: small.view, sigma: ss)
        if saturation != 1 || brightness != 1 { PixelOps.saturate(small.view, saturation: saturation, brightness: brightness) }
        upsample(small.view, into: out.view, offsetX: x0 - sx0, offsetY: y0 - sy0, factor: f)
        return out
    }

    @inline(__always) static func floorDiv(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }

    typealias H = SIMD16<UInt16>
    typealias B16 = SIMD16<UInt8>

    @inline(__always) static func widen(_ b: B16) -> H {
        var r = H()
        for i in 0..<16 { r[i] = UInt16(b[i]) }
        return r
    }

    @inline(__always) static func narrow(_ h: H) -> B16 {
        var r = B16()
        for i in 0..<16 { r[i] = UInt8(truncatingIfNeeded: h[i]) }
        return r
    }

    @inline(__always) static func widen4(_ p: UnsafeRawPointer) -> SIMD4<UInt16> {
        let b = p.loadUnaligned(as: SIMD4<UInt8>.self)
        return SIMD4(UInt16(b[0]), UInt16(b[1]), UInt16(b[2]), UInt16(b[3]))
    }

    @inline(__always) static func narrow4(_ v: SIMD4<UInt16>) -> UInt32 {
        UInt32(v[0] & 255) | UInt32(v[1] & 255) << 8 | UInt32(v[2] & 255) << 16 | UInt32(v[3] & 255) << 24
    }

    /// Box-average downsampling by `f` (2, 4 or 8): `dst[i, j]` is the rounded mean of the source
    /// pixels `[originX + i·f, +f) × [originY + j·f, +f)`, positions clamped into the source.
    /// Per small row: the `f` source rows are summed in 16-bit lanes (16 bytes a step), then each
    /// run of `f` sums is added and shifted. Scalar twin: `ReferenceBackdropBlur.downsampled`.
    static func downsample(_ src: PixmapView, into dst: PixmapView, originX: Int, originY: Int, factor f: Int) {
        precondition(f == 2 || f == 4 || f == 8)
        let wf = dst.width * f, lanes = (wf + 4) * 4
        let shift = UInt16(2 * f.trailingZeroBitCount), half = SIMD4<UInt16>(repeating: UInt16(f * f / 2))
        let acc = UnsafeMutableRawPointer.allocate(byteCount: 2 * lanes, alignment: 64)
        defer { acc.deallocate() }
        // Columns [xa, xb) of the sums come from the source; the others repeat its edge pixels.
        let xa = min(wf, max(0, -originX)), xb = max(xa, min(wf, src.width - originX))
        for j in 0..<dst.height {
            acc.initializeMemory(as: UInt8.self, repeating: 0, count: 2 * lanes)
            for k in 0..<f {
                let row = UnsafeRawPointer(src.row(min(src.height - 1, max(0, originY + j * f + k))))
                var x = xa
                let from = row + 4 * originX
                while x + 4 <= xb {
                    let q = acc + 8 * x
                    q.storeBytes(of: q.loadUnaligned(as: H.self) &+ widen((from + 4 * x).loadUnaligned(as: B16.self)), as: H.self)
                    x += 4
                }
                while x < xb { addPixel(acc + 8 * x, widen4(from + 4 * x)); x += 1 }
                if xa > 0 { let p = widen4(row); for x in 0..<xa { addPixel(acc + 8 * x, p) } }
                if xb < wf { let p = widen4(row + 4 * (src.width - 1)); for x in xb..<wf { addPixel(acc + 8 * x, p) } }
            }
            let out = UnsafeMutableRawPointer(dst.row(j))
            for i in 0..<dst.width {
                var s = half
                let p = acc + 8 * (i * f)
                for q in 0..<f { s &+= (p + 8 * q).loadUnaligned(as: SIMD4<UInt16>.self) }
                out.storeBytes(of: narrow4(s &>> shift), toByteOffset: 4 * i, as: UInt32.self)
            }
        }
    }

    @inline(__always) static func addPixel(_ q: UnsafeMutableRawPointer, _ p: SIMD4<UInt16>) {
        q.storeBytes(of: q.loadUnaligned(as: SIMD4<UInt16>.self) &+ p, as: SIMD4<UInt16>.self)
    }

    /// The tap of output position `X` (relative to the small grid's origin) along one axis: the
    /// small pixel `i` left of (or at) its centre and the weights of `i` and `i + 1` out of `2f`.
    @inline(__always) static func tap(_ x: Int, _ f: Int) -> (i: Int, w0: UInt16, w1: UInt16) {
        let t = 2 * x + 1 - f, i = floorDiv(t, 2 * f), w1 = t - 2 * f * i
        return (i, UInt16(2 * f - w1), UInt16(w1))
    }

    /// Bilinear upsampling by `f` (2, 4 or 8): `out[x, y]` is the bilinear interpolation of `small`
    /// at `((x + offsetX + ½)/f − ½, (y + offsetY + ½)/f − ½)` in exact integer weights (see the
    /// type's notes); every tap must lie inside `small`. Each small row that a tap needs is
    /// interpolated along x once into 16-bit lanes (4 output pixels a step, gathering their two
    /// columns); every output row then blends the two rows it lies between (16 bytes a step).
    /// Scalar twin: `ReferenceBackdropBlur.upsampled`.
    static func upsample(_ small: PixmapView, into out: PixmapView, offsetX: Int, offsetY: Int, factor f: Int) {
        precondition(f == 2 || f == 4 || f == 8)
        let w = out.width, sw = small.width
        guard w > 0, out.height > 0 else { return }
        let first = tap(offsetX, f), last = tap(offsetX + w - 1, f)
        let firstY = tap(offsetY, f), lastY = tap(offsetY + out.height - 1, f)
        precondition(first.i >= 0 && last.i + 1 < sw && firstY.i >= 0 && lastY.i + 1 < small.height, "upsample taps outside the image")
        let shift = H(repeating: UInt16(2 + 2 * f.trailingZeroBitCount)), half = H(repeating: UInt16(2 * f * f))
        // Per output column (rounded up to groups of 4): its left small column and both weights
        // (4 lanes each); two rows interpolated along x (8 bytes a pixel).
        let groups = (w + 3) / 4
        let idx = UnsafeMutablePointer<Int>.allocate(capacity: 4 * groups)
        let mem = UnsafeMutableRawPointer.allocate(byteCount: 4 * 32 * groups, alignment: 64)
        defer { idx.deallocate(); mem.deallocate() }
        let w0s = mem, w1s = mem + 32 * groups
        var rowA = mem + 64 * groups, rowB = mem + 96 * groups
        for x in 0..<4 * groups {
            let t = tap(offsetX + min(x, w - 1), f)
            idx[x] = t.i
            (w0s + 8 * x).storeBytes(of: SIMD4(repeating: t.w0), as: SIMD4<UInt16>.self)
            (w1s + 8 * x).storeBytes(of: SIMD4(repeating: t.w1), as: SIMD4<UInt16>.self)
        }
        func interpolateRow(_ j: Int, into buf: UnsafeMutableRawPointer) {
            let row = UnsafeRawPointer(small.row(j))
            @inline(__always) func ld(_ k: Int) -> UInt32 { row.load(fromByteOffset: 4 * k, as: UInt32.self) }
            for g in 0..<groups {
                let x = 4 * g, i0 = idx[x], i1 = idx[x + 1], i2 = idx[x + 2], i3 = idx[x + 3]
                let l = widen(unsafeBitCast(SIMD4<UInt32>(ld(i0), ld(i1), ld(i2), ld(i3)), to: B16.self))
                let r = widen(unsafeBitCast(SIMD4<UInt32>(ld(i0 + 1), ld(i1 + 1), ld(i2 + 1), ld(i3 + 1)), to: B16.self))
                (buf + 32 * g).storeBytes(of: l &* (w0s + 32 * g).load(as: H.self) &+ r &* (w1s + 32 * g).load(as: H.self), as: H.self)
            }
        }
        var haveA = -1, haveB = -1 // small rows held by rowA, rowB
        for y in 0..<out.height {
            let t = tap(offsetY + y, f)
            if haveA != t.i {
                if haveB == t.i { swap(&rowA, &rowB); haveA = t.i; haveB = -1 } else { interpolateRow(t.i, into: rowA); haveA = t.i }
            }
            if haveB != t.i + 1 { interpolateRow(t.i + 1, into: rowB); haveB = t.i + 1 }
            let wa = H(repeating: t.w0), wb = H(repeating: t.w1)
            let dst = UnsafeMutableRawPointer(out.row(y))
            for g in 0..<groups {
                let v = narrow(((rowA + 32 * g).load(as: H.self) &* wa &+ (rowB + 32 * g).load(as: H.self) &* wb &+ half) &>> shift)
                if 4 * g + 4 <= w {
                    (dst + 16 * g).storeBytes(of: v, as: B16.self)
                } else {
                    let u = unsafeBitCast(v, to: SIMD4<UInt32>.self)
                    for k in 0..<(w - 4 * g) { dst.storeBytes(of: u[k], toByteOffset: 4 * (4 * g + k), as: UInt32.self) }
                }
            }
        }
    }
}
