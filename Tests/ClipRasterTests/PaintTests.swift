import XCTest
import ClipGeometry
@testable import ClipRaster

/// Gradients at known points, image mapping (affine and projective), masks and clips.
final class PaintTests: XCTestCase {
    func testLinearGradientAtKnownPoints() {
        let pm = Pixmap(width: 256, height: 4)
        var c = Canvas(pm.view)
        c.fill(
            rectPath(0, 0, 256, 4),
            paint: .linearGradient(
                stops: [GradientStop(0, .black), GradientStop(1, .white)],
                start: Point(0, 0), end: Point(256, 0)))
        // t at pixel centre x + 0.5 is (x + 0.5) / 256; LUT index round(t·255).
        for x in [0, 64, 128, 200, 255] {
            let t = (Double(x) + 0.5) / 256
            XCTAssertEqual(Double(pm[x, 1].r), (t * 255).rounded(), accuracy: 1, "x = \(x)")
            XCTAssertEqual(pm[x, 1].a, 255)
        }
    }

    func testGradientLocationsPadAndStraightInterpolation() {
        // Stops at 0.25 and 0.75: padded outside; red→transparent-blue interpolates straight, then premultiplies.
        let stops = [GradientStop(0.25, .red), GradientStop(0.75, Color(r: 0, g: 0, b: 1, a: 0))]
        let pm = Pixmap(width: 100, height: 1)
        var c = Canvas(pm.view)
        c.fill(rectPath(0, 0, 100, 1), paint: .linearGradient(stops: stops, start: Point(0, 0), end: Point(100, 0)), blend: .copy)
        XCTAssertEqual(pm[5, 0], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[95, 0], RGBA8(0, 0, 0, 0))
        // Pixel 50: straight colour (0.49, 0, 0.51, 0.49) → premultiplied (61, 0, 64, 125) (±1: LUT).
        let mid = pm[50, 0]
        XCTAssertEqual(Double(mid.a), 125, accuracy: 1) // t = 50.5/100 → 0.51 along the stops → a = 0.49
        XCTAssertEqual(Double(mid.r), 61, accuracy: 1)
        XCTAssertEqual(Double(mid.b), 64, accuracy: 1)
    }

    func testRadialGradientCentreAndRim() {
        let pm = Pixmap(width: 64, height: 64)
        var c = Canvas(pm.view)
        c.fill(
            rectPath(0, 0, 64, 64),
            paint: .radialGradient(
                stops: [GradientStop(0, .white), GradientStop(1, .black)],
                center: Point(32, 32), radius: 20))
        XCTAssertGreaterThan(pm[31, 31].r, 245)
        XCTAssertEqual(pm[2, 2].r, 0) // beyond the radius: padded last colour
        let r = Double(pm[42, 31].r) // distance ≈ 10.5 → t ≈ 0.525
        XCTAssertEqual(r, 255 * (1 - 10.51 / 20), accuracy: 3)
    }

    func testConicGradientQuadrants() {
        let pm = Pixmap(width: 64, height: 64)
        var c = Canvas(pm.view)
        c.fill(
            rectPath(0, 0, 64, 64),
            paint: .conicGradient(
                stops: [GradientStop(0, .black), GradientStop(1, .white)],
                center: Point(32, 32), startAngle: 0))
        // Clockwise on screen from +x: below the centre (angle π/2) is t = 0.25.
        XCTAssertEqual(Double(pm[32, 60].r), 255 * 0.25, accuracy: 4)
        XCTAssertEqual(Double(pm[4, 32].r), 255 * 0.5, accuracy: 4)
        XCTAssertEqual(Double(pm[32, 4].r), 255 * 0.75, accuracy: 4)
    }

    func checkerboard(_ n: Int, cell: Int) -> Pixmap {
        let pm = Pixmap(width: n, height: n)
        for y in 0..<n { for x in 0..<n { pm[x, y] = ((x / cell + y / cell) % 2 == 0) ? RGBA8(255, 255, 255) : RGBA8(0, 0, 0) } }
        return pm
    }

