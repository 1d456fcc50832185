import XCTest
@testable import ClipGeometry

final class ProjectionTests: XCTestCase {
    func perspectiveY(_ angle: Double, d: Double) -> ProjectiveTransform {
        var t = Transform3D.identity
        t.m34 = -1 / d
        return t.rotated(by: angle, x: 0, y: 1, z: 0).projective
    }

    func testAffineKeepsCurves() {
        let c = Path(circleCenter: Point(10, 10), radius: 5)
        let a = AffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        XCTAssertEqual(c.projected(ProjectiveTransform(a)), c.applying(a))
    }

    func testRectCornersAndCircle() {
        let m = perspectiveY(.pi / 4, d: 500)
        let r = Path(rect: Rect(-100, -50, 200, 100))
        let p = r.projected(m)
        XCTAssertEqual(p.verbs, [.move, .line, .line, .line, .close])
        XCTAssertPoint(p.points[1], m.apply(Point(100, -50))!, accuracy: 1e-9)
        XCTAssertEqual(p.points[1].x, 61.9497 * 1, accuracy: 1e-3) // the CATransform3D example, x of (100, y)
        let (a, _, _, _) = m.mapCorners(of: Rect(-100, -50, 200, 100))!
        XCTAssertPoint(a, p.points[0], accuracy: 1e-12)

        // Circle: every output vertex maps back onto the circle (within the flattening tolerance).
        let c = Path(circleCenter: Point(0, 0), radius: 80)
        let pc = c.projected(m, tolerance: 0.05)
        let inv = m.inverted!
        XCTAssertGreaterThan(pc.points.count, 20)
        for q in pc.points {
            XCTAssertEqual(inv.apply(q)!.length, 80, accuracy: 0.06)
        }
    }

    func testClipsBehindTheEye() {
        // Strong perspective: the left part of a wide rect swings toward the viewer and past the eye (w < 0).
        let m = perspectiveY(1.2, d: 100)
        XCTAssertNil(m.mapCorners(of: Rect(-300, -50, 600, 100)))
        let p = Path(rect: Rect(-300, -50, 600, 100)).projected(m)
        XCTAssertFalse(p.isEmpty)
        XCTAssertTrue(p.points.allSatisfy(\.isFinite))
        // A visible point of the rect is inside the projected polygon.
        XCTAssertNil(m.apply(Point(-200, 0)))
        let vis = m.apply(Point(200, 0))!
        XCTAssertNotEqual(winding(p, at: vis), 0)
        // Open contours are split into the visible runs.
        var l = Path(); l.move(to: Point(-300, 0)); l.line(to: Point(300, 0))
        let pl = l.projected(m)
        XCTAssertEqual(pl.verbs, [.move, .line])
        XCTAssertPoint(pl.points[1], m.apply(Point(300, 0))!, accuracy: 1e-9)
        // Entirely behind the eye: nothing.
        XCTAssertTrue(Path(rect: Rect(-280, -10, 50, 20)).projected(m).isEmpty)
    }
}
