extension Path {
    /// The outline of this path stroked with `style`, as a path to fill with the NON-ZERO rule.
    ///
    /// Order as in CAShapeLayer: trim to `strokeStart...strokeEnd` (fractions of the total arc length),
    /// then dash (`dashPattern`, `dashPhase`), then build the outline for `width`, `cap`, `join` and
    /// `miterLimit` (a miter longer than `miterLimit · width` falls back to a bevel, as Core Graphics does).
    ///
    /// The outline is a union of simple, convex-or-star-shaped pieces that all wind the same way
    /// (positive signed area in y-down coordinates): one quadrilateral per segment, one piece per join
    /// and per cap. Under the non-zero rule their union is exactly the stroke, with no holes at inner
    /// joins; overlapping pieces only raise the winding number. Curves are flattened to `tolerance`
    /// (path units); joins inside a flattened curve are round, so the outline stays within about
    /// `tolerance` of the true offset curve on both sides. Zero-length segments are skipped; a
    /// zero-length subpath draws a dot (circle or axis-aligned square) with round or square caps and
    /// nothing with butt caps. A width <= 0 or non-finite gives an empty path.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.1) -> Path {
        guard style.width > 0, style.width.isFinite else { return Path() }
        var src = self
        if !(style.strokeStart <= 0 && style.strokeEnd >= 1) {
            src = src.trimmed(start: style.strokeStart, end: style.strokeEnd)
        }
        if !style.dashPattern.isEmpty {
            src = src.dashed(pattern: style.dashPattern, phase: style.dashPhase)
        }
        var s = Stroker(style: style, tolerance: tolerance)
        s.stroke(src)
        return s.out
    }

    /// Just the outline (no trimming or dashing) for `width`, `cap`, `join`, `miterLimit`.
    public func strokeOutline(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
                              tolerance: Double = 0.1) -> Path {
        guard width > 0, width.isFinite else { return Path() }
        var s = Stroker(style: StrokeStyle(width: width, cap: cap, join: join, miterLimit: miterLimit), tolerance: tolerance)
        s.stroke(self)
        return s.out
    }
}

/// Builds stroke outlines; one instance per call (scratch buffers are reused across contours).
struct Stroker {
    let h: Double
    let cap: LineCap
    let join: LineJoin
    let miterLimit: Double
    var tol: Double
    /// Largest angle step for round joins/caps so the chord error stays below `tol`.
    var angleStep: Double = Double.pi / 4
    /// Flattened segments allowed for one stroke; beyond this the tolerance is coarsened so huge
    /// or pathological paths stay bounded in time and memory.
    static let segmentBudget = 100_000

    var out = Path()
    /// Current contour: deduplicated points and whether each is an element boundary (a real join).
    var pts: [Point] = []
    var corner: [Bool] = []
    var scratch: [Point] = []

    init(style: StrokeStyle, tolerance: Double) {
        h = style.width / 2
        cap = style.cap
        join = style.join
        miterLimit = style.miterLimit
        tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        setTolerance(tol)
        pts.reserveCapacity(64); corner.reserveCapacity(64); scratch.reserveCapacity(64)
    }

    mutating func setTolerance(_ t: Double) {
        tol = t
        let ratio = max(0, 1 - tol / h)
        var step = 2 * GMath.acos(ratio)
        if !(step.isFinite) { step = Double.pi / 4 }
        angleStep = min(max(step, 2 * Double.pi / 1024), Double.pi / 4)
    }

