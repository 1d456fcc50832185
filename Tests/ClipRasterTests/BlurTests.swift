import XCTest
import ClipGeometry
@testable import ClipRaster

final class BlurTests: XCTestCase {
    func testBlurPreservesTotalAlpha() {
        let pm = Pixmap(width: 64, height: 64)
        var c = Canvas(pm.view)
        c.fill(rectPath(24, 20, 16, 20), paint: .solid(Color(r: 0.2, g: 0.4, b: 0.6, a: 0.8)))
        let before = alphaSum(pm)
        GaussianBlur.apply(to: pm.view, radius: 8)   // sigma 4: everything stays well inside
        let after = alphaSum(pm)
        XCTAssertEqual(Double(after), Double(before), accuracy: Double(before) * 0.01)
        XCTAssertLessThan(pm[32, 30].a, 204)          // the interior got softer…
        XCTAssertGreaterThan(pm[20, 30].a, 0)         // …and the outside picked some up
        for y in 0..<64 { for x in 0..<64 { let p = pm[x, y]; XCTAssert(p.r <= p.a && p.g <= p.a && p.b <= p.a) } }
    }

    /// An impulse blurred with three boxes approximates the Gaussian kernel of the same sigma.
    func testImpulseMatchesGaussianKernel() {
        let n = 61
        let pm = Pixmap(width: n, height: 1)
        pm[30, 0] = RGBA8(255, 255, 255, 255)
        // Only the horizontal pass matters for a 1-row image; compare with the 1-D Gaussian.
        let sigma = 3.0
        GaussianBlur.horizontal(pm.view, GaussianBlur.boxRadii(sigma: sigma).filter { $0 > 0 })
        var total = 0.0
        for x in 0..<n { total += Double(pm[x, 0].a) }
        XCTAssertEqual(total, 255, accuracy: 4)
        var maxErr = 0.0
        for x in 0..<n {
            let d = Double(x - 30)
            let g = 255 * GMath.exp(-d * d / (2 * sigma * sigma)) / (sigma * (2 * Double.pi).squareRoot())
            maxErr = max(maxErr, abs(Double(pm[x, 0].a) - g))
        }
        // Peak of the Gaussian is 33.9; box³ differs by a few percent of the peak plus rounding.
        XCTAssertLessThan(maxErr, 2.0)
    }

    func testBoxRadiiVarianceMatchesSigma() {
        for sigma in [1.0, 2.5, 4, 10, 33] {
            let r = GaussianBlur.boxRadii(sigma: sigma)
            let variance = r.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
            XCTAssertEqual(variance.squareRoot(), sigma, accuracy: sigma * 0.1 + 0.3)
        }
    }
}
