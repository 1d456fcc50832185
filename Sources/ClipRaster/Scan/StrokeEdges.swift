import ClipGeometry

/// Strokes a path straight into the accumulator, without building an outline `Path`.
///
/// Each open subpath becomes one closed outline (one side forward, end cap, other side backward,
/// start cap); a closed subpath becomes two loops (one per side). Inner joins go through the
/// vertex ("pivot"), so the outline equals, as a sum of oriented boundaries, the union of
/// positively oriented pieces (half-segment quads, outer join wedges, caps); the nonzero fill of
/// it is therefore exactly the stroke, with no holes and no overlap artefacts, and it needs about
/// a third of the edges of a piece-by-piece outline.
///
/// Curves are flattened in user space to `tolerance / scale` (cubics with few segments, see
/// `addCubic`); round joins and caps use arcs within the same tolerance. Dashes and
/// strokeStart/End are applied first by ClipGeometry (`trimmed`, `dashed`).
struct StrokeEdges {
    let acc: CoverageAccumulator
    let t: AffineTransform
    let hw: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    let tol: Double
    /// Angle step for round joins/caps: 2·acos(1 − tol/hw).
    let arcStep: Double
    /// Outer joins go straight through the offset lines' intersection when `cos φ` (φ the turn
    /// angle) is at least this: the corner then overshoots the exact round join,
    /// hw·(1/cos(φ/2) − 1), by at most a quarter of the tolerance.
    let cosOuterStraight: Double
    /// Miter joins are drawn as the intersection when `cos φ` is at least this (the miter length
    /// ratio 1/cos(φ/2) within `miterLimit`), and φ < 60°.
    let cosMiterStraight: Double
    /// The polyline being collected: its first `np` elements (the storage beyond is kept for reuse,
    /// so cubics can write their points through one buffer access instead of one append each).
    var pts: [Point] = []
    var np = 0
    /// `addCubic`'s candidate points and parameters (storage kept for reuse).
    var grid: [Double] = []
    /// `open`'s forward segments (directions, normals, lengths), reused by its way back.
    var segs: [Seg] = []
    /// The outline being drawn, in device space (x, y interleaved, `outN` points): the
    /// accumulator's scratch polyline, handed to it whole (`CoverageAccumulator.addPolyline`)
    /// when full and when the outline ends, rather than one `addLine` per segment (a call, the
    /// accumulator's fields loaded and a continuity compare for every point).
    let out: UnsafeMutablePointer<Double>
    var outN = 0
    /// Points `out` holds (`polyCapacity`; the tests make it small to exercise the refills).
    var outCapacity = CoverageAccumulator.polyCapacity
    /// Whether the current subpath has a drawing verb (line, quad, cubic). A lone point left by a
    /// `close` (or a bare `move`) draws nothing; a zero-length segment draws a dot with round or
    /// square caps, as Core Graphics does.
    var drawn = false

    init(acc: CoverageAccumulator, transform: AffineTransform, style: StrokeStyle, tolerance: Double) {
        self.acc = acc; out = acc.points; t = transform; hw = style.width / 2
        cap = style.cap; join = style.join; miterLimit = style.miterLimit
        tol = tolerance
        let x = max(-1, min(1, 1 - tolerance / max(hw, 1e-12)))
        arcStep = max(0.01, 2 * GMath.acos(x))
        // hw·(√(2/(1+c)) − 1) ≤ T  ⇔  c ≥ 2/(1 + T/hw)² − 1.
        let over = 0.25 * tolerance / max(hw, 1e-12)
        cosOuterStraight = 2 / ((1 + over) * (1 + over)) - 1
        let miter = 2 / (style.miterLimit * style.miterLimit) - 1 // NaN limit: never
        cosMiterStraight = style.join != .miter ? 2 : !(miter <= 0.5) ? miter : 0.5.nextUp
    }

