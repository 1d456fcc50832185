import XCTest
import ClipGeometry
@testable import ClipRaster

/// Area and winding properties of the exact-area scan converter.
final class CoverageTests: XCTestCase {
    func testFractionalRectMatchesAreaToOneLevel() {
        let cases: [(Double, Double, Double, Double)] = [
            (2.25, 3.5, 10.3, 7.7), (0.1, 0.9, 5.55, 4.05), (7.77, 1.13, 0.4, 0.3), (3, 3, 12.5, 0.5),
        ]
        for (x, y, w, h) in cases {
            let pm = Pixmap(width: 24, height: 16)
            var c = Canvas(pm.view)
            c.fill(rectPath(x, y, w, h), paint: .solid(.white))
            for py in 0..<pm.height {
                for px in 0..<pm.width {
                    let ox = max(0, min(Double(px + 1), x + w) - max(Double(px), x))
                    let oy = max(0, min(Double(py + 1), y + h) - max(Double(py), y))
                    let expect = ox * oy * 255
                    XCTAssertLessThanOrEqual(abs(Double(pm[px, py].a) - expect), 1.0, "rect \(x),\(y),\(w),\(h) at \(px),\(py)")
                }
            }
        }
    }

    func testCircleSummedAlphaWithinPointTwoPercent() {
        for r in [5.3, 17.0, 40.25] {
            let size = Int(2 * r) + 8
            let pm = Pixmap(width: size, height: size)
            var c = Canvas(pm.view)
            c.fill(polygonCircle(Double(size) / 2 + 0.3, Double(size) / 2 - 0.2, r), paint: .solid(.black))
            let area = Double(alphaSum(pm)) / 255
            XCTAssertEqual(area, Double.pi * r * r, accuracy: Double.pi * r * r * 0.002, "r = \(r)")
        }
    }

    func testHalfPlaneAtManyAnglesMatchesAnalyticCoverage() {
        var worst = 0.0
        for k in 0..<36 {
            let ang = Double(k) * Double.pi / 18 + 0.013
            let nx = GMath.cos(ang), ny = GMath.sin(ang)
            let cx = 16.3, cy = 15.7
            let d = nx * cx + ny * cy
            // A huge polygon = the half-plane n·p <= d clipped to ±1000.
            let t = Point(-ny, nx)
            let o = Point(cx, cy), n = Point(nx, ny)
            var p = Path()
            p.move(to: o + t * 1000); p.line(to: o + t * 1000 - n * 1000); p.line(to: o - t * 1000 - n * 1000); p.line(to: o - t * 1000);
            p.close()
            let pm = Pixmap(width: 32, height: 32)
            var c = Canvas(pm.view)
            c.fill(p, paint: .solid(.white))
            for py in 0..<32 {
                for px in 0..<32 {
                    let e = halfPlaneCoverage(px: px, py: py, nx: nx, ny: ny, d: d) * 255
                    worst = max(worst, abs(Double(pm[px, py].a) - e))
                }
            }
        }
        XCTAssertLessThanOrEqual(worst, 1.0, "worst per-pixel error in 1/255 units")
    }

    func testEvenOddVersusNonZeroStar() {
        let a = Pixmap(width: 64, height: 64), b = Pixmap(width: 64, height: 64)
        var ca = Canvas(a.view), cb = Canvas(b.view)
        ca.fill(starPath(32, 32, 30), paint: .solid(.black), rule: .nonZero)
        cb.fill(starPath(32, 32, 30), paint: .solid(.black), rule: .evenOdd)
        XCTAssertEqual(a[32, 32].a, 255, "centre pentagon winds twice: filled under nonzero")
        XCTAssertEqual(b[32, 32].a, 0, "centre pentagon winds twice: empty under even-odd")
        XCTAssertEqual(a[32, 6].a, 255); XCTAssertEqual(b[32, 6].a, 255) // a star tip is filled in both
        XCTAssertGreaterThan(alphaSum(a), alphaSum(b))
    }

