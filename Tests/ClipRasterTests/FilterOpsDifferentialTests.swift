import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// The filter kernels (`FilterOps.swift`) against their scalar twins, bit for bit, on seeded
/// random premultiplied images of every width 0...40, plus hand-computed values; and the per-axis
/// Gaussian blur against the one-σ blur and against separability.
final class FilterOpsDifferentialTests: XCTestCase {
    func randomImage(_ w: Int, _ h: Int, _ rng: inout SplitMix64) -> Pixmap {
        let pm = Pixmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w {
                let a = UInt8(rng.next(upperBound: 256))
                let aa: UInt8 = [0, 255, a, a][rng.next(upperBound: 4)]
                func c() -> UInt8 { aa == 0 ? 0 : UInt8(rng.next(upperBound: Int(aa) + 1)) }
                pm[x, y] = RGBA8(c(), c(), c(), aa)
            }
        }
        return pm
    }

    func compare(
        _ name: String, _ src: Pixmap, op: (PixmapView) -> Void, ref: (RGBA8) -> RGBA8, file: StaticString = #filePath, line: UInt = #line
    ) {
        let got = src.copy()
        op(got.view)
        for y in 0..<src.height {
            for x in 0..<src.width where got[x, y] != ref(src[x, y]) {
                XCTFail(
                    "\(name) \(src.width)×\(src.height) (\(x), \(y)): from \(src[x, y]) got \(got[x, y]) want \(ref(src[x, y]))",
                    file: file, line: line)
                return
            }
        }
    }

    func testLuminanceToAlphaMatchesTwin() {
        var rng = SplitMix64(seed: 0x601)
        for w in 0...40 {
            compare(
                "luminanceToAlpha", randomImage(w, 3, &rng), op: { PixelOps.luminanceToAlpha($0) }, ref: ReferenceFilterOps.luminanceToAlpha
            )
        }
    }

    func testLuminanceToAlphaHandValues() {
        let pm = Pixmap(width: 5, height: 1)
        pm[0, 0] = RGBA8(255, 255, 255, 255)
        pm[1, 0] = RGBA8(255, 0, 0, 255)
        pm[2, 0] = RGBA8(0, 255, 0, 255)
        pm[3, 0] = RGBA8(64, 64, 64, 128) // straight grey 0.5 at alpha ½: L·a = 64
        pm[4, 0] = RGBA8(0, 0, 0, 255)
        PixelOps.luminanceToAlpha(pm.view)
        // 0.2125 · 255 = 54.2, 0.7154 · 255 = 182.4: the coefficients' 16-bit forms give 54 and 182.
        XCTAssertEqual(
            (0..<5).map { pm[$0, 0] },
            [RGBA8(0, 0, 0, 255), RGBA8(0, 0, 0, 54), RGBA8(0, 0, 0, 182), RGBA8(0, 0, 0, 64), RGBA8(0, 0, 0, 0)])
    }

    func testTintMatchesTwin() {
        var rng = SplitMix64(seed: 0x602)
        for w in 0...40 {
            let black = Color(r: rng.nextDouble(), g: rng.nextDouble(), b: rng.nextDouble())
            let white = Color(r: rng.nextDouble(), g: rng.nextDouble(), b: rng.nextDouble())
            let amount = [0, 1, 0.5, rng.nextDouble(), 1.7, -0.3][rng.next(upperBound: 6)]
            compare(
                "tint \(amount)", randomImage(w, 3, &rng), op: { PixelOps.tint($0, black: black, white: white, amount: amount) },
                ref: { ReferenceFilterOps.tint($0, black: black, white: white, amount: amount) })
        }
    }

    func testTintHandValues() {
        let pm = Pixmap(width: 4, height: 1)
        pm[0, 0] = RGBA8(255, 255, 255, 255)
        pm[1, 0] = RGBA8(0, 0, 0, 255)
        pm[2, 0] = RGBA8(255, 0, 0, 255) // linear mean 1/3 → sRGB 0.6135 → 156
        pm[3, 0] = RGBA8(0, 0, 0, 0)
        let red = Color(r: 1, g: 0, b: 0), blue = Color(r: 0, g: 0, b: 1)
        let full = pm.copy()
        PixelOps.tint(full.view, black: red, white: blue, amount: 1)
        XCTAssertEqual(full[0, 0], RGBA8(0, 0, 255, 255), "white maps to `white` (0.9999 of the mean stays 255)")
        XCTAssertEqual(full[1, 0], RGBA8(255, 0, 0, 255), "black maps to `black`")
        XCTAssertEqual(full[2, 0], RGBA8(99, 0, 156, 255), "grey 156: red 255 − 156, blue 156")
        XCTAssertEqual(full[3, 0], RGBA8(0, 0, 0, 0))
        let none = pm.copy()
        PixelOps.tint(none.view, black: red, white: blue, amount: 0)
        XCTAssertEqual((0..<4).map { none[$0, 0] }, (0..<4).map { pm[$0, 0] }, "amount 0 leaves the image")
        // Half: tint·½ over (grey·½ over source), opaque: white → (0, 0, 255)·½ + (255·½ + 255·½)·½.
        let half = pm.copy()
        PixelOps.tint(half.view, black: red, white: blue, amount: 0.5)
        XCTAssertEqual(half[0, 0], RGBA8(127, 127, 255, 255))
    }

    func testPerAxisBlurEqualsOneSigmaBlurAndIsSeparable() {
        var rng = SplitMix64(seed: 0x603)
        let src = randomImage(37, 29, &rng)
        for sigma in [0.7, 2.5, 9.0] {
            let a = src.copy(), b = src.copy()
            GaussianBlur.apply(to: a.view, sigma: sigma)
            GaussianBlur.apply(to: b.view, sigmaX: sigma, sigmaY: sigma)
            XCTAssertEqual(a.bytes, b.bytes, "σ \(sigma)")
        }
        // Horizontal only: a single opaque pixel spreads along its row, never to the next.
        let dot = Pixmap(width: 21, height: 5)
        dot[10, 2] = RGBA8(255, 255, 255, 255)
        GaussianBlur.apply(to: dot.view, sigmaX: 3, sigmaY: 0)
        XCTAssertGreaterThan(dot[7, 2].a, 0)
        XCTAssertGreaterThan(dot[13, 2].a, 0)
        for x in 0..<21 { XCTAssertEqual(dot[x, 1].a, 0); XCTAssertEqual(dot[x, 3].a, 0) }
        // Vertical only, the other way round.
        let col = Pixmap(width: 5, height: 21)
        col[2, 10] = RGBA8(255, 255, 255, 255)
        GaussianBlur.apply(to: col.view, sigmaX: 0, sigmaY: 3)
        XCTAssertGreaterThan(col[2, 7].a, 0)
        for y in 0..<21 { XCTAssertEqual(col[1, y].a, 0); XCTAssertEqual(col[3, y].a, 0) }
    }
}