    /// User-space bounds of the stroke of `path`, conservative.
    static func bounds(_ path: Path, style: StrokeStyle) -> Rect? {
        let b = path.controlPointBounds
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite else { return nil }
        var pad = style.width / 2
        if style.join == .miter { pad *= max(1, style.miterLimit) }
        if style.cap == .square { pad *= max(1.5, 1) }
        guard pad.isFinite else { return nil }
        return b.insetBy(dx: -pad, dy: -pad)
    }

    // MARK: pen (user space → device lines)

    @inline(__always) func dev(_ p: Point) -> Point { Point(t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty) }
    /// Starts an outline at `p` (the outline before it goes to the accumulator).
    @inline(__always) mutating func moveTo(_ p: Point) {
        emit()
        let q = dev(p)
        out[0] = q.x; out[1] = q.y; outN = 1
    }
    /// The segment from the last point to `p` (the same segments `addLine` was given, point for point).
    @inline(__always) mutating func lineTo(_ p: Point) {
        let q = dev(p)
        var n = outN
        if n == outCapacity { refill(); n = 1 }
        out[2 &* n] = q.x; out[2 &* n &+ 1] = q.y; outN = n &+ 1
    }
    /// The closing segment back to the outline's first point (always followed by `moveTo` or the end).
    @inline(__always) mutating func closeTo(_ first: Point) { lineTo(first) }

    /// Hands a full buffer's segments to the accumulator and keeps its last point as the start of
    /// the next ones.
    @inline(never) mutating func refill() {
        let n = outN
        acc.addPolyline(out, n)
        out[0] = out[2 * n - 2]; out[1] = out[2 * n - 1]; outN = 1
    }

    /// Hands the outline's segments not yet given to the accumulator.
    @inline(__always) mutating func emit() {
        if outN > 1 { acc.addPolyline(out, outN) }
        outN = 0
    }

    // MARK: path walking

    mutating func stroke(_ path: Path) {
        var i = 0
        var closed = false
        np = 0
        path.points.withUnsafeBufferPointer { P in
            for v in path.verbs {
                switch v {
                case .move:
                    flush(closed: false)
                    drawn = false
                    add(P[i]); i += 1
                case .line:
                    drawn = true
                    add(P[i]); i += 1
                case .quad:
                    drawn = true
                    let c = P[i], p = P[i + 1]; i += 2
                    guard let p0 = lastPoint, c.isFinite, p.isFinite else { add(p); continue }
                    let ddx = p0.x - 2 * c.x + p.x, ddy = p0.y - 2 * c.y + p.y
                    let n = EdgeBuilder.segments((ddx * ddx + ddy * ddy).squareRoot() * 0.25 / tol)
                    for k in 1..<max(n, 1) {
                        let s = Double(k) / Double(n), m = 1 - s
                        add(Point(m * m * p0.x + 2 * m * s * c.x + s * s * p.x, m * m * p0.y + 2 * m * s * c.y + s * s * p.y))
                    }
                    add(p)
                case .cubic:
                    drawn = true
                    let c1 = P[i], c2 = P[i + 1], p = P[i + 2]; i += 3
                    guard let p0 = lastPoint, c1.isFinite, c2.isFinite, p.isFinite else { add(p); continue }
                    addCubic(p0, c1, c2, p)
                case .close:
                    closed = true
                    flush(closed: true)
                    closed = false
                    drawn = false
                }
            }
        }
        flush(closed: closed)
        emit()
    }

    /// Candidate points per step of Wang's uniform flattening (see `addCubic`). 2 rather than 4:
    /// chords nearer the tolerance are fewer but every edge moves further from the true curve
    /// (strokes workload: PSNR vs Blend2D 44.6 dB with Wang's points, 43.3 with 4, 43.9 with 2;
    /// the speed of 2 and 4 measured the same).
    static let cubicGrid = 2

