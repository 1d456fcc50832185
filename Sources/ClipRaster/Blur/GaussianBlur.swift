/// Gaussian blur of a premultiplied RGBA8 image, in place, approximated by three successive box
/// blurs per direction (separable; box widths from Kovesi's "boxes for Gauss").
///
/// `radius` follows Core Animation's `shadowRadius` convention as commonly reimplemented:
/// the Gaussian's standard deviation is `sigma = radius / 2`. Outside the image is transparent.
///
/// Error: three boxes match the Gaussian's variance exactly (up to the integer box widths) and
/// its shape to within about 3% of the peak value of the kernel (the box-cubed kernel is a
/// piecewise quadratic B-spline); each pass rounds to 8 bits, so the total alpha is preserved to
/// within ±0.5 per pixel per pass.
public enum GaussianBlur {
    public static func apply(to view: PixmapView, radius: Double) {
        apply(to: view, sigma: radius / 2)
    }

    public static func apply(to view: PixmapView, sigma: Double) {
        guard sigma > 0.2, sigma.isFinite, view.width > 0, view.height > 0 else { return }
        let s = min(sigma, 2000)
        for r in boxRadii(sigma: s) where r > 0 { horizontal(view, r) }
        for r in boxRadii(sigma: s) where r > 0 { vertical(view, r) }
    }

    /// Half-widths of the three boxes whose successive application approximates `sigma`.
    static func boxRadii(sigma: Double, passes n: Int = 3) -> [Int] {
        let wIdeal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - Double(4 * n * wl) - Double(3 * n)) / Double(-4 * wl - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { ($0 < m ? wl : wu - 0) / 2 }.map { max(0, $0) }
    }

    /// Box of half-width `r` along rows.
    static func horizontal(_ v: PixmapView, _ r: Int) {
        let w = v.width
        let pad = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: w + 2 * r + 2)
        defer { pad.deallocate() }
        pad.initialize(repeating: .zero, count: w + 2 * r + 2)
        let n = UInt64(2 * r + 1)
        let mul = (UInt64(1) << 32) / n
        for y in 0..<v.height {
            let row = v.row(y)
            for x in 0..<w { pad[r + 1 + x] = expand(row + 4 * x) }
            var sum = SIMD4<UInt32>.zero
            for k in 0...(2 * r) { sum &+= pad[k] }   // window for output 0 is pad[1...2r+1]; start one before
            for x in 0..<w {
                sum &+= pad[x + 2 * r + 1]
                sum &-= pad[x]
                store(row + 4 * x, sum, mul)
            }
        }
    }

    /// Box of half-width `r` along columns (running sums over whole rows, reading a copy).
    static func vertical(_ v: PixmapView, _ r: Int) {
        let w = v.width, h = v.height
        let src = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: w * h)
        defer { src.deallocate() }
        for y in 0..<h { let row = v.row(y); for x in 0..<w { src[y * w + x] = expand(row + 4 * x) } }
        let sums = UnsafeMutablePointer<SIMD4<UInt32>>.allocate(capacity: w)
        defer { sums.deallocate() }
        sums.initialize(repeating: .zero, count: w)
        let n = UInt64(2 * r + 1)
        let mul = (UInt64(1) << 32) / n
        // Window of output row y: rows y-r ... y+r.
        for k in 0..<min(r, h) { for x in 0..<w { sums[x] &+= src[k * w + x] } }
        for y in 0..<h {
            let inRow = y + r, outRow = y - r - 1
            if inRow < h { let p = src + inRow * w; for x in 0..<w { sums[x] &+= p[x] } }
            if outRow >= 0 { let p = src + outRow * w; for x in 0..<w { sums[x] &-= p[x] } }
            let row = v.row(y)
            for x in 0..<w { store(row + 4 * x, sums[x], mul) }
        }
    }

    @inline(__always) static func expand(_ p: UnsafeMutablePointer<UInt8>) -> SIMD4<UInt32> {
        SIMD4(UInt32(p[0]), UInt32(p[1]), UInt32(p[2]), UInt32(p[3]))
    }
    /// `round(sum / n)` via a 32.32 reciprocal.
    @inline(__always) static func store(_ p: UnsafeMutablePointer<UInt8>, _ s: SIMD4<UInt32>, _ mul: UInt64) {
        let h = UInt64(1) << 31
        p[0] = UInt8(truncatingIfNeeded: min(255, (UInt64(s[0]) * mul + h) >> 32))
        p[1] = UInt8(truncatingIfNeeded: min(255, (UInt64(s[1]) * mul + h) >> 32))
        p[2] = UInt8(truncatingIfNeeded: min(255, (UInt64(s[2]) * mul + h) >> 32))
        p[3] = UInt8(truncatingIfNeeded: min(255, (UInt64(s[3]) * mul + h) >> 32))
    }
}