    func testAffineImageIdentityIsExact() {
        let img = checkerboard(16, cell: 4)
        let pm = Pixmap(width: 16, height: 16)
        var c = Canvas(pm.view)
        c.drawImage(img.view, transform: .identity)
        XCTAssertEqual(pm.bytes, img.bytes)
    }

    func testProjectiveCheckerboardMapping() {
        // Unit square of the image (32×32, 8 px cells) onto a trapezoid.
        let img = checkerboard(32, cell: 8)
        let q0 = Point(20, 10), q1 = Point(100, 10), q2 = Point(120, 90), q3 = Point(0, 90)
        guard let unit = ProjectiveTransform.squareToQuad(q0, q1, q2, q3) else { return XCTFail("degenerate quad") }
        let m = ProjectiveTransform(AffineTransform(scaleX: 1.0 / 32, y: 1.0 / 32)).concatenating(unit)
        let pm = Pixmap(width: 128, height: 100)
        var c = Canvas(pm.view)
        withExtendedLifetime(img) { c.drawImage(img.view, projective: m) }
        // Sample the centre of every image cell through the homography: colour must match the cell.
        for cy in 0..<4 {
            for cx in 0..<4 {
                let u = Double(cx * 8 + 4), v = Double(cy * 8 + 4)
                guard let p = m.apply(Point(u, v)) else { return XCTFail() }
                let px = pm[Int(p.x), Int(p.y)]
                let white = (cx + cy) % 2 == 0
                XCTAssertEqual(px.a, 255)
                if white { XCTAssertGreaterThan(px.r, 200, "cell \(cx),\(cy)") } else { XCTAssertLessThan(px.r, 55, "cell \(cx),\(cy)") }
            }
        }
        XCTAssertEqual(pm[2, 12].a, 0) // outside the quad
        // Perspective: the top edge is 80 px wide, the bottom 120: the area is the trapezoid's.
        XCTAssertEqual(Double(alphaSum(pm)) / 255, (80 + 120) / 2 * 80, accuracy: 40)
    }

    func testProjectiveBehindTheEyeIsCut() {
        // w = 1 − x/16: the image's right half is at or behind the eye and must not explode.
        let img = checkerboard(32, cell: 8)
        let m = ProjectiveTransform(m11: 1, m12: 0, m13: -1.0 / 16, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let pm = Pixmap(width: 64, height: 64)
        var c = Canvas(pm.view)
        withExtendedLifetime(img) { c.drawImage(img.view, projective: m) }
        XCTAssertGreaterThan(alphaSum(pm), 0)
    }

    func testClipRectAndPath() {
        let pm = Pixmap(width: 20, height: 20)
        var c = Canvas(pm.view)
        c.clip(to: Rect(x: 5, y: 5, width: 10, height: 10))
        c.fill(rectPath(0, 0, 20, 20), paint: .solid(.white))
        XCTAssertEqual(pm[4, 10].a, 0); XCTAssertEqual(pm[5, 10].a, 255); XCTAssertEqual(pm[15, 10].a, 0)
        c.resetClip()
        c.clip(to: polygonCircle(10, 10, 3))
        c.fill(rectPath(0, 0, 20, 20), paint: .solid(.red), blend: .copy)
        XCTAssertEqual(pm[10, 10], RGBA8(255, 0, 0, 255))
        XCTAssertEqual(pm[6, 6], RGBA8(255, 255, 255, 255)) // outside the circle clip: untouched
    }

    func testMaskFromAlpha() {
        let pm = Pixmap(width: 4, height: 1)
        pm[1, 0] = RGBA8(0, 0, 0, 100)
        let m = Mask(alphaOf: pm.view)
        XCTAssertEqual(m[1, 0], 100); XCTAssertEqual(m[0, 0], 0)
    }
}