    /// Estimated flattened segment count of `path` at tolerance `tol` (round joins not counted).
    func estimateSegments(_ path: Path) -> Double {
        var total = 0.0
        var last = Point.zero
        path.forEach { el in
            switch el {
            case .move(let p): if p.isFinite { last = p }
            case .line(let p): total += 1; if p.isFinite { last = p }
            case .quad(let c, let p):
                guard c.isFinite, p.isFinite else { return }
                total += Double(Path.segmentCount((last - c * 2 + p).length * 0.25 / tol)); last = p
            case .cubic(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { return }
                let d1 = (last - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p).length
                total += Double(Path.segmentCount(max(d1, d2) * 0.75 / tol)); last = p
            case .close: break
            }
        }
        return total
    }

    mutating func stroke(_ path: Path) {
        let est = estimateSegments(path)
        let budget = Double(Stroker.segmentBudget)
        if est > budget {
            // Segment counts go as 1/sqrt(tolerance).
            let f = est / budget
            setTolerance(tol * f * f)
        }
        out.reserveCapacity(verbs: path.verbs.count * 6, points: path.points.count * 8)
        var last = Point.zero, start = Point.zero
        var open = false
        path.forEach { el in
            switch el {
            case .move(let p):
                if open { finish(closed: false) }
                open = false
                guard p.isFinite else { return }
                begin(p); last = p; start = p; open = true
            case .line(let p):
                guard p.isFinite else { return }
                if !open { begin(last); open = true }
                add(p, isCorner: true); last = p
            case .quad(let c, let p):
                guard c.isFinite, p.isFinite else { return }
                if !open { begin(last); open = true }
                let p0 = last
                let n = Path.segmentCount((p0 - c * 2 + p).length * 0.25 / tol)
                if n > 1 {
                    for i in 1..<n {
                        let t = Double(i) / Double(n), mt = 1 - t
                        add(p0 * (mt * mt) + c * (2 * mt * t) + p * (t * t), isCorner: false)
                    }
                }
                add(p, isCorner: true); last = p
            case .cubic(let c1, let c2, let p):
                guard c1.isFinite, c2.isFinite, p.isFinite else { return }
                if !open { begin(last); open = true }
                let p0 = last
                let d1 = (p0 - c1 * 2 + c2).length, d2 = (c1 - c2 * 2 + p).length
                let n = Path.segmentCount(max(d1, d2) * 0.75 / tol)
                if n > 1 {
                    for i in 1..<n {
                        let t = Double(i) / Double(n), mt = 1 - t
                        let a = mt * mt * mt, b = 3 * mt * mt * t, cc = 3 * mt * t * t, d = t * t * t
                        add(p0 * a + c1 * b + c2 * cc + p * d, isCorner: false)
                    }
                }
                add(p, isCorner: true); last = p
            case .close:
                if open { finish(closed: true) }
                open = false
                last = start
            }
        }
        if open { finish(closed: false) }
    }

    mutating func begin(_ p: Point) {
        pts.removeAll(keepingCapacity: true)
        corner.removeAll(keepingCapacity: true)
        pts.append(p); corner.append(true)
    }

    @inline(__always) static func nearlyEqual(_ a: Point, _ b: Point) -> Bool {
        let scale = max(1, abs(a.x), abs(a.y))
        return abs(a.x - b.x) <= 1e-10 * scale && abs(a.y - b.y) <= 1e-10 * scale
    }

    /// Appends a point, skipping zero-length segments.
    mutating func add(_ p: Point, isCorner: Bool) {
        if let l = pts.last, Stroker.nearlyEqual(l, p) {
            if isCorner { corner[corner.count - 1] = true }
            return
        }
        pts.append(p); corner.append(isCorner)
    }

    mutating func finish(closed: Bool) {
        var n = pts.count
        if closed && n > 1 && Stroker.nearlyEqual(pts[0], pts[n - 1]) {
            pts.removeLast(); corner.removeLast(); n -= 1
        }
        if n == 0 { return }
        if n == 1 { dot(pts[0]); return }
        let segCount = closed ? n : n - 1
        for i in 0..<segCount {
            segment(pts[i], pts[(i + 1) % n])
        }
        if closed {
            for i in 0..<n {
                let prev = pts[(i + n - 1) % n], p = pts[i], next = pts[(i + 1) % n]
                joinAt(p, dIn: (p - prev).normalized, dOut: (next - p).normalized, style: corner[i] ? join : .round)
            }
        } else {
            if n > 2 {
                for i in 1..<(n - 1) {
                    let p = pts[i]
                    joinAt(p, dIn: (p - pts[i - 1]).normalized, dOut: (pts[i + 1] - p).normalized, style: corner[i] ? join : .round)
                }
            }
            capAt(pts[0], direction: -(pts[1] - pts[0]).normalized)
            capAt(pts[n - 1], direction: (pts[n - 1] - pts[n - 2]).normalized)
        }
    }

    /// Emits `scratch` as a closed polygon with positive signed area (reversing it if needed).
    mutating func emitScratch() {
        let n = scratch.count
        guard n >= 3 else { return }
        var a = 0.0
        var prev = scratch[n - 1]
        for q in scratch {
            a += prev.x * q.y - q.x * prev.y
            prev = q
        }
        guard a != 0, a.isFinite else { return }
        if a > 0 {
            out.move(to: scratch[0])
            for i in 1..<n { out.line(to: scratch[i]) }
        } else {
            out.move(to: scratch[n - 1])
            for i in stride(from: n - 2, through: 0, by: -1) { out.line(to: scratch[i]) }
        }
        out.close()
    }

    /// The body of one segment: a rectangle of half-width `h` around a→b.
    mutating func segment(_ a: Point, _ b: Point) {
        let d = (b - a).normalized
        let nh = d.perpendicular * h
        out.move(to: a - nh)
        out.line(to: b - nh)
        out.line(to: b + nh)
        out.line(to: a + nh)
        out.close()
    }

    /// Appends the arc points of radius `h` around `c` from unit direction `u` turning towards `w`
    /// (unit, perpendicular to `u`) by `angle`, endpoints included.
    mutating func appendArc(center c: Point, from u: Point, toward w: Point, angle: Double) {
        let steps = max(1, min(1024, Int((angle / angleStep).rounded(.up))))
        for i in 0...steps {
            let t = angle * Double(i) / Double(steps)
            let co = GMath.cos(t), si = GMath.sin(t)
            scratch.append(c + (u * co + w * si) * h)
        }
    }

    mutating func joinAt(_ p: Point, dIn: Point, dOut: Point, style: LineJoin) {
        let cross = dIn.cross(dOut), dot = dIn.dot(dOut)
        if cross == 0 && dot >= 0 { return }                  // straight on
        let s: Double = cross > 0 ? -1 : 1
        let uA = dIn.perpendicular * s, uB = dOut.perpendicular * s   // outer unit normals
        scratch.removeAll(keepingCapacity: true)
        scratch.append(p)
        switch style {
        case .bevel:
            scratch.append(p + uA * h); scratch.append(p + uB * h)
        case .miter:
            let cosHalf = ((1 + dot) * 0.5).squareRoot()
            scratch.append(p + uA * h)
            if cosHalf * miterLimit >= 1 && 1 + dot > 1e-12 {
                scratch.append(p + (uA + uB) * (h / (1 + dot)))
            }
            scratch.append(p + uB * h)
        case .round:
            let angle = GMath.acos(min(1, max(-1, dot)))
            appendArc(center: p, from: uA, toward: dIn, angle: angle)
        }
        emitScratch()
    }

    /// A cap at `p` bulging towards unit `direction` (outwards from the line).
    mutating func capAt(_ p: Point, direction d: Point) {
        let n = d.perpendicular
        switch cap {
        case .butt: return
        case .square:
            scratch.removeAll(keepingCapacity: true)
            scratch.append(p + n * h); scratch.append(p + n * h + d * h)
            scratch.append(p - n * h + d * h); scratch.append(p - n * h)
        case .round:
            scratch.removeAll(keepingCapacity: true)
            appendArc(center: p, from: n, toward: d, angle: Double.pi)
        }
        emitScratch()
    }

    /// A zero-length subpath: a circle (round cap) or an axis-aligned square (square cap).
    mutating func dot(_ p: Point) {
        scratch.removeAll(keepingCapacity: true)
        switch cap {
        case .butt: return
        case .square:
            scratch.append(Point(p.x - h, p.y - h)); scratch.append(Point(p.x + h, p.y - h))
            scratch.append(Point(p.x + h, p.y + h)); scratch.append(Point(p.x - h, p.y + h))
        case .round:
            appendArc(center: p, from: Point(1, 0), toward: Point(0, 1), angle: 2 * Double.pi)
            scratch.removeLast()
        }
        emitScratch()
    }
}
