extension Path {
    /// The outline of this path stroked with `style`, as a path to fill with the NON-ZERO rule.
    ///
    /// Order as in CAShapeLayer: trim to `strokeStart...strokeEnd` (fractions of the total arc length),
    /// then dash (`dashPattern`, `dashPhase`), then build the outline for `width`, `cap`, `join` and
    /// `miterLimit` (a miter longer than `miterLimit · width` falls back to a bevel, as Core Graphics does).
    ///
    /// Each open subpath becomes one closed outline (minus-normal side forward, end cap, plus side
    /// backward, start cap); each closed subpath two loops (outer forward, inner reversed). Inner joins
    /// cut to the intersection of the offset lines or detour through the vertex (see `Stroker.join`),
    /// so the outline is, as a chain, a sum of pieces that all wind positively (segment rectangles,
    /// join wedges, caps) minus loops inside overlaps: under the non-zero rule the fill is exactly the
    /// stroke, with no holes at inner joins; overlaps only raise the winding. Curves are flattened to `tolerance`
    /// (path units); joins inside a flattened curve are round, so the outline stays within about
    /// `tolerance` of the true offset curve on both sides. Zero-length segments are skipped; a
    /// zero-length subpath (a move plus segments that go nowhere, e.g. a zero-length dash) draws a dot
    /// with round or square caps (a circle, or a square aligned with the dash direction, else with the
    /// x axis) and nothing with butt caps; a lone move draws nothing. Non-finite points are skipped.
    /// A width <= 0 or non-finite gives an empty path. Outlines of huge paths are bounded: beyond
    /// `Stroker.segmentBudget` flattened segments the tolerance is coarsened.
    ///
    /// Stroke in user space and transform the outline afterwards (as Core Graphics does, so a
    /// non-uniform scale distorts the pen); pass `tolerance / transform.maxScale` to keep the
    /// device-space error bounded.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.1) -> Path {
        guard style.width > 0, style.width.isFinite else { return Path() }
        var src = self
        if !(style.strokeStart <= 0 && style.strokeEnd >= 1) {
            src = src.trimmed(start: style.strokeStart, end: style.strokeEnd)
        }
        var tangents: [Point]? = nil
        if !style.dashPattern.isEmpty {
            tangents = []
            let d = src.dashed(pattern: style.dashPattern, phase: style.dashPhase, tolerance: 0.01, tangents: &tangents)
            if d == src { tangents = nil }
            src = d
        }
        var s = Stroker(style: style, tolerance: tolerance)
        if let t = tangents, t.count == src.verbs.lazy.filter({ $0 == .move }).count { s.subpathTangents = t }
        s.stroke(src)
        return s.out
    }

    /// Just the outline (no trimming or dashing) for `width`, `cap`, `join`, `miterLimit`.
    public func strokeOutline(
        width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
        tolerance: Double = 0.1
    ) -> Path {
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
    /// Optional direction per subpath (dashes): orients square dots of zero-length dashes.
    var subpathTangents: [Point] = []
    var subpathIndex = -1
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
                subpathIndex += 1
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
        hasSegment = false
        pts.removeAll(keepingCapacity: true)
        corner.removeAll(keepingCapacity: true)
        pts.append(p); corner.append(true)
    }

    @inline(__always) static func nearlyEqual(_ a: Point, _ b: Point) -> Bool {
        let scale = max(1, abs(a.x), abs(a.y))
        return abs(a.x - b.x) <= 1e-10 * scale && abs(a.y - b.y) <= 1e-10 * scale
    }

    /// Whether the current subpath has any drawing command (a lone move draws nothing).
    var hasSegment = false

    /// Appends a point, skipping zero-length segments.
    mutating func add(_ p: Point, isCorner: Bool) {
        hasSegment = true
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
        if n == 0 || !hasSegment { return }
        if n == 1 { dot(pts[0]); return }
        let segCount = closed ? n : n - 1
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        // Segment 0 starts both sides.
        let d0 = (pts[1] - pts[0]).normalized, n0 = d0.perpendicular * h
        left.append(pts[0] - n0)
        right.append(pts[0] + n0)
        var dIn = d0
        for i in 1..<segCount {
            let p = pts[i], next = pts[(i + 1) % n]
            let dOut = (next - p).normalized
            join(at: p, next: next, dIn: dIn, dOut: dOut, style: corner[i] ? join : .round, wrap: false)
            dIn = dOut
        }
        if closed {
            join(at: pts[0], next: pts[1], dIn: dIn, dOut: d0, style: corner[0] ? join : .round, wrap: true)
            emitLoop(left, reversed: false)
            emitLoop(right, reversed: true)
        } else {
            let pe = pts[n - 1], ne = dIn.perpendicular * h
            left.append(pe - ne)
            right.append(pe + ne)
            // Minus side forward, end cap, plus side backward, start cap.
            out.move(to: left[0])
            for i in 1..<left.count { out.line(to: left[i]) }
            cap(at: pe, direction: dIn)
            for i in stride(from: right.count - 1, through: 0, by: -1) { out.line(to: right[i]) }
            cap(at: pts[0], direction: -d0)
            out.close()
        }
    }

    /// Left (minus-normal) and right (plus-normal) offset polylines of the current contour, forward.
    var left: [Point] = []
    var right: [Point] = []

    mutating func emitLoop(_ pts: [Point], reversed: Bool) {
        guard pts.count >= 2 else { return }
        if reversed {
            out.move(to: pts[pts.count - 1])
            for i in stride(from: pts.count - 2, through: 0, by: -1) { out.line(to: pts[i]) }
        } else {
            out.move(to: pts[0])
            for i in 1..<pts.count { out.line(to: pts[i]) }
        }
        out.close()
    }

    /// Joins the segment ending at `p` (direction `dIn`) to the one from `p` to `next` (`dOut`).
    ///
    /// The outer side gets the join shape; the inner side either cuts straight to the intersection of
    /// the two inner offset lines (when it lies within both) or detours through the pivot `p`. The
    /// outline then equals, as a chain, the sum of positively wound pieces (segment rectangles, join
    /// wedges, caps) minus loops lying where two rectangles overlap, so its non-zero fill is exactly
    /// the stroke: no holes at inner joins. With `wrap` (closing a closed contour) the next segment's
    /// start is the first point already stored on each side.
    mutating func join(at p: Point, next: Point, dIn: Point, dOut: Point, style: LineJoin, wrap: Bool) {
        let nIn = dIn.perpendicular * h, nOut = dOut.perpendicular * h
        let cross = dIn.cross(dOut), dot = dIn.dot(dOut)
        if cross == 0 && dot >= 0 {
            // Straight on: the side lines continue.
            if !wrap { left.append(p - nIn); right.append(p + nIn) }
            return
        }
        // Turning towards +normal (cross > 0): the minus side (left list) is outside.
        let outerIsLeft = cross > 0
        let sOut: Double = outerIsLeft ? -1 : 1
        // Outer side: A, join shape, B.
        do {
            let a = p + nIn * sOut, b = p + nOut * sOut
            var side = outerIsLeft ? left : right
            if outerIsLeft { left = [] } else { right = [] }
            side.append(a)
            switch style {
            case .bevel: break
            case .miter:
                let cosHalf = ((1 + dot) * 0.5).squareRoot()
                if cosHalf * miterLimit >= 1 && 1 + dot > 1e-12 {
                    side.append(p + (nIn + nOut) * (sOut / (1 + dot)))
                }
            case .round:
                let uA = nIn * (sOut / h)
                let angle = GMath.acos(min(1, max(-1, dot)))
                let steps = max(1, min(1024, Int((angle / angleStep).rounded(.up))))
                if steps > 1 {
                    for k in 1..<steps {
                        let t = angle * Double(k) / Double(steps)
                        side.append(p + (uA * GMath.cos(t) + dIn * GMath.sin(t)) * h)
                    }
                }
            }
            if !wrap { side.append(b) }
            if outerIsLeft { left = side } else { right = side }
        }
        // Inner side.
        do {
            let sIn = -sOut
            let e = p + nIn * sIn, bStart = p + nOut * sIn
            var side = outerIsLeft ? right : left
            if outerIsLeft { right = [] } else { left = [] }
            let start = side[side.count - 1]
            let nextStart = wrap ? side[0] : bStart
            let nextEnd = wrap ? (side.count > 1 ? side[1] : next + nOut * sIn) : next + nOut * sIn
            var cut: Point? = nil
            if !(wrap && side.count < 2) {
                let r = e - start, q = nextEnd - nextStart
                let den = r.cross(q)
                if den != 0 && den.isFinite {
                    let w = nextStart - start
                    let t = w.cross(q) / den, u = w.cross(r) / den
                    if t > 0 && t <= 1 && u >= 0 && u < 1 { cut = start + r * t }
                }
            }
            if let c = cut {
                if wrap { side[0] = c } else { side.append(c) }
            } else {
                side.append(e)
                side.append(p)
                if !wrap { side.append(bStart) }
            }
            if outerIsLeft { right = side } else { left = side }
        }
    }

    /// Appends the cap at `p` to the outline being built: from `p − n·h` round to `p + n·h`, where
    /// `d` is the outward direction and n = d⊥ (the end of the minus side to the start of the plus side).
    mutating func cap(at p: Point, direction d: Point) {
        let n = d.perpendicular
        switch cap {
        case .butt: return
        case .square:
            out.line(to: p - n * h + d * h)
            out.line(to: p + n * h + d * h)
        case .round:
            let steps = max(2, min(1024, Int((Double.pi / angleStep).rounded(.up))))
            for k in 1..<steps {
                let t = Double.pi * Double(k) / Double(steps)
                out.line(to: p + (n * (-GMath.cos(t)) + d * GMath.sin(t)) * h)
            }
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

    /// Appends to `scratch` the arc points of radius `h` around `c` from unit direction `u` turning
    /// towards `w` (unit, perpendicular to `u`) by `angle`, endpoints included.
    mutating func appendArc(center c: Point, from u: Point, toward w: Point, angle: Double) {
        let steps = max(1, min(1024, Int((angle / angleStep).rounded(.up))))
        for i in 0...steps {
            let t = angle * Double(i) / Double(steps)
            scratch.append(c + (u * GMath.cos(t) + w * GMath.sin(t)) * h)
        }
    }

    /// A zero-length subpath: a circle (round cap) or an axis-aligned square (square cap).
    mutating func dot(_ p: Point) {
        scratch.removeAll(keepingCapacity: true)
        switch cap {
        case .butt: return
        case .square:
            // Axis-aligned, or along the dash direction for zero-length dashes.
            var d = Point(1, 0)
            if subpathIndex >= 0 && subpathIndex < subpathTangents.count, subpathTangents[subpathIndex] != .zero {
                d = subpathTangents[subpathIndex]
            }
            let n = d.perpendicular
            scratch.append(p - d * h - n * h); scratch.append(p + d * h - n * h)
            scratch.append(p + d * h + n * h); scratch.append(p - d * h + n * h)
        case .round:
            appendArc(center: p, from: Point(1, 0), toward: Point(0, 1), angle: 2 * Double.pi)
            scratch.removeLast()
        }
        emitScratch()
    }
}
