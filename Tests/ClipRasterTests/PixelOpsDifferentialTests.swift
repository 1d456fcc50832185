import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// Every `PixelOps` lane kernel against its scalar twin (`ReferencePixelOps`), bit for bit, on
/// seeded random premultiplied images of every width 0...40 (full lanes + tails), with parameters
/// covering the extremes.
final class PixelOpsDifferentialTests: XCTestCase {
    func randomPremul(_ rng: inout SplitMix64) -> RGBA8 {
        let a = UInt8(rng.next(upperBound: 256))
        let aa: UInt8 = [0, 255, a, a][rng.next(upperBound: 4)]
        func c() -> UInt8 { aa == 0 ? 0 : UInt8(rng.next(upperBound: Int(aa) + 1)) }
        return RGBA8(c(), c(), c(), aa)
    }

    func randomImage(_ w: Int, _ h: Int, _ rng: inout SplitMix64) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w { pm[x, y] = randomPremul(&rng) } }
        return pm
    }

    /// Runs `op` on a copy and `ref` per pixel on another; reports the first difference.
    func compare(
        _ name: String, _ src: Pixmap, op: (PixmapView) -> Void, ref: (Int, Int, RGBA8) -> RGBA8,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let got = src.copy()
        op(got.view)
        for y in 0..<src.height {
            for x in 0..<src.width where got[x, y] != ref(x, y, src[x, y]) {
                XCTFail(
                    "\(name) \(src.width)×\(src.height) (\(x), \(y)): from \(src[x, y]) got \(got[x, y]) want \(ref(x, y, src[x, y]))",
                    file: file, line: line)
                return
            }
        }
    }

    func testMultiplyByAlpha() {
        var rng = SplitMix64(seed: 0x501)
        for w in 0...40 {
            let d = randomImage(w, 3, &rng), m = randomImage(w, 3, &rng)
            compare(
                "multiplyByAlpha", d, op: { PixelOps.multiplyByAlpha($0, mask: m.view) },
                ref: { x, y, p in ReferencePixelOps.multiplyByAlpha(p, mask: m[x, y]) })
        }
    }

    func testTintAlpha() {
        var rng = SplitMix64(seed: 0x502)
        for w in 0...40 {
            let d = randomImage(w, 4, &rng), s = randomImage(max(1, w - 3), 3, &rng)
            let color = Color(
                r: rng.nextDouble(), g: rng.nextDouble(), b: rng.nextDouble(), a: [1, 0, rng.nextDouble()][rng.next(upperBound: 3)])
            let dx = rng.next(upperBound: 7) - 3, dy = rng.next(upperBound: 3) - 1
            compare(
                "tintAlpha dx=\(dx) dy=\(dy)", d, op: { PixelOps.tintAlpha(from: s.view, into: $0, color: color, dx: dx, dy: dy) },
                ref: { x, y, p in
                    let sx = x - dx, sy = y - dy
                    guard sx >= 0, sy >= 0, sx < s.width, sy < s.height else { return p }
                    return ReferencePixelOps.tintAlpha(p, source: s[sx, sy], color: color.premultiplied)
                })
        }
    }

    func testMultiplyRGB() {
        var rng = SplitMix64(seed: 0x503)
        for w in 0...40 {
            let d = randomImage(w, 2, &rng)
            let f = (0..<3).map { _ in [0, 1, 1.3, -0.2, rng.nextDouble()][rng.next(upperBound: 5)] }
            compare(
                "multiplyRGB \(f)", d, op: { PixelOps.multiplyRGB($0, r: f[0], g: f[1], b: f[2]) },
                ref: { _, _, p in ReferencePixelOps.multiplyRGB(p, r: f[0], g: f[1], b: f[2]) })
        }
    }

    func testSaturate() {
        var rng = SplitMix64(seed: 0x504)
        for w in 0...40 {
            let d = randomImage(w, 2, &rng)
            let s = [0, 1, 1.8, 0.8, -0.5, 9, rng.nextDouble(in: 0...3)][rng.next(upperBound: 7)]
            let k = [1, 0.42, 0.55, 0, 1.5, rng.nextDouble(in: 0...2)][rng.next(upperBound: 6)]
            let opaque = rng.next(upperBound: 3) == 0
            compare(
                "saturate s=\(s) k=\(k) opaque=\(opaque)", d, op: { PixelOps.saturate($0, saturation: s, brightness: k, opaque: opaque) },
                ref: { _, _, p in ReferencePixelOps.saturate(p, saturation: s, brightness: k, opaque: opaque) })
        }
    }

    /// The documented formula in floating point agrees with the fixed-point twin within one level
    /// (so the twin is the formula, not a copy of the lanes).
    func testSaturateMatchesRec709Formula() {
        var rng = SplitMix64(seed: 0x505)
        for _ in 0..<5000 {
            let p = randomPremul(&rng)
            let s = rng.nextDouble(in: 0...2), k = rng.nextDouble(in: 0...1)
            let l = 0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)
            let got = ReferencePixelOps.saturate(p, saturation: s, brightness: k)
            for (c, o) in [(p.r, got.r), (p.g, got.g), (p.b, got.b)] {
                let want = max(0, min(Double(p.a), (l + (Double(c) - l) * s) * k))
                XCTAssertLessThanOrEqual(abs(Double(o) - want), 1.5, "\(p) s=\(s) k=\(k)")
            }
        }
    }

    /// The backdrop routine = copy + blur + saturate (the same pixels as doing the steps by hand).
    func testBlurredBackdropIsCopyBlurSaturate() {
        var rng = SplitMix64(seed: 0x506)
        let src = randomImage(40, 30, &rng)
        let out = PixelOps.blurredBackdrop(of: src.view, x0: 5, y0: 7, width: 20, height: 12, sigma: 2, saturation: 0.5, brightness: 0.6)
        let manual = Pixmap(width: 20, height: 12)
        for y in 0..<12 { for x in 0..<20 { manual[x, y] = src[x + 5, y + 7] } }
        GaussianBlur.apply(to: manual.view, sigma: 2)
        PixelOps.saturate(manual.view, saturation: 0.5, brightness: 0.6)
        XCTAssertEqual(out.bytes, manual.bytes)
        // Outside the source, edge pixels repeat (no fade to transparent).
        let clamped = PixelOps.blurredBackdrop(of: src.view, x0: -3, y0: 25, width: 50, height: 10, sigma: 0, saturation: 1)
        for y in 0..<10 {
            for x in 0..<50 { XCTAssertEqual(clamped[x, y], src[min(39, max(0, x - 3)), min(29, 25 + y)], "(\(x), \(y))") }
        }
        let away = PixelOps.blurredBackdrop(of: src.view, x0: 60, y0: -9, width: 4, height: 2, sigma: 0, saturation: 1)
        XCTAssertEqual(away[0, 0], src[39, 0]); XCTAssertEqual(away[3, 1], src[39, 0])
        // Saturation 0 leaves grey pixels.
        let grey = PixelOps.blurredBackdrop(of: src.view, x0: 0, y0: 0, width: 40, height: 30, sigma: 0, saturation: 0)
        for y in 0..<30 { for x in 0..<40 { let p = grey[x, y]; XCTAssertTrue(p.r == p.g && p.g == p.b, "\(p)") } }
    }

    /// The image shader's whole-pixel-translation copy equals bilinear sampling at texel centres
    /// (inside, outside, clamped or not).
    func testImageShaderTranslatedRowMatchesSampling() {
        var rng = SplitMix64(seed: 0x507)
        let img = randomImage(13, 9, &rng)
        var out = [UInt32](repeating: 0, count: 40)
        for clamp in [false, true] {
            for _ in 0..<200 {
                let tx = rng.next(upperBound: 41) - 20, ty = rng.next(upperBound: 25) - 12
                let shader = ImageShader(
                    image: img.view, deviceToImage: ProjectiveTransform(AffineTransform(translationX: Double(tx), y: Double(ty))),
                    clampEdges: clamp)
                let x = rng.next(upperBound: 30) - 10, y = rng.next(upperBound: 20) - 5, n = 1 + rng.next(upperBound: 39)
                out.withUnsafeMutableBufferPointer { shader.fetch(y: y, x: x, n: n, into: $0.baseAddress!) }
                for i in 0..<n {
                    let want = shader.sample(Double(x + i) + 0.5 + Double(tx), Double(y) + 0.5 + Double(ty))
                    XCTAssertEqual(out[i], want, "clamp=\(clamp) t=(\(tx), \(ty)) x=\(x + i) y=\(y)")
                }
            }
        }
    }
}