    func testOppositeWindingCancelsUnderNonZero() {
        var p = rectPath(4, 4, 20, 20)
        var q = Path() // same rect, reversed
        q.move(to: Point(8, 8)); q.line(to: Point(8, 16)); q.line(to: Point(16, 16)); q.line(to: Point(16, 8)); q.close()
        p.append(q)
        let pm = Pixmap(width: 32, height: 32)
        var c = Canvas(pm.view)
        c.fill(p, paint: .solid(.white))
        XCTAssertEqual(pm[12, 12].a, 0)
        XCTAssertEqual(pm[5, 5].a, 255)
    }

    func testShapePartlyOutsideIsClippedCorrectly() {
        // Left and right overhang: interior rows keep full coverage inside the target.
        let pm = Pixmap(width: 20, height: 10)
        var c = Canvas(pm.view)
        c.fill(rectPath(-50, 2, 100, 5), paint: .solid(.white))
        for x in 0..<20 { XCTAssertEqual(pm[x, 3].a, 255); XCTAssertEqual(pm[x, 0].a, 0) }
        c.fill(rectPath(-5, -5, 3, 30), paint: .solid(.red)) // entirely left: nothing
        XCTAssertEqual(pm[0, 0].a, 0)
    }

    /// Regression: a right edge within 1/2048 px below an integer rounds onto the region's right
    /// border (the sentinel column); its cover must not cancel the last run (the fill vanished).
    func testRightEdgeJustBelowAnIntegerKeepsTheFill() {
        for mx in [49.99999999999999, 49.9999, 49.9995, 50.0, 50.0001] {
            let pm = Pixmap(width: 64, height: 16)
            var c = Canvas(pm.view)
            c.fill(rectPath(10, 2, mx - 10, 10), paint: .solid(.white))
            XCTAssertEqual(Double(alphaSum(pm)) / 255, (min(mx, 64) - 10) * 10, accuracy: 0.1, "max x = \(mx)")
            XCTAssertEqual(pm[49, 5].a, UInt8(min(255, ((mx - 49) * 255).rounded())), "max x = \(mx)")
        }
    }

    func testDegenerateInputCompletes() {
        let big = Pixmap(width: 16, height: 16)
        var c = Canvas(big.view)
        var nan = Path(); nan.move(to: Point(.nan, 1)); nan.line(to: Point(5, .infinity)); nan.line(to: Point(3, 3)); nan.close()
        c.fill(nan, paint: .solid(.red))
        c.fill(Path(), paint: .solid(.red))
        var huge = Path(); huge.move(to: Point(-1e9, -1e9)); huge.line(to: Point(1e9, -1e9)); huge.line(to: Point(1e9, 1e9)); huge.close()
        c.fill(huge, paint: .solid(.blue))
        XCTAssertGreaterThan(big[15, 15].a, 0)
        var inf = Path(); inf.move(to: Point(0, 0));
        inf.cubic(to: Point(1e300, 5), control1: Point(-1e308, 1e308), control2: Point(.infinity, 0)); inf.close()
        c.fill(inf, paint: .solid(.green))
        c.stroke(huge, style: StrokeStyle(width: 3), paint: .solid(.red))
        c.stroke(nan, style: StrokeStyle(width: 0), paint: .solid(.red))
        c.fill(circlePath(8, 8, 1e9), paint: .linearGradient(stops: GradientStop.evenly([.red, .blue]), start: .zero, end: .zero))
        for (w, h) in [(0, 0), (1, 1), (0, 5)] {
            let pm = Pixmap(width: w, height: h)
            var cc = Canvas(pm.view)
            cc.clear(.white)
            cc.fill(circlePath(0.5, 0.5, 3), paint: .solid(.red))
            withExtendedLifetime(big) { cc.drawImage(big.view, transform: .identity) }
            GaussianBlur.apply(to: pm.view, radius: 4)
        }
    }
}
