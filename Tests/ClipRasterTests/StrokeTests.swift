import XCTest
import ClipGeometry
import ClipTestSupport
@testable import ClipRaster

final class StrokeTests: XCTestCase {
    func line(_ a: Point, _ b: Point) -> Path { var p = Path(); p.move(to: a); p.line(to: b); return p }

    func testButtLineAreaIsLengthTimesWidth() {
        let pm = Pixmap(width: 64, height: 32)
        var c = Canvas(pm.view)
        c.stroke(line(Point(10, 10.3), Point(50, 20.7)), style: StrokeStyle(width: 4), paint: .solid(.white))
        let len = (40.0 * 40 + 10.4 * 10.4).squareRoot()
        XCTAssertEqual(Double(alphaSum(pm)) / 255, len * 4, accuracy: len * 4 * 0.005)
    }

    func testRoundCapsAddACircle() {
        let pm = Pixmap(width: 64, height: 32)
        var c = Canvas(pm.view)
        c.stroke(line(Point(15, 16), Point(45, 16)), style: StrokeStyle(width: 6, cap: .round), paint: .solid(.white))
        XCTAssertEqual(Double(alphaSum(pm)) / 255, 30 * 6 + Double.pi * 9, accuracy: 1.0)
        let sq = Pixmap(width: 64, height: 32)
        var c2 = Canvas(sq.view)
        c2.stroke(line(Point(15, 16), Point(45, 16)), style: StrokeStyle(width: 6, cap: .square), paint: .solid(.white))
        XCTAssertEqual(Double(alphaSum(sq)) / 255, 36 * 6, accuracy: 0.5)
    }

    /// The direct stroker must agree with filling ClipGeometry's stroke outline (same geometry,
    /// different decomposition) on curves, joins and caps of every kind.
    func testMatchesGeometryOutline() {
        var p = Path()
        p.move(to: Point(8, 40)); p.cubic(to: Point(90, 50), control1: Point(20, -10), control2: Point(70, 90))
        p.line(to: Point(60, 10)); p.line(to: Point(85, 12))
        var closed = Path()
        closed.move(to: Point(20, 60)); closed.line(to: Point(50, 62)); closed.line(to: Point(30, 80)); closed.close()
        for join in LineJoin.allCases {
            for cap in LineCap.allCases {
                let style = StrokeStyle(width: 5, cap: cap, join: join, miterLimit: 4)
                let a = Pixmap(width: 100, height: 90), b = Pixmap(width: 100, height: 90)
                var ca = Canvas(a.view), cb = Canvas(b.view)
                ca.stroke(p, style: style, paint: .solid(.black))
                cb.fill(p.stroked(style), paint: .solid(.black))
                // Closed subpaths have no caps (Core Graphics), in both strokers, whatever the cap.
                ca.stroke(closed, style: style, paint: .solid(.black))
                cb.fill(closed.stroked(style), paint: .solid(.black))
                var worst = 0, total = 0
                for y in 0..<90 { for x in 0..<100 { let d = abs(Int(a[x, y].a) - Int(b[x, y].a)); worst = max(worst, d); total += d } }
                XCTAssertLessThanOrEqual(Double(total) / 255, 6, "\(join) \(cap): summed difference in pixels")
                // Per pixel they may differ at inner joins: the outline of overlapping pieces is
                // over-covered there (cell accumulation gives min(1, |Σ signed areas|), 2 + partial → 1),
                // the direct stroker's inner corner is exact (see testInnerJoinCoverageIsExact).
                XCTAssertLessThanOrEqual(worst, 80, "\(join) \(cap)")
            }
        }
    }

    /// A pixel at an inner corner: the coverage is the analytic area of the union of the two
    /// segments' bands (213.8/255 by 3600-point supersampling of the exact outline).
    func testInnerJoinCoverageIsExact() {
        var p = Path(); p.move(to: Point(5, 10)); p.line(to: Point(20, 10)); p.line(to: Point(30, 14)); p.line(to: Point(36, 22));
        p.line(to: Point(38, 29))
        let pm = Pixmap(width: 40, height: 30)
        var c = Canvas(pm.view)
        c.stroke(p, style: StrokeStyle(width: 6, cap: .butt, join: .miter), paint: .solid(.black))
        XCTAssertEqual(Double(pm[28, 16].a), 213.8, accuracy: 1.5)
        XCTAssertEqual(Double(pm[33, 23].a), 183.7, accuracy: 1.5)
    }