    /// Flattens the cubic `p0 c1 c2 p3` (`p0` already added) to within `tol`, with few segments.
    ///
    /// Wang's formula gives the uniform step `1/n` whose parametric error is within `tol`; it
    /// over-subdivides wherever the curve is straight or only changes speed. The candidates are
    /// the points of a grid `cubicGrid` times as fine; from each emitted point the chord is made
    /// as long as this bound on the distance from the curve to the chord allows:
    ///
    /// - across the chord `c`, the offset `q(t) = (B(t) − B(t0)) × ĉ` vanishes at both ends and
    ///   `q''= B''× ĉ` is linear in `t`, so `|q| ≤ h²/8 · max(|B''(t0) × ĉ|, |B''(t1) × ĉ|)`;
    /// - along it, the curve stays within the chord's extent when `B'(t)·c ≥ 0` on `[t0, t1]`
    ///   (a quadratic in `t`: checked at both ends and at its minimum).
    ///
    /// A chord of `cubicGrid` cells is Wang's own step, within `tol` by construction, so where
    /// Wang's count is tight (a circular arc) the points are exactly the uniform ones. About two
    /// or three candidates are tested per emitted point; the grid's points themselves are all
    /// evaluated first, in one branch-free loop (cheaper than evaluating each candidate inside
    /// the search's chain of dependent tests, same operations, same values).
    mutating func addCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p3: Point) {
        let d1x = p0.x - 2 * c1.x + c2.x, d1y = p0.y - 2 * c1.y + c2.y
        let d2x = c1.x - 2 * c2.x + p3.x, d2y = c1.y - 2 * c2.y + p3.y
        let n = EdgeBuilder.segments(max(d1x * d1x + d1y * d1y, d2x * d2x + d2y * d2y).squareRoot() * 0.75 / tol)
        if n <= 1 { add(p3); return }
        let g = Self.cubicGrid * n, gd = Double(g)
        // The grid's parameters and points, all computed up front in one loop without branches
        // (independent iterations, unlike the search's chain of dependent tests), five values per
        // grid index k: `grid[5k]`, `grid[5k + 1]` the point at `k / g` (the last one `p3` itself),
        // `grid[5k + 2]` its `t`, `grid[5k + 3]`, `grid[5k + 4]` B''/6 there (`fits`'s `a0`, `a1`).
        let ddx = d2x - d1x, ddy = d2y - d1y
        let need = 5 * (g + 1)
        if grid.count < need { grid = [Double](repeating: 0, count: max(need, 2 * grid.count)) }
        grid.withUnsafeMutableBufferPointer { G in
            for k in 0..<g {
                let s = Double(k) / gd, m = 1 - s
                let a = m * m * m, b = 3 * m * m * s, cc = 3 * m * s * s, d = s * s * s
                G[5 * k] = a * p0.x + b * c1.x + cc * c2.x + d * p3.x
                G[5 * k + 1] = a * p0.y + b * c1.y + cc * c2.y + d * p3.y
                G[5 * k + 2] = s
                G[5 * k + 3] = d1x + ddx * s; G[5 * k + 4] = d1y + ddy * s
            }
            let s = Double(g) / gd
            G[5 * g] = p3.x; G[5 * g + 1] = p3.y; G[5 * g + 2] = s
            G[5 * g + 3] = d1x + ddx * s; G[5 * g + 4] = d1y + ddy * s
        }
        // B'(t)/3 = e0 + 2·d1·t + (d2 − d1)·t², with e0 = c1 − p0.
        let e0x = c1.x - p0.x, e0y = c1.y - p0.y
        let tol2 = tol * tol
        /// Whether the chord from `q0` (at `t0`) to `q1` (at `t1`) is within `tol` of the curve;
        /// `a0`, `a1` are B''/6 = d1 + (d2 − d1)·t at `t0`, `t1`.
        @inline(__always) func fits(_ t0: Double, _ q0: Point, _ a0: Point, _ t1: Double, _ q1: Point, _ a1: Point) -> Bool {
            let cx = q1.x - q0.x, cy = q1.y - q0.y
            let l2 = cx * cx + cy * cy
            guard l2 > 0 else { return false } // a loop back to the same point
            let a0x = a0.x, a0y = a0.y, a1x = a1.x, a1y = a1.y
            let m = max(abs(a0x * cy - a0y * cx), abs(a1x * cy - a1y * cx))
            let h = t1 - t0
            let e = 0.75 * h * h * m // (h²/8)·6·|(B''/6) × c|, i.e. error · |c|
            guard e * e <= tol2 * l2 else { return false }
            let qa = ddx * cx + ddy * cy, qb = 2 * (d1x * cx + d1y * cy), qc = e0x * cx + e0y * cy
            @inline(__always) func f(_ t: Double) -> Double { (qa * t + qb) * t + qc }
            guard f(t0) >= 0, f(t1) >= 0 else { return false }
            if qa > 0 {
                let tv = -qb / (2 * qa)
                if tv > t0 && tv < t1 && f(tv) < 0 { return false }
            }
            return true
        }
        // From the emitted point `q0` (grid index `k0`), the next chord spans `s` cells: the last
        // chord's span, grown while it fits, or the largest span that fits below it (binary
        // search; one cell is within Wang's bound and always fits).
        // At most `g` points are emitted (each advances at least one cell): the storage is made
        // that long once, and the points are written (as `add` would collect them) through one
        // buffer access.
        if pts.count < np + g { pts.append(contentsOf: repeatElement(Point.zero, count: np + g - pts.count)) }
        var count = np
        pts.withUnsafeMutableBufferPointer { B in
            grid.withUnsafeBufferPointer { G in
                // Indices within 0...g (wrapping arithmetic: no overflow checks in the search).
                @inline(__always) func point(_ k: Int) -> Point { Point(G[5 &* k], G[5 &* k &+ 1]) }
                @inline(__always) func param(_ k: Int) -> Double { G[5 &* k &+ 2] }
                @inline(__always) func accel(_ k: Int) -> Point { Point(G[5 &* k &+ 3], G[5 &* k &+ 4]) }
                // `add`, writing through the buffer.
                @inline(__always) func put(_ p: Point) {
                    guard p.x.isFinite, p.y.isFinite else { return }
                    if count > 0 { let l = B[count &- 1]; if abs(l.x - p.x) < 1e-9, abs(l.y - p.y) < 1e-9 { return } }
                    B[count] = p; count &+= 1
                }
                var k0 = 0, q0 = p0, t0 = 0.0, a0 = accel(0), s = Self.cubicGrid
                while k0 < g {
                    s = min(s, g &- k0)
                    var k = k0 &+ s, q = point(k)
                    if s == 1 || fits(t0, q0, a0, param(k), q, accel(k)) {
                        while k < g {
                            let q2 = point(k &+ 1)
                            guard fits(t0, q0, a0, param(k &+ 1), q2, accel(k &+ 1)) else { break }
                            k &+= 1; q = q2
                        }
                    } else {
                        // The largest span that fits, and its end point when it was evaluated (span 1,
                        // always taken, may never be).
                        var lo = 1, hi = s &- 1, qlo = q, known = false
                        while lo < hi {
                            let mid = (lo &+ hi &+ 1) >> 1
                            let qm = point(k0 &+ mid)
                            if fits(t0, q0, a0, param(k0 &+ mid), qm, accel(k0 &+ mid)) {
                                lo = mid; qlo = qm; known = true
                            } else {
                                hi = mid &- 1
                            }
                        }
                        k = k0 &+ lo; q = known ? qlo : point(k)
                    }
                    put(q)
                    s = k &- k0; k0 = k; q0 = q; t0 = param(k); a0 = accel(k)
                }
            }
        }
        np = count
    }

    /// The last collected point.
    @inline(__always) var lastPoint: Point? { np > 0 ? pts[np - 1] : nil }

    /// Collects `p` unless it is not finite or repeats the last point.
    @inline(__always) mutating func add(_ p: Point) {
        guard p.x.isFinite, p.y.isFinite else { return }
        if np > 0 { let l = pts[np - 1]; if abs(l.x - p.x) < 1e-9, abs(l.y - p.y) < 1e-9 { return } }
        if np < pts.count { pts[np] = p } else { pts.append(p) }
        np += 1
    }

    /// Strokes the collected polyline and starts a new one (a closed subpath's end point is kept
    /// as the start of the next, as Core Graphics continues after `close`).
    mutating func flush(closed: Bool) {
        defer { np = closed && np > 0 ? 1 : 0 } // pts[0] stays in place
        if np == 0 { return }
        var n = np
        if closed && n > 2 {
            let f = pts[0], l = pts[n - 1]
            if abs(f.x - l.x) < 1e-9, abs(f.y - l.y) < 1e-9 { n -= 1; np = n }
        }
        if n == 1 { if drawn { dot(pts[0]) }; return }
        if closed && n >= 3 {
            loop(reversed: false)
            loop(reversed: true)
        } else {
            open()
        }
    }

    // MARK: outlines

    struct Seg { var d: Point; var n: Point; var len: Double }

    @inline(__always) func normal(_ a: Point, _ b: Point) -> Seg { Self.normal(a, b, hw: hw) }

    /// The segment from `a` to `b`: unit direction, normal of length `hw`, length.
    @inline(__always) static func normal(_ a: Point, _ b: Point, hw: Double) -> Seg {
        let dx = b.x - a.x, dy = b.y - a.y
        let l = (dx * dx + dy * dy).squareRoot()
        let d = Point(dx / l, dy / l)
        return Seg(d: d, n: Point(-d.y * hw, d.x * hw), len: l)
    }

    /// Segment `s` walked backwards: bit for bit `normal(b, a)` for `s = normal(a, b)` (`a − b` is
    /// exactly `0 − (b − a)`, `+0` when equal, as is each quotient by the same length).
    @inline(__always) func reversed(_ s: Seg) -> Seg {
        let d = Point(0 - s.d.x, 0 - s.d.y)
        return Seg(d: d, n: Point(-d.y * hw, d.x * hw), len: s.len)
    }

    mutating func open() {
        let n = np
        // Segment i from point i to i + 1, computed once for both sides (the buffer only grows).
        if segs.count < n - 1 { segs = Array(repeating: normal(Point(0, 0), Point(1, 0)), count: max(n - 1, 2 * segs.count)) }
        let hw = hw
        segs.withUnsafeMutableBufferPointer { S in
            pts.withUnsafeBufferPointer { P in
                for i in 0..<(n - 1) { S[i] = Self.normal(P[i], P[i + 1], hw: hw) }
            }
        }
        // The walks read both buffers through pointers (no bounds checks): local references to
        // them (no copy) leave `self` free for the pen's writes.
        let segments = segs, points = pts
        segments.withUnsafeBufferPointer { S in
            points.withUnsafeBufferPointer { P in
                let first = S[0]
                let start = P[0] + first.n
                moveTo(start)
                var cur = first
                for i in 1..<(n - 1) {
                    let next = S[i]
                    joinAt(P[i], cur, next)
                    cur = next
                }
                lineTo(P[n - 1] + cur.n)
                capAt(P[n - 1], cur.n, cur.d)
                // Back along the other side (segment i − 1 reversed ends at vertex i).
                var back = reversed(cur)
                for i in stride(from: n - 2, to: 0, by: -1) {
                    let next = reversed(S[i - 1])
                    joinAt(P[i], back, next)
                    back = next
                }
                lineTo(P[0] + back.n)
                capAt(P[0], back.n, back.d)
                closeTo(start)
            }
        }
    }

    /// One side of a closed polyline (the other side is the same walk over the reversed points),
    /// starting and ending at the middle of the first segment.
    mutating func loop(reversed: Bool) {
        let n = np
        @inline(__always) func p(_ k: Int) -> Point { reversed ? pts[(n - (k % n)) % n] : pts[k % n] }
        let first = normal(p(0), p(1))
        let start = (p(0) + p(1)) * 0.5 + first.n
        moveTo(start)
        var cur = first
        for i in 1...n {
            let next = normal(p(i), p(i + 1))
            joinAt(p(i), cur, next)
            cur = next
        }
        closeTo(start)
    }

    /// At vertex `v`, from segment `s1`'s offset line to segment `s2`'s (the pen is on `s1`'s line).
    ///
    /// When the two offset lines meet close to the vertex, the outline goes straight through their
    /// intersection: on the inner side if it lies within both segments (the skipped quad is covered
    /// by both segments' pieces, so the nonzero fill is unchanged), on the outer side if the corner
    /// it adds beyond the exact join is within a quarter of the tolerance (`cosOuterStraight`) or
    /// it is the requested miter (`cosMiterStraight`). Otherwise: inner joins go through the pivot
    /// `v`, outer joins are built as requested.
    @inline(__always) mutating func joinAt(_ v: Point, _ s1: Seg, _ s2: Seg) {
        let a = s1.n, b = s2.n
        let cross = a.x * b.y - a.y * b.x, dot = a.x * b.x + a.y * b.y
        let hw2 = hw * hw
        let inner = s2.d.x * a.x + s2.d.y * a.y > 0
        let cosPhi = dot / hw2 // cos of the turn angle
        if cosPhi > -0.99 {
            // Intersection of the offset lines: v + (a + b)·hw² / (hw² + a·b).
            let k = hw2 / (hw2 + dot)
            let x = Point(v.x + (a.x + b.x) * k, v.y + (a.y + b.y) * k)
            if inner {
                // Distance from the vertex back along each segment: hw·tan(φ/2).
                let back = hw * abs(cross) / (hw2 + dot)
                if back <= s1.len && back <= s2.len { lineTo(x); return }
            } else {
                if cosPhi >= cosOuterStraight || cosPhi >= cosMiterStraight { lineTo(x); return }
            }
        }
        lineTo(v + a)
        if inner || (cross == 0 && dot > 0) {
            if cross != 0 || dot <= 0 { lineTo(v) }
            lineTo(v + b)
            return
        }
        switch join {
        case .bevel:
            break
        case .miter:
            let cosHalf = ((1 + cosPhi) / 2).squareRoot()
            if cosHalf * miterLimit >= 1, cosHalf > 1e-9 {
                let bis = a + b
                let bl = bis.length
                if bl > 0 { lineTo(v + bis * (hw / cosHalf / bl)) }
            }
        case .round:
            arc(v, from: a, angle: GMath.atan2(abs(cross), dot), sign: cross >= 0 ? 1 : -1)
        }
        lineTo(v + b)
    }

    /// From `v + a` to `v − a` around the end, heading `d`.
    mutating func capAt(_ v: Point, _ a: Point, _ d: Point) {
        switch cap {
        case .butt:
            break
        case .square:
            let e = d * hw
            lineTo(v + a + e); lineTo(v - a + e)
        case .round:
            arc(v, from: a, angle: Double.pi, sign: (a.x * d.y - a.y * d.x) >= 0 ? 1 : -1)
        }
        lineTo(v - a)
    }

    /// Intermediate points of the arc around `c` starting at offset `a`, sweeping `angle` (sign
    /// `sign`); the end point itself is left to the caller.
    mutating func arc(_ c: Point, from a: Point, angle: Double, sign: Double) {
        let n = Int((angle / arcStep).rounded(.up))
        guard n > 1, n < 10_000 else { return }
        let step = angle / Double(n) * sign
        let cs = GMath.cos(step), sn = GMath.sin(step)
        var v = a
        for _ in 1..<n {
            v = Point(v.x * cs - v.y * sn, v.x * sn + v.y * cs)
            lineTo(c + v)
        }
    }

    /// A zero-length subpath: a dot for round and square caps.
    mutating func dot(_ p: Point) {
        switch cap {
        case .butt: return
        case .square:
            moveTo(Point(p.x - hw, p.y - hw)); lineTo(Point(p.x + hw, p.y - hw)); lineTo(Point(p.x + hw, p.y + hw));
            lineTo(Point(p.x - hw, p.y + hw))
            closeTo(Point(p.x - hw, p.y - hw))
        case .round:
            let a = Point(hw, 0)
            moveTo(p + a)
            arc(p, from: a, angle: 2 * Double.pi, sign: 1)
            closeTo(p + a)
        }
    }
}
