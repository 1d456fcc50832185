/// Gaussian blur of a premultiplied RGBA8 image, in place, approximated by three successive box
/// blurs per direction (separable; box widths from Kovesi's "boxes for Gauss").
///
/// `radius` follows Core Animation's `shadowRadius` convention as commonly reimplemented:
/// the Gaussian's standard deviation is `sigma = radius / 2`. Outside the image is transparent.
///
/// Error: three boxes match the Gaussian's variance up to the integer box widths and its shape to
/// within about 3% of the kernel's peak (box³ is a piecewise quadratic B-spline). The three passes
/// of a direction run in Float on a working buffer (rows, or 64-column strips for the vertical
/// direction), so bytes are rounded once per direction: the total alpha is preserved to within
/// ±0.5 per pixel per direction, and colour never exceeds alpha.
/// Cost: O(width · height) per direction whatever the radius (running sums), 4 lanes per pixel.
public enum GaussianBlur {
    public static func apply(to view: PixmapView, radius: Double) {
        apply(to: view, sigma: radius / 2)
    }

    public static func apply(to view: PixmapView, sigma: Double) {
        guard sigma > 0.2, sigma.isFinite, view.width > 0, view.height > 0 else { return }
        let radii = boxRadii(sigma: min(sigma, 2000)).filter { $0 > 0 }
        guard !radii.isEmpty else { return }
        horizontal(view, radii)
        vertical(view, radii)
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

    typealias F4 = SIMD4<Float>

    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> F4 {
        F4(Float(p[0]), Float(p[1]), Float(p[2]), Float(p[3]))
    }
    /// Rounds to bytes, colour clamped to alpha (premultiplied invariant).
    @inline(__always) static func store(_ p: UnsafeMutablePointer<UInt8>, _ v: F4) {
        // round(clamp(x, 0, 255)) via the 2^23 magic number (no trapping conversion).
        @inline(__always) func b(_ x: Float) -> Int { let c: Float = x >= 0 ? (x <= 255 ? x : 255) : 0; return Int((c + 8_388_608.0).bitPattern & 0xFF) }
        let a = b(v[3])
        p[0] = UInt8(min(a, b(v[0]))); p[1] = UInt8(min(a, b(v[1]))); p[2] = UInt8(min(a, b(v[2]))); p[3] = UInt8(a)
    }

    /// One box of half-width `r` over `n` elements with stride 1 (zero outside): `dst[i] = mean(src[i-r...i+r])`.
    /// The running sum takes one add per element (`s += in − out`), so the loop-carried chain is a
    /// single addps, not two.
    @inline(__always) static func box(_ src: UnsafePointer<F4>, _ dst: UnsafeMutablePointer<F4>, _ n: Int, _ r: Int) {
        let inv = 1 / Float(2 * r + 1)
        var s = F4()
        for j in 0..<min(r + 1, n) { s += src[j] }
        for i in 0..<n {
            dst[i] = s * inv
            let incoming = i + r + 1 < n ? src[i + r + 1] : F4()
            let outgoing = i - r >= 0 ? src[i - r] : F4()
            s += incoming - outgoing
        }
    }

    /// The boxes along rows (all passes in Float on one row buffer).
    static func horizontal(_ v: PixmapView, _ radii: [Int]) {
        let w = v.width
        let a = UnsafeMutablePointer<F4>.allocate(capacity: w), b = UnsafeMutablePointer<F4>.allocate(capacity: w)
        defer { a.deallocate(); b.deallocate() }
        for y in 0..<v.height {
            let row = v.row(y)
            for x in 0..<w { a[x] = load(row + 4 * x) }
            var src = a, dst = b
            for r in radii { box(src, dst, w, r); swap(&src, &dst) }
            for x in 0..<w { store(row + 4 * x, src[x]) }
        }
    }

    /// The boxes along columns, on strips of up to 64 columns (the strip stays in cache; running
    /// sums advance all its columns together).
    static func vertical(_ v: PixmapView, _ radii: [Int]) {
        let h = v.height, stripW = 64
        let a = UnsafeMutablePointer<F4>.allocate(capacity: h * stripW), b = UnsafeMutablePointer<F4>.allocate(capacity: h * stripW)
        let sums = UnsafeMutablePointer<F4>.allocate(capacity: stripW)
        defer { a.deallocate(); b.deallocate(); sums.deallocate() }
        var x0 = 0
        while x0 < v.width {
            let sw = min(stripW, v.width - x0)
            for y in 0..<h { let row = v.row(y) + 4 * x0; for x in 0..<sw { a[y * stripW + x] = load(row + 4 * x) } }
            var src = a, dst = b
            for r in radii {
                let inv = 1 / Float(2 * r + 1)
                sums.update(repeating: F4(), count: sw)
                for y in 0..<min(r + 1, h) { let p = src + y * stripW; for x in 0..<sw { sums[x] += p[x] } }
                for y in 0..<h {
                    let o = dst + y * stripW
                    let hasIn = y + r + 1 < h, hasOut = y - r >= 0
                    let pin = src + (hasIn ? y + r + 1 : 0) * stripW, pout = src + (hasOut ? y - r : 0) * stripW
                    if hasIn && hasOut {
                        for x in 0..<sw { let t = sums[x]; o[x] = t * inv; sums[x] = t + (pin[x] - pout[x]) }
                    } else {
                        for x in 0..<sw {
                            let t = sums[x]; o[x] = t * inv
                            sums[x] = t + (hasIn ? pin[x] : F4()) - (hasOut ? pout[x] : F4())
                        }
                    }
                }
                swap(&src, &dst)
            }
            for y in 0..<h { let row = v.row(y) + 4 * x0; for x in 0..<sw { store(row + 4 * x, src[y * stripW + x]) } }
            x0 += sw
        }
    }
}
