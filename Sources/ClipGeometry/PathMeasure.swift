/// Arc-length measurement of one subpath (contour): length, point and tangent at a distance, and
/// extraction of a piece of it between two distances (curves are split exactly, not flattened).
///
/// Curves are measured on `n` equal parameter steps (n from the flattening bound at the measure's
/// tolerance, at least 8 per cubic), each integrated with 5-point Gauss–Legendre quadrature, so
/// lengths are accurate to far better than the tolerance; distance → parameter is linear within a step.
public struct ContourMeasure: Sendable {
    /// One measured segment, stored as a line or a cubic (quads are degree-elevated).
    struct Segment: Sendable {
        var isLine: Bool
        var p0, c1, c2, p3: Point
        /// Distance from the contour start to this segment's start.
        var start: Double
        var length: Double
        /// Range in `table` of cumulative lengths at t = i/n, i = 0...n (curves only).
        var tableStart: Int
        var steps: Int
    }

    var segments: [Segment] = []
    var table: [Double] = []
    /// Total arc length of the contour (closing segment included for closed contours).
    public private(set) var length: Double = 0
    /// Whether the subpath was closed (its closing segment is then measured too).
    public internal(set) var isClosed = false
    /// The first point of the subpath.
    public internal(set) var startPoint: Point = .zero

    /// The point at distance `d` along the contour (clamped to 0...length), or `nil` for an empty contour.
    public func position(at d: Double) -> Point? { sample(at: d)?.point }
    /// The tangent direction at distance `d` as an angle atan2(dy, dx), or `nil` for an empty contour.
    public func tangentAngle(at d: Double) -> Double? { sample(at: d)?.angle }

    /// The point and tangent angle at distance `d` (clamped to 0...length). A zero-length contour
    /// returns its start point with angle 0; a contour without any segment returns its start point.
    public func sample(at d: Double) -> (point: Point, angle: Double)? {
        guard !segments.isEmpty else { return (startPoint, 0) }
        let (i, t) = locate(d)
        let s = segments[i]
        let p = ContourMeasure.eval(s, t)
        let v = ContourMeasure.direction(s, t)
        return (p, v == .zero ? 0 : GMath.atan2(v.y, v.x))
    }

    /// The unit tangent vector at distance `d` (zero vector for an empty contour).
    public func tangent(at d: Double) -> Point {
        guard !segments.isEmpty else { return .zero }
        let (i, t) = locate(d)
        return ContourMeasure.direction(segments[i], t).normalized
    }

    /// Appends the piece of the contour between distances `d0` and `d1` (clamped, d0 <= d1) to `path`,
    /// starting with a move (or, if `startWithMove` is false and `path` has a current point, a line).
    /// A zero-length piece appends a move and a line to the same point (a dot for round/square caps).
    /// When the whole of a closed contour is requested, the piece is closed.
    public func appendSegment(from d0: Double, to d1: Double, into path: inout Path, startWithMove: Bool = true) {
        guard !segments.isEmpty, !d0.isNaN, !d1.isNaN else { return }
        let a = min(max(d0, 0), length), b = min(max(d1, 0), length)
        guard a <= b else { return }
        let (i0, t0) = locate(a)
        let (i1, t1) = locate(b)
        let first = ContourMeasure.eval(segments[i0], t0)
        if startWithMove || path.currentPoint == nil { path.move(to: first) } else { path.line(to: first) }
        if a == b { path.line(to: first); return }
        for i in i0...i1 {
            let s = segments[i]
            let ta = i == i0 ? t0 : 0, tb = i == i1 ? t1 : 1
            if ta >= tb && !(i0 == i1) { continue }
            if s.isLine {
                path.line(to: s.p0.lerp(to: s.p3, tb))
            } else {
                let (c1, c2, e) = ContourMeasure.subCubic(s, ta, tb)
                path.cubic(to: e, control1: c1, control2: c2)
            }
        }
        if isClosed && a <= 0 && b >= length { path.close() }
    }

