import ClipGeometry

/// Stroke outlines for `Canvas.stroke`.
///
/// Uses the geometry target's stroker when available; until then (this file) an internal
/// fallback: the stroke is the union of one quad per flattened segment, join pieces at
/// vertices and cap pieces at open ends, every piece oriented the same way so a nonzero fill
/// of the result is exactly the union. Dashes and strokeStart/End are NOT applied by the fallback.
enum StrokeOutline {
    static func outline(of path: Path, style: StrokeStyle, tolerance: Double) -> Path {
        let hw = style.width / 2
        var out = Path()
        guard hw > 0, hw.isFinite else { return out }
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : Path.defaultTolerance
        for contour in path.flattened(tolerance: tol).contours {
            var pts: [Point] = []
            pts.reserveCapacity(contour.points.count)
            for p in contour.points where p.isFinite {
                if let l = pts.last, l == p { continue }
                pts.append(p)
            }
            var closed = contour.isClosed
            if closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
            if pts.count < 3 { closed = false }
            if pts.count == 1 {
                let p = pts[0]
                switch style.cap {
                case .round: addCircle(&out, p, hw, tol)
                case .square: addPolygon(&out, [Point(p.x - hw, p.y - hw), Point(p.x + hw, p.y - hw), Point(p.x + hw, p.y + hw), Point(p.x - hw, p.y + hw)])
                case .butt: break
                }
                continue
            }
            let n = pts.count
            let segCount = closed ? n : n - 1
            var normals: [Point] = []
            normals.reserveCapacity(segCount)
            for i in 0..<segCount {
                let a = pts[i], b = pts[(i + 1) % n]
                let d = b - a
                let len = d.length
                let nrm = Point(-d.y / len * hw, d.x / len * hw)
                normals.append(nrm)
                var a2 = a, b2 = b
                if !closed && style.cap == .square {
                    let e = Point(d.x / len * hw, d.y / len * hw)
                    if i == 0 { a2 = a - e }
                    if i == segCount - 1 { b2 = b + e }
                }
                addPolygon(&out, [a2 + nrm, b2 + nrm, b2 - nrm, a2 - nrm])
            }
            // Joins
            let joinRange = closed ? 0..<n : 1..<(n - 1)
            for i in joinRange {
                let n1 = normals[(i - 1 + segCount) % segCount], n2 = normals[i % segCount]
                let v = pts[i]
                let cross = n1.x * n2.y - n1.y * n2.x, dot = n1.x * n2.x + n1.y * n2.y
                let angle = abs(GMath.atan2(cross, dot))
                if angle * hw < tol * 0.5 { continue }   // the gap would be below the flattening tolerance
                switch style.join {
                case .round:
                    addCircle(&out, v, hw, tol)
                case .bevel:
                    addPolygon(&out, [v, v + n1, v + n2]); addPolygon(&out, [v, v - n1, v - n2])
                case .miter:
                    // Outer side is where the normals diverge; miter tip along the bisector.
                    let s: Double = cross > 0 ? -1 : 1
                    let o1 = n1 * s, o2 = n2 * s
                    let cosHalf = ((1 + dot / (hw * hw)) / 2).squareRoot()
                    if cosHalf > 1e-9, 1 / cosHalf <= style.miterLimit {
                        let bis = o1 + o2
                        let bl = bis.length
                        let tip = bl > 0 ? v + bis * (hw / cosHalf / bl) : v + o1
                        addPolygon(&out, [v, v + o1, tip, v + o2])
                    } else {
                        addPolygon(&out, [v, v + o1, v + o2])
                    }
                    addPolygon(&out, [v, v - o1, v - o2])
                }
            }
            if !closed && style.cap == .round {
                addCircle(&out, pts[0], hw, tol)
                addCircle(&out, pts[n - 1], hw, tol)
            }
        }
        return out
    }

    /// Adds a polygon oriented with positive signed area (so all pieces wind the same way).
    static func addPolygon(_ out: inout Path, _ p: [Point]) {
        var area = 0.0
        for i in 0..<p.count { let a = p[i], b = p[(i + 1) % p.count]; area += a.x * b.y - b.x * a.y }
        if area == 0 { return }
        let q = area > 0 ? p : p.reversed()
        out.move(to: q[0])
        for k in 1..<q.count { out.line(to: q[k]) }
        out.close()
    }

    static func addCircle(_ out: inout Path, _ c: Point, _ r: Double, _ tol: Double) {
        let x = max(-1, min(1, 1 - tol / r))
        var n = Int((Double.pi / max(1e-3, GMath.acos(x))).rounded(.up))
        n = max(8, min(256, n))
        out.move(to: Point(c.x + r, c.y))
        for k in 1..<n {
            let a = 2 * Double.pi * Double(k) / Double(n)
            out.line(to: Point(c.x + r * GMath.cos(a), c.y + r * GMath.sin(a)))
        }
        out.close()
    }
}
