import XCTest
@testable import ClipGeometry

final class PathBuilderTests: XCTestCase {
    let c = Point(50, 40)
    let r = 20.0

    private func lastPoint(_ p: Path) -> Point { p.points.last! }

    func testArcClockwiseQuarterGoesBelowCentre() {
        // UIKit, y-down: 0 → π/2 clockwise sweeps through the lower right quadrant.
        let p = Path(arcCenter: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(p.verbs, [.move, .cubic])
        XCTAssertPoint(p.points[0], Point(c.x + r, c.y), accuracy: 1e-12)
        XCTAssertPoint(lastPoint(p), Point(c.x, c.y + r), accuracy: 1e-12)
        let m = PathMeasure(p)
        let mid = m.position(at: m.length / 2)!
        XCTAssertPoint(mid, Point(c.x + r * 0.5.squareRoot(), c.y + r * 0.5.squareRoot()), accuracy: 1e-3)
        XCTAssertEqual(m.length, .pi * r / 2, accuracy: 1e-3 * r)
    }

    func testArcCounterClockwiseQuarterGoesTheLongWay() {
        // 0 → π/2 anticlockwise: 270° through the top (−y) side.
        let p = Path(arcCenter: c, radius: r, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(p.verbs, [.move, .cubic, .cubic, .cubic])
        XCTAssertPoint(lastPoint(p), Point(c.x, c.y + r), accuracy: 1e-12)
        let m = PathMeasure(p)
        XCTAssertEqual(m.length, 1.5 * .pi * r, accuracy: 1e-3 * r)
        // Halfway along (135° anticlockwise from +x): up-left of the centre.
        let mid = m.position(at: m.length / 2)!
        XCTAssertPoint(mid, Point(c.x - r * 0.5.squareRoot(), c.y - r * 0.5.squareRoot()), accuracy: 1e-3)
    }

    func testArcMidpointRadiiAndControlDistance() {
        for cw in [true, false] {
            let p = Path(arcCenter: c, radius: r, startAngle: 0.3, endAngle: 2.9, clockwise: cw)
            // Every cubic's t = 0.5 point lies within 1e-3 r of the circle (4/3 tan(θ/4) construction).
            var i = 1
            var last = p.points[0]
            for v in p.verbs.dropFirst() {
                XCTAssertEqual(v, .cubic)
                let c1 = p.points[i], c2 = p.points[i + 1], e = p.points[i + 2]
                let m = (last + c1 * 3 + c2 * 3 + e) / 8
                XCTAssertEqual(m.distance(to: c), r, accuracy: 3e-4 * r)
                XCTAssertEqual(c1.distance(to: last), c2.distance(to: e), accuracy: 1e-9)
                XCTAssertEqual(e.distance(to: c), r, accuracy: 1e-9)
                last = e; i += 3
            }
            XCTAssertPoint(last, Point(c.x + r * GMath.cos(2.9), c.y + r * GMath.sin(2.9)), accuracy: 1e-9)
        }
        // Standard control distance 4/3·tan(θ/4)·r for a 90° segment: κ·r.
        let q = Path(arcCenter: .zero, radius: 1, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(q.points[1].distance(to: q.points[0]), 0.5522847498, accuracy: 1e-9)
        XCTAssertEqual(q.points[1].y, 0.5522847498, accuracy: 1e-9) // control points along +y (clockwise, y-down)
    }

    func testArcSweepRules() {
        // Clockwise with end < start wraps: 0 → −π/2 clockwise is 270°.
        let a = PathMeasure(Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: -.pi / 2, clockwise: true))
        XCTAssertEqual(a.length, 15 * .pi, accuracy: 1e-2)
        // Full turn and more: clamped to one turn.
        let b = PathMeasure(Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 7 * .pi, clockwise: true))
        XCTAssertEqual(b.length, 20 * .pi, accuracy: 1e-2)
        // A whole turn against the direction draws nothing (UIKit's classic gotcha).
        let z = Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        XCTAssertEqual(z.verbs, [.move])
        // With a current point, a line joins it to the arc start.
        var p = Path()
        p.move(to: Point(0, 0))
        p.addArc(center: Point(100, 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        XCTAssertEqual(p.verbs.prefix(2), [.move, .line])
        XCTAssertPoint(p.points[1], Point(90, 0), accuracy: 1e-12)
        // π → 0 clockwise (increasing angle, y-down) is π → 2π, through 3π/2: the top (−y).
        let m = PathMeasure(p)
        XCTAssertPoint(m.position(at: 90 + (m.length - 90) / 2), Point(100, -10), accuracy: 1e-6)
    }

    func testRectAndEllipseStructure() {
        let rect = Rect(10, 20, 30, 40)
        let p = Path(rect: rect)
        XCTAssertEqual(p.verbs, [.move, .line, .line, .line, .close])
        XCTAssertEqual(p.points, [Point(10, 20), Point(40, 20), Point(40, 60), Point(10, 60)])
        XCTAssertEqual(shoelaceArea(p), 1200, accuracy: 1e-9)

        let e = Path(ellipseIn: rect)
        XCTAssertEqual(e.verbs, [.move, .cubic, .cubic, .cubic, .cubic, .close])
        XCTAssertEqual(e.points[0], Point(40, 40)) // (maxX, midY)
        XCTAssertEqual(e.points[3], Point(25, 60)) // clockwise on screen: next is (midX, maxY)
        XCTAssertEqual(shoelaceArea(e), .pi * 15 * 20, accuracy: 0.01 * .pi * 15 * 20)
        let circle = Path(circleCenter: Point(0, 0), radius: 10)
        XCTAssertEqual(PathMeasure(circle).length, 20 * .pi, accuracy: 20 * .pi * 1e-3)
    }

    func testRoundedRects() {
        let rect = Rect(0, 0, 100, 60)
        let p = Path(roundedRect: rect, cornerRadius: 10)
        XCTAssertEqual(shoelaceArea(p), 6000 - (4 - .pi) * 100, accuracy: 0.5)
        // Radius clamped to half the short side: a stadium.
        let s = Path(roundedRect: rect, cornerRadius: 1000)
        XCTAssertEqual(shoelaceArea(s), 40 * 60 + .pi * 900, accuracy: 2)
        // Per-corner radii; zero radius keeps a sharp corner but the same structure.
        let q = Path(roundedRect: rect, topLeft: 0, topRight: 20, bottomRight: 0, bottomLeft: 5)
        XCTAssertEqual(q.verbs, p.verbs)
        XCTAssertEqual(shoelaceArea(q), 6000 - (4 - .pi) * (400 + 25) / 4, accuracy: 0.5)
        XCTAssertEqual(q.points[0], Point(0, 0))
        XCTAssertEqual(q.bounds.width, 100, accuracy: 1e-3)
    }

    func testPolygonStarPoints() {
        let hex = Path.polygon(center: Point(0, 0), radius: 10, sides: 6)
        XCTAssertEqual(hex.verbs, [.move, .line, .line, .line, .line, .line, .close])
        XCTAssertPoint(hex.points[0], Point(0, -10), accuracy: 1e-12)
        XCTAssertEqual(shoelaceArea(hex), 1.5 * 3.0.squareRoot() * 100, accuracy: 1e-9)
        XCTAssertTrue(Path.polygon(center: .zero, radius: 10, sides: 2).isEmpty)
        let star = Path.star(center: .zero, outerRadius: 10, innerRadius: 4, points: 5)
        XCTAssertEqual(star.points.count, 10)
        XCTAssertEqual(star.points[1].length, 4, accuracy: 1e-12)
        XCTAssertGreaterThan(shoelaceArea(star), 0)
        let poly = Path(points: [Point(0, 0), Point(.nan, 1), Point(10, 0), Point(10, 10)], closed: true)
        XCTAssertEqual(poly.verbs, [.move, .line, .line, .close])
        XCTAssertEqual(shoelaceArea(poly), 50, accuracy: 1e-12)
    }

    /// An arc whose start is the current point adds no zero-length line (it would be an extra
    /// keyframe segment); `newSubpath` starts it with a move.
    func testArcContinuingFromItsStartAddsNoLine() {
        var p = Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        let verbs = p.verbs
        p.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
        XCTAssertEqual(p.verbs, verbs + [.cubic, .cubic], "continues at (−10, 0) with no line")
        var q = Path(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
        q.addArc(center: Point(50, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true, newSubpath: true)
        XCTAssertEqual(q.verbs.filter { $0 == .move }.count, 2)
        XCTAssertFalse(q.verbs.contains(.line))
        XCTAssertPoint(q.points[7], Point(60, 0), accuracy: 1e-12, "the second subpath starts at its own arc start")
    }

    /// Tip rounding: 0 is the sharp star; > 0 replaces each corner by a quadratic through it, so
    /// the tips pull in (the outermost point lies inside the outer radius) and the area shrinks a little.
    func testStarTipRounding() throws {
        let sharp = Path.star(center: .zero, outerRadius: 10, innerRadius: 4, points: 5)
        XCTAssertEqual(Path.star(center: .zero, outerRadius: 10, innerRadius: 4, points: 5, tipRounding: 0), sharp)
        let round = Path.star(center: .zero, outerRadius: 10, innerRadius: 4, points: 5, tipRounding: 1.5)
        XCTAssertEqual(round.verbs.filter { $0 == .quad }.count, 10)
        XCTAssertEqual(round.verbs.first, .move)
        XCTAssertEqual(round.verbs.last, .close)
        let area = shoelaceArea(sharp)
        let flat = PathMeasure(round).length
        XCTAssertLessThan(flat, PathMeasure(sharp).length, "rounded corners cut the perimeter")
        let top = try XCTUnwrap(PathMeasure(round).position(at: 0))
        XCTAssertEqual(top.distance(to: Point(0, -10)), 1.5, accuracy: 1e-9, "starts 1.5 pt down the first tip's incoming edge")
        XCTAssertGreaterThan(area, 0)
    }

    /// The UIKit-named constructors: a zero radius is the plain rectangle structure (what the
    /// renderer recognises as a rectangle clip); a positive radius is `Path(roundedRect:)`, clamped.
    func testUIKitNamedConstructors() {
        let r = Rect(0, 0, 100, 60)
        XCTAssertEqual(roundedRectPath(r, radius: 0), Path(rect: r))
        XCTAssertEqual(roundedRectPath(r, radius: -3), rectPath(r))
        XCTAssertEqual(roundedRectPath(r, radius: 10), Path(roundedRect: r, cornerRadius: 10))
        XCTAssertEqual(roundedRectPath(r, radius: 500), Path(roundedRect: r, cornerRadius: 30))
        XCTAssertEqual(ovalPath(in: r), Path(ellipseIn: r))
    }
}
