import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

/// `BackdropBlur`'s lane kernels against their scalar twins (`ReferenceBackdropBlur`), bit for
/// bit, on seeded random premultiplied images (every width 1...21: full lanes and tails; origins
/// inside, before and past the source), and its factor and grid rules.
final class BackdropBlurTests: XCTestCase {
    func testDownsampleMatchesReference() {
        var rng = SplitMix64(seed: 0xB1)
        for f in [2, 4, 8] {
            for w in 1...21 {
                let src = Pixmap.randomPremultiplied(1 + rng.next(upperBound: 40), 1 + rng.next(upperBound: 30), &rng)
                let h = 1 + rng.next(upperBound: 5)
                let ox = rng.next(upperBound: 60) - 30, oy = rng.next(upperBound: 40) - 20
                let dst = Pixmap(width: w, height: h)
                BackdropBlur.downsample(src.view, into: dst.view, originX: ox, originY: oy, factor: f)
                for j in 0..<h {
                    for i in 0..<w {
                        let want = ReferenceBackdropBlur.downsampled(src, i: i, j: j, originX: ox, originY: oy, factor: f)
                        guard dst[i, j] == want else {
                            return XCTFail(
                                "f=\(f) \(src.width)×\(src.height) origin (\(ox), \(oy)) small (\(i), \(j)): \(dst[i, j]) want \(want)")
                        }
                    }
                }
            }
        }
    }

    func testUpsampleMatchesReference() {
        var rng = SplitMix64(seed: 0xB2)
        for f in [2, 4, 8] {
            for w in 1...21 {
                let h = 1 + rng.next(upperBound: 6)
                // Offsets whose taps lie inside the small image: first tap ≥ 0 needs offset ≥ f/2.
                let ox = f / 2 + rng.next(upperBound: 2 * f), oy = f / 2 + rng.next(upperBound: 2 * f)
                let small = Pixmap.randomPremultiplied((ox + w + f / 2) / f + 2, (oy + h + f / 2) / f + 2, &rng)
                let out = Pixmap(width: w, height: h)
                BackdropBlur.upsample(small.view, into: out.view, offsetX: ox, offsetY: oy, factor: f)
                for y in 0..<h {
                    for x in 0..<w {
                        let want = ReferenceBackdropBlur.upsampled(small, x: x, y: y, offsetX: ox, offsetY: oy, factor: f)
                        guard out[x, y] == want else {
                            return XCTFail("f=\(f) offset (\(ox), \(oy)) (\(x), \(y)): \(out[x, y]) want \(want)")
                        }
                    }
                }
            }
        }
    }

    /// Down then up of a flat image gives the same flat image (weights sum exactly to one).
    func testFlatImageIsUnchanged() {
        let src = Pixmap(width: 50, height: 40)
        for y in 0..<40 { for x in 0..<50 { src[x, y] = RGBA8(90, 30, 140, 200) } }
        for sigma in [12.0, 30, 55] {
            let out = BackdropBlur.blurred(
                of: src.view, x0: -7, y0: 3, width: 60, height: 30, sigma: sigma, saturation: 1, gridX: 5, gridY: -2)
            for y in 0..<30 { for x in 0..<60 { XCTAssertEqual(out[x, y], RGBA8(90, 30, 140, 200), "σ \(sigma) (\(x), \(y))") } }
        }
    }

    func testFactorAndSmallSigma() {
        XCTAssertEqual(
            [0, 5, 11.9, 12, 23.9, 24, 47.9, 48, 60, 500, .infinity, .nan].map { BackdropBlur.factor(sigma: $0) },
            [1, 1, 1, 2, 2, 4, 4, 8, 8, 8, 1, 1])
        for sigma in [12.0, 20, 40, 60] {
            let f = Double(BackdropBlur.factor(sigma: sigma)), s = BackdropBlur.smallSigma(sigma, factor: Int(f))
            // Total variance: box (f² − 1)/12 + blur (s·f)² + tent f²/6 = σ².
            XCTAssertEqual((f * f - 1) / 12 + s * s * f * f + f * f / 6, sigma * sigma, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(s, 5.9)
        }
    }

    /// Moving the source and the grid anchor by the same whole pixels moves the result with them.
    func testTranslationByWholePixelsIsExact() {
        var rng = SplitMix64(seed: 0xB3)
        let src = Pixmap.randomPremultiplied(200, 160, &rng)
        let shifted = Pixmap(width: 200, height: 160)
        let dx = 3, dy = 5
        for y in 0..<160 { for x in 0..<200 { shifted[x, y] = src[min(199, max(0, x - dx)), min(159, max(0, y - dy))] } }
        // The source is read within reach (42 px) of the rectangle: inside both images.
        XCTAssertEqual(BackdropBlur.reach(sigma: 14), 42)
        let a = BackdropBlur.blurred(of: src.view, x0: 70, y0: 60, width: 40, height: 30, sigma: 14, saturation: 1.8, gridX: 7, gridY: 1)
        let b = BackdropBlur.blurred(
            of: shifted.view, x0: 70 + dx, y0: 60 + dy, width: 40, height: 30, sigma: 14, saturation: 1.8,
            gridX: 7 + dx, gridY: 1 + dy)
        XCTAssertTrue(a.bytes == b.bytes, "shifted source and grid give the shifted result")
        // A grid anchor that moves alone changes the pixels (the grid is real), by little.
        let c = BackdropBlur.blurred(of: src.view, x0: 70, y0: 60, width: 40, height: 30, sigma: 14, saturation: 1.8, gridX: 8, gridY: 1)
        XCTAssertTrue(a.bytes != c.bytes)
        XCTAssertLessThanOrEqual(zip(a.bytes, c.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0, 4)
    }
}
