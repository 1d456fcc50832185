import ClipGeometry
import ClipRaster

extension TransitionGeometry {
    /// A face rotated by `angle` about the vertical (horizontal subtypes) or horizontal axis
    /// through the bounds' centre, `pivotDepth` behind the face, seen with m34 = −1/eye.
    func face(_ angle: Double, pivotDepth: Double, eye: Double) -> ProjectiveTransform {
        let c = Point(bounds.midX, bounds.midY)
        var t = Transform3D(translationX: -c.x, y: -c.y, z: pivotDepth)
        t = t.concatenating(
            horizontal
                ? Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
                : Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0))
        t = t.concatenating(Transform3D(translationX: 0, y: 0, z: -pivotDepth))
        var persp = Transform3D.identity; persp.m34 = -1.0 / eye
        return t.concatenating(persp).concatenating(Transform3D(translationX: c.x, y: c.y)).projective
    }

    /// Extent of the bounds along the rotation direction.
    var extent: Double { horizontal ? bounds.width : bounds.height }
}

/// `cube`: the new face arrives from the subtype side; pivot at the cube's centre (half a face
/// behind); eye at 2.5 face widths; faces darken up to 30 % as they turn away.
struct CubeTransition: TransitionCompositor {
    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let b = g.bounds
        func shade(_ local: ProjectiveTransform, _ amount: Double, _ cv: inout Canvas) {
            guard amount > 0.001 else { return }
            let full = local.concatenating(g.m)
            var q = Path()
            for (i, pt) in [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)].enumerated() {
                guard let d = full.apply(pt) else { return }
                if i == 0 { q.move(to: d) } else { q.line(to: d) }
            }
            q.close()
            cv.fill(q, paint: .solid(Color(white: 0, alpha: amount)))
        }
        let sgn: Double = g.horizontal ? (g.subtype == .fromRight ? -1 : 1) : (g.subtype == .fromTop ? -1 : 1)
        let aOld = sgn * p * Double.pi / 2, aNew = aOld - sgn * Double.pi / 2
        let eye = 2.5 * g.extent
        let fo = g.face(aOld, pivotDepth: g.extent / 2, eye: eye), fn = g.face(aNew, pivotDepth: g.extent / 2, eye: eye)
        let drawOldLast = abs(aOld) < abs(aNew)
        func drawOld(_ cv: inout Canvas) { if let o = old { g.place(o, fo, 1, &cv); shade(fo, 0.3 * abs(GMath.sin(aOld)), &cv) } }
        func drawNew(_ cv: inout Canvas) { g.place(new, fn, 1, &cv); shade(fn, 0.3 * abs(GMath.sin(aNew)), &cv) }
        if drawOldLast { drawNew(&canvas); drawOld(&canvas) } else { drawOld(&canvas); drawNew(&canvas) }
    }
}

/// `flip` (oglFlip): FlipFromLeft brings the left side toward the viewer (positive y rotation);
/// FlipFromTop brings the top edge forward (negative x rotation). Content swaps at 90°;
/// m34 = −1/(2·width).
struct FlipTransition: TransitionCompositor {
    func uses(progress p: Double) -> (old: Bool, new: Bool) { (p < 0.5, p >= 0.5) }

    func composite(old: LocalImage?, new: LocalImage, progress p: Double, geometry g: TransitionGeometry, into canvas: inout Canvas) {
        let sgn: Double = g.horizontal ? (g.subtype == .fromLeft ? 1 : -1) : (g.subtype == .fromTop ? -1 : 1)
        let eye = 2 * g.extent
        if p < 0.5 {
            if let o = old { g.place(o, g.face(sgn * p * Double.pi, pivotDepth: 0, eye: eye), 1, &canvas) }
        } else {
            g.place(new, g.face(sgn * (p - 1) * Double.pi, pivotDepth: 0, eye: eye), 1, &canvas)
        }
    }
}