    /// The segment index and its parameter at distance `d`.
    func locate(_ d0: Double) -> (Int, Double) {
        let d = d0.isNaN ? 0 : min(max(d0, 0), length)
        // Binary search for the last segment with start <= d.
        var lo = 0, hi = segments.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if segments[mid].start <= d { lo = mid } else { hi = mid - 1 }
        }
        let s = segments[lo]
        let local = d - s.start
        if s.length <= 0 { return (lo, 0) }
        if local >= s.length { return (lo, 1) }
        if s.isLine { return (lo, max(0, local / s.length)) }
        // Within the table: last i with table[i] <= local.
        var a = 0, b = s.steps
        while a < b {
            let m = (a + b + 1) / 2
            if table[s.tableStart + m] <= local { a = m } else { b = m - 1 }
        }
        let i = min(a, s.steps - 1)
        let l0 = table[s.tableStart + i], l1 = table[s.tableStart + i + 1]
        let f = l1 > l0 ? (local - l0) / (l1 - l0) : 0
        let h = 1 / Double(s.steps), ta = Double(i) * h
        var t = ta + min(max(f, 0), 1) * h
        // Two Newton steps on length(ta...t) = local − l0 (the linear guess is already close).
        for _ in 0..<2 {
            let dv = ContourMeasure.derivative(s, t).length
            guard dv > 1e-12 else { break }
            let next = t - (ContourMeasure.arcLength(s, ta, t) - (local - l0)) / dv
            t = min(max(next, ta), ta + h)
        }
        return (lo, min(1, t))
    }

    /// Arc length of cubic `s` on [a, b] by 5-point Gauss–Legendre quadrature.
    static func arcLength(_ s: Segment, _ a: Double, _ b: Double) -> Double {
        let mid = (a + b) * 0.5, half = (b - a) * 0.5
        func f(_ x: Double) -> Double { derivative(s, mid + half * x).length }
        let x1 = 0.5384693101056831, x2 = 0.9061798459386640
        let r =
            half
            * (0.5688888888888889 * f(0) + 0.4786286704993665 * (f(x1) + f(-x1))
                + 0.2369268850561891 * (f(x2) + f(-x2)))
        return r.isFinite ? r : 0
    }

    static func eval(_ s: Segment, _ t: Double) -> Point {
        if s.isLine { return s.p0.lerp(to: s.p3, t) }
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return Point(s.p0.x * a + s.c1.x * b + s.c2.x * c + s.p3.x * d, s.p0.y * a + s.c1.y * b + s.c2.y * c + s.p3.y * d)
    }

    static func derivative(_ s: Segment, _ t: Double) -> Point {
        if s.isLine { return s.p3 - s.p0 }
        let mt = 1 - t
        let a = s.c1 - s.p0, b = s.c2 - s.c1, c = s.p3 - s.c2
        return (a * (mt * mt) + b * (2 * mt * t) + c * (t * t)) * 3
    }

    /// A non-zero tangent direction at `t` when one exists (handles coincident control points).
    static func direction(_ s: Segment, _ t: Double) -> Point {
        let v = derivative(s, t)
        let scale = max(abs(s.p0.x), abs(s.p0.y), abs(s.p3.x), abs(s.p3.y), 1)
        if v.length > 1e-12 * scale { return v }
        if !s.isLine {
            // Second-order direction at a cusp / coincident control point.
            let tn = t < 0.5 ? t + 1e-4 : t - 1e-4
            let w = derivative(s, tn)
            if w.length > 1e-12 * scale { return w }
        }
        let chord = s.p3 - s.p0
        return chord
    }

    /// Control points and end point of the piece of cubic `s` on [t0, t1] (its start is eval(t0)).
    static func subCubic(_ s: Segment, _ t0: Double, _ t1: Double) -> (Point, Point, Point) {
        // Split at t1, keep the left part; then split that at t0/t1, keep the right part.
        var p0 = s.p0, c1 = s.c1, c2 = s.c2, p3 = s.p3
        if t1 < 1 {
            let ab = p0.lerp(to: c1, t1), bc = c1.lerp(to: c2, t1), cd = c2.lerp(to: p3, t1)
            let abc = ab.lerp(to: bc, t1), bcd = bc.lerp(to: cd, t1)
            let m = abc.lerp(to: bcd, t1)
            c1 = ab; c2 = abc; p3 = m
        }
        if t0 > 0 {
            let u = t1 > 0 ? t0 / t1 : 0
            let ab = p0.lerp(to: c1, u), bc = c1.lerp(to: c2, u), cd = c2.lerp(to: p3, u)
            let abc = ab.lerp(to: bc, u), bcd = bc.lerp(to: cd, u)
            p0 = abc.lerp(to: bcd, u)
            c1 = bcd; c2 = cd
        }
        return (c1, c2, p3)
    }

    // MARK: Building

    mutating func addLine(_ a: Point, _ b: Point) {
        let len = (b - a).length
        guard len > 0, len.isFinite else { return }
        segments.append(Segment(isLine: true, p0: a, c1: a, c2: b, p3: b, start: length, length: len, tableStart: 0, steps: 0))
        length += len
    }

    mutating func addCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point, tolerance: Double) {
        let d1 = (p0 - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p3).length
        let n = max(8, Path.segmentCount(max(d1, d2) * 0.75 / tolerance))
        var seg = Segment(isLine: false, p0: p0, c1: c1, c2: c2, p3: p3, start: length, length: 0, tableStart: table.count, steps: n)
        table.reserveCapacity(table.count + n + 1)
        table.append(0)
        var acc = 0.0
        let h = 1 / Double(n)
        for i in 0..<n {
            acc += ContourMeasure.arcLength(seg, Double(i) * h, Double(i + 1) * h)
            table.append(acc)
        }
        guard acc > 0, acc.isFinite else {
            table.removeLast(n + 1)
            return
        }
        seg.length = acc
        segments.append(seg)
        length += acc
    }
}