    func testSelfOverlappingStrokeHasNoHoles() {
        // A tight zig-zag: every pixel along the spine must be fully covered.
        var p = Path()
        p.move(to: Point(10, 10))
        for i in 1...8 { p.line(to: Point(10 + Double(i) * 4, i % 2 == 0 ? 10 : 30)) }
        let pm = Pixmap(width: 64, height: 40)
        var c = Canvas(pm.view)
        c.stroke(p, style: StrokeStyle(width: 6, join: .round), paint: .solid(.white))
        for i in 0..<8 {
            let a = Point(10 + Double(i) * 4, i % 2 == 0 ? 10 : 30), b = Point(10 + Double(i + 1) * 4, (i + 1) % 2 == 0 ? 10 : 30)
            let m = (a + b) * 0.5
            XCTAssertEqual(pm[Int(m.x), Int(m.y)].a, 255, "segment \(i)")
        }
    }

    func testDashesAndTrimAreApplied() {
        let pm = Pixmap(width: 64, height: 8)
        var c = Canvas(pm.view)
        c.stroke(line(Point(0, 4), Point(60, 4)), style: StrokeStyle(width: 2, dashPattern: [10, 10]), paint: .solid(.white))
        XCTAssertEqual(pm[5, 4].a, 255); XCTAssertEqual(pm[15, 4].a, 0); XCTAssertEqual(pm[25, 4].a, 255)
        let t = Pixmap(width: 64, height: 8)
        var ct = Canvas(t.view)
        ct.stroke(line(Point(0, 4), Point(60, 4)), style: StrokeStyle(width: 2, strokeEnd: 0.5), paint: .solid(.white))
        XCTAssertEqual(t[20, 4].a, 255); XCTAssertEqual(t[40, 4].a, 0)
    }

    // MARK: curve flattening (StrokeEdges.addCubic)

    func cubicPoint(_ p: [Point], _ t: Double) -> Point {
        let m = 1 - t
        return p[0] * (m * m * m) + p[1] * (3 * m * m * t) + p[2] * (3 * m * t * t) + p[3] * (t * t * t)
    }

    func distance(_ q: Point, toSegment a: Point, _ b: Point) -> Double {
        let d = b - a, l2 = d.x * d.x + d.y * d.y
        let u = l2 > 0 ? max(0, min(1, ((q.x - a.x) * d.x + (q.y - a.y) * d.y) / l2)) : 0
        return (q - (a + d * u)).length
    }

    func flatten(_ c: [Point], tolerance: Double) -> [Point] {
        var e = StrokeEdges(acc: CoverageAccumulator(), transform: .identity, style: StrokeStyle(width: 4), tolerance: tolerance)
        e.add(c[0])
        e.addCubic(c[0], c[1], c[2], c[3])
        return Array(e.pts[0..<e.np])
    }

    func wangCount(_ c: [Point], tolerance: Double) -> Int {
        let d1 = c[0] - c[1] * 2 + c[2], d2 = c[1] - c[2] * 2 + c[3]
        return EdgeBuilder.segments(max(d1.length, d2.length) * 0.75 / tolerance)
    }

    /// Every point of the curve is within the tolerance of the polyline and every point of the
    /// polyline within the tolerance of the curve, on random cubics (loops, cusps, inflections),
    /// with fewer segments than Wang's uniform count.
    func testCubicFlatteningStaysWithinTolerance() {
        var rng = SplitMix64(seed: 0x5EED)
        let tol = 0.1
        var curves: [[Point]] = [
            [Point(0, 0), Point(100, 100), Point(0, 100), Point(100, 0)], // loop
            [Point(0, 0), Point(100, 60), Point(0, 60), Point(100, 0)], // cusp-like
            [Point(0, 0), Point(1, 0), Point(99, 0), Point(100, 0)], // straight, uneven speed
            [Point(0, 0), Point(200, 0), Point(-100, 0), Point(100, 0)], // straight, doubling back
            [Point(0, 0), Point(100, 50), Point(100, 50), Point(0, 0)], // spike out and back
            [Point(0, 0), Point(120, 80), Point(-120, 80), Point(0, 0)], // closed loop
        ]
        for _ in 0..<100 {
            curves.append((0..<4).map { _ in Point(rng.nextDouble(in: 0...400), rng.nextDouble(in: 0...400)) })
        }
        var flat = 0, wang = 0
        for c in curves {
            let poly = flatten(c, tolerance: tol)
            XCTAssertEqual(poly.first, c[0]); XCTAssertEqual(poly.last, c[3])
            flat += poly.count - 1; wang += wangCount(c, tolerance: tol)
            XCTAssertLessThanOrEqual(poly.count - 1, wangCount(c, tolerance: tol))
            // The vertices are curve points on the candidate grid; per piece
            // [t_a, t_b], the curve is within `tol` of the chord and the chord within `tol` of the
            // curve (sampled densely; the second up to the sampling error).
            let g = StrokeEdges.cubicGrid * wangCount(c, tolerance: tol)
            var k = 0, ta = 0.0
            for i in 1..<poly.count {
                while k < g && (cubicPoint(c, Double(k) / Double(g)) - poly[i]).length > 1e-9 { k += 1 }
                let tb = Double(k) / Double(g)
                XCTAssertLessThan(ta, tb)
                let piece = (0...128).map { cubicPoint(c, ta + (tb - ta) * Double($0) / 128) }
                let out = piece.map { distance($0, toSegment: poly[i - 1], poly[i]) }.max()!
                XCTAssertLessThanOrEqual(out, tol + 1e-9, "\(c) piece \(i)")
                var back = 0.0
                for j in 0...8 {
                    let q = poly[i - 1] + (poly[i] - poly[i - 1]) * (Double(j) / 8)
                    var d = Double.infinity
                    for m in 1..<piece.count { d = min(d, distance(q, toSegment: piece[m - 1], piece[m])) }
                    back = max(back, d)
                }
                XCTAssertLessThanOrEqual(back, tol + 1e-3, "\(c) piece \(i)")
                ta = tb
            }
        }
        XCTAssertLessThan(Double(flat), 0.8 * Double(wang), "segments: \(flat) vs Wang \(wang)")
    }

