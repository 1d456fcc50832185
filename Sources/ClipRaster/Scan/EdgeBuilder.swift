import ClipGeometry

/// Path → clipped line segments in the accumulator: transforms points, flattens curves
/// (tolerance `Path.defaultTolerance` device pixels, same bound as `Path.flattened`) and closes
/// every subpath, without allocating.
enum EdgeBuilder {
    /// Maximum segments per curve, so huge coordinates cannot hang.
    static let maxSegments = 1000

    /// Device-space bounds of the transformed control points (a conservative box), rounded out,
    /// intersected with `clip`; `nil` when empty or when nothing is finite.
    static func bounds(path: Path, transform t: AffineTransform, clip: IntRect) -> IntRect? {
        region(path: path, transform: t, clip: clip)?.rect
    }

    /// `bounds`, and whether the clip left the box whole with every point finite: the draw's
    /// edges then need no clipping (`CoverageAccumulator.begin(_:inside:)`).
    static func region(path: Path, transform t: AffineTransform, clip: IntRect) -> (rect: IntRect, inside: Bool)? {
        path.points.withUnsafeBufferPointer { region(points: $0, transform: t, clip: clip) }
    }

    /// `region(path:transform:clip:)` of a path with these points (and no `Path` to build).
    static func region(points: UnsafeBufferPointer<Point>, transform t: AffineTransform, clip: IntRect) -> (rect: IntRect, inside: Bool)? {
        var allFinite = true
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for p in points {
            let x = t.a * p.x + t.c * p.y + t.tx, y = t.b * p.x + t.d * p.y + t.ty
            guard x.isFinite, y.isFinite else { allFinite = false; continue }
            if x < x0 { x0 = x }; if x > x1 { x1 = x }
            if y < y0 { y0 = y }; if y > y1 { y1 = y }
        }
        guard x0 <= x1, y0 <= y1 else { return nil }
        let lim = 1e9
        func fl(_ v: Double) -> Int { Int(max(-lim, min(lim, v)).rounded(.down)) }
        func cl(_ v: Double) -> Int { Int(max(-lim, min(lim, v)).rounded(.up)) }
        let r = IntRect(x0: fl(x0), y0: fl(y0), x1: max(cl(x1), fl(x0) + 1), y1: max(cl(y1), fl(y0) + 1))
        guard let c = r.intersection(clip) else { return nil }
        return (c, allFinite && c == r && max(abs(x0), abs(x1), abs(y0), abs(y1)) < 1e7)
    }

    /// Begins `acc` on the clipped bounds of `path` and adds all its edges; returns the region,
    /// or `nil` when nothing is visible.
    @discardableResult
    static func build(path: Path, transform t: AffineTransform, clip: IntRect, into acc: CoverageAccumulator) -> IntRect? {
        guard let (r, inside) = region(path: path, transform: t, clip: clip) else { return nil }
        acc.begin(r, inside: inside)
        addEdges(path: path, transform: t, into: acc)
        return r
    }

    static func addEdges(path: Path, transform t: AffineTransform, into acc: CoverageAccumulator) {
        if acc.takesInsidePolylines && path.verbs.first == .move {
            addEdgesInside(path: path, transform: t, into: acc)
            return
        }
        let tol = Path.defaultTolerance
        var start = Point.zero, last = Point.zero
        var open = false
        var haveStart = false
        @inline(__always) func map(_ p: Point) -> Point { Point(t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty) }
        // Non-finite points are skipped: the subpath continues from the last finite point.
        @inline(__always) func lineTo(_ p: Point) {
            guard p.x.isFinite, p.y.isFinite else { return }
            if !haveStart { start = p; last = p; haveStart = true; return }
            acc.addLine(last.x, last.y, p.x, p.y); last = p
        }
        path.points.withUnsafeBufferPointer { pts in
            var i = 0
            for v in path.verbs {
                switch v {
                case .move:
                    if open && haveStart { acc.addLine(last.x, last.y, start.x, start.y) }
                    let m = map(pts[i]); i += 1; open = true
                    haveStart = m.x.isFinite && m.y.isFinite
                    if haveStart { start = m; last = m }
                case .line:
                    lineTo(map(pts[i])); open = true; i += 1
                case .quad:
                    let c = map(pts[i]), p = map(pts[i + 1]); i += 2
                    if haveStart { flattenQuad(last, c, p, tol) { lineTo($0) } }
                    lineTo(p); open = true
                case .cubic:
                    let c1 = map(pts[i]), c2 = map(pts[i + 1]), p = map(pts[i + 2]); i += 3
                    if haveStart { flattenCubic(last, c1, c2, p, tol) { lineTo($0) } }
                    lineTo(p); open = true
                case .close:
                    if open && haveStart { acc.addLine(last.x, last.y, start.x, start.y) }
                    last = start; open = false
                }
            }
        }
        if open && haveStart { acc.addLine(last.x, last.y, start.x, start.y) }
    }

