import XCTest
@testable import ClipGeometry

final class Transform3DTests: XCTestCase {
    func assertEqual(_ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in zip(a.rowMajor, b.rowMajor) {
            XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line)
        }
    }

    func testRotationZMatchesAffine() {
        let t = Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1)
        XCTAssertTrue(t.isAffine)
        let a = AffineTransform(rotationAngle: 0.7)
        XCTAssertEqual(t.affine.a, a.a, accuracy: 1e-15)
        XCTAssertEqual(t.affine.b, a.b, accuracy: 1e-15)
        XCTAssertEqual(t.affine.c, a.c, accuracy: 1e-15)
        XCTAssertEqual(t.m12, GMath.sin(0.7), accuracy: 1e-15) // CA: m12 = sin for +z
        // Positive z rotation is clockwise on a y-down screen: +x goes to +y.
        XCTAssertPoint(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1).apply(Point(1, 0)), Point(0, 1), accuracy: 1e-12)
        assertEqual(
            Transform3D(AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)),
            Transform3D(rowMajor: [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1]))
    }

    func testRotationAboutYAndX() {
        let ry = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
        // Left edge (x < 0) comes toward the viewer (z > 0).
        let l = ry.apply(to: (-1, 0, 0))
        XCTAssertEqual(l.z, 1, accuracy: 1e-12)
        let rx = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
        // Bottom edge (y > 0) comes toward the viewer.
        XCTAssertEqual(rx.apply(to: (0, 1, 0)).z, 1, accuracy: 1e-12)
        // Hand-computed rotation about y by θ: rows [c 0 −s 0] [0 1 0 0] [s 0 c 0].
        let th = 0.3, c = GMath.cos(th), s = GMath.sin(th)
        assertEqual(
            Transform3D(rotationAngle: th, x: 0, y: 2, z: 0),
            Transform3D(rowMajor: [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]))
        XCTAssertEqual(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0), .identity)
    }

    func testConcatOrder() {
        let t = Transform3D(translationX: 10, y: 0, z: 0)
        let s = Transform3D(scaleX: 2, y: 3, z: 1)
        // concat(a, b) = a then b.
        let ts = Transform3D.concat(t, s)
        XCTAssertPoint(ts.apply(Point(1, 1)), Point(22, 3), accuracy: 1e-12)
        let st = s.concatenating(t)
        XCTAssertPoint(st.apply(Point(1, 1)), Point(12, 3), accuracy: 1e-12)
        // CATransform3DScale(t, …) scales first.
        XCTAssertEqual(t.scaledBy(x: 2, y: 3), st)
        XCTAssertEqual(s.translatedBy(x: 10, y: 0), Transform3D.concat(t, s))
        // Hand-computed product.
        let a = Transform3D(rowMajor: Array(1...16).map(Double.init))
        let b = Transform3D(rowMajor: [2, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 3, 0, 0, 1])
        assertEqual(a.concatenating(b), Transform3D(rowMajor: [14, 2, 3, 5, 34, 6, 7, 13, 54, 10, 11, 21, 74, 14, 15, 29]))
    }

    func testPerspectiveKnownExample() {
        // t = identity; t.m34 = −1/500; t = CATransform3DRotate(t, π/4, 0, 1, 0); project (100, 0, 0).
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        t = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
        let h = t.apply(to: (100, 0, 0))
        let s = 0.5.squareRoot()
        XCTAssertEqual(h.x, 100 * s, accuracy: 1e-9)
        XCTAssertEqual(h.z, -100 * s, accuracy: 1e-9)
        XCTAssertEqual(h.w, 1 + 100 * s / 500, accuracy: 1e-12)
        XCTAssertEqual(h.x / h.w, 61.9497, accuracy: 1e-4)
        XCTAssertFalse(t.isAffine)
        // The 2D homography (rows/cols 1, 2, 4) gives the same projection.
        XCTAssertPoint(t.projective.apply(Point(100, 0)), Point(h.x / h.w, 0), accuracy: 1e-12)
        XCTAssertPoint(t.projective.apply(Point(-100, 50)), t.apply(Point(-100, 50))!, accuracy: 1e-12)
        // The near (left) edge is magnified, the far (right) edge shrunk, relative to the flat projection.
        XCTAssertEqual(t.apply(Point(-100, 0))!.x, -100 * s / (1 - 100 * s / 500), accuracy: 1e-9)
        XCTAssertLessThan(t.apply(Point(-100, 0))!.x, -100 * s)
        // Setting m34 after rotating has no effect on the z = 0 plane (the classic pitfall).
        var u = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0)
        u.m34 = -1.0 / 500
        XCTAssertEqual(u.apply(Point(100, 0))!.x, 100 * s, accuracy: 1e-9)
    }

    func testInverse() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 300
        t = t.rotated(by: 0.4, x: 1, y: 2, z: 0.5).scaledBy(x: 2, y: 0.5, z: 1.5).translatedBy(x: 3, y: -4, z: 5)
        let i = t.inverted!
        assertEqual(t.concatenating(i), .identity, accuracy: 1e-12)
        assertEqual(i.concatenating(t), .identity, accuracy: 1e-12)
        XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).inverted)
        XCTAssertEqual(t.determinant * i.determinant, 1, accuracy: 1e-12)
        let p = t.projective
        XCTAssertEqual(ProjectiveTransform(t), p)
    }

    func testDecompositionRoundTrip() {
        var t = Transform3D.identity
        t.m34 = -1.0 / 500
        let cases: [Transform3D] = [
            .identity,
            Transform3D(scaleX: 1.4, y: 15, z: 1),
            Transform3D(rotationAngle: 2.5, x: 0.3, y: -1, z: 0.2),
            t.rotated(by: 0.8, x: 0, y: 1, z: 0).scaledBy(x: 2, y: 2).translatedBy(x: 10, y: -20, z: 3),
            Transform3D(rowMajor: [1, 0.3, 0, 0, 0.2, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]), // skewed
            Transform3D(scaleX: -1, y: 1, z: 1).rotated(by: 0.3, x: 0, y: 0, z: 1),
            t,
        ]
        for m in cases {
            let d = m.decomposed()!
            assertEqual(d.matrix, m, accuracy: 1e-9)
        }
        XCTAssertNil(Transform3D(scaleX: 0, y: 1, z: 1).decomposed())
        let dp = t.decomposed()!
        XCTAssertEqual(dp.perspective.z, -1.0 / 500, accuracy: 1e-15)
    }

    func testInterpolation() {
        // Pure scales interpolate component-wise (Iris: scale (1.4, 15, 1)).
        let a = Transform3D.identity, b = Transform3D(scaleX: 1.4, y: 15, z: 1)
        assertEqual(Transform3D.interpolate(from: a, to: b, t: 0.5), Transform3D(scaleX: 1.2, y: 8, z: 1))
        // Rotations interpolate by angle.
        let r = Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0)
        assertEqual(Transform3D.interpolate(from: .identity, to: r, t: 0.25), Transform3D(rotationAngle: 0.3, x: 0, y: 1, z: 0))
        let rz = Transform3D(rotationAngle: 2.0, x: 0, y: 0, z: 1)
        assertEqual(Transform3D.interpolate(from: .identity, to: rz, t: 0.5), Transform3D(rotationAngle: 1.0, x: 0, y: 0, z: 1))
        // Translation + perspective.
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let q = p.translatedBy(x: 100, y: 0, z: 0)
        let mid = Transform3D.interpolate(from: p, to: q, t: 0.5)
        assertEqual(mid, p.translatedBy(x: 50, y: 0, z: 0))
        // A perspective flip (identity.m34 = −1/500, then rotate about y) interpolates by angle.
        let f0 = p.rotated(by: 0.2, x: 0, y: 1, z: 0), f1 = p.rotated(by: 1.4, x: 0, y: 1, z: 0)
        assertEqual(Transform3D.interpolate(from: f0, to: f1, t: 0.5), p.rotated(by: 0.8, x: 0, y: 1, z: 0))
        // Rotation + scale + translation together.
        let g0 = Transform3D(scaleX: 1, y: 1).rotated(by: 0.1, x: 0, y: 0, z: 1).translatedBy(x: 0, y: 0)
        let g1 = Transform3D(translationX: 40, y: -20).rotated(by: 1.1, x: 0, y: 0, z: 1).scaledBy(x: 3, y: 3)
        let g = Transform3D.interpolate(from: g0, to: g1, t: 0.5)
        assertEqual(g, Transform3D(translationX: 20, y: -10).rotated(by: 0.6, x: 0, y: 0, z: 1).scaledBy(x: 2, y: 2))
        // Endpoints exact, extrapolation allowed.
        XCTAssertEqual(Transform3D.interpolate(from: a, to: b, t: 0), a)
        XCTAssertEqual(Transform3D.interpolate(from: a, to: b, t: 1), b)
        assertEqual(Transform3D.interpolate(from: a, to: b, t: 1.5), Transform3D(scaleX: 1.6, y: 22, z: 1))
        // Singular ends switch discretely.
        let z = Transform3D(scaleX: 0, y: 0, z: 1)
        XCTAssertEqual(Transform3D.interpolate(from: a, to: z, t: 0.3), a)
        XCTAssertEqual(Transform3D.interpolate(from: a, to: z, t: 0.7), z)
    }
}