    /// Where Wang's uniform count is tight (a quarter circle), the points are the uniform ones.
    func testCircularArcKeepsTheUniformPoints() {
        let k = 0.5522847498, r = 22.0
        let c = [Point(r, 0), Point(r, r * k), Point(r * k, r), Point(0, r)]
        let poly = flatten(c, tolerance: 0.1)
        let n = wangCount(c, tolerance: 0.1)
        XCTAssertEqual(poly.count - 1, n)
        for (i, p) in poly.enumerated() {
            let s = Double(i) / Double(n), m = 1 - s
            let a = m * m * m, b = 3 * m * m * s, cc = 3 * m * s * s, d = s * s * s
            XCTAssertEqual(p, Point(a * c[0].x + b * c[1].x + cc * c[2].x + d * c[3].x, a * c[0].y + b * c[1].y + cc * c[2].y + d * c[3].y))
        }
    }

    /// Regression: the stroker kept a closed subpath's start point as the pen for what follows
    /// (Core Graphics semantics) and, at the end of the path, drew it as a lone round/square "dot":
    /// a cap at the start of every closed subpath. Closed subpaths have no caps.
    func testClosedSubpathHasNoCapAtItsStart() {
        var tri = Path()
        tri.move(to: Point(10, 10)); tri.line(to: Point(40, 12)); tri.line(to: Point(20, 35)); tri.close()
        var twoTris = tri
        twoTris.move(to: Point(50, 40)); twoTris.line(to: Point(60, 50)); twoTris.line(to: Point(45, 55)); twoTris.close()
        for path in [tri, twoTris] {
            var ref: [UInt8]? = nil
            for cap in LineCap.allCases {
                let pm = Pixmap(width: 64, height: 64)
                var c = Canvas(pm.view)
                c.stroke(path, style: StrokeStyle(width: 8, cap: cap, join: .miter, miterLimit: 10), paint: .solid(.black))
                if let r = ref {
                    XCTAssertEqual(
                        zip(pm.bytes, r).filter { $0 != $1 }.count, 0, "\(cap) cap changed a closed path's stroke (bytes differing)")
                } else {
                    ref = pm.bytes
                }
            }
        }
    }

    /// A zero-length segment draws a dot with round and square caps, nothing with butt caps; a
    /// bare move draws nothing at all.
    func testZeroLengthSegmentAndBareMove() {
        for cap in LineCap.allCases {
            var dot = Path(); dot.move(to: Point(16, 16)); dot.line(to: Point(16, 16))
            var bare = Path(); bare.move(to: Point(16, 16))
            let a = Pixmap(width: 32, height: 32), b = Pixmap(width: 32, height: 32)
            var ca = Canvas(a.view), cb = Canvas(b.view)
            ca.stroke(dot, style: StrokeStyle(width: 8, cap: cap), paint: .solid(.black))
            cb.stroke(bare, style: StrokeStyle(width: 8, cap: cap), paint: .solid(.black))
            XCTAssertEqual(alphaSum(b), 0, "bare move, \(cap)")
            if cap == .butt { XCTAssertEqual(alphaSum(a), 0) } else { XCTAssertEqual(a[16, 16].a, 255, "\(cap)") }
        }
    }

