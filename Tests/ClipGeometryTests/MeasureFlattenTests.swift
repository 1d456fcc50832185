import XCTest
@testable import ClipGeometry

final class MeasureFlattenTests: XCTestCase {
    func testCircleLength() {
        for r in [0.5, 10, 100, 5000] {
            let m = PathMeasure(Path(circleCenter: Point(3, 4), radius: r))
            XCTAssertEqual(m.length, 2 * .pi * r, accuracy: 2 * .pi * r * 1e-3)
            XCTAssertEqual(m.contours.count, 1)
            XCTAssertTrue(m.contours[0].isClosed)
        }
    }

    func testPointAndTangentAtDistance() {
        var p = Path(); p.move(to: Point(0, 0)); p.line(to: Point(10, 0)); p.line(to: Point(10, 10))
        let m = PathMeasure(p)
        XCTAssertEqual(m.length, 20)
        XCTAssertPoint(m.position(at: 5), Point(5, 0), accuracy: 1e-12)
        XCTAssertPoint(m.position(at: 15), Point(10, 5), accuracy: 1e-12)
        XCTAssertEqual(m.tangentAngle(at: 5)!, 0, accuracy: 1e-12)
        XCTAssertEqual(m.tangentAngle(at: 15)!, .pi / 2, accuracy: 1e-12)
        XCTAssertPoint(m.position(at: -3), Point(0, 0), accuracy: 1e-12)
        XCTAssertPoint(m.position(at: 99), Point(10, 10), accuracy: 1e-12)
        // A circle from (r, 0) clockwise on screen: tangent at the start points down (+y).
        let c = PathMeasure(Path(circleCenter: .zero, radius: 10))
        XCTAssertEqual(c.tangentAngle(at: 0)!, .pi / 2, accuracy: 1e-9)
        XCTAssertPoint(c.position(atFraction: 0.5), Point(-10, 0), accuracy: 1e-6)
        // Points at evenly spaced distances are evenly spaced along the circle (paced motion).
        for k in 1..<8 {
            let a = c.position(at: c.length * Double(k) / 8)!
            let angle = GMath.atan2(a.y, a.x)
            let expect = 2 * .pi * Double(k) / 8
            XCTAssertEqual(remainder(angle - expect, 2 * .pi), 0, accuracy: 2e-4)
        }
        // A cubic with a coincident control point still has a tangent at its start.
        var cu = Path(); cu.move(to: .zero); cu.cubic(to: Point(10, 10), control1: .zero, control2: Point(10, 0))
        XCTAssertEqual(PathMeasure(cu).tangentAngle(at: 0)!, 0, accuracy: 1e-3)
    }

    func testFlattenErrorBound() {
        let curves: [(Point, Point, Point, Point)] = [
            (Point(0, 0), Point(0, 100), Point(100, 100), Point(100, 0)),
            (Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)), // loop-ish / cusp-like
            (Point(0, 0), Point(300, 10), Point(-200, 10), Point(100, 0)),
            (Point(5, 5), Point(5, 5), Point(50, 60), Point(50, 60)),
        ]
        for scale in [0.05, 1.0, 20.0] {
            for tol in [0.25, 0.1, 0.02] {
                for (p0, c1, c2, p3) in curves {
                    var path = Path()
                    path.move(to: p0 * scale)
                    path.cubic(to: p3 * scale, control1: c1 * scale, control2: c2 * scale)
                    path.quad(to: p0 * scale, control: c2 * scale)
                    let pts = path.flattened(tolerance: tol).contours[0].points
                    // Sample the true curves densely: every sample is within tol of the polyline…
                    var maxDev = 0.0
                    for i in 0...400 {
                        let t = Double(i) / 400, mt = 1 - t
                        let q = (p0 * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p3 * (t * t * t)) * scale
                        let r = (p3 * (mt * mt) + c2 * (2 * mt * t) + p0 * (t * t)) * scale
                        maxDev = max(maxDev, distanceToPolyline(q, pts), distanceToPolyline(r, pts))
                    }
                    XCTAssertLessThanOrEqual(maxDev, tol, "scale \(scale) tol \(tol)")
                    // …and every point of the polyline is within tol of the curve: the chord point at
                    // parameter fraction f is within tol of the curve point at the matching parameter.
                    let nc = pts.firstIndex(of: p3 * scale)!, nq = pts.count - 1 - nc
                    var back = 0.0
                    for k in 1..<pts.count {
                        for f in [0.25, 0.5, 0.75] {
                            let q = pts[k - 1].lerp(to: pts[k], f)
                            let curve: Point
                            if k <= nc {
                                let t = (Double(k - 1) + f) / Double(nc), mt = 1 - t
                                curve = (p0 * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + p3 * (t * t * t)) * scale
                            } else {
                                let t = (Double(k - 1 - nc) + f) / Double(nq), mt = 1 - t
                                curve = (p3 * (mt * mt) + c2 * (2 * mt * t) + p0 * (t * t)) * scale
                            }
                            back = max(back, q.distance(to: curve))
                        }
                    }
                    XCTAssertLessThanOrEqual(back, tol, "back, scale \(scale) tol \(tol)")
                    // …and the polyline is not absurdly over-refined (≤ 2× the ideal count for a circle-like curve).
                    XCTAssertLessThan(pts.count, 2000)
                }
            }
        }
    }

    func testFlattenSkipsNonFiniteAndClampsCounts() {
        var p = Path()
        p.move(to: Point(0, 0)); p.line(to: Point(.nan, 3)); p.line(to: Point(10, 0))
        p.cubic(to: Point(1e9, 1e9), control1: Point(-1e9, 1e9), control2: Point(1e9, -1e9))
        p.quad(to: Point(.infinity, 0), control: Point(1, 1))
        let f = p.flattened(tolerance: 0.1)
        XCTAssertEqual(f.contours.count, 1)
        XCTAssertTrue(f.contours[0].points.allSatisfy(\.isFinite))
        XCTAssertLessThanOrEqual(f.contours[0].points.count, 1003)
    }
}