    /// `addEdges` for a draw whose points are all finite and inside the region, starting with a
    /// `move`: the same points (the same `flattenQuad` / `flattenCubic`), written per subpath
    /// into the accumulator's `points` scratch and walked as polylines (`walkInside`), instead of
    /// one `addLine` call per segment.
    static func addEdgesInside(path: Path, transform t: AffineTransform, into acc: CoverageAccumulator) {
        let tol = Path.defaultTolerance
        let buf = acc.points, cap = CoverageAccumulator.polyCapacity
        var n = 0 // points in `buf`
        var start = Point.zero, last = Point.zero
        var open = false
        @inline(__always) func map(_ p: Point) -> Point { Point(t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty) }
        @inline(__always) func put(_ p: Point) {
            if n == cap {
                acc.walkInside(buf, n)
                buf[0] = buf[2 * n - 2]; buf[1] = buf[2 * n - 1]; n = 1
            }
            buf[2 * n] = p.x; buf[2 * n + 1] = p.y; n += 1
        }
        /// Walks the subpath's points, closed back to its start when it is open.
        @inline(__always) func finish() {
            if open { put(start) }
            if n > 1 { acc.walkInside(buf, n) }
            n = 0
        }
        @inline(__always) func lineTo(_ p: Point) { put(p); last = p }
        path.points.withUnsafeBufferPointer { pts in
            var i = 0
            for v in path.verbs {
                switch v {
                case .move:
                    finish()
                    let m = map(pts[i]); i += 1; open = true
                    start = m; last = m; put(m)
                case .line:
                    lineTo(map(pts[i])); open = true; i += 1
                case .quad:
                    let c = map(pts[i]), p = map(pts[i + 1]); i += 2
                    flattenQuad(last, c, p, tol) { put($0) }
                    lineTo(p); open = true
                case .cubic:
                    let c1 = map(pts[i]), c2 = map(pts[i + 1]), p = map(pts[i + 2]); i += 3
                    flattenCubic(last, c1, c2, p, tol) { put($0) }
                    lineTo(p); open = true
                case .close:
                    finish()
                    // The next subpath, if it draws before a `move`, starts where this one did.
                    last = start; open = false; put(start)
                }
            }
        }
        finish()
    }

    /// The points strictly between `p0` and `p` of the quadratic `p0 c p`, flattened to within
    /// `tol` (n = ceil(sqrt(|p0 − 2c + p| / (4 tol))) uniform steps), given to `emit` in order.
    @inline(__always) static func flattenQuad(_ p0: Point, _ c: Point, _ p: Point, _ tol: Double, _ emit: (Point) -> Void) {
        let ddx = p0.x - 2 * c.x + p.x, ddy = p0.y - 2 * c.y + p.y
        let n = segments((ddx * ddx + ddy * ddy).squareRoot() * 0.25 / tol)
        if n == 1 { return }
        let dt = 1 / Double(n)
        for k in 1..<n {
            let s = Double(k) * dt, m = 1 - s
            let a = m * m, b = 2 * m * s, cc = s * s
            emit(Point(a * p0.x + b * c.x + cc * p.x, a * p0.y + b * c.y + cc * p.y))
        }
    }

    /// The points strictly between `p0` and `p` of the cubic `p0 c1 c2 p`, flattened to within
    /// `tol` (n = ceil(sqrt(3/4 · max|Δ²| / tol)) uniform steps, by forward differencing: exact for
    /// polynomials up to rounding), given to `emit` in order.
    @inline(__always) static func flattenCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p: Point, _ tol: Double, _ emit: (Point) -> Void) {
        let d1x = p0.x - 2 * c1.x + c2.x, d1y = p0.y - 2 * c1.y + c2.y
        let d2x = c1.x - 2 * c2.x + p.x, d2y = c1.y - 2 * c2.y + p.y
        let dd = max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y).squareRoot()
        let n = segments(dd * 0.75 / tol)
        if n == 1 { return }
        let dt = 1 / Double(n), dt2 = dt * dt, dt3 = dt2 * dt
        let ax = -p0.x + 3 * (c1.x - c2.x) + p.x, ay = -p0.y + 3 * (c1.y - c2.y) + p.y
        let bx = 3 * (p0.x - 2 * c1.x + c2.x), by = 3 * (p0.y - 2 * c1.y + c2.y)
        let cx = 3 * (c1.x - p0.x), cy = 3 * (c1.y - p0.y)
        var x = p0.x, y = p0.y
        var f1x = ax * dt3 + bx * dt2 + cx * dt, f1y = ay * dt3 + by * dt2 + cy * dt
        var f2x = 6 * ax * dt3 + 2 * bx * dt2, f2y = 6 * ay * dt3 + 2 * by * dt2
        let f3x = 6 * ax * dt3, f3y = 6 * ay * dt3
        for _ in 1..<n {
            x += f1x; y += f1y
            f1x += f2x; f1y += f2y
            f2x += f3x; f2y += f3y
            emit(Point(x, y))
        }
    }

    /// ceil(sqrt(x)) clamped to 1...maxSegments; non-finite → 1.
    @inline(__always) static func segments(_ x: Double) -> Int {
        guard x.isFinite, x > 0 else { return x.isFinite ? 1 : 1 }
        let n = x.squareRoot().rounded(.up)
        return n >= Double(maxSegments) ? maxSegments : max(1, Int(n))
    }
}
