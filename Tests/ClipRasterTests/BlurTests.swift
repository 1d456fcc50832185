import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

final class BlurTests: XCTestCase {
    func testBlurPreservesTotalAlpha() {
        let pm = Pixmap(width: 64, height: 64)
        var c = Canvas(pm.view)
        c.fill(rectPath(24, 20, 16, 20), paint: .solid(Color(r: 0.2, g: 0.4, b: 0.6, a: 0.8)))
        let before = alphaSum(pm)
        GaussianBlur.apply(to: pm.view, radius: 8) // sigma 4: everything stays well inside
        let after = alphaSum(pm)
        // Documented bound: ±0.524 per pixel per direction (only pixels the blur reaches can move).
        XCTAssertEqual(Double(after), Double(before), accuracy: 2 * 0.524 * 64 * 64)
        XCTAssertEqual(Double(after), Double(before), accuracy: Double(before) * 0.01)
        XCTAssertLessThan(pm[32, 30].a, 204) // the interior got softer…
        XCTAssertGreaterThan(pm[20, 30].a, 0) // …and the outside picked some up
        for y in 0..<64 { for x in 0..<64 { let p = pm[x, y]; XCTAssert(p.r <= p.a && p.g <= p.a && p.b <= p.a) } }
    }

    /// An impulse blurred with three boxes approximates the Gaussian kernel of the same sigma.
    func testImpulseMatchesGaussianKernel() {
        let n = 61
        let pm = Pixmap(width: n, height: 1)
        pm[30, 0] = RGBA8(255, 255, 255, 255)
        // Only the horizontal pass matters for a 1-row image; compare with the 1-D Gaussian.
        let sigma = 3.0
        let work = StripWork(GaussianBlur.cascades(radii: GaussianBlur.boxRadii(sigma: sigma)), length: n)
        defer { work.deallocate() }
        for c in GaussianBlur.cascades(radii: GaussianBlur.boxRadii(sigma: sigma)) { GaussianBlur.horizontal(pm.view, c, work) }
        var total = 0.0
        for x in 0..<n { total += Double(pm[x, 0].a) }
        XCTAssertEqual(total, 255, accuracy: 4)
        var maxErr = 0.0
        for x in 0..<n {
            let d = Double(x - 30)
            let g = 255 * GMath.exp(-d * d / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
            maxErr = max(maxErr, abs(Double(pm[x, 0].a) - g))
        }
        // Peak of the Gaussian is 33.9; box³ differs by 3.8% of the peak (1.3) plus rounding (0.524).
        XCTAssertLessThan(maxErr, 1.9)
    }

    func testBoxRadiiVarianceMatchesSigma() {
        for sigma in [1.0, 2.5, 4, 10, 33] {
            let r = GaussianBlur.boxRadii(sigma: sigma)
            let variance = r.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(variance.squareRoot(), sigma, accuracy: sigma * 0.1 + 0.3)
        }
    }

    // MARK: - The documented error bounds

    /// The exact triple-box kernel (what the cascade computes before dividing) against the true
    /// Gaussian of the same sigma, as a fraction of the Gaussian's peak: the numbers in the doc.
    func testCascadeKernelShapeError() {
        var worst1D = 0.0, worst2D = 0.0
        for sigma in [1.5, 2, 2.5, 3, 4, 5, 7.5, 10, 15, 20, 30, 60] {
            let k = kernel(GaussianBlur.cascades(radii: GaussianBlur.boxRadii(sigma: sigma)))
            let reach = k.count / 2, span = reach + Int(5 * sigma)
            let peak = 1 / (sigma * (2 * Double.pi).squareRoot())
            var kv: [Double] = [], gv: [Double] = []
            for x in -span...span {
                kv.append(abs(x) <= reach ? k[x + reach] : 0)
                gv.append(peak * GMath.exp(-Double(x * x) / (2 * sigma * sigma)))
            }
            var e1 = 0.0, e2 = 0.0
            for i in kv.indices {
                e1 = max(e1, abs(kv[i] - gv[i]))
                for j in kv.indices { e2 = max(e2, abs(kv[i] * kv[j] - gv[i] * gv[j])) }
            }
            worst1D = max(worst1D, e1 / peak); worst2D = max(worst2D, e2 / (peak * peak))
            if sigma == 10 { XCTAssertLessThan(e1 / peak, 0.045); XCTAssertLessThan(e2 / (peak * peak), 0.088) }
        }
        XCTAssertLessThan(worst1D, 0.062) // doc: 1-D within 6.2% of the peak for sigma 1.5…60
        XCTAssertLessThan(worst2D, 0.115) // doc: 2-D within 11.5% of the peak
    }

    /// `BoxDivider` is within 0.524 of `S / W` (0.515 at most over these widths), monotone, and
    /// exactly 0 and 255 at the ends, for every `S` of small `W` and sampled `S` of large ones.
    func testDividerBound() {
        let widths: [[Int]] = [
            [3], [3, 3, 3], [3, 3, 5], [5, 5, 7], [19, 19, 21], [39, 39, 41], [119, 119, 121], [251, 251, 253], [3999], [3999, 3999],
        ]
        for ws in widths {
            let c = BoxCascade(widths: ws), w = ws.reduce(1, *), d = c.divider
            XCTAssertEqual(d.divide(0), 0)
            XCTAssertEqual(d.divide(UInt32(255 * w)), 255)
            let step = max(1, 255 * w / 300_000)
            var prev: UInt32 = 0, worst = 0.0
            for s in Swift.stride(from: 0, through: 255 * w, by: step) {
                let q = d.divide(UInt32(s))
                XCTAssertGreaterThanOrEqual(q, prev); prev = q
                worst = max(worst, abs(Double(q) - Double(s) / Double(w)))
            }
            XCTAssertLessThanOrEqual(worst, 0.524, "W = \(w)")
        }
    }

    /// Against the exact Gaussian convolution (Double) of an opaque 16x12 square: the bytes differ
    /// by at most 4.6 (sigma 1.5), 2.8 (5), 3.3 (10), 1.4 (30) (box³ shape + rounding per direction).
    func testImageMatchesTrueGaussian() {
        for (sigma, limit) in [(1.5, 5.0), (5, 3.5), (10, 4), (30, 2)] {
            let n = 2 * Int(6 * sigma) + 24
            let pm = Pixmap(width: n, height: n)
            var c = Canvas(pm.view)
            c.fill(rectPath(Double(n / 2 - 8), Double(n / 2 - 6), 16, 12), paint: .solid(.white))
            var src = [Double](repeating: 0, count: n * n)
            for y in 0..<n { for x in 0..<n { src[y * n + x] = Double(pm[x, y].a) } }
            GaussianBlur.apply(to: pm.view, sigma: sigma)
            let g = trueGaussian(src, n, sigma)
            var worst = 0.0
            for y in 0..<n { for x in 0..<n { worst = max(worst, abs(Double(pm[x, y].a) - g[y * n + x])) } }
            XCTAssertLessThan(worst, limit, "sigma \(sigma)")
        }
    }

    /// Outside is transparent: an opaque image keeps the zero-extended convolution's edge values
    /// (0.5 + half the centre tap at an edge, about a quarter in a corner). The former box-by-box
    /// passes cut each box at the edge and gave 88 and 31 here.
    func testEdgesOfOpaqueImage() {
        let pm = Pixmap(width: 130, height: 90)
        pm.view.fill(RGBA8(255, 255, 255, 255))
        GaussianBlur.apply(to: pm.view, sigma: 10)
        let k = kernel(GaussianBlur.cascades(radii: GaussianBlur.boxRadii(sigma: 10)))
        let edge = k[(k.count / 2)...].reduce(0.0, +) // the taps that land inside, at x = 0
        XCTAssertEqual(Double(pm[0, 45].a), 255 * edge, accuracy: 1)
        XCTAssertEqual(Double(pm[65, 0].a), 255 * edge, accuracy: 1)
        XCTAssertEqual(Double(pm[0, 0].a), 255 * edge * edge, accuracy: 1.5)
        XCTAssertEqual(pm[65, 45], RGBA8(255, 255, 255, 255))
    }

    // MARK: - SIMD kernel against its scalar twin

    /// The lane kernel (strips, transposes, ring buffers, padding) equals the scalar twin — direct
    /// convolution with the integer triple-box kernel, then `BoxDivider.divide` — byte for byte,
    /// on random premultiplied images of awkward sizes, including multi-cascade sigmas.
    func testMatchesScalarTwin() {
        var rng = SplitMix64(seed: 7)
        let cases: [(Int, Int, Double)] = [
            (1, 1, 3), (37, 23, 2), (5, 70, 6.5), (16, 16, 1.5), (50, 3, 10), (33, 17, 0.7),
            (20, 40, 1), (70, 9, 40), (3, 41, 160), (130, 2, 300),
        ]
        for (w, h, sigma) in cases {
            let pm = Pixmap(width: w, height: h)
            for y in 0..<h { for x in 0..<w { pm[x, y] = rng.premultiplied() } }
            var ref = (0..<(w * h)).map { pm[$0 % w, $0 / w] }
            let cascades = GaussianBlur.cascades(radii: GaussianBlur.boxRadii(sigma: sigma))
            if sigma == 300 { XCTAssertGreaterThan(cascades.count, 1) }
            for c in cascades { ref = twin(ref, w, h, c, horizontal: true) }
            for c in cascades { ref = twin(ref, w, h, c, horizontal: false) }
            GaussianBlur.apply(to: pm.view, sigma: sigma)
            var mismatches = 0
            for y in 0..<h { for x in 0..<w where pm[x, y] != ref[y * w + x] { mismatches += 1 } }
            XCTAssertEqual(mismatches, 0, "\(w)x\(h) sigma \(sigma)")
            for y in 0..<h { for x in 0..<w { let p = pm[x, y]; XCTAssert(p.r <= p.a && p.g <= p.a && p.b <= p.a) } }
        }
    }

    /// A sub-view (stride larger than the width) is blurred alone; the pixels around it stay.
    func testSubViewLeavesSurroundingsAlone() {
        let pm = Pixmap(width: 40, height: 30)
        pm.view.fill(RGBA8(10, 20, 30, 40))
        let sub = PixmapView(base: pm.view.row(5) + 4 * 7, width: 21, height: 13, stride: pm.view.stride)
        sub[10, 6] = RGBA8(255, 255, 255, 255)
        GaussianBlur.apply(to: sub, radius: 6)
        for y in 0..<30 {
            for x in 0..<40 where !(7..<28).contains(x) || !(5..<18).contains(y) { XCTAssertEqual(pm[x, y], RGBA8(10, 20, 30, 40)) }
        }
        XCTAssertGreaterThan(sub[10, 6].a, 40)
        XCTAssertLessThan(sub[10, 6].a, 255)
    }
}

// MARK: - Helpers

/// The integer triple-box kernel of a list of cascades, normalised (as Doubles).
private func kernel(_ cascades: [BoxCascade]) -> [Double] {
    var k: [Double] = [1]
    for c in cascades { for w in [c.w1, c.w2, c.w3] { k = convolve(k, [Double](repeating: 1 / Double(w), count: w)) } }
    return k
}

private func convolve<T: Numeric>(_ a: [T], _ b: [T]) -> [T] {
    var r = [T](repeating: 0, count: a.count + b.count - 1)
    for i in a.indices { for j in b.indices { r[i + j] += a[i] * b[j] } }
    return r
}

/// The scalar twin of one cascade along rows or columns: exact integer sums, then the divider.
private func twin(_ px: [RGBA8], _ w: Int, _ h: Int, _ c: BoxCascade, horizontal: Bool) -> [RGBA8] {
    var k: [Int] = [1]
    for bw in [c.w1, c.w2, c.w3] { k = convolve(k, [Int](repeating: 1, count: bw)) }
    let reach = c.reach
    XCTAssertEqual(k.count, 2 * reach + 1)
    var out = px
    let (lines, length) = horizontal ? (h, w) : (w, h)
    for line in 0..<lines {
        @inline(__always) func index(_ i: Int) -> Int { horizontal ? line * w + i : i * w + line }
        for m in 0..<length {
            var s = [0, 0, 0, 0]
            for j in 0..<k.count {
                let i = m + j - reach
                guard i >= 0, i < length else { continue }
                let p = px[index(i)]
                s[0] += k[j] * Int(p.r); s[1] += k[j] * Int(p.g); s[2] += k[j] * Int(p.b); s[3] += k[j] * Int(p.a)
            }
            let d = s.map { UInt8(c.divider.divide(UInt32($0))) }
            out[index(m)] = RGBA8(d[0], d[1], d[2], d[3])
        }
    }
    return out
}

/// The exact Gaussian convolution (zero outside), separable, in Double.
private func trueGaussian(_ src: [Double], _ n: Int, _ sigma: Double) -> [Double] {
    let r = Int(6 * sigma) + 1
    let g = (-r...r).map { GMath.exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = g.reduce(0, +)
    let k = g.map { $0 / total }
    var a = src, b = src
    for y in 0..<n {
        for x in 0..<n {
            var s = 0.0
            for j in -r...r where x + j >= 0 && x + j < n { s += k[j + r] * a[y * n + x + j] }
            b[y * n + x] = s
        }
    }
    for y in 0..<n {
        for x in 0..<n {
            var s = 0.0
            for j in -r...r where y + j >= 0 && y + j < n { s += k[j + r] * b[(y + j) * n + x] }
            a[y * n + x] = s
        }
    }
    return a
}

extension SplitMix64 {
    /// Mostly random, sometimes transparent or opaque (the extremes exercise the bounds).
    fileprivate mutating func premultiplied() -> RGBA8 {
        let v = next()
        let a: UInt8 =
            switch v % 4 {
            case 0: 0;
            case 1: 255;
            default: UInt8(truncatingIfNeeded: v >> 8)
            }
        @inline(__always) func c(_ s: Int) -> UInt8 { a == 0 ? 0 : UInt8((v >> UInt64(s)) % (UInt64(a) + 1)) }
        return RGBA8(c(16), c(24), c(32), a)
    }
}
