extension ProjectiveTransform {
    /// An upper bound of how much the map stretches lengths near the points `pts` (the Frobenius
    /// norm of the Jacobian of (x, y) ↦ (X/W, Y/W), maximised over the points with W > 0). 1 when
    /// no point is in front of the eye.
    public func maxScale(near pts: [Point]) -> Double {
        var best = 0.0
        for p in pts where p.isFinite {
            let h = applyHomogeneous(p)
            guard h.w > 1e-12 else { continue }
            let w2 = h.w * h.w
            let a = (m11 * h.w - h.x * m13) / w2, b = (m21 * h.w - h.x * m23) / w2
            let c = (m12 * h.w - h.y * m13) / w2, d = (m22 * h.w - h.y * m23) / w2
            let f = (a * a + b * b + c * c + d * d).squareRoot()
            if f.isFinite { best = max(best, f) }
        }
        return best > 0 ? best : 1
    }

    /// The four corners of `r` (minX/minY, maxX/minY, maxX/maxY, minX/maxY) mapped, or `nil` when
    /// any corner is at or behind the eye (then use `Path.projected`, which clips).
    public func mapCorners(of r: Rect) -> (Point, Point, Point, Point)? {
        guard let a = apply(Point(r.minX, r.minY)), let b = apply(Point(r.maxX, r.minY)),
            let c = apply(Point(r.maxX, r.maxY)), let d = apply(Point(r.minX, r.maxY))
        else { return nil }
        return (a, b, c, d)
    }
}

extension Path {
    /// The path seen through a projective (perspective) transform.
    ///
    /// An affine `m` maps the points exactly and keeps the curves. Otherwise curves are flattened
    /// first (a homography maps lines to lines, but not Béziers to Béziers), with the tolerance
    /// divided by the map's local stretch so the result is within about `tolerance` in output space;
    /// then every contour is clipped against the plane W = `nearW` (points behind the eye would
    /// otherwise wrap around through infinity) and divided by W.
    ///
    /// Closed contours (and, with `closeAll`, every contour, as fills treat them) are clipped as
    /// polygons and stay closed; open ones are split into the runs that lie in front of the eye.
    public func projected(
        _ m: ProjectiveTransform, tolerance: Double = Path.defaultTolerance,
        closeAll: Bool = false, nearW: Double = 1e-4
    ) -> Path {
        if m.isAffine { return applying(m.affine) }
        let tol0 = tolerance > 0 && tolerance.isFinite ? tolerance : Path.defaultTolerance
        let b = controlPointBounds
        let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY), b.center]
        let scale = m.maxScale(near: corners)
        let tol = max(tol0 / scale, tol0 * 1e-6)
        let eps = nearW > 0 && nearW.isFinite ? nearW : 1e-4
        var out = Path()
        var clipped: [(x: Double, y: Double, w: Double)] = []
        for c in flattened(tolerance: tol).contours {
            let hs = c.points.map { m.applyHomogeneous($0) }
            let closed = c.isClosed || closeAll
            if closed {
                // Sutherland–Hodgman against w >= eps.
                clipped.removeAll(keepingCapacity: true)
                guard var prev = hs.last else { continue }
                for cur in hs {
                    let pin = prev.w >= eps, cin = cur.w >= eps
                    if pin != cin {
                        let t = (eps - prev.w) / (cur.w - prev.w)
                        clipped.append((prev.x + (cur.x - prev.x) * t, prev.y + (cur.y - prev.y) * t, eps))
                    }
                    if cin { clipped.append(cur) }
                    prev = cur
                }
                guard clipped.count >= 2 else { continue }
                for (i, h) in clipped.enumerated() {
                    let p = Point(h.x / h.w, h.y / h.w)
                    guard p.isFinite else { continue }
                    if i == 0 { out.move(to: p) } else { out.line(to: p) }
                }
                out.close()
            } else {
                var started = false
                for i in hs.indices {
                    let cur = hs[i]
                    if i > 0 {
                        let prev = hs[i - 1]
                        let pin = prev.w >= eps, cin = cur.w >= eps
                        if pin != cin {
                            let t = (eps - prev.w) / (cur.w - prev.w)
                            let q = Point((prev.x + (cur.x - prev.x) * t) / eps, (prev.y + (cur.y - prev.y) * t) / eps)
                            if q.isFinite {
                                if started { out.line(to: q) } else { out.move(to: q) }
                                started = cin
                            }
                        }
                    }
                    if cur.w >= eps {
                        let p = Point(cur.x / cur.w, cur.y / cur.w)
                        if p.isFinite {
                            if started { out.line(to: p) } else { out.move(to: p); started = true }
                        }
                    } else {
                        started = false
                    }
                }
            }
        }
        return out
    }
}