/// Arc-length measurement of a whole path: per-contour measures plus the total length, and lookups
/// by distance along all subpaths in order (as CAShapeLayer's strokeStart/strokeEnd and keyframe
/// path animations with paced timing / `rotationMode` auto need).
///
/// Non-finite points are skipped (as `flattened` does).
public struct PathMeasure: Sendable {
    /// Measures of the subpaths, in order.
    public private(set) var contours: [ContourMeasure] = []
    /// Sum of all contour lengths.
    public private(set) var length: Double = 0

    /// Measures `path`, flattening curves to within `tolerance` points.
    public init(_ path: Path, tolerance: Double = 0.01) {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.01
        var cur: ContourMeasure? = nil
        var last = Point.zero, start = Point.zero
        var contours: [ContourMeasure] = []
        func flush() {
            if let c = cur { contours.append(c) }
            cur = nil
        }
        func begin(_ p: Point) {
            var c = ContourMeasure()
            c.startPoint = p
            cur = c
            start = p; last = p
        }
        path.forEach { el in
            switch el {
            case .move(let p):
                flush()
                guard p.isFinite else { return }
                begin(p)
            case .line(let p):
                guard p.isFinite else { return }
                if cur == nil { begin(last) }
                cur!.addLine(last, p)
                last = p
            case .quad(let c, let p):
                guard c.isFinite, p.isFinite else { return }
                if cur == nil { begin(last) }
                let c1 = last + (c - last) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                cur!.addCubic(last, c1, c2, p, tolerance: tol)
                last = p
            case .cubic(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { return }
                if cur == nil { begin(last) }
                cur!.addCubic(last, c1, c2, p, tolerance: tol)
                last = p
            case .close:
                if cur != nil {
                    cur!.addLine(last, start)
                    cur!.isClosed = true
                }
                flush()
                last = start
            }
        }
        flush()
        self.contours = contours
        self.length = contours.reduce(0) { $0 + $1.length }
    }

    /// The contour holding global distance `d` (clamped) and the distance within it.
    public func locate(_ d: Double) -> (contour: Int, distance: Double)? {
        guard !contours.isEmpty else { return nil }
        let dd = d.isNaN ? 0 : min(max(d, 0), length)
        var acc = 0.0
        var lastNonEmpty: Int? = nil
        for (i, c) in contours.enumerated() where c.length > 0 {
            if dd <= acc + c.length { return (i, dd - acc) }
            acc += c.length
            lastNonEmpty = i
        }
        if let i = lastNonEmpty { return (i, contours[i].length) }
        return (0, 0)
    }

    /// The point at distance `d` along the whole path (clamped to 0...length).
    public func position(at d: Double) -> Point? { sample(at: d)?.point }
    /// The tangent angle atan2(dy, dx) at distance `d` along the whole path.
    public func tangentAngle(at d: Double) -> Double? { sample(at: d)?.angle }
    /// The point and tangent angle at distance `d` along the whole path (clamped to 0…length); nil for an empty path.
    public func sample(at d: Double) -> (point: Point, angle: Double)? {
        guard let (i, l) = locate(d) else { return nil }
        return contours[i].sample(at: l)
    }
    /// The point at `fraction` (0...1) of the total length.
    public func position(atFraction f: Double) -> Point? { position(at: f * length) }

    /// The part of the path between global distances `d0` and `d1`: each contour that overlaps the
    /// range contributes one open piece (a whole closed contour stays closed).
    public func segment(from d0: Double, to d1: Double) -> Path {
        var out = Path()
        guard !d0.isNaN, !d1.isNaN, d0 < d1 else { return out }
        var acc = 0.0
        for c in contours {
            let a = acc, b = acc + c.length
            acc = b
            guard c.length > 0 else { continue }
            let lo = max(d0, a), hi = min(d1, b)
            if lo < hi || (lo == hi && d0 == d1) {
                c.appendSegment(from: lo - a, to: hi - a, into: &out)
            }
        }
        return out
    }
}
