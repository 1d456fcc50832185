/// A polyline: one flattened subpath.
public struct Contour: Hashable, Sendable {
    /// The polyline's vertices, in order.
    public var points: [Point]
    /// Whether the subpath was explicitly closed (matters for strokes; fills always close).
    public var isClosed: Bool
    /// A polyline from its vertices.
    public init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
}

/// A path flattened to line segments.
public struct FlatPath: Sendable {
    /// The subpaths, in order.
    public var contours: [Contour]
    /// A flattened path from its contours.
    public init(contours: [Contour]) { self.contours = contours }
}

extension Path {
    /// Default flattening tolerance in device pixels: the maximum distance between the
    /// curve and its polyline.
    public static let defaultTolerance = 0.1

    /// Flattens curves to line segments so that no point of the polyline is further than
    /// `tolerance` from the true curve. The segment count adapts to curvature: for a quad,
    /// n = ceil(sqrt(|p0 - 2c + p1| / (4 tol)))... (the standard second-difference bound, as in
    /// Skia/tiny-skia); cubics use the bound on the second derivative, 3/4·max|Δ²|/tol under a sqrt.
    ///
    /// Non-finite points are skipped (the subpath continues from the last finite point);
    /// segment counts are clamped to 1...1000 per curve so huge coordinates cannot hang.
    public func flattened(tolerance: Double = Path.defaultTolerance) -> FlatPath {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : Path.defaultTolerance
        var contours: [Contour] = []
        var cur: [Point] = []
        var last = Point.zero
        var start = Point.zero
        func flush(closed: Bool) {
            if cur.count > 1 || (closed && cur.count > 0) { contours.append(Contour(points: cur, isClosed: closed)) }
            cur = []
        }
        forEach { el in
            switch el {
            case .move(let p):
                flush(closed: false)
                guard p.isFinite else { return }
                cur.reserveCapacity(16)
                cur.append(p); last = p; start = p
            case .line(let p):
                guard p.isFinite else { return }
                if cur.isEmpty { cur = [last] }
                cur.append(p); last = p
            case .quad(let c, let p):
                guard c.isFinite, p.isFinite else { return }
                if cur.isEmpty { cur = [last] }
                let dd = (last - c * 2 + p).length
                let n = Path.segmentCount(dd * 0.25 / tol)
                let p0 = last
                cur.reserveCapacity(cur.count + n)
                for i in 1...n {
                    let t = Double(i) / Double(n), mt = 1 - t
                    cur.append(p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t))
                }
                cur[cur.count - 1] = p
                last = p
            case .cubic(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { return }
                if cur.isEmpty { cur = [last] }
                let p0 = last
                let d1 = (p0 - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p).length
                let n = Path.segmentCount(max(d1, d2) * 0.75 / tol)
                cur.reserveCapacity(cur.count + n)
                // Power basis: B(t) = p0 + t(k1 + t(k2 + t k3)), evaluated by Horner's rule.
                let k1 = (c1 - p0) * 3, k2 = (p0 - c1 * 2 + c2) * 3, k3 = p - p0 + (c1 - c2) * 3
                let dt = 1 / Double(n)
                for i in 1...n {
                    let t = Double(i) * dt
                    cur.append(Point(p0.x + t * (k1.x + t * (k2.x + t * k3.x)), p0.y + t * (k1.y + t * (k2.y + t * k3.y))))
                }
                cur[cur.count - 1] = p
                last = p
            case .close:
                flush(closed: true)
                last = start
            }
        }
        flush(closed: false)
        return FlatPath(contours: contours)
    }

    /// n = ceil(sqrt(x)) clamped to 1...1000.
    @usableFromInline static func segmentCount(_ x: Double) -> Int {
        guard x.isFinite, x > 0 else { return 1 }
        let n = x.squareRoot().rounded(.up)
        return n >= 1000 ? 1000 : max(1, Int(n))
    }
}
