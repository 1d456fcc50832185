import XCTest
@testable import ClipGeometry

/// Non-finite and huge inputs must never crash or hang, and outputs must stay finite.
final class RobustnessTests: XCTestCase {
    let nasty: [Double] = [0, 1, -1, 1e9, -1e9, .nan, .infinity, -.infinity, 1e-300]

    func testConstructorsAreTotal() {
        for v in nasty {
            var p = Path()
            p.addArc(center: Point(v, 0), radius: v, startAngle: v, endAngle: 1, clockwise: true)
            p.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: v, clockwise: false)
            _ = Path(rect: Rect(v, v, v, 1))
            _ = Path(roundedRect: Rect(0, 0, v, 10), cornerRadius: v)
            _ = Path(ellipseIn: Rect(0, 0, v, v))
            _ = Path.polygon(center: .zero, radius: v, sides: 1_000_000_000)
            _ = Path.star(center: .zero, outerRadius: v, innerRadius: 1, points: 5, rotation: v)
            XCTAssertTrue(p.points.allSatisfy(\.isFinite) || !v.isFinite || v == 1e9 || v == -1e9)
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
