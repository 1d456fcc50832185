import XCTest
@testable import ClipGeometry

final class DashTrimTests: XCTestCase {
    func line(_ a: Point, _ b: Point) -> Path { var p = Path(); p.move(to: a); p.line(to: b); return p }

    func dashLengths(_ p: Path) -> [Double] {
        PathMeasure(p).contours.map(\.length)
    }

    func testSimpleDash() {
        let d = line(Point(0, 0), Point(100, 0)).dashed(pattern: [10, 5], phase: 0)
        let lens = dashLengths(d)
        XCTAssertEqual(lens.count, 7) // 0-10, 15-25, …, 90-100
        for l in lens { XCTAssertEqual(l, 10, accuracy: 1e-9) }
        XCTAssertEqual(d.points[0], Point(0, 0))
        XCTAssertEqual(d.points.last!, Point(100, 0))
    }

    func testPhaseAndOddPattern() {
        // Phase 4 into [10, 5]: first dash is 6 long.
        let d = line(Point(0, 0), Point(50, 0)).dashed(pattern: [10, 5], phase: 4)
        let lens = dashLengths(d)
        XCTAssertEqual(lens[0], 6, accuracy: 1e-9)
        XCTAssertEqual(PathMeasure(d).contours[1].startPoint.x, 11, accuracy: 1e-9)
        // Negative phase wraps: −11 ≡ 4.
        XCTAssertEqual(line(Point(0, 0), Point(50, 0)).dashed(pattern: [10, 5], phase: -11), d)
        // Odd count repeats: [5] = [5, 5]; [4, 2, 1] = [4, 2, 1, 4, 2, 1] (on 4, off 2, on 1, off 4, on 2, off 1).
        XCTAssertEqual(dashLengths(line(Point(0, 0), Point(20, 0)).dashed(pattern: [5], phase: 0)), [5, 5])
        let odd = line(Point(0, 0), Point(14, 0)).dashed(pattern: [4, 2, 1], phase: 0)
        XCTAssertEqual(dashLengths(odd), [4, 1, 2])
        XCTAssertEqual(PathMeasure(odd).contours.map(\.startPoint.x), [0, 6, 11])
    }

    func testNoDashing() {
        let l = line(Point(0, 0), Point(100, 0))
        XCTAssertEqual(l.dashed(pattern: [], phase: 3), l)
        XCTAssertEqual(l.dashed(pattern: [0, 0], phase: 3), l)
        XCTAssertEqual(l.dashed(pattern: [5, -1], phase: 0), l)
        XCTAssertEqual(l.dashed(pattern: [.nan, 1], phase: 0), l)
        // Too many dashes: returned undashed rather than hanging.
        XCTAssertEqual(line(Point(0, 0), Point(1e9, 0)).dashed(pattern: [1e-3, 1e-3], phase: 0).verbs.count, 2)
    }

    func testZeroLengthDashesAreDots() {
        let d = line(Point(0, 0), Point(30, 0)).dashed(pattern: [0, 10], phase: 0)
        XCTAssertEqual(d.verbs, [.move, .line, .move, .line, .move, .line])
        XCTAssertEqual(d.points, [Point(0, 0), Point(0, 0), Point(10, 0), Point(10, 0), Point(20, 0), Point(20, 0)])
        let dots = d.stroked(StrokeStyle(width: 4, cap: .round), tolerance: 0.001)
        XCTAssertEqual(nonzeroArea(dots), 3 * .pi * 4, accuracy: 0.04)
        // Square dots follow the dash direction: on a 45° line they are diamonds.
        let diag = line(Point(0, 0), Point(30, 30)).dashed(pattern: [0, 100], phase: 0)
        let sq = line(Point(0, 0), Point(30, 30)).stroked(StrokeStyle(width: 4, cap: .square, dashPattern: [0, 100]))
        XCTAssertEqual(diag.points, [Point(0, 0), Point(0, 0)])
        XCTAssertEqual(nonzeroArea(sq), 16, accuracy: 1e-9)
        XCTAssertEqual(sq.bounds.maxX, 2 * 2.0.squareRoot(), accuracy: 1e-9)
    }

    func testDashCurveKeepsLength() {
        let c = Path(circleCenter: Point(0, 0), radius: 50)
        let total = PathMeasure(c).length
        let d = c.dashed(pattern: [20, 10], phase: 0)
        let lens = dashLengths(d)
        let full = Int(total / 30)
        for l in lens.prefix(full) { XCTAssertEqual(l, 20, accuracy: 1e-6) }
        XCTAssertEqual(lens.reduce(0, +), Double(full) * 20 + min(20, total - Double(full) * 30), accuracy: 1e-6)
        // Dash pieces stay on the circle.
        for q in d.flattened(tolerance: 0.01).contours.flatMap(\.points) {
            XCTAssertEqual(q.length, 50, accuracy: 0.02)
        }
        // Dashes restart on every subpath.
        var two = line(Point(0, 0), Point(15, 0)); two.append(line(Point(0, 10), Point(15, 10)))
        XCTAssertEqual(dashLengths(two.dashed(pattern: [10, 10], phase: 0)), [10, 10])
    }