extension FilterOpsDifferentialTests {
    func testCombineCoverageMatchesTwin() {
        var rng = SplitMix64(seed: 0x604)
        for w in 0...40 {
            for mode in CoverageBlend.allCases {
                let d = randomImage(w + 3, 4, &rng), s = randomImage(w, 3, &rng)
                let opacity = [1, 0, 0.5, rng.nextDouble()][rng.next(upperBound: 4)]
                let dx = rng.next(upperBound: 5) - 1, dy = rng.next(upperBound: 3) - 1
                let got = d.copy()
                PixelOps.combineCoverage(got.view, s.view, x: dx, y: dy, mode: mode, opacity: opacity)
                for y in 0..<d.height {
                    for x in 0..<d.width {
                        let sx = x - dx, sy = y - dy
                        let inside = sx >= 0 && sy >= 0 && sx < s.width && sy < s.height
                        let want = inside ? ReferenceFilterOps.combineCoverage(d[x, y], s[sx, sy], mode: mode, opacity: opacity) : d[x, y]
                        if got[x, y] != want {
                            XCTFail("\(mode) w \(w) (\(x), \(y)): got \(got[x, y]) want \(want)")
                            return
                        }
                    }
                }
            }
        }
    }

    func testCombineCoverageHandValues() {
        let d = Pixmap(width: 3, height: 1), s = Pixmap(width: 3, height: 1)
        for (i, (a, b)) in [(100, 200), (200, 100), (0, 255)].enumerated() {
            d[i, 0] = RGBA8(0, 0, 0, UInt8(a))
            s[i, 0] = RGBA8(0, 0, 0, UInt8(b))
        }
        func run(_ mode: CoverageBlend) -> [UInt8] {
            let out = d.copy()
            PixelOps.combineCoverage(out.view, s.view, x: 0, y: 0, mode: mode, opacity: 1)
            return (0..<3).map { out[$0, 0].a }
        }
        XCTAssertEqual(run(.maximum), [200, 200, 255])
        XCTAssertEqual(run(.minimum), [100, 100, 0])
        XCTAssertEqual(run(.difference), [100, 100, 255])
    }
}

extension FilterOpsDifferentialTests {
    func testTritoneMatchesTwin() {
        var rng = SplitMix64(seed: 0x605)
        for w in 0...40 {
            let c = (0..<3).map { _ in Color(r: rng.nextDouble(), g: rng.nextDouble(), b: rng.nextDouble()) }
            compare(
                "tritone", randomImage(w, 3, &rng), op: { PixelOps.tritone($0, shadows: c[0], midtones: c[1], highlights: c[2]) },
                ref: { ReferenceFilterOps.tritone($0, shadows: c[0], midtones: c[1], highlights: c[2]) })
        }
    }

    func testTritoneHandValues() {
        let pm = Pixmap(width: 4, height: 1)
        pm[0, 0] = RGBA8(0, 0, 0, 255)
        pm[1, 0] = RGBA8(255, 255, 255, 255)
        pm[2, 0] = RGBA8(128, 128, 128, 128) // straight white at alpha ½
        pm[3, 0] = RGBA8(255, 0, 0, 255) // grey 156: u = 57 between midtones and highlights
        PixelOps.tritone(pm.view, shadows: Color(r: 1, g: 0, b: 0), midtones: Color(r: 0, g: 1, b: 0), highlights: Color(r: 0, g: 0, b: 1))
        XCTAssertEqual(pm[0, 0], RGBA8(255, 0, 0, 255), "black → shadows")
        XCTAssertEqual(pm[1, 0], RGBA8(0, 0, 255, 255), "white → highlights")
        XCTAssertEqual(pm[2, 0], RGBA8(0, 0, 128, 128), "alpha kept, colour premultiplied")
        // (255·(255 − 57) + 0) / 255 = 198 green, 57 blue.
        XCTAssertEqual(pm[3, 0], RGBA8(0, 198, 57, 255))
    }
}
