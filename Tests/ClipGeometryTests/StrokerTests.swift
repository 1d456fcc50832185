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
        // The inner join cuts to the offset-line intersection: the outline is simple, so even the plain
        // shoelace area is exact, and it is a single contour.
        XCTAssertEqual(shoelaceArea(m), 2000, accuracy: 1e-6)
        XCTAssertEqual(m.verbs.filter { $0 == .move }.count, 1)
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
        XCTAssertEqual(shoelaceArea(o), 12100.0 - 8100.0, accuracy: 1e-6) // outer loop + reversed inner loop
        XCTAssertEqual(winding(o, at: Point(50, 50)), 0)
        XCTAssertGreaterThan(winding(o, at: Point(-4, -4)), 0) // start corner is mitred too
        let b = sq.stroked(StrokeStyle(width: 10, join: .bevel))
        XCTAssertEqual(nonzeroArea(b), 12100.0 - 8100.0 - 50.0, accuracy: 1e-6)
        // Caps never appear on closed contours.
        let capped = sq.stroked(StrokeStyle(width: 10, cap: .square, join: .miter))
        XCTAssertEqual(nonzeroArea(capped), nonzeroArea(o), accuracy: 1e-9)
    }

    func testClosedTwoPointAndCollinearStart() {
        // move A, line B, close: two U-turns; miter falls back to bevel (flat ends), round adds half discs.
        let two = polyline([Point(0, 0), Point(100, 0)], closed: true)
        XCTAssertEqual(nonzeroArea(two.stroked(StrokeStyle(width: 10, join: .miter))), 1000, accuracy: 1e-6)
        XCTAssertEqual(nonzeroArea(two.stroked(StrokeStyle(width: 10, join: .round), tolerance: 0.001)), 1000 + .pi * 25, accuracy: 0.05)
        // A closed rectangle whose start point lies in the middle of an edge: no spurious join there.
        let r = polyline([Point(50, 0), Point(100, 0), Point(100, 100), Point(0, 100), Point(0, 0)], closed: true)
        XCTAssertEqual(nonzeroArea(r.stroked(StrokeStyle(width: 10, join: .miter))), 12100.0 - 8100.0, accuracy: 1e-6)
        XCTAssertEqual(nonzeroArea(r.stroked(StrokeStyle(width: 10, join: .bevel))), 12100.0 - 8100.0 - 50.0, accuracy: 1e-6)
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

    /// With round caps and joins the stroke is exactly the set of points within w/2 of the centre
    /// line: check the non-zero fill against that on random polylines with sharp turns, U-turns,
    /// very short segments and widths larger than the segments (where inner joins overlap).
    func testRoundStrokeIsExactlyTheNeighbourhood() {
        var rng = TestRNG(seed: 42)
        var insideCount = 0, outsideCount = 0
        defer { XCTAssertGreaterThan(insideCount, 1000); XCTAssertGreaterThan(outsideCount, 1000) }
        for trial in 0..<24 {
            let count = 2 + Int(rng.unit() * 6)
            var pts: [Point] = []
            for _ in 0..<count { pts.append(Point(rng.range(0, 60), rng.range(0, 60))) }
            if trial % 4 == 1 { pts.append(pts[pts.count - 2]) } // exact U-turn
            if trial % 4 == 2 { pts.insert(pts[0] + Point(0.3, 0.1), at: 1) } // tiny segment
            let closed = trial % 3 == 0
            let w = trial % 2 == 0 ? rng.range(1, 8) : rng.range(10, 40)
            let tol = 0.01
            let path = Path(points: pts, closed: closed)
            let flat = path.stroked(StrokeStyle(width: w, cap: .round, join: .round), tolerance: tol).flattened(tolerance: tol)
            for _ in 0..<800 {
                let q = Point(rng.range(-25, 85), rng.range(-25, 85))
                let d = distanceToPolyline(q, pts, closed: closed)
                if abs(d - w / 2) < 2 * tol { continue }
                let inside = winding(flat, at: q) != 0
                XCTAssertEqual(inside, d < w / 2, "trial \(trial) point \(q) d \(d) w \(w)")
                if inside { insideCount += 1 } else { outsideCount += 1 }
            }
        }
    }

    /// Curves too: a round-capped, round-joined stroke of random cubics is the w/2-neighbourhood of
    /// the curve, up to the flattening tolerance (checked away from a 3·tol band around the boundary).
    func testRoundStrokeOfCurvesMatchesNeighbourhood() {
        var rng = TestRNG(seed: 99)
        for trial in 0..<10 {
            var path = Path()
            var start = Point(rng.range(0, 60), rng.range(0, 60))
            path.move(to: start)
            var dense: [Point] = [start]
            for _ in 0..<(1 + trial % 3) {
                let c1 = Point(rng.range(-10, 70), rng.range(-10, 70)), c2 = Point(rng.range(-10, 70), rng.range(-10, 70))
                let e = Point(rng.range(0, 60), rng.range(0, 60))
                path.cubic(to: e, control1: c1, control2: c2)
                for i in 1...300 {
                    let t = Double(i) / 300, mt = 1 - t
                    dense.append(start * (mt * mt * mt) + c1 * (3 * mt * mt * t) + c2 * (3 * mt * t * t) + e * (t * t * t))
                }
                start = e
            }
            let w = trial % 2 == 0 ? rng.range(1, 6) : rng.range(10, 30)
            let tol = 0.05
            let flat = path.stroked(StrokeStyle(width: w, cap: .round, join: .round), tolerance: tol).flattened(tolerance: 0.01)
            for _ in 0..<500 {
                let q = Point(rng.range(-25, 85), rng.range(-25, 85))
                let d = distanceToPolyline(q, dense)
                if abs(d - w / 2) < 3 * tol { continue }
                XCTAssertEqual(winding(flat, at: q) != 0, d < w / 2, "trial \(trial) at \(q), d \(d), w \(w)")
            }
        }
    }

    /// Miter and bevel joins: the body rectangles are always covered (no holes at inner joins), nothing
    /// beyond the miter reach is, and everything the bevel covers the miter covers too.
    func testMiterBevelCoverBodiesWithoutHoles() {
        var rng = TestRNG(seed: 7)
        var bodyCount = 0
        defer { XCTAssertGreaterThan(bodyCount, 500) }
        for trial in 0..<16 {
            var pts: [Point] = []
            for _ in 0..<(3 + trial % 4) { pts.append(Point(rng.range(0, 60), rng.range(0, 60))) }
            let closed = trial % 2 == 0
            let w = rng.range(2, 30), h = w / 2
            let path = Path(points: pts, closed: closed)
            let miter = path.stroked(StrokeStyle(width: w, join: .miter, miterLimit: 10)).flattened(tolerance: 0.01)
            let bevel = path.stroked(StrokeStyle(width: w, join: .bevel)).flattened(tolerance: 0.01)
            let segs = closed ? pts.count : pts.count - 1
            for _ in 0..<800 {
                let q = Point(rng.range(-30, 90), rng.range(-30, 90))
                // Inside some body rectangle (strictly)?
                var inBody = false
                for i in 0..<segs {
                    let a = pts[i], b = pts[(i + 1) % pts.count], ab = b - a
                    let t = (q - a).dot(ab) / ab.lengthSquared
                    let dist = abs((q - a).cross(ab.normalized))
                    if t > 1e-6 && t < 1 - 1e-6 && dist < h - 1e-6 { inBody = true }
                }
                let wm = winding(miter, at: q), wb = winding(bevel, at: q)
                if inBody {
                    bodyCount += 1
                    XCTAssertNotEqual(wm, 0, "miter hole, trial \(trial) at \(q)")
                    XCTAssertNotEqual(wb, 0, "bevel hole, trial \(trial) at \(q)")
                }
                if wb != 0 { XCTAssertNotEqual(wm, 0, "bevel outside miter, trial \(trial) at \(q)") }
                let d = distanceToPolyline(q, pts, closed: closed)
                if d > h * 10 + 1e-6 { XCTAssertEqual(wm, 0) }
                if d > h + 1e-6 { XCTAssertEqual(wb, 0, "bevel beyond w/2, trial \(trial) at \(q)") }
                XCTAssertGreaterThanOrEqual(wm, 0)
                XCTAssertGreaterThanOrEqual(wb, 0)
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
        // …and with round caps either (no segment at all, unlike move + line to the same point).
        m.move(to: Point(5, 5))
        XCTAssertTrue(m.stroked(StrokeStyle(width: 3, cap: .round)).isEmpty)
        m.line(to: Point(5, 5))
        XCTAssertEqual(nonzeroArea(m.stroked(StrokeStyle(width: 4, cap: .square))), 16, accuracy: 1e-9)
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
