import ClipGeometry
import XCTest

/// `Path(rectMatchingOvalIn:)`, `subdividingCubics(into:)` and `Path.matchedForMorph`: the oval →
/// square morph of `opponent-search` (each eighth of the oval onto a half edge).
final class OvalMatchedPathTests: XCTestCase {
    func cubics(_ p: Path) -> [(Point, Point, Point)] {
        p.elements.compactMap {
            if case .cubic(let a, let b, let c) = $0 { return (a, b, c) }; return nil
        }
    }
    func bezier(_ p0: Point, _ c: (Point, Point, Point), _ t: Double) -> Point {
        let u = 1 - t
        return p0 * (u * u * u) + c.0 * (3 * u * u * t) + c.1 * (3 * u * t * t) + c.2 * (t * t * t)
    }

    /// Eight straight cubics through the corners, starting at (maxX, midY), clockwise on screen.
    func testSquareVerticesAndStraightSegments() {
        let table: [(Rect, [Point])] = [
            (
                Rect(x: 0, y: 0, width: 90, height: 90),
                [Point(90, 90), Point(45, 90), Point(0, 90), Point(0, 45), Point(0, 0), Point(45, 0), Point(90, 0), Point(90, 45)]
            ),
            (
                Rect(x: 13.5, y: -9, width: 76.5, height: 99),
                [
                    Point(90, 90), Point(51.75, 90), Point(13.5, 90), Point(13.5, 40.5), Point(13.5, -9), Point(51.75, -9),
                    Point(90, -9), Point(90, 40.5),
                ]
            ),
            (
                Rect(x: 10, y: 20, width: -4, height: 6),
                [Point(10, 26), Point(8, 26), Point(6, 26), Point(6, 23), Point(6, 20), Point(8, 20), Point(10, 20), Point(10, 23)]
            ),
        ]
        for (rect, ends) in table {
            let square = Path(rectMatchingOvalIn: rect)
            guard case .move(let start) = square.elements.first else { return XCTFail("starts with a move") }
            XCTAssertEqual(start, ends.last)
            let cs = cubics(square)
            XCTAssertEqual(cs.map { $0.2 }, ends, "\(rect)")
            var p0 = start
            for c in cs { // straight: the controls sit at thirds of the chord
                XCTAssertEqual(c.0.x, p0.lerp(to: c.2, 1.0 / 3).x, accuracy: 1e-9)
                XCTAssertEqual(c.1.y, p0.lerp(to: c.2, 2.0 / 3).y, accuracy: 1e-9)
                p0 = c.2
            }
            XCTAssertEqual(square.elements.last, .close)
        }
    }

    /// Subdivision keeps the curve: points of the pieces lie on the original at the mapped parameters.
    func testSubdivisionKeepsTheCurve() {
        let oval = Path(ellipseIn: Rect(x: 0, y: 0, width: 90, height: 60))
        for k in [2, 3, 4] {
            let split = oval.subdividingCubics(into: k)
            XCTAssertEqual(cubics(split).count, 4 * k)
            let orig = cubics(oval)
            var p0 = Point(90, 30), q0 = Point(90, 30)
            for (i, c) in orig.enumerated() {
                for j in 0..<k {
                    let piece = cubics(split)[i * k + j]
                    for s in [0.0, 0.3, 0.5, 1.0] {
                        let a = bezier(q0, piece, s), b = bezier(p0, c, (Double(j) + s) / Double(k))
                        XCTAssertEqual(a.x, b.x, accuracy: 1e-9); XCTAssertEqual(a.y, b.y, accuracy: 1e-9)
                    }
                    q0 = piece.2
                }
                p0 = c.2
            }
        }
    }

    /// Which pairs become morphable, and how.
    func testMatchedForMorphTable() {
        let r = Rect(x: 0, y: 0, width: 90, height: 90)
        let oval = Path(ellipseIn: r), square = Path(rectMatchingOvalIn: r)
        let tri = Path.polygon(center: Point(45, 45), radius: 40, sides: 3) // lines only
        let table: [(Path, Path, Int?)] = [ // expected cubic count of the matched pair, nil = not morphable
            (oval, oval, 4), (oval, square, 8), (square, oval, 8), (tri, oval, nil), (tri, square, nil),
            (Path(ellipseIn: r.insetBy(dx: 10, dy: 10)), oval, 4),
        ]
        for (i, (a, b, n)) in table.enumerated() {
            let m = Path.matchedForMorph(a, b)
            XCTAssertEqual(m.map { cubics($0.0).count }, n, "row \(i)")
            if let m { XCTAssertTrue(m.0.hasSameStructure(as: m.1), "row \(i)") }
        }
        // The oval's 45° point goes to the corner: at the end the morph is the square.
        let (ma, mb) = Path.matchedForMorph(oval, square)!
        XCTAssertEqual(ma.interpolated(to: mb, 1), square)
        XCTAssertEqual(cubics(ma)[0].2.x, 45 + 45 * 0.7071, accuracy: 0.05) // oval at 45°, halfway through quarter 1
    }
}
