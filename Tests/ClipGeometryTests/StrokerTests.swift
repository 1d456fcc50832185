import XCTest
@testable import ClipGeometry

final class StrokerTests: XCTestCase {
    func line(_ a: Point, _ b: Point) -> Path {
        var p = Path(); p.move(to: a); p.line(to: b); return p
    }
    func polyline(_ pts: [Point], closed: Bool = false) -> Path { Path(points: pts, closed: closed) }

    func testButtLineArea() {
        let o = line(Point(0, 0), Point(100, 0)).stroked(StrokeStyle(width: 10))
        XCTAssertEqual(shoelaceArea(o), 1000, accuracy: 1e-9)
        XCTAssertEqual(nonzeroArea(o), 1000, accuracy: 1e-9)
        XCTAssertEqual(o.bounds.minY, -5, accuracy: 1e-12)
        XCTAssertEqual(o.bounds.maxX, 100, accuracy: 1e-12)
        // Diagonal line: same area.
        let d = line(Point(3, 4), Point(63, 84)).stroked(StrokeStyle(width: 10))
        XCTAssertEqual(nonzeroArea(d), 1000, accuracy: 1e-6)
    }

    func testCaps() {
        let w = 10.0
        let sq = line(Point(0, 0), Point(100, 0)).stroked(StrokeStyle(width: w, cap: .square))
        XCTAssertEqual(nonzeroArea(sq), 1000 + 2 * (w / 2) * w, accuracy: 1e-6)
        XCTAssertEqual(sq.bounds.minX, -5, accuracy: 1e-12)
        let rd = line(Point(0, 0), Point(100, 0)).stroked(StrokeStyle(width: w, cap: .round), tolerance: 0.001)
        XCTAssertEqual(nonzeroArea(rd), 1000 + .pi * 25, accuracy: 0.05)
        XCTAssertEqual(rd.bounds.maxX, 105, accuracy: 1e-3)
    }

    func testMiterJoinRightAngle() {
        // L-shape: (0,0) → (100,0) → (100,100), width 10. Union of two butt bodies + the outer corner square.
        let p = polyline([Point(0, 0), Point(100, 0), Point(100, 100)])
        let m = p.stroked(StrokeStyle(width: 10, join: .miter))
        // Body: 100×10 + 100×10 − overlap 5×5 (inner quadrant) + outer corner square 5×5.
        XCTAssertEqual(nonzeroArea(m), 2000, accuracy: 1e-6)
        XCTAssertEqual(m.bounds.minY, -5, accuracy: 1e-9)
        XCTAssertEqual(m.bounds.maxX, 105, accuracy: 1e-9)
        let b = p.stroked(StrokeStyle(width: 10, join: .bevel))
        XCTAssertEqual(nonzeroArea(b), 2000 - 12.5, accuracy: 1e-6)
        let r = p.stroked(StrokeStyle(width: 10, join: .round), tolerance: 0.001)
        XCTAssertEqual(nonzeroArea(r), 2000 - 25 + .pi * 25 / 4, accuracy: 0.02)
        // Every point inside the stroke has winding >= 1; the inner corner is covered (no hole).
        XCTAssertGreaterThan(winding(m, at: Point(97, 3)), 0)
        XCTAssertGreaterThan(winding(m, at: Point(102, -3)), 0)
        XCTAssertEqual(winding(m, at: Point(90, 10)), 0)
    }

    func testMiterLimitFallsBackToBevel() {
        // A sharp 20° spike: miter ratio 1/sin(10°) ≈ 5.76.
        let a = 20.0 * .pi / 180
        let tip = Point(100, 0)
        let p = polyline([Point(0, 0), tip, Point(100 - 100 * GMath.cos(a), 100 * GMath.sin(a))])
        let miter = p.stroked(StrokeStyle(width: 10, join: .miter, miterLimit: 10))
        let bevel = p.stroked(StrokeStyle(width: 10, join: .bevel))
        let limited = p.stroked(StrokeStyle(width: 10, join: .miter, miterLimit: 4))
        XCTAssertEqual(nonzeroArea(limited), nonzeroArea(bevel), accuracy: 1e-9)
        XCTAssertGreaterThan(nonzeroArea(miter), nonzeroArea(bevel) + 50)
        // Miter tip at distance (w/2)/sin(10°) from the corner along the outer bisector.
        let reach = 5 / GMath.sin(a / 2)
        XCTAssertEqual(miter.bounds.maxX, 100 + reach * GMath.cos(a / 2), accuracy: 1e-6)
        XCTAssertLessThan(limited.bounds.maxX, 106)
        // Right angle has ratio √2: a limit of 1.4 bevels it, 1.5 mitres it.
        let l = polyline([Point(0, 0), Point(100, 0), Point(100, 100)])
        XCTAssertEqual(nonzeroArea(l.stroked(StrokeStyle(width: 10, join: .miter, miterLimit: 1.4))), 2000 - 12.5, accuracy: 1e-6)
        XCTAssertEqual(nonzeroArea(l.stroked(StrokeStyle(width: 10, join: .miter, miterLimit: 1.5))), 2000, accuracy: 1e-6)
    }

