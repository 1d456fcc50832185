import XCTest
@testable import ClipGeometry

/// Non-finite and huge inputs must never crash or hang, and outputs must stay finite.
final class RobustnessTests: XCTestCase {
    let nasty: [Double] = [0, 1, -1, 1e9, -1e9, .nan, .infinity, -.infinity, 1e-300]

    /// What each constructor does with every input of `nasty`: a non-finite argument gives the
    /// empty path (or, for `addArc`, leaves the path as it was; for a rounded rect's radius, square
    /// corners); a finite one, however large, gives the full shape with finite points.
    func testConstructorsAreTotal() {
        let start = Point(1, 2)
        for v in nasty {
            let finite = v.isFinite
            var before = Path()
            before.move(to: start)
            var p = before
            p.addArc(center: Point(v, 0), radius: v, startAngle: v, endAngle: 1, clockwise: true)
            p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: v, clockwise: false)
            if finite {
                XCTAssertNotEqual(p, before, "\(v): the arcs add at least their starting lines")
                XCTAssertTrue(p.points.allSatisfy(\.isFinite), "\(v)")
            } else {
                XCTAssertEqual(p, before, "\(v): a non-finite arc leaves the path unchanged")
            }
            let shapes: [(name: String, path: Path, verbs: Int)] = [
                ("rect", Path(rect: Rect(v, v, v, 1)), 5),
                ("roundedRect", Path(roundedRect: Rect(0, 0, v, 10), cornerRadius: v), 10),
                ("ellipse", Path(ellipseIn: Rect(0, 0, v, v)), 6),
                ("polygon", Path.polygon(center: .zero, radius: v, sides: 1_000_000_000), 10_001),
                ("star", Path.star(center: .zero, outerRadius: v, innerRadius: 1, points: 5, rotation: v), 11),
            ]
            for shape in shapes {
                if finite {
                    XCTAssertEqual(shape.path.verbs.count, shape.verbs, "\(shape.name) at \(v)")
                    XCTAssertTrue(shape.path.points.allSatisfy(\.isFinite), "\(shape.name) at \(v)")
                } else {
                    XCTAssertTrue(shape.path.isEmpty, "\(shape.name) at \(v): a non-finite argument gives the empty path")
                }
            }
            // A finite rect with a non-finite corner radius: square corners, the same structure.
            let rounded = Path(roundedRect: Rect(0, 0, 20, 10), cornerRadius: v)
            if finite {
                XCTAssertEqual(rounded.verbs.count, 10, "\(v)")
            } else {
                XCTAssertEqual(rounded, Path(roundedRect: Rect(0, 0, 20, 10), cornerRadius: 0), "\(v): square corners")
            }
        }
    }

    func testStrokeDashTrimMeasureAreTotal() {
        for v in nasty {
            var p = Path()
            p.move(to: Point(0, 0)); p.line(to: Point(v, 10)); p.cubic(to: Point(v, v), control1: Point(1, v), control2: Point(5, 5))
            p.quad(to: Point(20, 20), control: Point(v, 0)); p.close()
            p.line(to: Point(3, v))
            for join in LineJoin.allCases {
                for cap in LineCap.allCases {
                    let o = p.stroked(
                        StrokeStyle(
                            width: 4, cap: cap, join: join, miterLimit: v,
                            dashPattern: [v, 3], dashPhase: v, strokeStart: v.isNaN ? 0 : 0.1, strokeEnd: 0.9))
                    XCTAssertTrue(o.points.allSatisfy(\.isFinite))
                }
            }
            _ = p.stroked(StrokeStyle(width: v))
            _ = p.dashed(pattern: [1, v], phase: v)
            _ = p.trimmed(start: v, end: 0.5)
            let m = PathMeasure(p)
            XCTAssertTrue(m.length.isFinite)
            _ = m.position(at: v); _ = m.tangentAngle(at: v); _ = m.segment(from: v, to: 1e9)
            let t = Transform3D(rotationAngle: v, x: v, y: 1, z: 0)
            _ = t.inverted; _ = t.decomposed()
            _ = Transform3D.interpolate(from: t, to: .identity, t: v)
        }
    }

    func testHugeCoordinatesFinishQuickly() {
        var p = Path()
        p.move(to: Point(-1e9, -1e9))
        for i in 0..<20 {
            p.cubic(to: Point(Double(i) * 1e8, 1e9), control1: Point(1e9, -1e9), control2: Point(-1e9, 1e9))
        }
        let o = p.stroked(StrokeStyle(width: 1e6, cap: .round, join: .round, dashPattern: [1e7, 1e7]))
        XCTAssertFalse(o.isEmpty)
        XCTAssertTrue(o.points.allSatisfy(\.isFinite))
        XCTAssertLessThan(o.points.count, 2_000_000)
    }
}