    /// The stroker hands its outline to the accumulator a buffer at a time, keeping the last point
    /// as the next buffer's first: with buffers of 2–7 points (many refills) the pixels are the
    /// same, byte for byte, as with the product's 512, for draws inside the region and clipped
    /// ones, open and closed subpaths, every cap and join.
    func testOutlineBufferRefillsDrawTheSamePixels() {
        var rng = SplitMix64(seed: 0x0B0F)
        for round in 0..<40 {
            let width = 40 + rng.next(upperBound: 120), height = 40 + rng.next(upperBound: 80)
            let inside = round % 2 == 0
            let margin = inside ? 12.0 : -20.0
            func pt() -> Point {
                Point(
                    margin + Double(rng.next(upperBound: 256)) / 256 * (Double(width) - 2 * margin),
                    margin + Double(rng.next(upperBound: 256)) / 256 * (Double(height) - 2 * margin))
            }
            var p = Path()
            for sub in 0..<(1 + rng.next(upperBound: 3)) {
                p.move(to: pt())
                for _ in 0..<(1 + rng.next(upperBound: 4)) {
                    if rng.next(upperBound: 3) == 0 { p.line(to: pt()) } else { p.cubic(to: pt(), control1: pt(), control2: pt()) }
                }
                if sub % 2 == 1 { p.close() }
            }
            let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
            let style = StrokeStyle(
                width: 1 + Double(rng.next(upperBound: 16)) / 2, cap: caps[round % 3], join: joins[(round / 3) % 3])
            let small = 2 + rng.next(upperBound: 6)
            func render(capacity: Int) -> [UInt8] {
                let pm = Pixmap(width: width, height: height)
                let acc = CoverageAccumulator()
                acc.begin(IntRect(x0: 0, y0: 0, x1: width, y1: height), inside: inside)
                var e = StrokeEdges(acc: acc, transform: .identity, style: style, tolerance: 0.25)
                e.outCapacity = capacity
                e.stroke(p)
                let view = pm.view
                var sink = SolidOverSink(base: view.base, stride: view.stride, width: width, originY: 0, color: 0xFF20_A0F0)
                let buffers = SpanBuffers(width: width)
                withExtendedLifetime(buffers) { acc.sweepSwift(rule: .nonZero, coverage: buffers.coverage, into: &sink) }
                return pm.bytes
            }
            let a = render(capacity: CoverageAccumulator.polyCapacity), b = render(capacity: small)
            XCTAssertGreaterThan(a.filter { $0 != 0 }.count, 0, "round \(round): nothing drawn")
            XCTAssertEqual(zip(a, b).filter { $0 != $1 }.count, 0, "round \(round) capacity \(small) inside \(inside)")
        }
    }
}

/// Zero-length segments are kept (issue #26: `rope-progress-strokeend` drew no rope while its
/// path began with one).
final class ZeroLengthStrokeTests: XCTestCase {
    func testPathThatBeginsWithAZeroLengthSegment() {
        for cap in LineCap.allCases {
            var p = Path()
            p.move(to: Point(25, 16)); p.line(to: Point(25, 16)); p.line(to: Point(100, 16))
            let pm = Pixmap(width: 128, height: 32)
            var c = Canvas(pm.view)
            c.stroke(p, style: StrokeStyle(width: 5, cap: cap, join: .round), paint: .solid(.black))
            for x in [27, 40, 62, 90, 98] { XCTAssertEqual(pm[x, 16].a, 255, "\(cap) x \(x)") }
        }
    }

    /// A zero-length subpath among others: a round dot of the line width (round caps), an
    /// axis-aligned square (square caps), nothing (butt caps); the next subpath is unaffected.
    func testZeroLengthSubpathAmongOthers() {
        for cap in LineCap.allCases {
            var p = Path()
            p.move(to: Point(16, 16)); p.line(to: Point(16, 16))
            p.move(to: Point(40, 16)); p.line(to: Point(100, 16))
            let pm = Pixmap(width: 128, height: 32)
            var c = Canvas(pm.view)
            c.stroke(p, style: StrokeStyle(width: 10, cap: cap), paint: .solid(.black))
            XCTAssertEqual(pm[16, 16].a, cap == .butt ? 0 : 255, "\(cap) centre")
            // (20.5, 20.5) is inside the 10 × 10 square but 6.4 from the centre: outside the circle.
            XCTAssertEqual(pm[20, 20].a, cap == .square ? 255 : 0, "\(cap) corner")
            XCTAssertEqual(pm[26, 16].a, 0, "\(cap) beyond the dot")
            XCTAssertEqual(pm[70, 16].a, 255, "\(cap) next subpath")
        }
    }
}