    func testClosedSquareJoinedAtStart() {
        let sq = Path(rect: Rect(0, 0, 100, 100))
        let o = sq.stroked(StrokeStyle(width: 10, join: .miter))
        // A square frame 110×110 minus 90×90.
        XCTAssertEqual(nonzeroArea(o), 12100.0 - 8100.0, accuracy: 1e-6)
        XCTAssertEqual(winding(o, at: Point(50, 50)), 0)
        XCTAssertGreaterThan(winding(o, at: Point(-4, -4)), 0)     // start corner is mitred too
        let b = sq.stroked(StrokeStyle(width: 10, join: .bevel))
        XCTAssertEqual(nonzeroArea(b), 12100.0 - 8100.0 - 50.0, accuracy: 1e-6)
        // Caps never appear on closed contours.
        let capped = sq.stroked(StrokeStyle(width: 10, cap: .square, join: .miter))
        XCTAssertEqual(nonzeroArea(capped), nonzeroArea(o), accuracy: 1e-9)
    }

    func testCircleRing() {
        let c = Path(circleCenter: Point(0, 0), radius: 50)
        let o = c.stroked(StrokeStyle(width: 10), tolerance: 0.01)
        let ring = Double.pi * (55 * 55 - 45 * 45)
        XCTAssertEqual(nonzeroArea(o, tolerance: 0.01), ring, accuracy: ring * 2e-3)
        XCTAssertEqual(winding(o, at: .zero), 0)
        XCTAssertGreaterThan(winding(o, at: Point(50, 0)), 0)
        XCTAssertEqual(winding(o, at: Point(56, 0)), 0)
    }

    func testPiecesAllWindPositively() {
        let star = Path.star(center: Point(50, 50), outerRadius: 40, innerRadius: 10, points: 5)
        for join in LineJoin.allCases {
            let o = star.stroked(StrokeStyle(width: 8, cap: .round, join: join))
            for c in o.flattened(tolerance: 0.01).contours {
                var a = 0.0
                var prev = c.points.last!
                for q in c.points { a += prev.x * q.y - q.x * prev.y; prev = q }
                XCTAssertGreaterThan(a, 0)
            }
        }
    }

    func testDegenerateInputs() {
        // Zero-length open subpath: a dot with round/square caps, nothing with butt.
        var dotPath = Path(); dotPath.move(to: Point(10, 10)); dotPath.line(to: Point(10, 10))
        XCTAssertTrue(dotPath.stroked(StrokeStyle(width: 6)).isEmpty)
        XCTAssertEqual(nonzeroArea(dotPath.stroked(StrokeStyle(width: 6, cap: .round), tolerance: 0.001)), .pi * 9, accuracy: 0.03)
        XCTAssertEqual(nonzeroArea(dotPath.stroked(StrokeStyle(width: 6, cap: .square))), 36, accuracy: 1e-9)
        // Zero-length segments in the middle are skipped (no NaN normals, same result).
        let clean = polyline([Point(0, 0), Point(50, 0), Point(50, 50)])
        var dup = Path(); dup.move(to: Point(0, 0)); dup.line(to: Point(50, 0)); dup.line(to: Point(50, 0)); dup.line(to: Point(50, 50))
        XCTAssertEqual(nonzeroArea(dup.stroked(StrokeStyle(width: 4))), nonzeroArea(clean.stroked(StrokeStyle(width: 4))), accuracy: 1e-9)
        XCTAssertTrue(dup.stroked(StrokeStyle(width: 4)).points.allSatisfy(\.isFinite))
        // Width <= 0 or non-finite: empty.
        for w in [0.0, -1, .nan, .infinity] {
            XCTAssertTrue(clean.stroked(StrokeStyle(width: w)).isEmpty)
        }
        XCTAssertTrue(Path().stroked(StrokeStyle(width: 3)).isEmpty)
        // A move alone draws nothing with butt caps.
        var m = Path(); m.move(to: Point(1, 1))
        XCTAssertTrue(m.stroked(StrokeStyle(width: 3)).isEmpty)
        // U-turn: no artifacts, round join gives a half disc.
        let u = polyline([Point(0, 0), Point(100, 0), Point(0, 0)])
        XCTAssertEqual(nonzeroArea(u.stroked(StrokeStyle(width: 10, join: .miter))), 1000, accuracy: 1e-6)
        XCTAssertEqual(nonzeroArea(u.stroked(StrokeStyle(width: 10, join: .round), tolerance: 0.001)), 1000 + .pi * 25 / 2, accuracy: 0.05)
    }

    func testStrokeAppliesTrimAndDash() {
        let l = line(Point(0, 0), Point(100, 0))
        XCTAssertEqual(nonzeroArea(l.stroked(StrokeStyle(width: 2, strokeStart: 0.25, strokeEnd: 0.75))), 100, accuracy: 1e-9)
        XCTAssertEqual(nonzeroArea(l.stroked(StrokeStyle(width: 2, dashPattern: [10, 10]))), 100, accuracy: 1e-9)
        // Trim first, then dash: 50 long trimmed line with 10/10 dashes = 3 dashes (0-10, 20-30, 40-50).
        XCTAssertEqual(nonzeroArea(l.stroked(StrokeStyle(width: 2, dashPattern: [10, 10], strokeStart: 0.5))), 60, accuracy: 1e-9)
        XCTAssertTrue(l.stroked(StrokeStyle(width: 2, strokeStart: 0.6, strokeEnd: 0.4)).isEmpty)
    }
}