    func testTrimLengths() {
        let l = line(Point(0, 0), Point(100, 0))
        let t = l.trimmed(start: 0.2, end: 0.7)
        XCTAssertEqual(t.verbs, [.move, .line])
        XCTAssertEqual(t.points, [Point(20, 0), Point(70, 0)])
        XCTAssertTrue(l.trimmed(start: 0.7, end: 0.7).isEmpty)
        XCTAssertTrue(l.trimmed(start: 0.8, end: 0.2).isEmpty)
        XCTAssertEqual(l.trimmed(start: -0.5, end: 2), l)
        XCTAssertEqual(l.trimmed(start: -0.5, end: 0.5).points, [Point(0, 0), Point(50, 0)])
        XCTAssertTrue(l.trimmed(start: .nan, end: 1).isEmpty)

        // Circle: fractions of its length, curves kept.
        let c = Path(circleCenter: Point(0, 0), radius: 50)
        let total = PathMeasure(c).length
        let q = c.trimmed(start: 0, end: 0.25)
        XCTAssertEqual(PathMeasure(q).length, total / 4, accuracy: 1e-6)
        XCTAssertPoint(q.points.last!, Point(0, 50), accuracy: 1e-6) // clockwise on screen from (r, 0)
        XCTAssertFalse(q.verbs.contains(.close))
        let mid = c.trimmed(start: 0.3, end: 0.9)
        XCTAssertEqual(PathMeasure(mid).length, total * 0.6, accuracy: 1e-6)

        // Closed square trimmed as the open polyline round from its start: [0.5, 1] is the bottom and left sides.
        let sq = Path(rect: Rect(0, 0, 10, 10))
        let half = sq.trimmed(start: 0.5, end: 1)
        XCTAssertEqual(half.points, [Point(10, 10), Point(0, 10), Point(0, 0)])

        // Multiple subpaths: fractions over the total length.
        var two = line(Point(0, 0), Point(10, 0)); two.append(line(Point(0, 5), Point(30, 5)))
        let t2 = two.trimmed(start: 0.125, end: 0.5)
        XCTAssertEqual(t2.points, [Point(5, 0), Point(10, 0), Point(0, 5), Point(10, 5)])
    }
}

/// A path that begins with a zero-length segment (issue #26's rope: contact = vertex = origin)
/// keeps the rest of it through trimming, dashing, measuring and the outline stroker, and a
/// zero-length subpath strokes to a dot with round or square caps, nothing with butt caps.
final class ZeroLengthSegmentTests: XCTestCase {
    var rope: Path {
        var p = Path()
        p.move(to: Point(25, 76)); p.line(to: Point(25, 76)); p.line(to: Point(350, 76))
        return p
    }

    func testMeasureTrimAndDashKeepTheRest() {
        XCTAssertEqual(PathMeasure(rope).length, 325, accuracy: 1e-9)
        let half = rope.trimmed(start: 0, end: 0.5)
        XCTAssertEqual(PathMeasure(half).length, 162.5, accuracy: 1e-6)
        XCTAssertEqual(half.controlPointBounds.maxX, 187.5, accuracy: 1e-6)
        let dashes = rope.dashed(pattern: [10, 5], phase: 0)
        XCTAssertEqual(PathMeasure(dashes).length, 220, accuracy: 1e-6) // 21 dashes of 10 + one of 10 (315…325)
    }

    func testOutlineKeepsTheRestAndDotsZeroLengthSubpaths() {
        for cap in LineCap.allCases {
            let o = rope.stroked(StrokeStyle(width: 5, cap: cap, join: .round))
            let b = o.controlPointBounds
            let ext = cap == .butt ? 0 : 2.5
            XCTAssertEqual(b.minX, 25 - ext, accuracy: 1e-6, "\(cap)")
            XCTAssertEqual(b.maxX, 350 + ext, accuracy: 1e-6, "\(cap)")
            var dot = Path(); dot.move(to: Point(10, 10)); dot.line(to: Point(10, 10))
            let d = dot.stroked(StrokeStyle(width: 4, cap: cap)).controlPointBounds
            if cap == .butt {
                XCTAssertTrue(dot.stroked(StrokeStyle(width: 4, cap: cap)).isEmpty)
            } else {
                // A circle (flattened within the 0.1 tolerance) or an axis-aligned square.
                let tol = cap == .round ? 0.11 : 1e-6
                XCTAssertEqual(d.minX, 8, accuracy: tol); XCTAssertEqual(d.maxX, 12, accuracy: tol)
                XCTAssertEqual(d.minY, 8, accuracy: tol); XCTAssertEqual(d.maxY, 12, accuracy: tol)
            }
        }
    }
}
